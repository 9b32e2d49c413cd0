import type { Page } from 'playwright-core';
import { screenshot, useBrowser, waitForHeading } from '../support/browser';
import { loginAs, newSubscriber, type StoredRecord } from './shell-accounts';

const { freshPage } = useBrowser();

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** No sideways scroll of the page itself: wide tables scroll inside their own box. */
async function expectNoPageOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

async function eachTab(page: Page, tabs: string[], prefix: string, ready: Record<string, string>) {
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await page.getByTestId(ready[tab]!).first().waitFor({ timeout: 15_000 });
    // The charts arrive after first paint; wait for them before the picture.
    if (tab === 'Card' || tab === 'Ball Park Effects') await page.locator('.VictoryContainer svg').first().waitFor({ timeout: 15_000 });
    await expectNoPageOverflow(page);
    await screenshot(page, `${prefix}-${tab.toLowerCase().replace(/\s+/g, '-')}`);
  }
}

const PLAYER_TABS = ['Card', 'Ratings', 'Statistics', 'Historical Statistics', 'Teams'];
const PLAYER_READY = { Card: 'player-card', Ratings: 'ratings-panel', Statistics: 'season-batting', 'Historical Statistics': 'history-batting', Teams: 'teams-panel' };
const TEAM_TABS = ['Ballpark', 'Ball Park Effects', 'Batters', 'Pitchers', 'Lineup'];
const TEAM_READY = { Ballpark: 'ballpark-panel', 'Ball Park Effects': 'effects-panel', Batters: 'batters-panel', Pitchers: 'pitchers-panel', Lineup: 'lineup-panel' };

/** A real subscriber: the server decides access, so the account pays for the trial on the local checkout. */

let record: StoredRecord | undefined;
async function subscriberAt(page: Page, path: string) {
  if (!page.url().startsWith('http')) await page.goto('/terms-of-service');
  record ??= await newSubscriber(page);
  await loginAs(page, record, path);
}

test("search 'gehrig' in the header, choose Lou Gehrig: his 1927 line shows 47 HR and .373", async () => {
  const page = await freshPage(1280, 800);
  await subscriberAt(page, '/stats-and-ratings');
  await waitForHeading(page, 'Stats & Ratings');
  await page.getByRole('searchbox', { name: 'Search' }).fill('gehrig');
  const result = page.getByTestId('search-dropdown').getByText(/Lou Gehrig/).first();
  await result.waitFor({ timeout: 10_000 });
  await result.click();
  await page.waitForURL(/\/stats-and-ratings\/players\/gehrilo01\?year=1927$/);
  await waitForHeading(page, 'Lou Gehrig');
  await page.getByTestId('player-card').waitFor({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Statistics', exact: true }).click();
  const line = page.getByTestId('season-batting');
  await line.waitFor();
  const cells = await line.locator('tbody tr').first().locator('th, td').allTextContents();
  const headers = await line.locator('thead th').allTextContents();
  expect(cells[headers.indexOf('HR')]).toBe('47');
  expect(cells[headers.indexOf('AVG')]).toBe('0.373');
  expect(cells[0]).toBe('1927');
});

test('the 1927 Yankees team page lists Lou Gehrig among the batters', async () => {
  const page = await freshPage(1280, 800);
  await subscriberAt(page, '/stats-and-ratings/teams/NYA?year=1927&tab=batters');
  await waitForHeading(page, '1927 New York Yankees');
  const batters = page.getByTestId('batters-panel');
  await batters.getByRole('link', { name: 'Lou Gehrig' }).waitFor({ timeout: 15_000 });
  await batters.getByRole('link', { name: 'Babe Ruth' }).waitFor();
  await batters.getByRole('link', { name: 'Lou Gehrig' }).click();
  await page.waitForURL(/\/stats-and-ratings\/players\/gehrilo01\?year=1927$/);
  await waitForHeading(page, 'Lou Gehrig');
});

test('the 1968 AL league page sorts pitchers by ERA', async () => {
  const page = await freshPage(1280, 800);
  await subscriberAt(page, '/stats-and-ratings/league/AL?year=1968');
  await waitForHeading(page, '1968 American League');
  await page.getByTestId('standings').waitFor({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Pitching leaders' }).click();
  const table = page.getByTestId('pitching-leaders');
  await table.locator('tbody tr').first().waitFor({ timeout: 15_000 });
  await table.getByRole('button', { name: 'Sort by Earned run average' }).click();
  await page.waitForURL(/psort=era/);
  // Tiant is listed before the sort too: wait until the sorted page has him first, then read the column.
  await table.locator('tbody tr').first().getByRole('link', { name: 'Luis Tiant' }).waitFor({ timeout: 15_000 });
  const headers = await table.locator('thead th').allTextContents();
  const eraColumn = headers.indexOf('ERA');
  const eras = (await table.locator('tbody tr').evaluateAll((rows, i) => rows.map((r) => r.querySelectorAll('th, td')[i]?.textContent ?? ''), eraColumn)).map(Number);
  expect(eras.length).toBeGreaterThan(5);
  expect(eras[0]).toBe(1.6);
  expect([...eras].sort((a, b) => a - b)).toEqual(eras);
  expect(await table.locator('tbody tr').first().locator('th').textContent()).toBe('Luis Tiant');
});

for (const viewport of VIEWPORTS) {
  test(`screenshots of landing, league, team and player pages, every tab (${viewport.name})`, async () => {
    const page = await freshPage(viewport.width, viewport.height);
    const prefix = `stats-${viewport.name}`;
    await subscriberAt(page, '/stats-and-ratings?era=Golden%20Era&year=1927');
    await waitForHeading(page, 'Stats & Ratings');
    await page.getByTestId('league-AL').getByRole('link', { name: 'New York Yankees' }).waitFor({ timeout: 15_000 });
    await expectNoPageOverflow(page);
    await screenshot(page, `${prefix}-landing`);

    await page.goto('/stats-and-ratings/league/AL?year=1968');
    await waitForHeading(page, '1968 American League');
    await page.getByTestId('standings').waitFor({ timeout: 15_000 });
    await expectNoPageOverflow(page);
    await screenshot(page, `${prefix}-league-standings`);
    await page.goto('/stats-and-ratings/league/AL?year=1968&view=pitching&psort=era');
    await page.getByTestId('pitching-leaders').locator('tbody tr').first().waitFor({ timeout: 15_000 });
    await screenshot(page, `${prefix}-league-pitching`);
    await page.goto('/stats-and-ratings/league/AL?year=1968&view=teams');
    await page.getByTestId('team-stats-table').waitFor({ timeout: 15_000 });
    await screenshot(page, `${prefix}-league-team-stats`);

    await page.goto('/stats-and-ratings/teams/NYA?year=1927');
    await waitForHeading(page, '1927 New York Yankees');
    await eachTab(page, TEAM_TABS, `${prefix}-team`, TEAM_READY);

    await page.goto('/stats-and-ratings/players/gehrilo01?year=1927');
    await waitForHeading(page, 'Lou Gehrig');
    await eachTab(page, PLAYER_TABS, `${prefix}-player`, PLAYER_READY);

    // A pitcher's card is drawn as columns 4-6.
    await page.goto('/stats-and-ratings/players/tiantlu01?year=1968');
    await waitForHeading(page, 'Luis Tiant');
    await page.getByTestId('player-card').getByText('Column 4').waitFor({ timeout: 15_000 });
    await page.locator('.VictoryContainer svg').first().waitFor({ timeout: 15_000 });
    await screenshot(page, `${prefix}-player-pitcher-card`);
  });
}
