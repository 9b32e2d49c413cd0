import { judgeRollingRestart } from '../lib/rolling-restart.mjs';

// What makes a rolling restart a failure (scripts/lib/rolling-restart.mjs), on made-up outcomes: a clean one passes,
// and each kind of loss is named.
const T0 = 1_000_000;
const play = (index: number) => ({ index });

function clean() {
  const conn = (openedAt: number, reconnectAt: number | null) => ({ origin: 'https://localhost:1', openedAt, reconnectAt, endedAt: reconnectAt ?? openedAt + 5000 });
  const streams = () => ({ log: [conn(T0, T0 + 100), conn(T0 + 300, T0 + 200 + 5000), conn(T0 + 5400, null)], failures: [] });
  return {
    restarts: [
      { name: 'api1', startedAt: T0 + 50, readyAt: T0 + 4000, exit: { code: 0, signal: null, ms: 2100 } },
      { name: 'api2', startedAt: T0 + 5100, readyAt: T0 + 9000, exit: { code: 0, signal: null, ms: 2200 } },
    ],
    startVersion: 1,
    moves: { made: [{ from: 1, to: 2 }, { from: 2, to: 3 }, { from: 3, to: 4 }], errors: [], refused: 0 },
    picks: { made: [{ pick: 1, cardId: 'a', at: T0 - 10 }, { pick: 4, cardId: 'd', at: T0 + 6000 }], errors: [], refused: 0 },
    game: { version: 4 },
    allPlays: [play(0), play(1), play(2)],
    plays: { owner: new Map([0, 1, 2].map((i) => [i, play(i)])), rival: new Map([0, 1, 2].map((i) => [i, play(i)])) },
    room: { version: 7, picks: [{ pick: 1, cardId: 'a', auto: false }, { pick: 2, cardId: 'b', auto: true }, { pick: 3, cardId: 'c', auto: true }, { pick: 4, cardId: 'd', auto: false }] },
    roomSeen: { version: 7 },
    streams: { ownerGame: streams(), rivalGame: streams(), draftRoom: streams(), site: streams() },
    stats: { requests: 40, retried: { refused: 0, closing: 0 }, ambiguous: [] as string[], serverErrors: [] as string[] },
  };
}

const judge = (edit: (r: ReturnType<typeof clean>) => void, viaProxy = true) => {
  const result = clean();
  edit(result);
  return judgeRollingRestart(result, { viaProxy });
};

test('a restart that lost nothing passes', () => {
  expect(judgeRollingRestart(clean(), { viaProxy: true })).toEqual([]);
});

test('an instance that did not shut down cleanly, or took too long', () => {
  expect(judge((r) => void (r.restarts[1]!.exit = { code: 1, signal: null, ms: 25_000 }))).toEqual(['api2 ended with 1 on SIGTERM, not 0', 'api2 took 25000 ms to shut down']);
});

test('a move answered but not in the game, or a move nobody made', () => {
  expect(judge((r) => void (r.game.version = 3))).toEqual(['the game is at version 3; 3 moves from version 1 were answered']);
  expect(judge((r) => r.plays.rival.delete(1))).toEqual(["the rival's game stream never got plays 1"]);
});

test('a pick answered but not in the room, a gap in the picks, a room stream behind', () => {
  expect(judge((r) => void (r.room.picks[3]!.cardId = 'z'))).toEqual(['pick 4 (d) was answered 200 but the room has z']);
  expect(judge((r) => void r.room.picks.splice(2, 1))).toEqual(["the room's picks are numbered 1,2,4"]);
  expect(judge((r) => void (r.roomSeen = { version: 6 }))).toEqual(['the draft room stream holds version 6, the room is at 7']);
});

test('requests cut off, server errors, and failures the proxy should have hidden', () => {
  expect(judge((r) => void r.stats.ambiguous.push('POST /x at a: ECONNRESET'))).toEqual(['requests cut off after they went out: POST /x at a: ECONNRESET']);
  expect(judge((r) => void (r.stats.retried.refused = 2))).toEqual(['the proxy let 2 request(s) fail (refused or closing) during the restarts']);
  expect(judge((r) => void (r.stats.retried.refused = 2), false)).toEqual([]);
});

test('a stream that ended without the word to reconnect, never heard it, or came back late', () => {
  expect(judge((r) => void (r.streams.site.log[0]!.reconnectAt = null))).toEqual(["the site stream's connection 1 ended without being asked to reconnect"]);
  expect(judge((r) => void (r.streams.site.log = [r.streams.site.log[2]!]))).toEqual(['the site stream was never asked to reconnect']);
  expect(judge((r) => void (r.streams.draftRoom.log[1]!.openedAt = T0 + 100 + 4000))).toEqual(['the draftRoom stream took 4000 ms to come back']);
});
