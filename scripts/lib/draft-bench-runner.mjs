// The in-process half of `npm run bench:draft` (scripts/bench-draft.mjs bundles this file with esbuild, the API's
// TypeScript included, and runs it once per backend). It imports the seasons' slice, builds the whole app (buildApp,
// as the API tests do) with a clock it moves by hand and a job queue that stores wake-ups but never runs them (the
// benchmark runs the draft scheduler's ticks itself), listens on a real port and signs up an owner and 11 managers:
// 1. pickP95Ms: a 12-team draft of 12 people; 12 event streams in a worker thread (draft-bench-clients.mjs); each pick
//    sent over HTTP by the manager on the clock, timed until every client has a room holding it;
// 2. fullDraftMs: 30 teams × 26 rounds, 29 computer managers and the owner's team picked when its clock runs out: the
//    clock moved to each deadline and the scheduler ticked, from the draft going live to complete; --runs times;
// 3. autopickMs: the server's own choice for the team on the clock (serverChoice: the queue, the taken players of
//    every season, the roster, the engine's autopick) on the loaded pool, at stages of the first full draft.
// Prints progress lines and one `RESULT {json}` line. Argument: one JSON object (see bench-draft.mjs).
import { profiledIn } from './cpu-profile.mjs';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { DRAFT_COMPUTER_PICK_MS } from '@bb/contract';
import { currentPick } from '@bb/engine';
import { openDatabase } from '../../api/src/db/database';
import { users } from '../../api/src/db/schema/index';
import { buildApp } from '../../api/src/app';
import { runImport } from '../../api/src/import/run-import';
import { userRowChanged } from '../../api/src/auth/index';
import { createJobQueue } from '../../api/src/jobs/index';
import { clearDraftPools, loadPool } from '../../api/src/drafts/draft-pool';
import { serverChoice } from '../../api/src/drafts/draft-picks';
import { readDraft } from '../../api/src/drafts/draft-store';
import { countStatements, splitFullDraft } from './draft-bench-split.mjs';

const cfg = JSON.parse(process.argv[2]);
const log = (message) => console.log(`[${cfg.backend}] ${message}`);
const round = (x, digits = 1) => (x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits);
const MINUTE = 60_000;

function stats(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length, Math.max(1, Math.ceil((p / 100) * s.length))) - 1];
  return { n: s.length, p50: round(at(50), 2), p95: round(at(95), 2), p99: round(at(99), 2), max: round(s.at(-1), 2), mean: round(s.reduce((a, b) => a + b, 0) / s.length, 2) };
}

const profiled = (name, fn) => profiledIn(cfg.profileDir, cfg.backend, name, fn);

