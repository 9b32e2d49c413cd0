import type { Page } from 'playwright-core';
import { screenshot, useBrowser, waitForHeading } from '../support/browser';
import { leagueBody, leaguesApiOf, promptAnsweredToday } from './league-support';
import { loginAs, subscriberOnce } from './shell-accounts';

const { freshPage } = useBrowser();

/** The two sizes every screen is looked at in. */
const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const subscriber = subscriberOnce();

/** Drawn illustrations (ink strokes) on each of the page's links matching `selector`: none may be blank art. */
async function illustrated(page: Page, selector: string): Promise<boolean[]> {
  return page.locator(selector).evaluateAll((els) => els.map((el) => el.querySelectorAll('svg[data-icon] .ink').length > 0));
}

for (const viewport of SIZES) {
  test(`home tiles and lobby cards share the illustrated set; the scoreboard shows team monograms (${viewport.name})`, async () => {
    const page = await freshPage(viewport.width, viewport.height);
    await loginAs(page, await subscriber(page), '/');
    await waitForHeading(page, 'Play ball');
    const tiles = await illustrated(page, '[data-testid="experience-tile"]');
    expect(tiles.length).toBe(8);
    expect(tiles.every(Boolean)).toBe(true);
    await screenshot(page, `identity-home-${viewport.name}`);

    await page.goto('/lobby');
    await page.getByTestId('lobby-card').first().waitFor({ timeout: 15_000 });
    const cards = await illustrated(page, '[data-testid="lobby-card"]');
    expect(cards.length).toBe(8);
    expect(cards.every(Boolean)).toBe(true);
    // The same picture for the same way to play in both places.
    expect(await page.locator('[data-testid="lobby-card"] svg[data-icon="exhibition"]').count()).toBe(1);
    await screenshot(page, `identity-lobby-${viewport.name}`);

    await page.goto('/game/single');
    await waitForHeading(page, 'Exhibition Game');
    await page.waitForFunction(() => [...document.querySelectorAll('select')].every((s) => (s as HTMLSelectElement).value !== ''), null, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Next: Lineup' }).click();
    await page.getByText('Lineup is valid').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Play Ball' }).click();
    await page.waitForURL(/\/play$/, { timeout: 15_000 });
    const board = page.getByLabel('Scoreboard');
    await board.waitFor({ timeout: 15_000 });
    // 1927 Yankees (NYA -> NYY) at 1975 Reds: curated initials, and the names read as before.
    expect(await board.getByTestId('team-monogram').evaluateAll((els) => els.map((el) => el.getAttribute('data-initials')))).toEqual(['NY', 'C']);
    expect(await board.textContent()).toContain('New York Yankees');
    await screenshot(page, `identity-play-${viewport.name}`, { fullPage: false });

    // The stats player card: a card with a band in the club's colours.
    await page.goto('/stats-and-ratings/players/gehrilo01?year=1927');
    const card = page.getByTestId('player-card');
    await card.waitFor({ timeout: 20_000 });
    expect(await card.locator('header').getAttribute('data-team')).toBe('NYA');
    expect(await card.locator('header [data-testid="team-monogram"]').getAttribute('data-initials')).toBe('NY');
    await screenshot(page, `identity-player-card-${viewport.name}`);
  }, 120_000);
}

test('the night theme: the same illustrations and cards read on navy (375x812 and 1280x800)', async () => {
  for (const viewport of SIZES) {
    const page = await freshPage(viewport.width, viewport.height);
    // The theme follows the viewer's clock: 22:00 is night.
    const now = new Date();
    await page.clock.setFixedTime(new Date(now.getFullYear(), now.getMonth(), now.getDate(), 22, 0));
    await loginAs(page, await subscriber(page), '/');
    await waitForHeading(page, 'Play ball');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 19, 36)');
    await screenshot(page, `identity-home-night-${viewport.name}`);
    await page.goto('/lobby');
    await page.getByTestId('lobby-card').first().waitFor({ timeout: 15_000 });
    await screenshot(page, `identity-lobby-night-${viewport.name}`);
  }
}, 120_000);

test('a guest sees the locks on the lobby cards (375x812 and 1280x800)', async () => {
  for (const viewport of SIZES) {
    const page = await freshPage(viewport.width, viewport.height);
    await page.goto('/lobby');
    await page.getByTestId('lobby-card').first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole('img', { name: 'Locked' }).count()).toBe(7);
    await screenshot(page, `identity-lobby-guest-${viewport.name}`);
  }
}, 60_000);

test('league standings rows carry the team monograms (375x812 and 1280x800)', async () => {
  for (const viewport of SIZES) {
    const page = await freshPage(viewport.width, viewport.height);
    await promptAnsweredToday(page);
    const user = await subscriber(page);
    const league = await leaguesApiOf(page, user).create(leagueBody(`Identity ${viewport.name} ${Date.now().toString(36)}`, [1927, 1998], 8, 14, { teamId: 'NYA', year: 1927 }));
    await loginAs(page, user, `/game/historical-league/league/setup/${league.leagueId}?tab=standings`);
    const standings = page.getByTestId('league-standings');
    await standings.waitFor({ timeout: 15_000 });
    const badges = await standings.locator('tbody tr [data-testid="team-monogram"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-initials')));
    expect(badges).toHaveLength(8);
    expect(badges).toContain('NY');
    await screenshot(page, `identity-standings-${viewport.name}`);
  }
}, 120_000);
