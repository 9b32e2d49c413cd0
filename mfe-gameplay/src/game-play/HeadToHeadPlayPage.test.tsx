import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { H2H_MESSAGES, gameHeader, type GameStreamMessage, type H2HGameInfo } from '@bb/shared';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { serverTimeRoute } from '@bb/shared/src/testing/server-time';
import { FakeEventSource } from '@bb/shared/src/testing/fake-event-source';
import { controls, headToHead, headToHeadView, ROLL } from '../test/fixtures';
import { renderAt, setupGameplayTests, toastMessages } from '../test/render';
import { HeadToHeadPlayPage } from './HeadToHeadPlayPage';

setupGameplayTests();
afterEach(() => jest.restoreAllMocks());

const ID = headToHeadView().id;
const PATH = `/game/head-to-head/${ID}/play`;
const PATTERN = '/game/head-to-head/:gameId/play';
const H2H = `head-to-head/games/${ID}`;
// The browser's clock stands 2 minutes behind the server's (the fixture's clock: 06:05:00 now, 06:09:00 deadline).
const BROWSER_NOW = Date.parse('2026-11-22T06:03:00.000Z');
/** For the tests that read a clock: the browser's clock stands still there (a clock that runs would make them racy). */
const browserClockStill = () => jest.spyOn(Date, 'now').mockReturnValue(BROWSER_NOW);
const NOT_YOUR_ROLL = "It is the other player's roll.";
const WATCHING = 'You are not playing in this game.';
const refusedAll = (reason: string) =>
  controls(Object.fromEntries(['swingAway', 'quickPlay', 'undo', 'sacrificeBunt', 'steal', 'hitAndRun', 'intentionalWalk', 'infieldIn', 'pinchHitter', 'pinchRunner', 'newPitcher', 'defensiveSwitch'].map((k) => [k, { allowed: false, reason }])));

function setup({ game = headToHeadView(), info = headToHead(), extra = {} }: { game?: ReturnType<typeof headToHeadView>; info?: H2HGameInfo; extra?: Parameters<typeof mockApi>[0] } = {}) {
  FakeEventSource.all = [];
  const api = mockApi({
    ...serverTimeRoute(2 * 60_000),
    [`GET games/${ID}`]: () => ok({ game, headToHead: info }),
    [`GET games/${ID}/plays`]: () => ok([ROLL]),
    ...extra,
  });
  const streamDeps = { openEventSource: (url: string) => new FakeEventSource(url), signedIn: () => true, requestTicket: async () => 'tk', retryDelaysMs: [0] };
  const view = renderAt(<HeadToHeadPlayPage streamDeps={streamDeps} />, PATH, PATTERN);
  return { ...api, view };
}
const stream = async () => {
  await waitFor(() => expect(FakeEventSource.all.length).toBeGreaterThan(0));
  return FakeEventSource.all[FakeEventSource.all.length - 1]!;
};
const send = (es: FakeEventSource, message: GameStreamMessage) => act(() => es.emit('game', message));

test("my roll: the clock counts from the server's deadline, both managers show, the header locks the logo", async () => {
  browserClockStill();
  setup();
  const timer = await screen.findByRole('timer', { name: 'Decision clock: Your roll' });
  expect(timer).toHaveTextContent('04:00');
  const players = screen.getByRole('list', { name: 'Players' });
  expect(players).toHaveTextContent('ada (you)');
  expect(players).toHaveTextContent('bob');
  expect(within(players).getAllByRole('img', { name: 'connected' })).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Swing Away' })).toBeEnabled();
  expect(gameHeader.getState()).toEqual({ mode: 'LIVE', dicePendingOwnTurn: true });
});

test('Exit Game asks with the one exit prompt (the same words as on a solo game)', async () => {
  setup();
  fireEvent.click(await screen.findByRole('button', { name: 'Exit Game' }));
  expect(screen.getByRole('alertdialog', { name: 'Are you sure you want to leave? All progress will be lost.' })).toBeInTheDocument();
});

test("the other seat's roll: '{username} is deciding' and the logo free (two humans: only the batting seat may roll)", async () => {
  browserClockStill();
  setup({
    game: headToHeadView({ viewerSide: 'home', userSide: 'home', controls: controls({ swingAway: { allowed: false, reason: NOT_YOUR_ROLL } }) }),
    info: headToHead({ isOwner: false, players: { away: { userId: 8, username: 'bob', connected: false, joined: true }, home: { userId: 7, username: 'ada', connected: true, joined: true } } }),
  });
  expect(await screen.findByRole('timer', { name: 'Decision clock: bob is deciding' })).toHaveTextContent('04:00');
  expect(screen.getByRole('button', { name: 'Swing Away' })).toBeDisabled();
  expect(within(screen.getByRole('list', { name: 'Players' })).getByRole('img', { name: 'not connected' })).toBeInTheDocument();
  expect(gameHeader.getState()).toEqual({ mode: 'LIVE', dicePendingOwnTurn: false });
});

