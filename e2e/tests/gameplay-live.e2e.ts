import type { Page } from 'playwright-core';
import { screenshot, useBrowser } from '../support/browser';
import { loginAs, signUp, subscribeViaApi, type StoredRecord } from './shell-accounts';

const { freshPage } = useBrowser();

let account: StoredRecord | undefined;

/** One subscriber (play screens need a plan: the server enforces it too); a second device reuses his session. */
async function subscriber(page: Page): Promise<StoredRecord> {
  if (!account) {
    await page.goto('/terms-of-service');
    account = await signUp(page);
    await subscribeViaApi(page, account);
    account.user.isSubscribed = true;
  }
  return account;
}

type GameJson = { id: string; version: number; score: { away: number; home: number }; outs: number; inning: number; half: string };

async function newGame(page: Page, record: StoredRecord): Promise<string> {
  const res = await page.request.post('/api/games/single', {
    headers: { authorization: `Bearer ${record.api_key.key}` },
    data: { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home', seed: 4711 },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { game: GameJson } }).data.game.id;
}

async function serverGame(page: Page, id: string): Promise<GameJson> {
  const res = await page.request.get(`/api/games/${id}`, { headers: { authorization: `Bearer ${account?.api_key.key ?? ''}` } });
  return ((await res.json()) as { data: { game: GameJson } }).data.game;
}

/** What a viewer of the play screen sees of the game: score, outs and the newest play in words. */
async function shown(page: Page) {
  return {
    away: await page.getByTestId('score-away').textContent(),
    home: await page.getByTestId('score-home').textContent(),
    lastPlay: (await page.getByTestId('last-play').textContent())?.trim() ?? '',
  };
}

function lastPlayChanged(page: Page, previous: string) {
  return page.waitForFunction((text) => document.querySelector('[data-testid="last-play"]')?.textContent?.trim() !== text, previous, { timeout: 10_000 });
}

test('two browsers on one game (a desktop and a phone of one player): a move made in one shows in the other without a reload', async () => {
  const player = await freshPage(1280, 800);
  const watcher = await freshPage(375, 812);
  const record = await subscriber(player);
  const id = await newGame(player, record);
  for (const page of [player, watcher]) {
    await loginAs(page, record, `/game/single/${id}/play`);
    await page.getByRole('button', { name: 'Swing Away', exact: true }).waitFor({ timeout: 20_000 });
  }
  // No wait for the watcher's stream: it connects with the version it loaded, so a move made before it is
  // connected arrives in its first (catch-up) message.

  for (let move = 1; move <= 4; move++) {
    const previous = (await shown(player)).lastPlay;
    const answered = player.waitForResponse((r) => r.url().includes('/_swing-away') && r.request().method() === 'POST', { timeout: 20_000 });
    await player.getByRole('button', { name: 'Swing Away', exact: true }).click();
    expect((await answered).status()).toBe(200);
    const server = await serverGame(player, id);
    expect(server.version).toBe(move);
    // The answer reaches the test before the page has drawn it: wait for the player's own screen first.
    await lastPlayChanged(player, previous);
    // The other browser never clicked: the stream brought the move.
    await watcher.waitForFunction(
      ([away, home]) => document.querySelector('[data-testid="score-away"]')?.textContent === away && document.querySelector('[data-testid="score-home"]')?.textContent === home,
      [String(server.score.away), String(server.score.home)],
      { timeout: 10_000 },
    );
    await watcher.waitForFunction(
      (text) => document.querySelector('[data-testid="last-play"]')?.textContent?.trim() === text,
      (await shown(player)).lastPlay,
      { timeout: 10_000 },
    );
  }
  expect(await shown(watcher)).toEqual(await shown(player));
  await screenshot(watcher, 'gameplay-live-watcher-375');

  // A move from the phone shows on the desktop too (both hold the game: either may roll). What the desktop shows is
  // read before the click: the stream may bring the move before the phone's own answer does.
  const before = await serverGame(watcher, id);
  const desktopBefore = (await shown(player)).lastPlay;
  const phoneAnswered = watcher.waitForResponse((r) => r.url().includes('/_swing-away') && r.request().method() === 'POST', { timeout: 20_000 });
  await watcher.getByRole('button', { name: 'Swing Away', exact: true }).click();
  expect((await phoneAnswered).status()).toBe(200);
  await lastPlayChanged(player, desktopBefore);
  expect((await serverGame(player, id)).version).toBe(before.version + 1);
  expect(await shown(player)).toEqual(await shown(watcher));
});

test('phone, 375x667: score, outs, runners and Swing Away are on screen without scrolling', async () => {
  const page = await freshPage(375, 667);
  const record = await subscriber(page);
  await loginAs(page, record, `/game/single/${await newGame(page, record)}/play`);
  const swing = page.getByRole('button', { name: 'Swing Away', exact: true });
  await swing.waitFor({ timeout: 20_000 });
  for (const locator of [swing, page.getByTestId('score-away'), page.getByTestId('score-home'), page.getByTestId('outs'), page.getByTestId('mini-diamond')]) {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(667);
  }
  await screenshot(page, 'gameplay-play-375x667');
});
