import type { Locator, Page } from 'playwright-core';
import type { GameSideName, GameView } from '../../contract/src/gameplay-api';
import { H2H_MESSAGES } from '../../contract/src/head-to-head-api';
import { baseUrl, useBrowser, waitForHeading } from '../support/browser';
import { startCluster } from '../support/cluster';
import { moveClock } from './draft-support';
import {
  cannotSwing, h2hApiOf, h2hShots, markDocument, playToEndViaApi, sameDocument, showsPlay, shown, subscriber, swingButton, swingInBrowser, untilBlock, type Manager,
} from './h2h-support';
import { loginAs } from './shell-accounts';

const { freshPage } = useBrowser();

const YANKEES = { teamId: 'NYA', year: 1927 };
const REDS = { teamId: 'CIN', year: 1975 };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const other = (side: GameSideName): GameSideName => (side === 'away' ? 'home' : 'away');

// Later test files get a server on real time, whatever happened here.
afterAll(async () => {
  await fetch(`${baseUrl()}/api/test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reset: true }) });
});

const gameIdOf = (page: Page) => /\/game\/head-to-head\/([0-9a-f-]{36})/.exec(page.url())![1]!;
const waitingOverlay = (page: Page) => page.getByRole('dialog', { name: 'Waiting for your opponent' });
/** The shell's live toast of an invitation from `username`. */
const invitationToast = (page: Page, username: string) => page.getByTestId('toast-viewport').locator('div', { hasText: H2H_MESSAGES.invitationReceived(username) }).last();

/**
 * In the opponent search: `username` typed, the answer to it listed (only him: the list first shows everyone), and
 * him online now (his site stream is connected: he will get the toast); picked.
 */
async function pickOpponent(page: Page, scope: Locator | Page, username: string) {
  await scope.getByLabel('Search by username').fill(username);
  const list = scope.getByRole('list', { name: 'Players' });
  const found = list.getByRole('button', { name: new RegExp(`^${username}`) });
  await found.getByText('online now').waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    ([ul, name]) => [...(ul as HTMLElement).querySelectorAll('button')].every((b) => b.textContent?.startsWith(name as string)),
    [await list.elementHandle(), username] as const,
    { timeout: 10_000 },
  );
  await found.click();
  await list.getByRole('button', { name: new RegExp(`^${username}`), pressed: true }).waitFor({ timeout: 5000 });
}

/**
 * Both players' screens: the LIVE marker (play screens hide the shell's header, so the scoreboard carries it while
 * the game is in play) and the decision clock saying whose turn it is.
 */
async function expectOnTheClock(batter: Page, fielder: Page, batterName: string) {
  for (const page of [batter, fielder]) await page.getByLabel('Scoreboard').getByText('LIVE', { exact: true }).waitFor({ timeout: 10_000 });
  await batter.getByRole('timer', { name: 'Decision clock: Your roll' }).waitFor({ timeout: 10_000 });
  await fielder.getByRole('timer', { name: `Decision clock: ${batterName} is deciding` }).waitFor({ timeout: 10_000 });
}

test('head to head in three browsers: invite, reject, invite again, accept, a spectator, three live innings, a closed tab, the computer plays on, result and history', async () => {
  const started = Date.now();
  const [a, b, c] = await Promise.all([subscriber(freshPage, DESKTOP.width, DESKTOP.height), subscriber(freshPage, PHONE.width, PHONE.height), subscriber(freshPage, DESKTOP.width, DESKTOP.height)]);
  const aName = a.record.user.username;
  const bName = b.record.user.username;

  // B waits on his phone, on the head-to-head page (signed in: the shell's site stream is open).
  await loginAs(b.page, b.record, '/game/head-to-head');
  await waitForHeading(b.page, 'Head to Head');
  await b.page.getByRole('combobox', { name: 'Visitors Team' }).locator('option:checked').filter({ hasText: '1927' }).waitFor({ state: 'attached', timeout: 15_000 });
  await h2hShots(b.page, 'invite', [PHONE]);
  await markDocument(b.page);

  // 1. A invites: 1927 Yankees at 1975 Reds, A plays the visitors, B found by username in the search.
  await loginAs(a.page, a.record, '/game/head-to-head');
  await waitForHeading(a.page, 'Head to Head');
  const away = a.page.getByRole('combobox', { name: 'Visitors Team' });
  const home = a.page.getByRole('combobox', { name: 'Home Team' });
  await away.locator('option[value="NYA"]').waitFor({ state: 'attached', timeout: 15_000 });
  await home.locator('option[value="CIN"]').waitFor({ state: 'attached', timeout: 15_000 });
  await away.selectOption('NYA');
  await home.selectOption('CIN');
  expect(await away.locator('option:checked').textContent()).toContain('1927 New York Yankees');
  expect(await home.locator('option:checked').textContent()).toContain('1975 Cincinnati Reds');
  await a.page.getByLabel('Visiting team').check();
  await pickOpponent(a.page, a.page, bName);
  await h2hShots(a.page, 'invite', [DESKTOP]);
  await a.page.getByRole('button', { name: 'Send invitation' }).click();
  await a.page.waitForURL(/\/game\/head-to-head\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  const gameId = gameIdOf(a.page);
  const overlay = waitingOverlay(a.page);
  // Both seats: A's joined, B's waiting for his answer.
  const seats = overlay.getByRole('list', { name: 'Players' });
  await seats.locator('li[data-side="away"]').getByText(`1927 New York Yankees: ${aName}`).waitFor({ timeout: 15_000 });
  await seats.locator('li[data-side="away"]').getByText('✓ Joined').waitFor();
  await seats.locator('li[data-side="home"]').getByText(`1975 Cincinnati Reds: ${bName}`).waitFor();
  await seats.locator('li[data-side="home"]').getByText('waiting…').waitFor();
  await overlay.getByText(/^Expires in \d\d:\d\d$/).waitFor();
  await h2hShots(a.page, 'waiting');
  await markDocument(a.page);

  // B: the shell's toast, live (no reload); it opens the invitation card. He rejects.
  const firstToast = invitationToast(b.page, aName);
  await firstToast.waitFor({ timeout: 15_000 });
  expect(await sameDocument(b.page)).toBe(true);
  await firstToast.getByRole('link', { name: 'Open' }).click();
  await b.page.waitForURL(new RegExp(`/game/head-to-head/${gameId}\\?invite=`), { timeout: 15_000 });
  const card = b.page.getByRole('heading', { name: 'Head-to-head invitation' });
  await card.waitFor({ timeout: 15_000 });
  await b.page.getByText(H2H_MESSAGES.invitationReceived(aName)).first().waitFor();
  await b.page.getByText('You play 1975 Cincinnati Reds').waitFor();
  await h2hShots(b.page, 'invitee', [PHONE, DESKTOP]);
  await b.page.getByRole('button', { name: 'Reject', exact: true }).click();
  await b.page.getByText('You rejected this invitation.').waitFor({ timeout: 15_000 });

  // A's waiting overlay says so live ("Request Rejected"), and offers to invite again.
  await overlay.getByText(H2H_MESSAGES.rejected, { exact: true }).waitFor({ timeout: 15_000 });
  expect(await sameDocument(a.page)).toBe(true);
  await h2hShots(a.page, 'waiting-rejected');
  const again = overlay.getByRole('group', { name: 'Invite again' });
  await pickOpponent(a.page, again, bName);
  await again.getByRole('button', { name: 'Invite again', exact: true }).click();
  await overlay.getByText(/^Expires in \d\d:\d\d$/).waitFor({ timeout: 15_000 });

  // B: a second toast; this time he accepts. Both players land on the play screen.
  const secondToast = invitationToast(b.page, aName);
  await secondToast.waitFor({ timeout: 15_000 });
  await secondToast.getByRole('link', { name: 'Open' }).click();
  await b.page.getByRole('button', { name: 'Accept', exact: true }).click({ timeout: 15_000 });
  const playUrl = new RegExp(`/game/head-to-head/${gameId}/play$`);
  await b.page.waitForURL(playUrl, { timeout: 15_000 });
  await a.page.waitForURL(playUrl, { timeout: 15_000 });
  const players: Record<GameSideName, Manager> = { away: a, home: b };
  for (const p of [a, b]) await swingButton(p.page).waitFor({ timeout: 15_000 });

  // C asks to watch: the read-only play screen; A sees one spectator.
  await loginAs(c.page, c.record, `/game/head-to-head/${gameId}`);
  await c.page.getByRole('button', { name: 'Watch live' }).click({ timeout: 15_000 });
  await c.page.waitForURL(playUrl, { timeout: 15_000 });
  await c.page.getByTestId('spectating').getByText('You are watching').waitFor({ timeout: 15_000 });
  await a.page.getByTestId('spectator-count').getByText('1 watching').waitFor({ timeout: 15_000 });
  expect(await swingButton(c.page).count()).toBe(0);
  expect(await c.page.getByRole('button', { name: 'Exit Game' }).count()).toBe(0);
  // No prompt meant for a manager on the spectator's screen (nor on the fielding manager's): only the batter is asked to roll.
  await c.page.getByText('No dice rolled yet.').waitFor({ timeout: 10_000 });
  expect(await c.page.getByText('Roll the dice with Swing Away.').count()).toBe(0);
  await b.page.getByText('No dice rolled yet.').waitFor({ timeout: 10_000 });
  await a.page.getByText('Roll the dice with Swing Away.').waitFor({ timeout: 10_000 });
  for (const page of [a.page, b.page, c.page]) await markDocument(page);
  const seatsFromStart = (await a.api.view(gameId)).headToHead!;
  expect({ away: seatsFromStart.players.away?.username, home: seatsFromStart.players.home?.username, spectators: seatsFromStart.spectators }).toEqual({ away: aName, home: bName, spectators: 1 });

  // 2. Three innings: the batting side's player rolls in his browser; all three screens show it without a reload.
  let game: GameView = (await a.api.view(gameId)).game;
  let rolls = 0;
  while (game.inning <= 3) {
    const batter = players[game.battingSide];
    const fielder = players[other(game.battingSide)];
    expect(await cannotSwing(fielder.page)).toBe(true);
    await expectOnTheClock(batter.page, fielder.page, batter.record.user.username);
    const rolled = await swingInBrowser(batter.page);
    game = rolled.game;
    expect(rolled.seen).toMatchObject({ away: String(game.score.away), home: String(game.score.home) });
    for (const page of [fielder.page, c.page]) await showsPlay(page, rolled.seen);
    rolls += 1;
  }
  expect(await shown(c.page)).toEqual(await shown(a.page));
  // Every screen followed the game live: none was reloaded.
  for (const page of [a.page, b.page, c.page]) expect(await sameDocument(page)).toBe(true);
  await h2hShots(a.page, 'play-player', [DESKTOP]);
  await h2hShots(b.page, 'play-player', [PHONE]);
  await h2hShots(c.page, 'play-spectator');
  const afterInnings = Date.now();

  // 3. B closes his tab. A sees him go; past the reconnect grace (the server's clock, moved by the test) the computer
  // takes his side and A is told for 5 seconds.
  await b.page.context().close();
  await a.page.getByTestId('h2h-players').locator('li[data-side="home"]').getByRole('img', { name: 'not connected' }).waitFor({ timeout: 15_000 });
  const waiting = await untilBlock(a.api, gameId, (info) => info.players.home?.connected === false && info.reconnecting.length === 1, "B's connection gone");
  expect(waiting.reconnecting[0]!.side).toBe('home');
  // During the grace A and the spectator see that B is waited for, counted down from the server's deadline.
  const graceLeft = Date.parse(waiting.reconnecting[0]!.deadline) - Date.parse(waiting.reconnecting[0]!.serverNow);
  expect(graceLeft).toBeGreaterThan(20_000);
  expect(graceLeft).toBeLessThanOrEqual(30_000);
  await a.page.getByTestId('reconnect-wait').getByText(/^Opponent disconnected — waiting 00:[0-3]\d$/).waitFor({ timeout: 10_000 });
  await c.page.getByTestId('reconnect-wait').getByText(new RegExp(`^${bName} disconnected — waiting 00:[0-3]\\d$`)).waitFor({ timeout: 10_000 });
  await h2hShots(a.page, 'opponent-disconnected', [DESKTOP]);
  await moveClock(a.page, { advanceMs: 31_000, gameId });
  await a.page.getByTestId('toast-viewport').getByText(H2H_MESSAGES.opponentLeft, { exact: true }).waitFor({ timeout: 10_000 });
  const taken = await untilBlock(a.api, gameId, (info) => info.takenOver.home !== null, 'the take-over');
  expect(taken.takenOver).toEqual({ away: null, home: 'left' });
  await a.page.getByTestId('h2h-players').locator('li[data-side="home"]').getByText('Computer (lost the connection)').waitFor({ timeout: 10_000 });
  await a.page.getByTestId('reconnect-wait').waitFor({ state: 'detached', timeout: 10_000 });

  // A plays on to the end. He rolls for his side only: when B's side bats the computer rolls for it by itself (a
  // moment after the last play; the test moves the server's clock rather than waiting).
  let computerRolls = 0;
  game = (await a.api.view(gameId)).game;
  for (let guard = 0; game.status !== 'final'; guard += 1) {
    if (guard > 300) throw new Error('the game did not end in 300 rolls');
    if (game.battingSide === 'away') {
      game = (await swingInBrowser(a.page)).game;
      continue;
    }
    await a.page.locator('button[disabled]', { hasText: 'Swing Away' }).waitFor({ timeout: 10_000 });
    const version = game.version;
    await moveClock(a.page, { advanceMs: 3_000, gameId });
    for (let wait = 0; game.version === version; wait += 1) {
      if (wait > 100) throw new Error('the computer did not roll for its side');
      await new Promise((resolve) => setTimeout(resolve, 100));
      game = (await a.api.view(gameId)).game;
    }
    computerRolls += 1;
    if (game.status !== 'final') await showsPlay(a.page, { away: String(game.score.away), home: String(game.score.home), lastPlay: (await shown(a.page)).lastPlay });
  }
  expect(computerRolls).toBeGreaterThan(5);
  const resultUrl = new RegExp(`/game/head-to-head/${gameId}/result$`);
  await a.page.waitForURL(resultUrl, { timeout: 15_000 });
  await c.page.waitForURL(resultUrl, { timeout: 15_000 });
  // The result: the final score, both managers (the computer finished B's side) and the winner.
  const title = `Final: ${game.away.name} ${game.score.away}, ${game.home.name} ${game.score.home}`;
  await a.page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
  const managers = a.page.getByTestId('managers');
  expect(await managers.locator('dd[data-side="away"]').textContent()).toBe(aName);
  expect(await managers.locator('dd[data-side="home"]').textContent()).toBe(`${bName} (the computer finished)`);
  const winner = game.winner === 'away' ? aName : bName;
  expect(await a.page.getByTestId('winner-manager').textContent()).toBe(`${winner} wins`);
  await h2hShots(a.page, 'result');
  // Under the winning modal: the managers and the box score.
  await a.page.getByRole('button', { name: 'Close', exact: true }).click();
  await h2hShots(a.page, 'result-closed');

  // The game is in A's history (the screen) and in B's (the API, with B's key: his browser is gone).
  await a.page.goto('/game/history');
  await a.page.getByTestId(`history-${gameId}`).waitFor({ timeout: 15_000 });
  const bHistory = await h2hApiOf(a.page, b.record).finished();
  expect(bHistory.games.find((g) => g.id === gameId)).toMatchObject({ status: 'final', userSide: 'home' });

  await moveClock(a.page, { reset: true });
  console.log(
    `[h2h e2e] ${rolls} rolls in three innings, ${computerRolls} computer plate appearances after the take-over; ` +
      `to the end of inning 3 ${afterInnings - started} ms, total ${Date.now() - started} ms`,
  );
});

test('two API instances behind Redis: players on different instances play live; the rest through the API; both reach the result', async () => {
  const started = Date.now();
  const cluster = await startCluster(2);
  if (!cluster) return;
  const clusterUp = Date.now();
  const pages: Page[] = [];
  try {
    const [one, two] = cluster.urls as [string, string];
    const [a, b, c] = await Promise.all([
      subscriber(freshPage, DESKTOP.width, DESKTOP.height, one),
      subscriber(freshPage, PHONE.width, PHONE.height, two),
      subscriber(freshPage, DESKTOP.width, DESKTOP.height, two),
    ]);
    pages.push(a.page, b.page, c.page);
    const usersIn = Date.now();

    // A (instance 1) invites B by username; B (instance 2) accepts: one database, two instances.
    const { gameId, invitation } = await a.api.create({ away: YANKEES, home: REDS, side: 'home', opponent: b.record.user.username });
    await b.api.accept(invitation.id);
    const players: Record<GameSideName, Manager> = { away: b, home: a };
    for (const p of [a, b]) {
      await loginAs(p.page, p.record, `/game/head-to-head/${gameId}/play`);
      await p.page.getByTestId('decision-clock').waitFor({ timeout: 15_000 });
    }
    await loginAs(c.page, c.record, `/game/head-to-head/${gameId}`);
    await c.page.getByRole('button', { name: 'Watch live' }).click({ timeout: 15_000 });
    await c.page.getByText('You are watching').waitFor({ timeout: 15_000 });
    // The spectator's stream is on instance 2; the owner's screen on instance 1 counts him (presence across instances).
    await a.page.getByTestId('spectator-count').getByText('1 watching').waitFor({ timeout: 15_000 });

    // One full inning in the browsers: each roll shows on the other instance's screens.
    for (const page of [a.page, b.page, c.page]) await markDocument(page);
    let game: GameView = (await a.api.view(gameId)).game;
    while (game.inning === 1) {
      const batter = players[game.battingSide];
      const fielder = players[other(game.battingSide)];
      expect(await cannotSwing(fielder.page)).toBe(true);
      const rolled = await swingInBrowser(batter.page);
      game = rolled.game;
      for (const page of [fielder.page, c.page]) await showsPlay(page, rolled.seen);
    }
    for (const page of [a.page, b.page, c.page]) expect(await sameDocument(page)).toBe(true);

    // The rest through the API, by whoever bats; every screen reaches the result.
    const final = await playToEndViaApi(gameId, { away: b.api, home: a.api });
    expect(final.winner).not.toBeNull();
    const resultUrl = new RegExp(`/game/head-to-head/${gameId}/result$`);
    for (const page of [a.page, b.page, c.page]) await page.waitForURL(resultUrl, { timeout: 15_000 });
    for (const p of [a, b]) expect((await p.api.finished()).games.map((g) => g.id)).toContain(gameId);
    console.log(`[h2h e2e cluster] instances up in ${clusterUp - started} ms, users in ${usersIn - clusterUp} ms, total ${Date.now() - started} ms`);
  } finally {
    for (const page of pages) await page.context().close();
    await cluster.stop();
  }
});
