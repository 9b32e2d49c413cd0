#!/usr/bin/env node
// `npm run bench:league`: a whole historical-league season (issue 17) through the API, stored, on PGlite (fresh temp
// DATA_DIR) and PostgreSQL (a throwaway database on 127.0.0.1:5432, dropped afterwards). Imports one season of the
// real Lahman data (default 2019: 30 teams), then in process (the whole app built as the API tests build it, requests
// through app.inject) — see scripts/lib/league-bench-runner.mjs:
// - simSeasonMs: POST /api/leagues (30 teams, 162 games each), then the timed POST /api/leagues/{id}/sim {to:'end'}:
//   regular season + postseason, stored. Median of --runs fresh leagues. Also the regular season alone, by the
//   sim route's own steps (read, squads, engine, store: each timed), and the postseason alone through the API.
// - standingsP95Ms / leadersP95Ms: --requests sequential GETs each on the finished season (app.inject, no socket).
// - standingsRps / leadersRps: the same GETs over a socket (the app listening on a free port) with autocannon in a
//   child process: --connections (50) for --load-seconds (15) each, after a 3 s warm-up; GET /api/users/me the same
//   way as the reference (profileRps: what one instance answers on this machine at that moment).
// - seasonBytes: pg_total_relation_size of leagues, league_teams, league_games and league_player_stats after
//   VACUUM, while the database holds just that one league (VACUUM FULL figure beside it).
// Prints a table with PASS/FAIL against the targets and writes bench-results/league.json. Figures, not a timed test.
//
// Flags: --backend pglite|postgres|both (both), --runs N (3), --requests N (200), --connections N (50), --load-seconds S
// (15), --year YYYY (2019), --team ID (NYA),
// --profile (CPU profiles of the first sim, of the reads and of the load, summarised by where the time goes; kept in
// bench-results/league-profiles/). BENCH_POSTGRES_URL overrides postgres://postgres@127.0.0.1:5432/test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { benchArgs } from './lib/bench-args.mjs';
import { adminQuery, median, onInterrupt, postgresAnswers, runNode, withDatabase } from './lib/api-bench.mjs';
import { bundleRunner, lahmanDir, summarizeProfile } from './lib/league-bench.mjs';
import { writeSlice } from './lib/lahman-slice.mjs';

const { flag, positive, has } = benchArgs();
const settings = {
  backend: flag('backend', 'both'),
  runs: positive('runs', 3, { integer: true }),
  requests: positive('requests', 200, { integer: true }),
  warmup: 10,
  connections: positive('connections', 50, { integer: true }),
  loadSeconds: positive('load-seconds', 15),
  year: positive('year', 2019, { integer: true }),
  team: flag('team', 'NYA'),
  seed: 17_017,
  profile: has('profile'),
};
if (!['pglite', 'postgres', 'both'].includes(settings.backend)) throw new Error('--backend must be pglite, postgres or both');
const TARGETS = { simSeasonMs: 3000, standingsP95Ms: 20, leadersP95Ms: 20, standingsRps: 5000, leadersRps: 5000, seasonBytes: 10 * 1024 * 1024 };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (message) => console.log(`[bench:league] ${message}`);
const round = (x, digits = 1) => (x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits);

async function runBackend(backend, work, runner, extra) {
  const profileDir = settings.profile ? path.join(repoRoot, 'bench-results', 'league-profiles') : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const cfg = { ...settings, backend, slice: path.join(work, 'lahman'), migrationsFolder: path.join(repoRoot, 'api', 'migrations'), loadWorker: path.join(repoRoot, 'scripts', 'lib', 'league-bench-load.mjs'), profileDir, ...extra };
  const run = await runNode(runner.outfile, [JSON.stringify(cfg)], { ...process.env, NODE_PATH: runner.nodePath, LOG_LEVEL: 'warn', DATABASE_URL: '' }, {
    echo: (line) => line.startsWith(`[${backend}]`),
  });
  if (run.code !== 0) throw new Error(`the ${backend} run failed (${run.code}):\n${run.tail.join('\n')}`);
  const line = run.lines.find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`the ${backend} run printed no RESULT:\n${run.tail.join('\n')}`);
  const result = JSON.parse(line.slice('RESULT '.length));
  if (profileDir) {
    result.profiles = {};
    for (const name of ['sim', 'reads', 'load']) result.profiles[name] = summarizeProfile(path.join(profileDir, `${backend}-${name}.cpuprofile`), runner.outfile);
  }
  return result;
}

