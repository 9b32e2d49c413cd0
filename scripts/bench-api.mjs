#!/usr/bin/env node
// `npm run bench:api`: builds the API server, then for PGlite (fresh temp
// DATA_DIR) and PostgreSQL (throwaway database on 127.0.0.1:5432) runs the
// full Lahman import through api/dist/import.cjs, starts the server, creates a
// user with a few favorites, and measures search, a player page and a
// favorites list with autocannon. Prints one table per backend and writes
// bench-results/api.json. Figures, not a timed test: quote medians (p50).
//
// Flags: --backend pglite|postgres|both (default both), --connections N (10),
// --duration S (10), --warmup S (2), --no-build (use the current api/dist).
// BENCH_POSTGRES_URL overrides postgres://postgres@127.0.0.1:5432/test (the
// database the throwaway one is created from).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { benchArgs } from './lib/bench-args.mjs';
import {
  adminQuery,
  formatBackend,
  median,
  onInterrupt,
  postgresAnswers,
  requestJson,
  runAutocannon,
  runNode,
  signUpUser,
  startServer,
  withDatabase,
} from './lib/api-bench.mjs';

const { flag, positive, has } = benchArgs();
const settings = {
  connections: positive('connections', 10),
  durationS: positive('duration', 10),
  warmupS: positive('warmup', 2),
  backend: flag('backend', 'both'),
};
if (!['pglite', 'postgres', 'both'].includes(settings.backend)) throw new Error('--backend must be pglite, postgres or both');
const TARGETS = { importS: 90, searchP95Ms: 15, authRps: 10_000 };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

const SEARCH_TERMS = ['ruth', 'mantle', 'gehrig', 'yankees', 'robinson', 'clemente'];
const SIGNUP = {
  firstName: 'Bench',
  lastName: 'User',
  username: 'benchuser',
  email: 'bench@example.com',
  password: 'bench passphrase 123',
  confirmPassword: 'bench passphrase 123',
  dateOfBirth: '01/01/1990',
};
const FAVORITES = [
  { playerId: 'ruthba01', year: 1927, position: 9, playerType: 'B' },
  { playerId: 'gehrilo01', year: 1927, position: 3, playerType: 'B' },
  { playerId: 'mantlmi01', year: 1956, position: 8, playerType: 'B' },
  { playerId: 'robinja02', year: 1947, position: 4, playerType: 'B' },
  { playerId: 'clemero01', year: 1971, position: 9, playerType: 'B' },
  { playerId: 'johnswa01', year: 1913, position: 1, playerType: 'P' },
];

const log = (message) => console.log(`[bench:api] ${message}`);

function lahmanDir() {
  const candidates = process.env.BASEBALL_DATA_DIR
    ? [path.resolve(process.env.BASEBALL_DATA_DIR)]
    : [path.resolve(repoRoot, '../shared/data/lahman'), path.join(repoRoot, '.data', 'lahman')];
  return candidates.find((dir) => existsSync(path.join(dir, 'People.csv'))) ?? null;
}

async function runImport(env) {
  log('full import through api/dist/import.cjs …');
  const run = await runNode(path.join(repoRoot, 'api', 'dist', 'import.cjs'), [], env, {
    echo: (line) => /import time|stopped|failed|error/i.test(line),
  });
  if (run.code !== 0) throw new Error(`the import exited with ${run.code}:\n${run.tail.join('\n')}`);
  const m = run.lines.map((line) => /import time: ([\d.]+) s for (\d+) rows/.exec(line)).find(Boolean);
  if (!m) throw new Error(`the import printed no "import time" line (was the database already filled?):\n${run.tail.join('\n')}`);
  return { wallS: Math.round(run.ms / 100) / 10, reportedS: Number(m[1]), rows: Number(m[2]) };
}

/** A user with a few favorites, through the API as the browser would. */
async function prepareUser(baseUrl) {
  const record = await signUpUser(baseUrl, SIGNUP);
  const key = record?.api_key?.key;
  if (!key) throw new Error(`signup answered no api_key.key: ${JSON.stringify(record).slice(0, 300)}`);
  for (const favorite of FAVORITES) await requestJson(baseUrl, 'POST', '/api/favorites/players', { body: favorite, key, expect: [201] });
  return { key, userId: record.user?.id ?? null };
}

