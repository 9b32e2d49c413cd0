#!/usr/bin/env node
// `npm run bench:gameplay`: server-authoritative exhibition games (issue 7). Builds the API server,
// imports a two-season slice of the real Lahman data (1927 and 1975) into a fresh PGlite, starts the
// built server, signs up a user, then measures through the HTTP API:
// 1. Swing Away round trips (one plate appearance each, the live state cached in memory), p50/p95;
// 2. a whole game quick-played (POST _quick-play scope=game on a fresh game), p50/p95;
// 3. the same after the in-memory state is gone (a fresh server process replays from the database);
// 4. live fan-out: a decision until its `game` message reaches a second client's stream, on the same instance
//    (in-process bus) and across two instances sharing PostgreSQL + Redis (skipped when either does not answer).
// Prints a table and writes bench-results/gameplay.json. Figures, not a timed test.
// Flags: --no-build (use the current api/dist), --games N (20), --swings N (30 per game).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { adminQuery, percentile, postgresAnswers, redisAnswers, requestJson, runNode, signUpUser, startServer, withDatabase } from './lib/api-bench.mjs';
import { measureFanout } from './lib/fanout-bench.mjs';
import { benchArgs } from './lib/bench-args.mjs';
import { writeSlice } from './lib/lahman-slice.mjs';

const { positive, has } = benchArgs();
const settings = { games: positive('games', 20, { integer: true }), swings: positive('swings', 30, { integer: true }), build: !has('no-build') };
const TARGETS = { swingP50Ms: 20, wholeGameMs: 200, fanoutP95Ms: 100 };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const SEASONS = ['1927', '1975'];
const log = (message) => console.log(`[bench:gameplay] ${message}`);

function lahmanDir() {
  const candidates = process.env.BASEBALL_DATA_DIR
    ? [path.resolve(process.env.BASEBALL_DATA_DIR)]
    : [path.resolve(repoRoot, '../shared/data/lahman'), path.join(repoRoot, '.data', 'lahman')];
  return candidates.find((dir) => existsSync(path.join(dir, 'People.csv'))) ?? null;
}

const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const round = (x) => Math.round(x * 10) / 10;
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1) ?? 0) };
};

async function timed(fn) {
  const start = performance.now();
  const result = await fn();
  return { ms: performance.now() - start, result };
}

const MATCHUPS = [
  { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 } },
  { away: { teamId: 'CIN', year: 1975 }, home: { teamId: 'NYA', year: 1927 } },
  { away: { teamId: 'PIT', year: 1927 }, home: { teamId: 'BOS', year: 1975 } },
];

async function createGame(baseUrl, key, i) {
  const body = { ...MATCHUPS[i % MATCHUPS.length], userSide: 'home', seed: 1000 + i };
  return (await requestJson(baseUrl, 'POST', '/api/games/single', { body, key, expect: [201] })).json.data.game.id;
}

async function measure(baseUrl, key) {
  // Warm-up: contexts, rosters and the JIT, so the figures show the steady state.
  const warm = await createGame(baseUrl, key, 999);
  for (let i = 0; i < 5; i++) await requestJson(baseUrl, 'POST', `/api/games/${warm}/_swing-away`, { key });
  await requestJson(baseUrl, 'POST', `/api/games/${warm}/_quick-play`, { key, body: { scope: 'game' } });

  const swings = [];
  for (let g = 0; g < settings.games; g++) {
    const id = await createGame(baseUrl, key, g);
    for (let s = 0; s < settings.swings; s++) {
      const { ms, result } = await timed(() => requestJson(baseUrl, 'POST', `/api/games/${id}/_swing-away`, { key, expect: [200, 409] }));
      if (result.status === 409) break;
      swings.push(ms);
      if (result.json.data.game.status === 'final') break;
    }
  }
  const wholeGames = [];
  const created = [];
  for (let g = 0; g < settings.games; g++) {
    const id = await createGame(baseUrl, key, 100 + g);
    created.push(id);
    const { ms, result } = await timed(() => requestJson(baseUrl, 'POST', `/api/games/${id}/_quick-play`, { key, body: { scope: 'game' } }));
    if (result.json.data.game.status !== 'final') throw new Error('quick play did not finish the game');
    wholeGames.push(ms);
  }
  // For scale: an authenticated read of the same game (session check + one select, no engine step).
  const reads = [];
  for (let i = 0; i < 100; i++) reads.push((await timed(() => requestJson(baseUrl, 'GET', `/api/games/${created[0]}`, { key }))).ms);
  const createMs = [];
  for (let g = 0; g < 5; g++) createMs.push((await timed(() => createGame(baseUrl, key, 200 + g))).ms);
  return { swings: stats(swings), wholeGame: stats(wholeGames), create: stats(createMs), read: stats(reads), created };
}

async function coldReplays(baseUrl, key, ids) {
  const ms = [];
  for (const id of ids.slice(0, 10)) ms.push((await timed(() => requestJson(baseUrl, 'GET', `/api/games/${id}`, { key }))).ms);
  return stats(ms);
}