/** The app's clock: still unless the benchmark moves it. */
function handClock(start = Date.now()) {
  let now = start;
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

async function main() {
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl || null, dataDir: cfg.dataDir, migrationsFolder: cfg.migrationsFolder });
  await database.migrate();
  const db = database.db;
  let t0 = performance.now();
  await runImport({ database, dataDir: cfg.slice });
  const importS = round((performance.now() - t0) / 1000);
  log(`seasons ${cfg.years.join(', ')} imported in ${importS} s`);

  const statementCount = countStatements(Boolean(cfg.databaseUrl));
  const clock = handClock();
  // Wake-ups are stored as the server stores them (the durable part of a pick's cost) but never run on their own.
  const queue = createJobQueue(database, { schema: 'pgboss' });
  const jobs = { work: async () => undefined, schedule: (...a) => queue.schedule(...a), drain: (...a) => queue.drain(...a), stop: () => queue.stop() };
  const app = await buildApp({ config: { repoRoot: '/nonexistent', webDistDir: '/nonexistent', remotesRegistryFile: null }, database, clock: clock.now, jobs });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${app.server.address().port}`;
  const call = async (key, method, url, payload) => {
    const res = await app.inject({ method, url, ...(payload ? { payload } : {}), headers: key ? { authorization: `Bearer ${key}` } : {} });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
  };
  const expectStatus = (res, wanted, what) => {
    if (!wanted.includes(res.status)) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 400)}`);
    return res.body?.data ?? res.body;
  };

  // Subscribers: the sign-up form and its mail link (the local outbox), then the flag a checkout sets.
  const tag = `${process.pid}${Date.now().toString(36)}`;
  const signUp = async (i) => {
    const email = `draftbench${i}x${tag}@example.com`;
    expectStatus(await call(null, 'POST', '/api/users/signup', {
      firstName: 'Bench', lastName: `Manager${i}`, username: `db${i}x${tag}`.slice(0, 30), email, password: 'bench passphrase 123', confirmPassword: 'bench passphrase 123', dateOfBirth: '01/01/1990',
    }), [202], 'signup');
    let token = null;
    for (let waited = 0; !token && waited < 5000; waited += 20) {
      const mails = (await call(null, 'GET', '/api/outbox')).body?.data ?? [];
      token = /token=([A-Za-z0-9_-]+)/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1] ?? null;
      if (!token) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (!token) throw new Error(`no sign-up mail to ${email}`);
    const record = expectStatus(await call(null, 'POST', '/api/users/signup/confirm', { token }), [201], 'signup confirm');
    await db.update(users).set({ isSubscribed: true }).where(eq(users.id, record.user.id));
    await userRowChanged(record.user.id);
    return { id: record.user.id, key: record.api_key.key };
  };
  const people = [];
  for (let i = 0; i < cfg.clients; i += 1) people.push(await signUp(i));
  const owner = people[0];

  const createDraft = async (label, { teams, rounds, pickSeconds }) => {
    const body = {
      name: `Bench ${label} ${tag}`.slice(0, 60), totalTeams: teams, mode: 'snake', rounds, pickSeconds, maxPlayers: rounds, dh: 'auto', usageLimit: 0,
      years: cfg.years, leagues: cfg.leagues, draftHeldAt: new Date(clock.now().getTime() + 15 * MINUTE).toISOString(),
      gamesBeginAt: new Date(clock.now().getTime() + 3 * 24 * 60 * MINUTE).toISOString(), isPrivate: false, seed: cfg.seed,
    };
    return expectStatus(await call(owner.key, 'POST', '/api/drafts', body), [201], 'POST /api/drafts');
  };
  /** The clock to the draft's start and one tick: the draft goes live. */
  const goLive = async (room) => {
    clock.advance(Math.max(0, Date.parse(room.draftHeldAt) - clock.now().getTime()));
    await app.draftScheduler.tick(room.leagueId);
  };

  const result = { backend: cfg.backend, importS, pool: null, picks: null, full: { runs: [] }, autopick: null };

  // 1. Twelve people draft live, each with the room open.
  {
    const room = await createDraft('picks', { teams: cfg.clients, rounds: cfg.pickRounds, pickSeconds: 180 });
    const token = /invite=([A-Za-z0-9_-]+)/.exec(room.inviteLink ?? '')?.[1];
    if (!token) throw new Error(`the owner's room has no invitation link: ${room.inviteLink}`);
    for (const person of people.slice(1)) expectStatus(await call(person.key, 'POST', `/api/drafts/${room.leagueId}/join`, { token }), [200, 201], 'join');
    await goLive(room);
    const live = expectStatus(await call(owner.key, 'GET', `/api/drafts/${room.leagueId}`), [200], 'room');
    if (live.status !== 'live') throw new Error(`the draft is ${live.status} after its start time and a tick`);
    const seats = [];
    for (const person of people) seats.push({ key: person.key, team: expectStatus(await call(person.key, 'GET', `/api/drafts/${room.leagueId}`), [200], 'room').myTeam });
    if (seats.some((s) => s.team === null)) throw new Error(`not every person has a team: ${JSON.stringify(seats.map((s) => s.team))}`);
    const pool = await loadPool(database, cfg.years, cfg.leagues);
    result.pool = { cards: pool.entries.length, distinctPlayers: pool.distinctPlayers };
    log(`pool: ${pool.entries.length} player-seasons, ${pool.distinctPlayers} players; ${cfg.clients} managers seated, the draft is live`);
    const marks = {};
    const picks = await profiled('picks', () => runClients({
      baseUrl, users: seats, commissionerKey: owner.key, barePicks: cfg.barePicks, picks: cfg.clients * cfg.pickRounds - cfg.barePicks - cfg.pickWarmup, warmup: cfg.pickWarmup,
      ticketPath: '/api/realtime/ticket', streamPath: `/api/drafts/${room.leagueId}/stream`, eventName: 'room',
      poolPath: `/api/drafts/${room.leagueId}/pool`, roomPath: `/api/drafts/${room.leagueId}`, picksPath: `/api/drafts/${room.leagueId}/picks`,
    }, (phase) => (marks[phase] = statementCount())));
    result.picks = {
      lastClient: stats(picks.samples.map((s) => s.lastClientMs)), firstClient: stats(picks.samples.map((s) => s.firstClientMs)), answered: stats(picks.samples.map((s) => s.answeredMs)),
      answeredNoStreams: stats(picks.bare), roomsPerClient: picks.roomsPerClient,
      statementsPerPick: marks.measuring == null ? null : round((marks.done - marks.measuring) / picks.samples.length), avgRoomBytes: picks.avgRoomBytes, complete: picks.complete,
      samples: picks.samples.map((s) => ({ pick: s.pick, answeredMs: round(s.answeredMs, 2), lastClientMs: round(s.lastClientMs, 2) })),
    };
    log(`picks: every client's room p50 ${result.picks.lastClient.p50} ms, p95 ${result.picks.lastClient.p95} ms over ${result.picks.lastClient.n}; answered p50 ${result.picks.answered.p50} ms (no stream open: p50 ${result.picks.answeredNoStreams.p50} ms)`);
  }

  // 2. Thirty teams, twenty-six rounds, computer managers (and the owner's team on its clock).
  /**
   * One full draft, ticked until complete. `step(made)`: how far the clock moves before the next tick (by default to
   * the next deadline: a computer's few seconds, a person's pick clock; a tick that makes several picks at once moves
   * the loop on by as many).
   */
  const fullDraft = async (label, step, profileName) => {
    const room = await createDraft(label, { teams: cfg.fullTeams, rounds: cfg.fullRounds, pickSeconds: 30 });
    const leagueId = room.leagueId;
    const computer = room.teams.map((t) => t.manager === 'computer');
    const tickMs = [];
    const statementsBefore = statementCount();
    const tick = async () => {
      const start = performance.now();
      const made = await app.draftScheduler.tick(leagueId);
      tickMs.push(performance.now() - start);
      return made;
    };
    const advance = step ?? ((made) => (computer[room.order[made]] ? DRAFT_COMPUTER_PICK_MS : room.pickSeconds * 1000));
    const out = await (profileName ? (fn) => profiled(profileName, fn) : (fn) => fn())(async () => {
      const start = performance.now();
      clock.advance(Math.max(0, Date.parse(room.draftHeldAt) - clock.now().getTime()));
      let made = await tick();
      while (made < room.order.length && tickMs.length <= room.order.length) {
        clock.advance(advance(made));
        made += await tick();
      }
      // Anything left (a pick the ticks above did not make): to the stored deadline and tick again.
      let draft = await readDraft(db, leagueId);
      let extra = 0;
      while (draft.status !== 'complete' && extra < 2 * room.order.length) {
        if (draft.deadline) clock.advance(Math.max(0, draft.deadline.getTime() - clock.now().getTime()));
        await tick();
        extra += 1;
        draft = await readDraft(db, leagueId);
      }
      return { ms: performance.now() - start, draft, extra };
    });
    if (out.draft.status !== 'complete') throw new Error(`the full draft is ${out.draft.status} after ${tickMs.length} ticks (${out.draft.state.picks.length} picks)`);
    const autoPicks = out.draft.state.picks.filter((p) => p.auto).length;
    return {
      draft: out.draft,
      run: {
        leagueId, ms: round(out.ms), picks: out.draft.state.picks.length, autoPicks, ticks: tickMs.length, extraTicks: out.extra, tick: stats(tickMs), lastTickMs: round(tickMs.at(-1)),
        // Does a pick cost more as the draft grows (the stored state holds every pick)?
        tickP50First100: stats(tickMs.slice(1, 101)).p50, tickP50Last100: stats(tickMs.slice(-101, -1)).p50,
        statementsPerPick: statementsBefore === null ? null : round((statementCount() - statementsBefore) / out.draft.state.picks.length),
      },
    };
  };
  let firstFull = null;
  for (let run = 0; run < cfg.runs; run += 1) {
    const { draft, run: figures } = await fullDraft(`full ${run}`, null, run === 0 ? 'full-draft' : null);
    result.full.runs.push(figures);
    log(`full draft ${run + 1}: ${figures.ms} ms, ${figures.picks} picks (${figures.autoPicks} by the server), ${figures.ticks} ticks (p50 ${figures.tick.p50} ms)`);
    firstFull ??= draft;
  }
  // 2a. The same draft with the ticks late: the clock moved by the owner's pick clock (30 s) each time, so each tick
  // makes every computer pick then overdue in one transaction (as after a restart, or a job queue that wakes late).
  result.full.catchUp = { stepMs: 30_000, runs: [] };
  for (let run = 0; run < cfg.runs; run += 1) {
    const { run: figures } = await fullDraft(`catch-up ${run}`, () => 30_000, null);
    result.full.catchUp.runs.push(figures);
    log(`full draft, ticks 30 s apart ${run + 1}: ${figures.ms} ms, ${figures.picks} picks, ${figures.ticks} ticks (p50 ${figures.tick.p50} ms)`);
  }

  // 2b. One more, its ticks' steps timed apart.
  result.full.split = await splitFullDraft({ database, app, clock, room: await createDraft('split', { teams: cfg.fullTeams, rounds: cfg.fullRounds, pickSeconds: 30 }), statementCount });
  log(`full draft by the tick's steps: ${result.full.split.totalMs} ms ${JSON.stringify(result.full.split.phasesMs)}`);

  // 3. The server's choice for the team on the clock, at stages of the first full draft, the pool loaded.
  result.autopick = measureAutopick(firstFull, await loadPool(database, cfg.years, cfg.leagues));
  clearDraftPools();
  t0 = performance.now();
  const fresh = await loadPool(database, cfg.years, cfg.leagues);
  const loadMs = performance.now() - t0;
  t0 = performance.now();
  serverChoice({ rounds: firstFull.rounds, state: { ...firstFull.state, picks: [] } }, fresh, firstFull.state.order[0], []);
  result.autopick.cold = { ms: round(loadMs + performance.now() - t0), what: `pool read and rated ${round(loadMs)} ms, then the first choice (the engine ranks the pool once) ${round(performance.now() - t0)} ms` };
  log(`autopick: median ${result.autopick.warm.p50} ms, p95 ${result.autopick.warm.p95} ms over ${result.autopick.warm.n} calls; cold ${result.autopick.cold.ms} ms`);

  result.notes = [
    `In process, one per backend: the app built with buildApp from a bundle of the API sources, listening on 127.0.0.1; the clock is the benchmark's (moved by hand); the job queue stores the scheduler's wake-ups (pg-boss) but never runs them: the benchmark calls app.draftScheduler.tick itself.`,
    `Pool: ${cfg.years.join(', ')} ${cfg.leagues.join('+')} from the real Lahman data, ${result.pool.cards} player-seasons of ${result.pool.distinctPlayers} players.`,
    `pickP95Ms: ${cfg.clients} people in a ${cfg.clients}-team, ${cfg.pickRounds}-round snake draft, each with its own ticket and event stream (fetch, in a worker thread so parsing never runs on the server's thread); each pick POSTed over HTTP by the manager on the clock (the best-rated player the pool offers his team: GET …/pool?fits=true, not timed), timed from sending until the last of the ${cfg.clients} clients has received a room holding that pick; p95 is nearest rank. The first ${cfg.barePicks} picks are made before any stream opens (answeredNoStreams: the pick request alone); the first ${cfg.pickWarmup} of each phase are warm-up.`,
    `fullDraftMs: ${cfg.fullTeams} teams, ${cfg.fullRounds} rounds (${cfg.fullTeams * cfg.fullRounds} picks), ${cfg.fullTeams - 1} computer managers and the owner's team picked by the server when its ${30} s clock runs out; the clock moved to each deadline and app.draftScheduler.tick called; from the tick that takes the draft live until the draft is complete; median of ${cfg.runs} fresh leagues (the pool already cached, as on a running server); the last tick also sets up the season (completeDraft). full.catchUp: the same draft with the clock moved 30 s before each tick (the owner's pick clock), so each tick makes every overdue computer pick in one transaction (a late job queue, or the first tick after a restart). full.split: one more draft run (to each deadline) by the tick's own steps, each timed (see draft-bench-split.mjs).`,
    'autopickMs: serverChoice from api/src/drafts/draft-picks.ts (the function catchUp calls: taken players of every season, the team\'s roster, the roster rule of draft-fit.ts, the engine\'s autopick with needsFor(rounds)), empty queue, on the cached pool; the draft state cut at each 30th pick of the first full draft, the team on the clock then; median and p95 of the calls. The first call on a freshly read pool (its rating and the engine\'s one ranking) is reported apart as cold.',
  ];
  await app.close();
  await queue.stop();
  await database.close();
  console.log(`RESULT ${JSON.stringify(result)}`);
}

