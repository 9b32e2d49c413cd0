// The measurements of `npm run bench:h2h`'s runner (see h2h-bench-runner.mjs for the setting). Each phase creates
// its games through the API, drives them from worker threads (h2h-bench-clients.mjs) and answers figures; games it
// leaves unfinished are ended by both players' exits before the next phase (else their players' reconnect grace
// would run out later and the computer would finish them in the middle of another measurement).
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { injector, seedUsers, startGame } from './h2h-bench-setup.mjs';

const round = (x, digits = 1) => (x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function stats(ms) {
  if (ms.length === 0) return { n: 0, p50: null, p95: null, p99: null, max: null, mean: null };
  const s = [...ms].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length, Math.max(1, Math.ceil((p / 100) * s.length))) - 1];
  return { n: s.length, p50: round(at(50), 2), p95: round(at(95), 2), p99: round(at(99), 2), max: round(s.at(-1), 2), mean: round(s.reduce((a, b) => a + b, 0) / s.length, 2) };
}

/** A clients worker that runs to its end (mode 'games'); resolves its result. */
function runWorker(file, workerData) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData });
    worker.once('message', (m) => (m.ok ? resolve(m.result) : reject(new Error(m.error))));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the clients' worker exited with ${code}`)));
  });
}

/** A clients worker driven by messages (modes 'roller', 'spectators'): `ask(message, until)` resolves its answer. */
async function talkTo(file, workerData, onMessage = () => undefined) {
  const worker = new Worker(file, { workerData });
  const waiting = [];
  let failure = null;
  worker.on('message', (m) => {
    if (m.error) failure = new Error(m.error);
    onMessage(m);
    for (const w of [...waiting]) if (failure || w.until(m)) {
      waiting.splice(waiting.indexOf(w), 1);
      if (failure) w.reject(failure);
      else w.resolve(m);
    }
  });
  worker.once('error', (error) => (failure = error));
  const wait = (until) => new Promise((resolve, reject) => (failure ? reject(failure) : waiting.push({ until, resolve, reject })));
  await wait((m) => m.ready);
  return {
    post: (message) => worker.postMessage(message),
    ask: (message, until) => {
      const answer = wait(until);
      worker.postMessage(message);
      return answer;
    },
    wait,
    stop: () => worker.terminate(),
  };
}

/** The spectator workers' streams summed: open, ended, messages and bytes received. */
async function streamCounts(workers) {
  const counts = await Promise.all(workers.map((w) => w.ask({ stats: true }, (m) => m.stats)));
  return counts.reduce((a, { stats: s }) => ({ open: a.open + s.open, ended: a.ended + s.ended, messages: a.messages + s.messages, bytes: a.bytes + s.bytes }), { open: 0, ended: 0, messages: 0, bytes: 0 });
}

/** Both players leave each unfinished game: the computer finishes it now, not in the middle of a later phase. */
async function endGames({ app }, games) {
  const inject = injector(app);
  for (const { gameId, seats } of games) {
    for (const side of ['away', 'home']) {
      const { game } = await inject(seats[side].key, 'GET', `/api/games/${gameId}`);
      if (game.status === 'final' || game.exited) break;
      await inject(seats[side].key, 'POST', `/api/games/${gameId}/_exit-game`, { version: game.version }, [200, 403, 409]);
    }
  }
}

const seatsOf = (rival, owner, rivalBase, ownerBase) => ({ away: { key: rival.key, base: rivalBase }, home: { key: owner.key, base: ownerBase } });

/**
 * moveToOpponent: the two signed-up players play games one after the other (a new one when a game ends) until
 * cfg.moves moves are made; each Swing Away timed until the other player's stream holds the new version.
 */
export async function measureMoves(ctx) {
  const { cfg, app, instances, players, log } = ctx;
  const games = [];
  for (let i = 0; i < cfg.moveGames; i += 1) {
    const gameId = await startGame(app, players.owner, players.rival, cfg.seed + i);
    games.push({ gameId, seats: seatsOf(players.rival, players.owner, instances[0], instances[1]) });
  }
  const sql = ctx.statements();
  const out = await runWorker(cfg.clientsWorker, { mode: 'games', slots: [games], movesPerSlot: cfg.moves + cfg.warmup, warmup: cfg.warmup, thinkMs: 0, timeoutMs: 10_000 });
  const statements = ctx.statements();
  await endGames(ctx, games);
  const result = {
    toOpponent: stats(out.samples.map((s) => s.ms)),
    answered: stats(out.samples.map((s) => s.answeredMs)),
    afterAnswer: stats(out.samples.map((s) => s.afterAnswerMs)),
    gamesPlayed: out.slots[0].played,
    movesMade: out.moves,
    // Both players' stream opens included; not on two instances (the second one's are not counted).
    statementsPerMove: sql === null || cfg.twoInstances ? null : round((statements - sql) / out.moves),
  };
  log(`moves: to the opponent's stream p50 ${result.toOpponent.p50} ms, p95 ${result.toOpponent.p95} ms over ${result.toOpponent.n} moves (${result.gamesPlayed} games); answered p50 ${result.answered.p50} ms`);
  return result;
}

