// The clients of `npm run bench:h2h`, in worker threads of the runner (their sockets and parsing never run on the
// server's thread). Three kinds (workerData.mode):
// - 'games': head-to-head games played by their two users. Each game has both players' streams open (each player's
//   stream on his own instance); the batting player's Swing Away goes to his instance, timed until the other player's
//   stream holds the new version. Slots play at once (concurrentGames); a slot plays its games one after the other
//   until it has made its moves (moveToOpponent). Resolves every move's times.
// - 'roller': one game's batting player, moving when the runner says so (the spectators' game).
// - 'spectators': many streams of one game, opened when the runner says so; tells the runner when every one of them
//   holds the version it was told to expect, with the first and the last arrival.
// Times are process.hrtime in ms (see h2h-bench-sse.mjs), comparable between the threads.
import { parentPort, workerData } from 'node:worker_threads';
import { call, expectOk, now, openGameStream, pool, seenAt } from './h2h-bench-sse.mjs';

const cfg = workerData;
const OTHER = { away: 'home', home: 'away' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The batting player's Swing Away on his instance; resolves the new game view with the request's times. */
async function roll(game, seats) {
  const seat = seats[game.battingSide];
  const sentAt = now();
  const res = await call(seat.base, 'POST', `/api/games/${game.id}/_swing-away`, { key: seat.key, body: { version: game.version } });
  const answeredAt = now();
  if (res.status !== 200) throw new Error(`Swing Away at version ${game.version} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
  return { game: res.json.data.game, side: game.battingSide, sentAt, answeredAt };
}

/** Both players' streams of a game, each on its player's instance, holding the game. */
async function openPlayers(entry) {
  const streams = {};
  for (const side of ['away', 'home']) streams[side] = await openGameStream(entry.seats[side].base, entry.seats[side].key, entry.gameId);
  await Promise.all(Object.values(streams).map((s) => s.arrival(0, cfg.timeoutMs)));
  return streams;
}

/**
 * Moves of one game (its players' streams open) until `limit` or the end of the game. Between moves the next roller
 * thinks cfg.thinkMs give or take half (games at a human pace do not roll in step).
 */
async function playGame(entry, streams, limit, samples, warmup) {
  try {
    let game = (await expectOk(entry.seats.away.base, 'GET', `/api/games/${entry.gameId}`, { key: entry.seats.away.key })).game;
    let made = 0;
    while (made < limit && game.status !== 'final') {
      const moved = await roll(game, entry.seats);
      game = moved.game;
      const at = await streams[OTHER[moved.side]].arrival(game.version, cfg.timeoutMs);
      made += 1;
      if (made > warmup) samples.push({ ms: at - moved.sentAt, answeredMs: moved.answeredAt - moved.sentAt, afterAnswerMs: at - moved.answeredAt, at });
      if (cfg.thinkMs > 0) await sleep(cfg.thinkMs * (0.5 + Math.random()));
    }
    return { made, final: game.status === 'final', messages: streams.away.messages + streams.home.messages };
  } finally {
    for (const s of Object.values(streams)) s.close();
  }
}

/**
 * Slots at once; each slot plays its games in turn until it has made `movesPerSlot` moves. Every slot's first game
 * has its streams open before any slot moves (joins are not what is measured); paced slots start apart.
 */
async function playGames() {
  const samples = [];
  const first = await pool(cfg.slots, 16, (games) => openPlayers(games[0]));
  const started = now();
  const slots = await Promise.all(cfg.slots.map(async (games, i) => {
    let made = 0;
    let played = 0;
    let messages = 0;
    if (cfg.thinkMs > 0) await sleep(Math.random() * cfg.thinkMs);
    for (const entry of games) {
      if (made >= cfg.movesPerSlot) break;
      const streams = played === 0 ? first[i] : await openPlayers(entry);
      // The first moves of a slot warm it up (its first game only).
      const out = await playGame(entry, streams, cfg.movesPerSlot - made, samples, played === 0 ? cfg.warmup : 0);
      made += out.made;
      messages += out.messages;
      played += 1;
    }
    return { made, played, messages };
  }));
  const ms = now() - started;
  return { samples, slots, ms, moves: slots.reduce((n, s) => n + s.made, 0) };
}

/** The spectators' game: one move per request of the runner. */
function roller() {
  let game = null;
  parentPort.on('message', async (m) => {
    try {
      game ??= (await expectOk(cfg.seats.away.base, 'GET', `/api/games/${cfg.gameId}`, { key: cfg.seats.away.key })).game;
      if (m.move) {
        if (game.status === 'final') return parentPort.postMessage({ final: true });
        const moved = await roll(game, cfg.seats);
        game = moved.game;
        parentPort.postMessage({ version: game.version, sentAt: moved.sentAt, answeredAt: moved.answeredAt, final: game.status === 'final' });
      }
    } catch (error) {
      parentPort.postMessage({ error: error.stack ?? String(error) });
    }
  });
  parentPort.postMessage({ ready: true });
}

/** Many streams of one game: opened in steps, each move's arrival gathered. */
function spectators() {
  const streams = [];
  let expect = null;
  const check = () => {
    if (expect && expect.count === streams.length) {
      parentPort.postMessage({ reached: expect.version, count: expect.count, firstAt: expect.first, lastAt: expect.last });
      expect = null;
    }
  };
  const onVersion = (before, version, at) => {
    if (!expect || before >= expect.version || version < expect.version) return;
    expect.count += 1;
    expect.first = Math.min(expect.first, at);
    expect.last = Math.max(expect.last, at);
    check();
  };
  parentPort.on('message', async (m) => {
    try {
      if (m.open) {
        const keys = cfg.keys.slice(streams.length, streams.length + m.open);
        const started = now();
        let failed = 0;
        let firstError = null;
        await pool(keys, cfg.openWidth, async (key) => {
          try {
            streams.push(await openGameStream(cfg.base, key, cfg.gameId, onVersion));
          } catch (error) {
            failed += 1;
            firstError ??= error.message;
          }
        });
        parentPort.postMessage({ opened: streams.length, failed, firstError, ms: now() - started });
      } else if (m.expect !== undefined) {
        expect = { version: m.expect, count: 0, first: Infinity, last: -Infinity };
        // Streams that already hold it (the message beat this request here).
        for (const s of streams) {
          if (s.version < m.expect) continue;
          const at = seenAt(s, m.expect);
          expect.count += 1;
          expect.first = Math.min(expect.first, at);
          expect.last = Math.max(expect.last, at);
        }
        check();
      } else if (m.stats) {
        parentPort.postMessage({
          stats: { open: streams.filter((s) => !s.ended).length, ended: streams.filter((s) => s.ended).length, messages: streams.reduce((n, s) => n + s.messages, 0), bytes: streams.reduce((n, s) => n + s.bytes, 0), behind: streams.filter((s) => expect && s.version < expect.version).length },
        });
      } else if (m.quiet) {
        // Until no stream has received anything for m.quiet ms (the joins' refreshes drained), at most m.within ms.
        const started = now();
        let last = -1;
        let lastChange = now();
        while (now() - started < m.within) {
          const bytes = streams.reduce((n, s) => n + s.bytes, 0);
          if (bytes !== last) [last, lastChange] = [bytes, now()];
          else if (now() - lastChange >= m.quiet) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        parentPort.postMessage({ quietAfter: now() - started });
      } else if (m.close) {
        for (const s of streams) s.close();
        parentPort.postMessage({ closed: true });
      }
    } catch (error) {
      parentPort.postMessage({ error: error.stack ?? String(error) });
    }
  });
  parentPort.postMessage({ ready: true });
}

if (cfg.mode === 'games') {
  playGames().then(
    (result) => parentPort.postMessage({ ok: true, result }),
    (error) => parentPort.postMessage({ ok: false, error: error.stack ?? String(error) }),
  );
} else if (cfg.mode === 'roller') roller();
else if (cfg.mode === 'spectators') spectators();
else throw new Error(`unknown clients mode ${cfg.mode}`);
