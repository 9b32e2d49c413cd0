import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import {
  THEME_BACKGROUND,
  describeFindings,
  focusStyle,
  seriousViolations,
  themedContext,
  waitForSettledPage,
  type AxeFinding,
  type ThemeMode,
} from './accessibility-support';
import { GUEST_SCREENS, SUBSCRIBER_SCREENS, openScreen, prepareScreens, screenPath, type ScreenFixtures, type ScreenRoute } from './screen-routes';
import { loginAs, signUp, subscribeViaApi, type StoredRecord } from './shell-accounts';

/**
 * Issue 22 item 5: axe finds no serious or critical violation on the spec §2 screens a subscriber (and a guest)
 * reaches with the e2e data, in day and in night; the header and the home tiles are reachable by keyboard with a
 * visible focus; the play screen announces the play result.
 */

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];
let record: StoredRecord;
let fixtures: ScreenFixtures;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await themedContext(browser, 'day');
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/terms-of-service');
  record = await signUp(page);
  await subscribeViaApi(page, record);
  fixtures = await prepareScreens(page, record);
  await page.close();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function themedPage(mode: ThemeMode, width = 1280, height = 800): Promise<Page> {
  if (!browser) throw new Error('the browser is not launched');
  const context = await themedContext(browser, mode, width, height);
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[browser] page error: ${error.message}`));
  return page;
}

/** Opens each route in turn in one page and collects axe's serious and critical findings. */
async function auditRoutes(page: Page, mode: ThemeMode, routes: readonly ScreenRoute[]): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  for (const route of routes) {
    let path = screenPath(route, fixtures);
    try {
      path = await openScreen(page, route, fixtures);
    } catch (error) {
      // A screen that does not render is a finding too; axe still checks what is there.
      findings.push({ route: route.path, mode, rule: 'did-not-render', impact: 'critical', help: String(error), nodes: [] });
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(THEME_BACKGROUND[mode]);
    // Screens whose links the night palette changed, kept to look at.
    if (path === '/login' || path === '/howToVideos') await screenshot(page, `a11y${path.replace(/\W+/g, '-')}-${mode}-desktop`, { fullPage: false });
    const found = await seriousViolations(page, route.path, mode);
    findings.push(...found);
  }
  return findings;
}

for (const mode of ['day', 'night'] as const) {
  test(`no serious or critical axe violation on the public and the subscriber screens (${mode})`, async () => {
    const guest = await themedPage(mode);
    const findings = await auditRoutes(guest, mode, GUEST_SCREENS);
    const subscriber = await themedPage(mode);
    await loginAs(subscriber, record, '/');
    findings.push(...(await auditRoutes(subscriber, mode, SUBSCRIBER_SCREENS)));
    await subscriber.goto('/');
    await waitForSettledPage(subscriber, 'Play ball');
    await screenshot(subscriber, `a11y-home-${mode}-desktop`);
    if (findings.length > 0) console.log(`axe findings (${mode}):\n${describeFindings(findings)}`);
    expect(describeFindings(findings)).toBe('');
    // About 100 s for 45 screens alone; the full run shares two cores with the other e2e files.
  }, 480_000);
}

/** Screens with parts only a phone shows: bottom tab bars (the leaderboard's, the statistics'), the header's search toggle. */
const PHONE_ONLY_PARTS: readonly ScreenRoute[] = [
  { path: '/leaderboard', title: 'Leaderboard' },
  { path: '/stats-and-ratings', title: 'Stats & Ratings' },
  { path: '/experiences/new', title: 'Play ball' },
];

test('no serious or critical axe violation in the phone-only parts at 375x812, day and night', async () => {
  const findings: AxeFinding[] = [];
  for (const mode of ['day', 'night'] as const) {
    const page = await themedPage(mode, 375, 812);
    await loginAs(page, record, '/');
    findings.push(...(await auditRoutes(page, mode, PHONE_ONLY_PARTS)));
  }
  expect(describeFindings(findings)).toBe('');
}, 120_000);

test('the header and the home tiles are reachable by keyboard, each with a visible focus (night, 375x812)', async () => {
  const page = await themedPage('night', 375, 812);
  await loginAs(page, record, '/');
  await waitForSettledPage(page, 'Play ball');
  const tiles = await page.locator('main a strong').allTextContents();
  expect(tiles.length).toBeGreaterThan(0);
  const reachedTiles: string[] = [];
  const invisible: string[] = [];
  let headerStops = 0;
  // Tab from the top of the page until the last tile has had the focus (or give up after 60 stops).
  for (let i = 0; i < 60 && reachedTiles.length < tiles.length; i += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      return { inHeader: Boolean(el?.closest('header')), tile: el?.closest('main') ? el.querySelector('strong')?.textContent ?? null : null };
    });
    if (!where.inHeader && where.tile === null) continue;
    const style = await focusStyle(page);
    if (!style.visible) invisible.push(`${style.tag} "${style.name}"`);
    if (where.inHeader) headerStops += 1;
    if (where.tile !== null && !reachedTiles.includes(where.tile)) reachedTiles.push(where.tile);
    if (i === 1) await screenshot(page, 'a11y-focus-header-phone', { fullPage: false });
  }
  expect(headerStops).toBeGreaterThan(0);
  expect(reachedTiles).toEqual(tiles);
  expect(invisible).toEqual([]);
  await screenshot(page, 'a11y-focus-tile-phone', { fullPage: false });
});

test('the play screen announces the play result in a polite live region', async () => {
  const page = await themedPage('day');
  await loginAs(page, record, `/game/single/${fixtures.game}/play`);
  const lastPlay = page.getByTestId('last-play');
  await lastPlay.waitFor({ timeout: 20_000 });
  expect(await lastPlay.getAttribute('aria-live')).toBe('polite');
  const before = ((await lastPlay.textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Swing Away', exact: true }).click();
  // The new result lands inside the same live region, so a screen reader reads it out.
  await page.waitForFunction((text) => document.querySelector('[data-testid="last-play"]')?.textContent?.trim() !== text, before, { timeout: 15_000 });
  expect(await page.getByTestId('last-play').getAttribute('aria-live')).toBe('polite');
});