function endpointsFor(key) {
  return [
    {
      name: `search (${SEARCH_TERMS.length} terms rotating)`,
      id: 'search',
      requests: SEARCH_TERMS.map((q) => ({ method: 'GET', path: `/api/_search?q=${encodeURIComponent(q)}` })),
      targetP95Ms: TARGETS.searchP95Ms,
      // With 10 connections on 2 cores the figure is mostly queueing; one connection shows the time of a single search.
      alsoSerial: true,
      check: (json) => (json.data.players.length + json.data.teams.length > 0 ? null : 'no results'),
    },
    {
      name: 'player card ruthba01 1927',
      id: 'playerCard',
      requests: [{ method: 'GET', path: '/api/players/ruthba01/card?year=1927' }],
      check: (json) => (json.data?.card ? null : 'no card'),
    },
    {
      name: 'player page ruthba01',
      id: 'playerPage',
      requests: [{ method: 'GET', path: '/api/players/ruthba01' }],
      check: (json) => (json.data?.seasons?.length > 0 ? null : 'no seasons'),
    },
    {
      // The cost of authentication itself: the session is resolved from the in-process cache (issue 16 item 12).
      name: 'authenticated GET /api/users/me',
      id: 'auth',
      requests: [{ method: 'GET', path: '/api/users/me' }],
      headers: { authorization: `Bearer ${key}` },
      check: (json) => (Number.isInteger(json.data?.id) ? null : 'no user'),
    },
    {
      name: 'favorites list (batters, page 1)',
      id: 'favorites',
      requests: [{ method: 'GET', path: '/api/favorites/players?playerType=B&page=1' }],
      headers: { authorization: `Bearer ${key}` },
      check: (json) => {
        const expected = FAVORITES.filter((f) => f.playerType === 'B').length;
        return json.data?.players?.length === expected ? null : `expected ${expected} favorites, got ${json.data?.players?.length}`;
      },
    },
  ];
}

/** Median of 25 sequential requests per path (fetch, one at a time): which search term costs what. */
async function perPathMedians(baseUrl, endpoint) {
  const out = {};
  for (const r of endpoint.requests) {
    const times = [];
    for (let i = 0; i < 25; i += 1) {
      const t0 = performance.now();
      const res = await fetch(baseUrl + r.path, { headers: endpoint.headers });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    out[r.path] = Math.round(median(times) * 100) / 100;
  }
  return out;
}

async function measureEndpoints(baseUrl, key) {
  const rows = [];
  for (const endpoint of endpointsFor(key)) {
    // One plain request per distinct path first: a wrong answer should stop the run, not become a figure.
    for (const r of endpoint.requests) {
      const res = await fetch(baseUrl + r.path, { headers: endpoint.headers });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`GET ${r.path} answered ${res.status}: ${text.slice(0, 300)}`);
      const problem = endpoint.check(JSON.parse(text));
      if (problem) throw new Error(`GET ${r.path}: ${problem}`);
    }
    const options = { url: baseUrl, requests: endpoint.requests, headers: endpoint.headers, connections: settings.connections };
    await runAutocannon({ ...options, duration: settings.warmupS });
    const result = await runAutocannon({ ...options, duration: settings.durationS });
    const row = { name: endpoint.name, id: endpoint.id, paths: endpoint.requests.map((r) => r.path), ...result };
    if (endpoint.targetP95Ms !== undefined) {
      row.targetP95Ms = endpoint.targetP95Ms;
      row.targetMet = row.latencyMs.p95 !== null && row.latencyMs.p95 <= endpoint.targetP95Ms;
    }
    rows.push(row);
    if (endpoint.alsoSerial) {
      const serial = await runAutocannon({ ...options, connections: 1, duration: settings.durationS });
      rows.push({
        ...row,
        ...serial,
        name: `${endpoint.id}, 1 connection`,
        id: `${endpoint.id}Serial`,
        targetMet: row.targetP95Ms === undefined ? undefined : serial.latencyMs.p95 !== null && serial.latencyMs.p95 <= row.targetP95Ms,
      });
      row.perPathSerialMedianMs = await perPathMedians(baseUrl, endpoint);
    }
  }
  for (const row of rows) log(`${row.name}: ${row.requestsPerSec} req/s, p50 ${row.latencyMs.p50} ms, p95 ${row.latencyMs.p95} ms, p99 ${row.latencyMs.p99} ms`);
  return rows;
}

/** Import, serve, measure: one backend, everything it created removed afterwards. */
async function benchBackend(backend, env) {
  const result = { backend, import: null, endpoints: [] };
  const imp = await runImport(env);
  result.import = { ...imp, targetS: TARGETS.importS, targetMet: imp.wallS <= TARGETS.importS };
  log(`import: ${imp.wallS} s wall, ${imp.reportedS} s reported for ${imp.rows} rows`);
  const server = await startServer(env);
  try {
    log(`server at ${server.baseUrl}`);
    const { key } = await prepareUser(server.baseUrl);
    log(`user created with ${FAVORITES.length} favorites`);
    result.endpoints = await measureEndpoints(server.baseUrl, key);
  } catch (error) {
    error.message += `\n--- server log (tail) ---\n${server.logTail()}`;
    throw error;
  } finally {
    await server.stop();
  }
  return result;
}

async function benchPglite(baseEnv) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bb-bench-api-'));
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  const forget = onInterrupt(cleanup);
  try {
    return await benchBackend('pglite', { ...baseEnv, DATABASE_URL: '', DATA_DIR: dataDir });
  } finally {
    forget();
    cleanup();
  }
}