/**
 * spectatorsPerInstance: spectators of one game on one instance, in steps; at each step cfg.spectatorMoves moves,
 * each timed from the roll's answer (and from its sending) until the last spectator holds the new version.
 */
export async function measureSpectators(ctx) {
  const { cfg, app, database, instances, players, tag, log, profiled } = ctx;
  const steps = cfg.spectatorSteps;
  const base = instances[0];
  const gameId = await startGame(app, players.owner, players.rival, cfg.seed + 100);
  const seats = seatsOf(players.rival, players.owner, base, base);
  let t0 = performance.now();
  const users = await seedUsers(database, Math.max(...steps), `hs${tag}x`);
  log(`spectators: ${users.length} users written in ${round(performance.now() - t0)} ms`);
  const roller = await talkTo(cfg.clientsWorker, { mode: 'roller', gameId, seats });
  const workers = [];
  for (let w = 0; w < cfg.spectatorWorkers; w += 1) {
    const keys = users.filter((_, i) => i % cfg.spectatorWorkers === w).map((u) => u.key);
    workers.push(await talkTo(cfg.clientsWorker, { mode: 'spectators', base, gameId, keys, openWidth: cfg.openWidth }));
  }
  let version = (await injector(app)(players.rival.key, 'GET', `/api/games/${gameId}`)).game.version;
  const move = async () => {
    const expected = version + 1;
    const reached = Promise.all(workers.map((w) => Promise.race([
      w.wait((m) => m.reached === expected),
      sleep(cfg.deliveryTimeoutMs).then(() => null),
    ])));
    for (const w of workers) w.post({ expect: expected });
    const moved = await roller.ask({ move: true }, (m) => m.version !== undefined || m.final);
    if (moved.final && moved.version === undefined) return { final: true };
    if (moved.version !== expected) throw new Error(`the roll made version ${moved.version}, not ${expected}`);
    version = moved.version;
    const answers = await reached;
    const complete = answers.every(Boolean);
    const lastAt = complete ? Math.max(...answers.map((a) => a.lastAt)) : null;
    return {
      version, final: moved.final, complete, answeredMs: moved.answeredAt - moved.sentAt,
      deliveryMs: complete ? lastAt - moved.answeredAt : null, fromSendMs: complete ? lastAt - moved.sentAt : null,
      firstMs: complete ? Math.min(...answers.map((a) => a.firstAt)) - moved.answeredAt : null,
    };
  };
  const result = { gameId, steps: [], heldN: 0, heldP95Ms: null, users: users.length };
  let open = 0;
  let received = 0;
  try {
    for (const n of steps) {
      t0 = performance.now();
      const answers = await profiled(`spectators-open-${n}`, () => Promise.all(workers.map((w, i) => {
        const share = Math.floor(n / workers.length) + (i < n % workers.length ? 1 : 0) - Math.floor(open / workers.length) - (i < open % workers.length ? 1 : 0);
        return w.ask({ open: share }, (m) => m.opened !== undefined);
      })));
      open = n;
      const openMs = performance.now() - t0;
      const failed = answers.reduce((k, a) => k + a.failed, 0);
      // The joins' refreshes (one per window, to every stream) and the presence writes settle before the moves.
      const quiet = await Promise.all(workers.map((w) => w.ask({ quiet: cfg.settleMs, within: 60_000 }, (m) => m.quietAfter !== undefined)));
      const before = await streamCounts(workers);
      const messagesWhileOpening = before.messages - received;
      const elu = performance.eventLoopUtilization();
      const moves = [];
      let final = false;
      await profiled(`spectators-${n}`, async () => {
        for (let i = 0; i < cfg.spectatorWarmup + cfg.spectatorMoves && !final; i += 1) {
          const m = await move();
          final = m.final;
          if (m.version === undefined) break;
          if (i >= cfg.spectatorWarmup) moves.push(m);
          await sleep(cfg.spectatorGapMs);
        }
      });
      const busy = performance.eventLoopUtilization(elu);
      const streams = await streamCounts(workers);
      received = streams.messages;
      const delivery = stats(moves.filter((m) => m.complete).map((m) => m.deliveryMs));
      if (moves.length === 0) throw new Error(`no move measured at ${n} spectators (the game ended)`);
      const held = moves.length > 0 && failed === 0 && streams.ended === 0 && moves.every((m) => m.complete && m.deliveryMs <= cfg.deliveryTargetMs);
      const done = moves.filter((m) => m.complete);
      const perMove = (x) => x / n / (moves.length + cfg.spectatorWarmup);
      const step = {
        spectators: n, opened: streams.open, failed, firstError: answers.find((a) => a.firstError)?.firstError ?? null, ended: streams.ended,
        openS: round(openMs / 1000), quietAfterS: round(Math.max(...quiet.map((q) => q.quietAfter)) / 1000),
        // The joins' refreshes: each join changes every spectator's count.
        messagesWhileOpening,
        messagesPerSpectatorPerMove: round(perMove(streams.messages - before.messages), 2), bytesPerSpectatorPerMove: Math.round(perMove(streams.bytes - before.bytes)),
        moves: moves.length, incomplete: moves.length - done.length, delivery, fromSend: stats(done.map((m) => m.fromSendMs)),
        firstSpectator: stats(done.map((m) => m.firstMs)), answered: stats(moves.map((m) => m.answeredMs)),
        // The server's thread over the moves; the process's memory (the server and the clients' workers).
        serverEventLoopUtilization: round(busy.utilization, 3), rssMb: Math.round(process.memoryUsage().rss / 2 ** 20), held,
      };
      result.steps.push(step);
      log(`spectators ${n}: opened in ${step.openS} s (${failed} failed); delivery after the answer p50 ${delivery.p50} ms, p95 ${delivery.p95} ms, max ${delivery.max} ms over ${moves.length} moves${step.incomplete ? `, ${step.incomplete} not delivered to all` : ''}; ${held ? 'held' : 'NOT held'}`);
      if (held) Object.assign(result, { heldN: n, heldP95Ms: delivery.p95 });
      else break;
      if (final) {
        result.note = 'the game ended before the last step';
        break;
      }
    }
  } finally {
    for (const w of workers) await w.ask({ close: true }, (m) => m.closed).catch(() => undefined);
    await Promise.all([roller, ...workers].map((w) => w.stop()));
  }
  await endGames(ctx, [{ gameId, seats }]);
  return result;
}

