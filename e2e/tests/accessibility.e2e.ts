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
import { leagueBody, leaguesApiOf } from './league-support';
import { loginAs, signUp, subscribeViaApi, type StoredRecord } from './shell-accounts';

/**
 * Issue 22 item 5: axe finds no serious or critical violation on the spec §2 screens a subscriber (and a guest)
 * reaches with the e2e data, in day and in night; the header and the home tiles are reachable by keyboard with a
 * visible focus; the play screen announces the play result.
 */

/** Public screens, checked as a guest (login and signup send a signed-in user home). */
const GUEST_ROUTES: ReadonlyArray<{ path: string; title?: string }> = [
  { path: '/experiences/new', title: 'Play ball' },
  { path: '/lobby', title: 'Lobby' },
  { path: '/terms-of-service', title: 'Terms of Service' },
  { path: '/login', title: 'Login' },
  { path: '/signup', title: 'Sign Up' },
  { path: '/forgot-password', title: 'Forgot Password' },
  { path: '/leaderboard', title: 'Leaderboard' },
  { path: '/game-of-the-day', title: 'Game Of The Day' },
  { path: '/today', title: 'Today' },
];

/** Protected screens, checked as a subscriber; `:game` and `:league` are the ones made in beforeAll. */
const SUBSCRIBER_ROUTES: ReadonlyArray<{ path: string; title?: string }> = [
  { path: '/', title: 'Play ball' },
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/howToVideos', title: 'How To Videos' },
  { path: '/game/single', title: 'Exhibition Game' },
  { path: '/game/single/:game/play' },
  { path: '/game/history', title: 'Game History' },
  { path: '/game/historical-league', title: 'Historical League' },
  { path: '/game/historical-league/league/setup/:league' },
  { path: '/season/lobby', title: 'Season' },
  { path: '/all-star-game/lobby', title: 'All-Star Game' },
  { path: '/tournament-lobby', title: 'Tournament Lobby' },
  { path: '/stats-and-ratings', title: 'Stats & Ratings' },
  { path: '/stats-and-ratings/players/ruthba01', title: 'Babe Ruth' },
  { path: '/profile', title: 'My Profile' },
  { path: '/favorites', title: 'Favorite Players and Teams' },
  { path: '/notifications', title: 'Notifications' },
  { path: '/payment', title: 'Subscription' },
  { path: '/game/head-to-head', title: 'Head to Head' },
  { path: '/game/historical-league/league/create' },
  { path: '/league-calendar', title: 'League Calendar' },
  { path: '/tournament', title: 'Create a new Tournament' },
];

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];
let record: StoredRecord;
let gameId = '';
let leagueId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await themedContext(browser, 'day');
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/terms-of-service');
  record = await signUp(page);
  await subscribeViaApi(page, record);
  const headers = { authorization: `Bearer ${record.api_key.key}` };
  const created = await page.request.post('/api/games/single', {
    headers,
    data: { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home', seed: 2112 },
  });
  expect(created.status()).toBe(201);
  gameId = ((await created.json()) as { data: { game: { id: string } } }).data.game.id;
  // Two plays in, so the play screen shows a last play and a box score.
  for (let i = 0; i < 2; i += 1) expect((await page.request.post(`/api/games/${gameId}/_swing-away`, { headers, data: {} })).status()).toBe(200);
  const league = await leaguesApiOf(page, record).create(leagueBody(`A11y ${Date.now().toString(36)}`, [1927, 1998], 8, 14, { teamId: 'NYA', year: 1927 }));
  leagueId = league.leagueId;
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
async function auditRoutes(page: Page, mode: ThemeMode, routes: ReadonlyArray<{ path: string; title?: string }>): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  for (const route of routes) {
    const path = route.path.replace(':game', gameId).replace(':league', String(leagueId));
    await page.goto(path);
    try {
      // The play screen has no page heading of its own (the header names the game): its last play shows it is up.
      if (path.endsWith('/play')) await page.getByTestId('last-play').waitFor({ timeout: 20_000 });
      else await waitForSettledPage(page, route.title);
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
    const findings = await auditRoutes(guest, mode, GUEST_ROUTES);
    const subscriber = await themedPage(mode);
    await loginAs(subscriber, record, '/');
    findings.push(...(await auditRoutes(subscriber, mode, SUBSCRIBER_ROUTES)));
    await subscriber.goto('/');
    await waitForSettledPage(subscriber, 'Play ball');
    await screenshot(subscriber, `a11y-home-${mode}-desktop`);
    if (findings.length > 0) console.log(`axe findings (${mode}):\n${describeFindings(findings)}`);
    expect(describeFindings(findings)).toBe('');
  }, 240_000);
}

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
  await loginAs(page, record, `/game/single/${gameId}/play`);
  const lastPlay = page.getByTestId('last-play');
  await lastPlay.waitFor({ timeout: 20_000 });
  expect(await lastPlay.getAttribute('aria-live')).toBe('polite');
  const before = ((await lastPlay.textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Swing Away', exact: true }).click();
  // The new result lands inside the same live region, so a screen reader reads it out.
  await page.waitForFunction((text) => document.querySelector('[data-testid="last-play"]')?.textContent?.trim() !== text, before, { timeout: 15_000 });
  expect(await page.getByTestId('last-play').getAttribute('aria-live')).toBe('polite');
});