test('a stream message with the same game version updates the block; the opponent leaving warns once for 5 s', async () => {
  setup();
  await screen.findByTestId('decision-clock');
  expect(screen.getByTestId('spectator-count')).toHaveTextContent('0 watching');
  const es = await stream();
  const game = headToHeadView();
  send(es, { version: game.version, game, plays: [], resync: false, headToHead: headToHead({ spectators: 3, watching: [{ userId: 9, username: 'cy' }] }) });
  expect(screen.getByTestId('spectator-count')).toHaveTextContent('3 watching');
  expect(screen.getByRole('button', { name: 'Block cy' })).toBeInTheDocument();

  const left = headToHead({ takenOver: { away: null, home: 'left' }, players: { away: headToHead().players.away, home: { userId: 8, username: 'bob', connected: false, joined: true } } });
  send(es, { version: game.version, game, plays: [], resync: false, headToHead: left });
  send(es, { version: game.version, game, plays: [], resync: false, headToHead: { ...left, spectators: 4 } });
  const warnings = toastMessages().filter((m) => m === `warn: ${H2H_MESSAGES.opponentLeft}`);
  expect(warnings).toHaveLength(1);
  expect(screen.getByRole('list', { name: 'Players' })).toHaveTextContent('bobComputer (lost the connection)');
});