async function benchPglite(work, runner) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bb-bench-league-'));
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  const forget = onInterrupt(cleanup);
  try {
    return await runBackend('pglite', work, runner, { dataDir, databaseUrl: '' });
  } finally {
    forget();
    cleanup();
  }
}

async function benchPostgres(work, runner) {
  const database = `bb_bench_league_${process.pid}`;
  await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database}`);
  await adminQuery(POSTGRES_URL, `CREATE DATABASE ${database}`);
  const cleanup = () =>
    adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => console.error(`[bench:league] could not drop ${database}: ${error.message}`));
  const forget = onInterrupt(cleanup);
  try {
    const result = await runBackend('postgres', work, runner, { dataDir: path.join(work, 'unused-pglite'), databaseUrl: withDatabase(POSTGRES_URL, database) });
    return { ...result, label: `throwaway database ${database}` };
  } finally {
    forget();
    await cleanup();
  }
}

const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
const mib = (bytes) => `${(bytes / 1048576).toFixed(2)} MiB`;

function summarize(result) {
  const sims = result.runs.map((r) => r.simMs);
  const split = result.split;
  return {
    simSeasonMs: round(median(sims)),
    simSeasonRunsMs: sims,
    regularSeasonMs: round(median(split.map((s) => s.regularMs))),
    regularSeasonPhasesMs: Object.fromEntries(Object.keys(split[0]?.phasesMs ?? {}).map((k) => [k, round(median(split.map((s) => s.phasesMs[k])))])),
    postseasonViaApiMs: round(median(split.map((s) => s.postseasonViaApiMs))),
    games: result.runs[0]?.games ?? null,
    standingsP95Ms: result.reads?.standings.p95 ?? null,
    leadersP95Ms: result.reads?.leaders.p95 ?? null,
    standingsRps: result.load?.standings.requestsPerSec ?? null,
    leadersRps: result.load?.leaders.requestsPerSec ?? null,
    profileRps: result.load?.profile.requestsPerSec ?? null,
    seasonBytes: result.size?.bytes ?? null,
    seasonBytesAfterVacuumFull: result.size?.compactedBytes ?? null,
  };
}

function printBackend(name, s, result) {
  console.log(`\n=== ${name}${result.label ? ` (${result.label})` : ''} ===`);
  const row = (label, value, target) => console.log(`  ${label.padEnd(46)} ${String(value).padStart(14)}   ${target}`);
  row(`sim season to end (median of ${s.simSeasonRunsMs.length})`, `${s.simSeasonMs} ms`, `≤ ${TARGETS.simSeasonMs} ms: ${verdict(s.simSeasonMs <= TARGETS.simSeasonMs)}   runs: ${s.simSeasonRunsMs.join(', ')} ms`);
  row('  regular season alone (route steps, median)', `${s.regularSeasonMs} ms`, JSON.stringify(s.regularSeasonPhasesMs));
  row('  postseason alone via API (median)', `${s.postseasonViaApiMs} ms`, `games: ${JSON.stringify(s.games)}`);
  row(`standings p95 (${settings.requests} sequential, inject)`, `${s.standingsP95Ms} ms`, `≤ ${TARGETS.standingsP95Ms} ms: ${verdict(s.standingsP95Ms <= TARGETS.standingsP95Ms)}   p50 ${result.reads.standings.p50} ms`);
  row(`leaders p95 (${settings.requests} sequential, inject)`, `${s.leadersP95Ms} ms`, `≤ ${TARGETS.leadersP95Ms} ms: ${verdict(s.leadersP95Ms <= TARGETS.leadersP95Ms)}   p50 ${result.reads.leaders.p50} ms`);
  for (const name of ['standings', 'leaders']) {
    const load = result.load[name];
    const rps = s[`${name}Rps`];
    row(`${name} req/s (${load.connections} connections, ${load.durationS} s)`, `${rps}`, `≥ ${TARGETS[`${name}Rps`]}: ${verdict(rps >= TARGETS[`${name}Rps`])}   p50 ${load.latencyMs.p50} ms, p95 ${load.latencyMs.p95} ms, ${JSON.stringify(load.statusCodes)}`);
  }
  row('  reference: GET /api/users/me req/s (same load)', `${s.profileRps}`, `p50 ${result.load.profile.latencyMs.p50} ms, p95 ${result.load.profile.latencyMs.p95} ms`);
  row('season bytes (4 league tables, after VACUUM)', mib(s.seasonBytes), `≤ 10 MiB: ${verdict(s.seasonBytes <= TARGETS.seasonBytes)}   (${s.seasonBytes} B; after VACUUM FULL ${mib(s.seasonBytesAfterVacuumFull)})`);
  for (const [table, t] of Object.entries(result.size.tables)) {
    console.log(`    ${table.padEnd(22)} ${String(t.rows).padStart(6)} rows  ${mib(t.afterVacuum.total).padStart(10)} (heap+toast ${mib(t.afterVacuum.total - t.afterVacuum.indexes)}, indexes ${mib(t.afterVacuum.indexes)})  full: ${mib(t.afterVacuumFull.total)}`);
  }
  for (const [which, p] of Object.entries(result.profiles ?? {})) {
    if (!p) continue;
    console.log(`  CPU profile of the ${which} (${p.busyMs} ms busy on the main thread), self time by category:`);
    for (const c of p.categories.slice(0, 10)) console.log(`    ${c.name.padEnd(40)} ${String(c.ms).padStart(7)} ms ${String(c.share).padStart(5)} %`);
    console.log('   top functions:');
    for (const f of p.topFunctions.slice(0, 12)) console.log(`    ${f.name.slice(0, 80).padEnd(80)} ${String(f.ms).padStart(7)} ms ${String(f.share).padStart(5)} %`);
  }
}

async function main() {
  const started = Date.now();
  const source = lahmanDir();
  if (!source) throw new Error('no Lahman data: set BASEBALL_DATA_DIR to the folder holding the CSVs (or run `npm run data:fetch`)');
  const work = mkdtempSync(path.join(os.tmpdir(), 'bb-bench-league-work-'));
  const forgetWork = onInterrupt(() => rmSync(work, { recursive: true, force: true }));
  const report = {
    generatedAt: new Date().toISOString(),
    // The load average at the start and the end: on a shared machine the requests/s move with it (see profileRps).
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, node: process.version, platform: `${os.platform()} ${os.release()}`, loadAvgAtStart: os.loadavg().map((x) => round(x, 2)) },
    settings,
    targets: TARGETS,
    notes: [
      'In process: the app is built with buildApp (as the API tests do) from a bundle of the API sources; requests go through app.inject (the whole Fastify pipeline, no socket).',
      'simSeasonMs: the timed POST /api/leagues/{id}/sim {to:"end"} on a fresh 30-team, 162-game league: the regular season and the postseason, stored; median of the runs.',
      'regularSeasonMs: the same season (same seed) played by the sim route\'s own steps (read league/teams/games, load squads, engine, store in one transaction, close the regular season), each timed; postseasonViaApiMs: then POST sim {to:"end"}.',
      'standings/leaders: sequential requests after a warm-up of 10, on the first finished league; p95 is nearest rank.',
      'standingsRps/leadersRps: autocannon requests.average (mean of per-second samples) of plain GETs (no If-None-Match, so every answer is a 200 with the body) over a socket to the app listening on 127.0.0.1, autocannon in a child process of the runner on the same machine (client and server share the CPUs), after a 3 s warm-up. profileRps: GET /api/users/me (authenticated, no query) measured the same way right after, the reference of what one instance answers at that moment on this machine.',
      'seasonBytes: sum of pg_total_relation_size of leagues, league_teams, league_games, league_player_stats after VACUUM ANALYZE with that one league in the database; seasonBytesAfterVacuumFull after VACUUM FULL.',
    ],
    simSeasonMs: {},
    regularSeasonMs: {},
    postseasonMs: {},
    standingsP95Ms: {},
    leadersP95Ms: {},
    standingsRps: {},
    leadersRps: {},
    profileRps: {},
    seasonBytes: {},
    pass: {},
    backends: {},
  };
  let failed = false;
  try {
    log(`Lahman data: ${source}; slicing ${settings.year}`);
    writeSlice(source, path.join(work, 'lahman'), [settings.year]);
    log('bundling the in-process runner (API sources, esbuild)');
    const runner = await bundleRunner(work);
    const plan = [];
    if (settings.backend !== 'postgres') plan.push(['pglite', benchPglite]);
    if (settings.backend !== 'pglite') {
      if (await postgresAnswers(POSTGRES_URL)) plan.push(['postgres', benchPostgres]);
      else {
        log(`PostgreSQL at ${POSTGRES_URL.replace(/\/\/[^@/]*@/, '//')} does not answer: PostgreSQL not measured`);
        report.backends.postgres = { skipped: 'PostgreSQL does not answer' };
      }
    }
    for (const [name, bench] of plan) {
      log(`--- ${name} ---`);
      try {
        const result = await bench(work, runner);
        const s = summarize(result);
        report.backends[name] = { summary: s, ...result };
        report.simSeasonMs[name] = s.simSeasonMs;
        report.regularSeasonMs[name] = s.regularSeasonMs;
        report.postseasonMs[name] = s.postseasonViaApiMs;
        report.standingsP95Ms[name] = s.standingsP95Ms;
        report.leadersP95Ms[name] = s.leadersP95Ms;
        report.standingsRps[name] = s.standingsRps;
        report.leadersRps[name] = s.leadersRps;
        report.profileRps[name] = s.profileRps;
        report.seasonBytes[name] = s.seasonBytes;
        report.pass[name] = {
          simSeasonMs: s.simSeasonMs <= TARGETS.simSeasonMs,
          standingsP95Ms: s.standingsP95Ms <= TARGETS.standingsP95Ms,
          leadersP95Ms: s.leadersP95Ms <= TARGETS.leadersP95Ms,
          standingsRps: s.standingsRps >= TARGETS.standingsRps,
          leadersRps: s.leadersRps >= TARGETS.leadersRps,
          seasonBytes: s.seasonBytes <= TARGETS.seasonBytes,
        };
      } catch (error) {
        failed = true;
        console.error(`[bench:league] ${name} failed: ${error.message}`);
        report.backends[name] = { error: error.message.split('\n')[0] };
      }
    }
  } finally {
    forgetWork();
    rmSync(work, { recursive: true, force: true });
  }
  report.totalS = round((Date.now() - started) / 1000);
  report.machine.loadAvgAtEnd = os.loadavg().map((x) => round(x, 2));
  for (const [name, b] of Object.entries(report.backends)) if (b.summary) printBackend(name, b.summary, b);
  console.log(`\nsimSeasonMs ${JSON.stringify(report.simSeasonMs)}   standingsP95Ms ${JSON.stringify(report.standingsP95Ms)}   leadersP95Ms ${JSON.stringify(report.leadersP95Ms)}   standingsRps ${JSON.stringify(report.standingsRps)}   leadersRps ${JSON.stringify(report.leadersRps)}   profileRps (reference) ${JSON.stringify(report.profileRps)}   seasonBytes ${JSON.stringify(report.seasonBytes)}`);
  console.log(`targets: simSeasonMs ≤ ${TARGETS.simSeasonMs}, standings/leaders p95 ≤ 20 ms, standings/leaders ≥ ${TARGETS.standingsRps} req/s, seasonBytes ≤ 10 MiB (${TARGETS.seasonBytes} B). Benchmarks, not timed tests: medians quoted.`);
  const outDir = path.join(repoRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'league.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`load average (1/5/15 min) at the start ${report.machine.loadAvgAtStart.join(' ')}, at the end ${report.machine.loadAvgAtEnd.join(' ')}, on ${report.machine.cpus} CPUs`);
  console.log(`written: bench-results/league.json (total ${report.totalS} s)`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[bench:league] ${error.message}`);
    process.exit(1);
  },
);