/** Runs the clients' worker; `onPhase(name)` hears when its measured picks start ('measuring') and end ('done'). */
function runClients(workerData, onPhase) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(cfg.clientsWorker, { workerData });
    worker.on('message', (m) => {
      if (m.phase) onPhase(m.phase);
      else if (m.ok) resolve(m.result);
      else reject(new Error(m.error));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the clients' worker exited with ${code}`)));
  });
}

function measureAutopick(draft, pool) {
  const stages = [];
  for (let cut = 0; cut < draft.state.picks.length; cut += 30) stages.push(cut);
  const perStage = Math.max(1, Math.ceil(cfg.autopickCalls / stages.length));
  const ms = [];
  const byStage = [];
  for (const cut of stages) {
    const state = { ...draft.state, picks: draft.state.picks.slice(0, cut) };
    const team = currentPick(state).team;
    const row = { rounds: draft.rounds, state };
    const here = [];
    for (let i = 0; i < perStage; i += 1) {
      const start = performance.now();
      serverChoice(row, pool, team, []);
      here.push(performance.now() - start);
    }
    ms.push(...here);
    byStage.push({ picksMade: cut, team, p50: stats(here).p50 });
  }
  return { source: 'api serverChoice (api/src/drafts/draft-picks.ts)', warm: stats(ms), byStage };
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[${cfg.backend}] failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