async function benchPostgres(baseEnv) {
  const database = `bb_bench_${process.pid}`;
  await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database}`);
  await adminQuery(POSTGRES_URL, `CREATE DATABASE ${database}`);
  // DATA_DIR points at an empty scratch folder so nothing can touch the repo's .data/ by accident.
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bb-bench-api-pg-'));
  const cleanup = async () => {
    await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) =>
      console.error(`[bench:api] could not drop ${database}: ${error.message}`),
    );
    rmSync(scratch, { recursive: true, force: true });
  };
  const forget = onInterrupt(cleanup);
  try {
    const result = await benchBackend('postgres', { ...baseEnv, DATABASE_URL: withDatabase(POSTGRES_URL, database), DATA_DIR: scratch });
    return { ...result, label: `throwaway database ${database}` };
  } finally {
    forget();
    await cleanup();
  }
}

async function main() {
  const started = Date.now();
  const dataDir = lahmanDir();
  if (!dataDir) throw new Error('no Lahman data: set BASEBALL_DATA_DIR to the folder holding the CSVs (or run `npm run data:fetch`)');
  log(`Lahman data: ${dataDir}`);
  const baseEnv = { ...process.env, BASEBALL_DATA_DIR: dataDir, LOG_LEVEL: '' };

  if (!has('no-build')) {
    log('building the API server (node api/build.mjs)');
    const build = await runNode('build.mjs', [], process.env, { cwd: path.join(repoRoot, 'api') });
    if (build.code !== 0) throw new Error(`api build failed:\n${build.tail.join('\n')}`);
  }

  const report = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, node: process.version, platform: `${os.platform()} ${os.release()}` },
    settings: { ...settings, searchTerms: SEARCH_TERMS, favorites: FAVORITES.length },
    notes: [
      'Latency percentiles are exact (nearest rank) over every 2xx response time autocannon reported; autocannonLatencyMs keeps its own p50/p90/p97.5/p99 (it has no p95).',
      'requestsPerSec is autocannon requests.average (mean of per-second samples). Import wallS is the whole import CLI (start, migrations, import); reportedS is the time the CLI printed.',
      'autocannon runs in the bench process on the same machine as the server, so under load both share the CPUs; with N connections a CPU-bound endpoint queues, and latency ≈ N / throughput.',
      'search is also measured with 1 connection (id searchSerial), and perPathSerialMedianMs gives the median of 25 sequential fetches per search term.',
      'Benchmarks, not timed tests: quote the medians (p50).',
    ],
    targets: TARGETS,
    backends: [],
  };

  const plan = [];
  if (settings.backend !== 'postgres') plan.push(['pglite', benchPglite]);
  if (settings.backend !== 'pglite') {
    if (await postgresAnswers(POSTGRES_URL)) plan.push(['postgres', benchPostgres]);
    else {
      const message = `PostgreSQL at ${POSTGRES_URL.replace(/\/\/[^@/]*@/, '//')} does not answer: PostgreSQL not measured`;
      log(message);
      report.backends.push({ backend: 'postgres', skipped: message });
    }
  }

  let failed = false;
  for (const [name, bench] of plan) {
    log(`--- ${name} ---`);
    try {
      report.backends.push(await bench(baseEnv));
    } catch (error) {
      failed = true;
      console.error(`[bench:api] ${name} failed: ${error.message}`);
      report.backends.push({ backend: name, error: error.message.split('\n')[0] });
    }
  }
  report.totalS = Math.round((Date.now() - started) / 100) / 10;
  // authRps: requests/s of the authenticated profile route per backend (target TARGETS.authRps on one instance).
  report.authRps = Object.fromEntries(
    report.backends.filter((b) => b.endpoints).map((b) => [b.backend, b.endpoints.find((e) => e.id === 'auth')?.requestsPerSec ?? null]),
  );
  console.log(`\nauthRps: ${JSON.stringify(report.authRps)} (target ${TARGETS.authRps})`);

  for (const result of report.backends) {
    if (result.skipped || result.error) console.log(`\n=== ${result.backend} ===\n${result.skipped ?? `FAILED: ${result.error}`}`);
    else console.log(formatBackend(result, TARGETS));
  }
  const badAnswers = report.backends.flatMap((b) => b.endpoints ?? []).filter((e) => e.errors + e.timeouts + e.non2xx > 0);
  if (badAnswers.length) {
    failed = true;
    console.log(`\nerrors or non-2xx answers in: ${badAnswers.map((e) => e.name).join(', ')}`);
  }
  console.log(
    `\nreq/s: autocannon mean over ${settings.durationS} s with ${settings.connections} connections (1 where the row says so), after a ${settings.warmupS} s warm-up;` +
      `\nlatencies: exact p50/p95/p99 over all 2xx answers; autocannon runs in this process on the same ${os.cpus().length} CPUs as the server.`,
  );

  const outDir = path.join(repoRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written: ${path.relative(repoRoot, path.join(outDir, 'api.json'))} (total ${report.totalS} s)`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[bench:api] ${error.message}`);
    process.exit(1);
  },
);
