import type { Page } from 'playwright-core';
import type { GameActionResult, GameHistoryPage, GameView } from '../../contract/src/gameplay-api';
import type { H2HGameInfo, H2HInvitation, H2HInviteResponse } from '../../contract/src/head-to-head-api';
import { screenshot as pageShot } from '../support/browser';
import { apiAs, clippedElements, pageOverflow, promptAnsweredToday } from './league-support';
import { signUp, subscribeViaApi, type StoredRecord } from './shell-accounts';

/** The head-to-head and game APIs as one signed-in user, for what the test checks (or drives) behind the screens. */
export function h2hApiOf(page: Page, record: StoredRecord) {
  const { read, send } = apiAs(page, record);
  return {
    view: (gameId: string) => read<{ game: GameView; headToHead?: H2HGameInfo }>(`games/${gameId}`),
    create: (body: { away: { teamId: string; year: number }; home: { teamId: string; year: number }; side: 'away' | 'home'; opponent?: string }) =>
      send<H2HInviteResponse>('head-to-head/games', body),
    accept: (invitationId: string) => send<{ invitation: H2HInvitation; gameId: string }>(`head-to-head/invitations/${invitationId}/accept`, {}),
    swing: (gameId: string, version: number) => send<GameActionResult>(`games/${gameId}/_swing-away`, { version }),
    finished: () => read<GameHistoryPage>('games/history?status=finished'),
  };
}

export type H2HApi = ReturnType<typeof h2hApiOf>;

export interface Manager {
  page: Page;
  record: StoredRecord;
  api: H2HApi;
}

/**
 * A subscriber in a browser context of his own at `width`×`height`, signed up (and subscribed) on `origin` (one
 * instance of a cluster) or the suite's server; the page is left on the terms page, not signed in yet.
 */
export async function subscriber(freshPage: (w?: number, h?: number, origin?: string) => Promise<Page>, width: number, height: number, origin?: string): Promise<Manager> {
  const page = await freshPage(width, height, origin);
  page.on('pageerror', (error) => console.warn(`[browser] page error: ${error.message}`));
  await promptAnsweredToday(page);
  await page.goto('/terms-of-service');
  const record = await signUp(page);
  await subscribeViaApi(page, record);
  return { page, record, api: h2hApiOf(page, record) };
}

/** What a viewer of the play screen sees of the game: the score and the newest play in words. */
export async function shown(page: Page): Promise<{ away: string; home: string; lastPlay: string }> {
  return {
    away: ((await page.getByTestId('score-away').textContent()) ?? '').trim(),
    home: ((await page.getByTestId('score-home').textContent()) ?? '').trim(),
    lastPlay: ((await page.getByTestId('last-play').textContent()) ?? '').trim(),
  };
}

/** Waits until the page shows this score and this newest play (the stream brought it: nobody reloads). */
export function showsPlay(page: Page, expected: { away: string; home: string; lastPlay: string }) {
  return page.waitForFunction(
    (e) => {
      const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim();
      return text('score-away') === e.away && text('score-home') === e.home && text('last-play') === e.lastPlay;
    },
    expected,
    { timeout: 10_000 },
  );
}

/** Marks the loaded document; `sameDocument` is true while no reload (or full navigation) has replaced it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __h2hMark?: boolean }).__h2hMark = true));
}
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __h2hMark?: boolean }).__h2hMark === true);
}

export const swingButton = (page: Page) => page.getByRole('button', { name: 'Swing Away', exact: true });

/**
 * The batting player's Swing Away in his browser: one POST answered 200, then his own screen shows a new newest play.
 * Answers the game as the server left it and what the roller's screen shows now (no newest play once it is final).
 */
export async function swingInBrowser(page: Page): Promise<{ game: GameView; seen: Awaited<ReturnType<typeof shown>> }> {
  const before = (await shown(page)).lastPlay;
  const answered = page.waitForResponse((r) => r.url().endsWith('/_swing-away') && r.request().method() === 'POST', { timeout: 15_000 });
  await swingButton(page).click({ timeout: 15_000 });
  const response = await answered;
  expect(response.status()).toBe(200);
  const { game } = ((await response.json()) as { data: GameActionResult }).data;
  // The last roll: the screen moves on to the result page.
  if (game.status === 'final') return { game, seen: { away: String(game.score.away), home: String(game.score.home), lastPlay: '' } };
  await page.waitForFunction((text) => document.querySelector('[data-testid="last-play"]')?.textContent?.trim() !== text, before, { timeout: 10_000 });
  await page.waitForFunction(
    (score) => document.querySelector('[data-testid="score-away"]')?.textContent?.trim() === score.away && document.querySelector('[data-testid="score-home"]')?.textContent?.trim() === score.home,
    { away: String(game.score.away), home: String(game.score.home) },
    { timeout: 10_000 },
  );
  return { game, seen: await shown(page) };
}

/** The seat's player may not roll now: no Swing Away on his screen, or a disabled one. */
export async function cannotSwing(page: Page): Promise<boolean> {
  const button = swingButton(page);
  return (await button.count()) === 0 || (await button.isDisabled());
}

/** Swing Away through the API by whoever bats, to the end of the game; answers the final game. */
export async function playToEndViaApi(gameId: string, apis: { away: H2HApi; home: H2HApi }): Promise<GameView> {
  let { game } = await apis.home.view(gameId);
  for (let guard = 0; game.status !== 'final' && guard < 400; guard += 1) game = (await apis[game.battingSide].swing(gameId, game.version)).game;
  if (game.status !== 'final') throw new Error('the game did not end in 400 rolls');
  return game;
}

/** Polls the API (the test's view, not a screen's) until `ok` holds for the game's head-to-head block. */
export async function untilBlock(api: H2HApi, gameId: string, ok: (info: H2HGameInfo) => boolean, what: string): Promise<H2HGameInfo> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { headToHead } = await api.view(gameId);
    if (headToHead && ok(headToHead)) return headToHead;
    if (Date.now() > deadline) throw new Error(`head to head: ${what} did not happen; block ${JSON.stringify(headToHead)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `h2h-{name}-{width}` from the top of the page (a fixed header is drawn where the page was scrolled to); a phone
 * also keeps its first screen. A screen seen only on one device is shot at the other size too, by resizing for the
 * shot and back. At 375 px nothing may leave the screen sideways.
 */
export async function h2hShots(page: Page, name: string, sizes: Array<{ width: number; height: number }> = [{ width: 375, height: 812 }, { width: 1280, height: 800 }]): Promise<void> {
  const own = page.viewportSize()!;
  for (const size of sizes) {
    const now = page.viewportSize()!;
    if (size.width !== now.width || size.height !== now.height) await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    // One frame after a resize: the layout the user would see.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await pageShot(page, `h2h-${name}-${size.width}`);
    if (size.width < 500) {
      await pageShot(page, `h2h-${name}-${size.width}-top`, { fullPage: false });
      expect({ name, clipped: await clippedElements(page) }).toEqual({ name, clipped: [] });
      expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    }
  }
  if (page.viewportSize()!.width !== own.width || page.viewportSize()!.height !== own.height) await page.setViewportSize(own);
}