test("back after a lost connection ('left'): the seat is taken back by itself, once", async () => {
  // Without his seat he watches (the server says `spectating`) until he takes it back.
  const taken = headToHead({ canRejoin: true, spectating: true, takenOver: { away: 'left', home: null } });
  const { calls } = setup({
    game: headToHeadView({ viewerSide: null, controls: refusedAll('Not your seat now.') }),
    info: taken,
    extra: { [`POST ${H2H}/rejoin`]: () => ok({ game: headToHeadView({ version: 2 }), headToHead: headToHead() }) },
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Swing Away' })).toBeEnabled());
  expect(calls.filter((c) => c.path === `${H2H}/rejoin`)).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Take my seat back' })).not.toBeInTheDocument();
});

test("a seat given up ('exit') waits for the click on Take my seat back", async () => {
  const { calls } = setup({
    game: headToHeadView({ viewerSide: null, controls: refusedAll('Not your seat now.') }),
    info: headToHead({ canRejoin: true, spectating: true, takenOver: { away: 'exit', home: null } }),
    extra: { [`POST ${H2H}/rejoin`]: () => ok({ game: headToHeadView({ version: 2 }), headToHead: headToHead() }) },
  });
  const button = await screen.findByRole('button', { name: 'Take my seat back' });
  expect(screen.getByText('The computer is playing your side.')).toBeInTheDocument();
  expect(screen.queryByTestId('spectating')).not.toBeInTheDocument();
  expect(calls.some((c) => c.path.endsWith('/rejoin'))).toBe(false);
  fireEvent.click(button);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Take my seat back' })).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'POST' && c.path === `${H2H}/rejoin`)).toHaveLength(1);
});

test('the owner blocks and unblocks spectators and closes the game to them', async () => {
  const cy = { userId: 9, username: 'cy' };
  const { calls } = setup({
    info: headToHead({ spectators: 1, watching: [cy] }),
    extra: {
      [`POST ${H2H}/spectators/9/block`]: () => ok({ headToHead: headToHead({ spectators: 0, blocked: [cy] }) }),
      [`DELETE ${H2H}/spectators/9/block`]: () => ok({ headToHead: headToHead() }),
      [`PUT ${H2H}/spectators`]: () => ok({ headToHead: headToHead({ spectatorsAllowed: false }) }),
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Block cy' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Unblock cy' }));
  await waitFor(() => expect(screen.getByText('Nobody is blocked.')).toBeInTheDocument());
  fireEvent.click(screen.getByRole('checkbox', { name: 'Allow spectators' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Allow spectators' })).not.toBeChecked());
  expect(calls.filter((c) => c.path.startsWith(H2H)).map((c) => [c.method, c.path, c.body])).toEqual([
    ['POST', `${H2H}/spectators/9/block`, undefined],
    ['DELETE', `${H2H}/spectators/9/block`, undefined],
    ['PUT', `${H2H}/spectators`, { allowed: false }],
  ]);
});

test('a player who is not the owner sees how many watch, not who, and no Block', async () => {
  setup({ info: headToHead({ isOwner: false, spectators: 2 }) });
  expect(await screen.findByTestId('spectator-count')).toHaveTextContent('2 watching');
  expect(screen.queryByRole('button', { name: /^Block/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Allow spectators' })).not.toBeInTheDocument();
});

test('a spectator watches without controls; blocked, his stream ends and the API text replaces the game', async () => {
  let blocked = false;
  const game = headToHeadView({ viewerSide: null, userSide: 'none', seats: { away: { kind: 'user', username: 'bob', you: false }, home: { kind: 'user', username: 'cy', you: false } }, controls: refusedAll(WATCHING) });
  const info = headToHead({ isOwner: false, spectating: true, spectators: 1, players: { away: { userId: 8, username: 'bob', connected: true, joined: true }, home: { userId: 10, username: 'cy', connected: true, joined: true } } });
  const { view } = setup({ extra: { [`GET games/${ID}`]: () => (blocked ? fail(403, H2H_MESSAGES.blocked) : ok({ game, headToHead: info })) } });
  expect(await screen.findByTestId('spectating')).toHaveTextContent('You are watching');
  expect(screen.getByRole('timer', { name: 'Decision clock: bob is deciding' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Swing Away' })).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Tactics' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Exit Game' })).not.toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Substitution' })).not.toBeInTheDocument();
  expect(gameHeader.getState()).toEqual({ mode: 'LIVE', dicePendingOwnTurn: false });

  blocked = true;
  const first = await stream();
  act(() => first.fail());
  expect(await screen.findByTestId('game-gone')).toHaveTextContent(H2H_MESSAGES.blocked);
  expect(screen.queryByTestId('play-top')).not.toBeInTheDocument();
  // No more reconnects once he may not watch.
  const opened = FakeEventSource.all.length;
  await act(async () => undefined);
  expect(FakeEventSource.all.every((es) => es.closed)).toBe(true);
  expect(FakeEventSource.all).toHaveLength(opened);
  view.unmount();
});

test('a final game opens the head-to-head result page', async () => {
  setup({ game: headToHeadView({ status: 'final', winner: 'away', awaitingUser: false }), info: headToHead({ phase: 'final', clock: null }) });
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/game/head-to-head/${ID}/result`));
});

test("the opponent's dropped connection: 'Opponent disconnected — waiting 00:25' from the server's deadline, gone when he is back", async () => {
  browserClockStill();
  setup();
  await screen.findByTestId('decision-clock');
  const es = await stream();
  const game = headToHeadView();
  // The server's clock (06:05:00) runs 2 minutes ahead of the browser's: the wait is still counted on the server's.
  const gone = headToHead({
    players: { away: headToHead().players.away, home: { userId: 8, username: 'bob', connected: false, joined: true } },
    reconnecting: [{ side: 'home', deadline: '2026-11-22T06:05:25.000Z', serverNow: '2026-11-22T06:05:00.000Z' }],
  });
  send(es, { version: game.version, game, plays: [], resync: false, headToHead: gone });
  expect(screen.getByTestId('reconnect-wait')).toHaveTextContent('Opponent disconnected — waiting 00:25');
  send(es, { version: game.version, game, plays: [], resync: false, headToHead: headToHead() });
  expect(screen.queryByTestId('reconnect-wait')).not.toBeInTheDocument();
});

test('a spectator sees who is waited for by name; a player never sees his own wait', async () => {
  browserClockStill();
  const wait = { side: 'away' as const, deadline: '2026-11-22T06:05:20.000Z', serverNow: '2026-11-22T06:05:00.000Z' };
  const game = headToHeadView({ viewerSide: null, userSide: 'none', seats: { away: { kind: 'user', username: 'ada', you: false }, home: { kind: 'user', username: 'bob', you: false } }, controls: refusedAll(WATCHING) });
  setup({ game, info: headToHead({ isOwner: false, spectating: true, ownerUserId: 9, players: { away: { userId: 10, username: 'dee', connected: false, joined: true }, home: { userId: 8, username: 'bob', connected: true, joined: true } }, reconnecting: [wait] }) });
  expect(await screen.findByTestId('reconnect-wait')).toHaveTextContent('dee disconnected — waiting 00:20');
});

test('before the first roll a spectator gets no prompt meant for a manager; the manager at bat does', async () => {
  const game = headToHeadView({ viewerSide: null, userSide: 'none', seats: { away: { kind: 'user', username: 'bob', you: false }, home: { kind: 'user', username: 'cy', you: false } }, controls: refusedAll(WATCHING) });
  const info = headToHead({ isOwner: false, spectating: true, players: { away: { userId: 8, username: 'bob', connected: true, joined: true }, home: { userId: 10, username: 'cy', connected: true, joined: true } } });
  const { view } = setup({ game, info, extra: { [`GET games/${ID}/plays`]: () => ok([]) } });
  expect(await screen.findByText('No dice rolled yet.')).toBeInTheDocument();
  expect(screen.queryByText('Roll the dice with Swing Away.')).not.toBeInTheDocument();
  view.unmount();
  setup({ extra: { [`GET games/${ID}/plays`]: () => ok([]) } });
  expect(await screen.findByText('Roll the dice with Swing Away.')).toBeInTheDocument();
});