/** Two API instances on one throwaway PostgreSQL database and Redis: decide on A, watch on B. */
async function twoInstanceFanout(env) {
  if (!(await postgresAnswers(POSTGRES_URL)) || !(await redisAnswers(REDIS_URL))) {
    log('PostgreSQL or Redis does not answer: skipping the two-instance fan-out');
    return null;
  }
  const database = `bb_bench_fanout_${process.pid}`;
  await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database}`);
  await adminQuery(POSTGRES_URL, `CREATE DATABASE ${database}`);
  const pgEnv = { ...env, DATABASE_URL: withDatabase(POSTGRES_URL, database), REDIS_URL };
  try {
    const imported = await runNode(path.join(repoRoot, 'api', 'dist', 'import.cjs'), [], pgEnv);
    if (imported.code !== 0) throw new Error(`import into PostgreSQL failed:\n${imported.tail.join('\n')}`);
    const a = await startServer(pgEnv);
    const b = await startServer(pgEnv);
    try {
      await measureFanout(a.baseUrl, b.baseUrl, { games: 1, decisions: 5 });
      return stats(await measureFanout(a.baseUrl, b.baseUrl));
    } finally {
      await a.stop();
      await b.stop();
    }
  } finally {
    await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
  }
}

const source = lahmanDir();
if (!source) throw new Error('Lahman data not found: set BASEBALL_DATA_DIR (or run npm run data:fetch)');
if (settings.build) {
  log('building the API server …');
  const build = await runNode(path.join(repoRoot, 'api', 'build.mjs'), [], process.env, { cwd: path.join(repoRoot, 'api') });
  if (build.code !== 0) throw new Error(`api build failed:\n${build.tail.join('\n')}`);
}
const work = mkdtempSync(path.join(os.tmpdir(), 'bb-bench-gameplay-'));
try {
  const slice = path.join(work, 'lahman');
  mkdirSync(slice);
  writeSlice(source, slice, SEASONS);
  // The bench player is an admin so the exhibition routes treat it as subscribed (the API enforces plans).
  const env = { ...process.env, DATA_DIR: path.join(work, 'pglite'), DATABASE_URL: '', BASEBALL_DATA_DIR: slice, AUTH_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'warn', ADMIN_EMAILS: 'benchplayer@example.com' };
  log(`importing ${SEASONS.join(' and ')} …`);
  const imported = await runNode(path.join(repoRoot, 'api', 'dist', 'import.cjs'), [], env);
  if (imported.code !== 0) throw new Error(`import failed:\n${imported.tail.join('\n')}`);

  let server = await startServer(env);
  let result;
  let cold;
  let fanoutInProcess;
  try {
    const record = await signUpUser(server.baseUrl, {
      firstName: 'Bench', lastName: 'Player', username: 'benchplayer', email: 'benchplayer@example.com', password: 'bench passphrase 123', confirmPassword: 'bench passphrase 123', dateOfBirth: '01/01/1990',
    });
    const key = record.api_key.key;
    log(`measuring ${settings.games} games × up to ${settings.swings} Swing Aways, then ${settings.games} whole games …`);
    result = await measure(server.baseUrl, key);
    log('measuring live fan-out on one instance (in-process bus) …');
    await measureFanout(server.baseUrl, server.baseUrl, { games: 1, decisions: 5 });
    fanoutInProcess = stats(await measureFanout(server.baseUrl, server.baseUrl));
    await server.stop();
    // A new process has no cached states: loading a game replays seed + decisions from the database.
    server = await startServer(env);
    cold = await coldReplays(server.baseUrl, key, result.created);
  } finally {
    await server.stop();
  }

  log('measuring live fan-out across two instances (PostgreSQL + Redis) …');
  const fanoutTwo = await twoInstanceFanout(env);
  const fanoutP95Ms = { inProcess: fanoutInProcess.p95, twoInstancesPostgresRedis: fanoutTwo?.p95 ?? null };
  const met = {
    swingP50: result.swings.p50 <= TARGETS.swingP50Ms,
    wholeGameP50: result.wholeGame.p50 <= TARGETS.wholeGameMs,
    fanoutP95: fanoutP95Ms.inProcess <= TARGETS.fanoutP95Ms && (fanoutP95Ms.twoInstancesPostgresRedis ?? 0) <= TARGETS.fanoutP95Ms,
  };
  console.log('\nexhibition games through the HTTP API (PGlite, 1927 + 1975 slice)');
  console.log('  measure                              n    p50 ms   p95 ms   max ms   target');
  const row = (name, s, target) =>
    console.log(`  ${name.padEnd(34)} ${String(s.n).padStart(4)} ${String(s.p50).padStart(8)} ${String(s.p95).padStart(8)} ${String(s.max).padStart(8)}   ${target}`);
  row('Swing Away round trip', result.swings, `p50 ≤ ${TARGETS.swingP50Ms} ms ${met.swingP50 ? 'ok' : 'MISSED'}`);
  row('whole game (Quick Play to the end)', result.wholeGame, `≤ ${TARGETS.wholeGameMs} ms ${met.wholeGameP50 ? 'ok' : 'MISSED'}`);
  row('create a game', result.create, '');
  row('read a game (auth + select, no play)', result.read, '');
  row('load a finished game, cold (replay)', cold, '');
  row('fan-out, one instance', fanoutInProcess, `p95 ≤ ${TARGETS.fanoutP95Ms} ms ${fanoutInProcess.p95 <= TARGETS.fanoutP95Ms ? 'ok' : 'MISSED'}`);
  if (fanoutTwo) row('fan-out, two instances (PG + Redis)', fanoutTwo, `p95 ≤ ${TARGETS.fanoutP95Ms} ms ${fanoutTwo.p95 <= TARGETS.fanoutP95Ms ? 'ok' : 'MISSED'}`);
  mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
  const { created: _created, ...figures } = result;
  writeFileSync(
    path.join(repoRoot, 'bench-results', 'gameplay.json'),
    `${JSON.stringify({ date: new Date().toISOString(), settings, targets: TARGETS, met, ...figures, coldLoad: cold, fanoutP95Ms, fanout: { inProcess: fanoutInProcess, twoInstancesPostgresRedis: fanoutTwo }, cpus: os.cpus().length }, null, 2)}\n`,
  );
  log(`wrote bench-results/gameplay.json (${Object.values(met).every(Boolean) ? 'targets met' : 'target missed'})`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