/**
 * concurrentGames: K games at once on one instance (2K users, both players' streams open in each), every game moving
 * all along: the next roll `thinkMs` (give or take half) after the other player's stream has the last one; K in
 * `steps` until the move p95 passes the target. thinkMs 0: every game rolls as fast as the server answers.
 */
export async function measureConcurrentGames(ctx, { label, steps, thinkMs, moves }) {
  const { cfg, app, database, instances, tag, log } = ctx;
  const base = instances[0];
  const users = await seedUsers(database, 2 * Math.max(...steps), `hg${label[0]}${tag}x`);
  const result = { thinkMs, movesPerGame: moves, steps: [], heldK: 0, heldP95Ms: null };
  for (const k of steps) {
    const games = [];
    for (let i = 0; i < k; i += 1) {
      const [owner, rival] = [users[2 * i], users[2 * i + 1]];
      games.push({ gameId: await startGame(app, owner, rival, cfg.seed + 1000 + i), seats: seatsOf(rival, owner, base, base) });
    }
    const sql = ctx.statements();
    const out = await runWorker(cfg.clientsWorker, { mode: 'games', slots: games.map((g) => [g]), movesPerSlot: moves + cfg.warmup, warmup: cfg.warmup, thinkMs, timeoutMs: 30_000 });
    const statements = ctx.statements();
    await endGames(ctx, games);
    const toOpponent = stats(out.samples.map((s) => s.ms));
    const held = toOpponent.p95 !== null && toOpponent.p95 <= cfg.moveTargetMs;
    const step = {
      games: k, moves: out.moves, movesPerS: round(out.moves / (out.ms / 1000)), toOpponent, answered: stats(out.samples.map((s) => s.answeredMs)),
      statementsPerMove: sql === null ? null : round((statements - sql) / out.moves), held,
    };
    result.steps.push(step);
    log(`${label} games ${k}: to the opponent p50 ${toOpponent.p50} ms, p95 ${toOpponent.p95} ms over ${toOpponent.n} moves, ${step.movesPerS} moves/s; ${held ? 'held' : 'NOT held'}`);
    if (!held) break;
    Object.assign(result, { heldK: k, heldP95Ms: toOpponent.p95 });
  }
  return result;
}
