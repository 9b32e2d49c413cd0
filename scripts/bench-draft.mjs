#!/usr/bin/env node
// `npm run bench:draft`: the live draft of a draft league (issue 18) through the API, on PGlite (fresh temp DATA_DIR)
// and PostgreSQL (a throwaway database on 127.0.0.1:5432, dropped afterwards). Imports seasons of the real Lahman data
// (default 2017–2019: a pool of thousands of AL and NL player-seasons), then in one process per backend (the whole app
// built as the API tests build it, listening on a real port) — see scripts/lib/draft-bench-runner.mjs:
// - pickP95Ms: 12 human managers, each with the room's event stream open (12 clients in a worker thread, own tickets);
//   every pick is sent over HTTP by the manager on the clock, timed until the last of the 12 has a room holding it.
// - fullDraftMs: a 30-team, 26-round draft of computer managers (the owner's team picked by its deadline), driven by
//   the injected clock and the draft scheduler's ticks; from the draft going live to complete. Median of --runs.
// - autopickMs: the server's autopick for the team on the clock, pool loaded, at many stages of a finished draft.
// Prints a table with PASS/FAIL against the targets and writes bench-results/draft.json. Figures, not a timed test.
//
// Flags: --backend pglite|postgres|both (both), --runs N (3), --years 2017-2019, --leagues AL,NL, --pick-rounds N (13:
// 144 picks of 12 teams), --profile (CPU profiles of the first full draft and of the picks, summarised; kept in
// bench-results/draft-profiles/), --async-commit (diagnostic: PostgreSQL's database with synchronous_commit off, to see how
// much of a pick is waiting for the disk). BENCH_POSTGRES_URL overrides postgres://postgres@127.0.0.1:5432/test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { benchArgs } from './lib/bench-args.mjs';
import { adminQuery, onInterrupt, postgresAnswers, runNode, withDatabase } from './lib/api-bench.mjs';
import { lahmanDir, summarizeProfile } from './lib/league-bench.mjs';
import { bundleDraftRunner, parseYears, printBackend, PROFILES, summarizeBackend, TARGETS } from './lib/draft-bench.mjs';
import { writeSlice } from './lib/lahman-slice.mjs';

const { flag, positive, has } = benchArgs();
const settings = {
  backend: flag('backend', 'both'),
  runs: positive('runs', 3, { integer: true }),
  years: parseYears(flag('years', '2017-2019')),
  leagues: flag('leagues', 'AL,NL').split(',').map((l) => l.trim().toUpperCase()).filter(Boolean),
  clients: 12,
  pickRounds: positive('pick-rounds', 13, { integer: true }),
  pickWarmup: 4,
  barePicks: 24,
  fullTeams: 30,
  fullRounds: 26,
  autopickCalls: positive('autopick-calls', 400, { integer: true }),
  seed: 18_018,
  profile: has('profile'),
  // Diagnostic: the throwaway PostgreSQL database commits without waiting for the disk (how much is fsync).
  asyncCommit: has('async-commit'),
};
if (!['pglite', 'postgres', 'both'].includes(settings.backend)) throw new Error('--backend must be pglite, postgres or both');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (message) => console.log(`[bench:draft] ${message}`);
const round = (x, digits = 1) => (x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits);

async function runBackend(backend, work, runner, extra) {
  const profileDir = settings.profile ? path.join(repoRoot, 'bench-results', 'draft-profiles') : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const cfg = {
    ...settings, backend, slice: path.join(work, 'lahman'), migrationsFolder: path.join(repoRoot, 'api', 'migrations'), profileDir,
    clientsWorker: path.join(repoRoot, 'scripts', 'lib', 'draft-bench-clients.mjs'), ...extra,
  };
  // Twelve managers and an owner sign up in a few seconds: above the per-minute limit a real client meets.
  const env = { ...process.env, NODE_PATH: runner.nodePath, LOG_LEVEL: 'warn', DATABASE_URL: '', AUTH_RATE_LIMIT_MAX: '1000' };
  const run = await runNode(runner.outfile, [JSON.stringify(cfg)], env, { echo: (line) => line.startsWith(`[${backend}]`) });
  if (run.code !== 0) throw new Error(`the ${backend} run failed (${run.code}):\n${run.tail.join('\n')}`);
  const line = run.lines.find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`the ${backend} run printed no RESULT:\n${run.tail.join('\n')}`);
  const result = JSON.parse(line.slice('RESULT '.length));
  if (profileDir) {
    result.profiles = {};
    for (const name of PROFILES) result.profiles[name] = summarizeProfile(path.join(profileDir, `${backend}-${name}.cpuprofile`), runner.outfile);
  }
  return result;
}

async function benchPglite(work, runner) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bb-bench-draft-'));
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
  const database = `bb_bench_draft_${process.pid}`;
  await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database}`);
  await adminQuery(POSTGRES_URL, `CREATE DATABASE ${database}`);
  if (settings.asyncCommit) await adminQuery(POSTGRES_URL, `ALTER DATABASE ${database} SET synchronous_commit = off`);
  const cleanup = () =>
    adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => console.error(`[bench:draft] could not drop ${database}: ${error.message}`));
  const forget = onInterrupt(cleanup);
  try {
    const result = await runBackend('postgres', work, runner, { dataDir: path.join(work, 'unused-pglite'), databaseUrl: withDatabase(POSTGRES_URL, database) });
    return { ...result, label: `throwaway database ${database}${settings.asyncCommit ? ', synchronous_commit off' : ''}` };
  } finally {
    forget();
    await cleanup();
  }
}

async function main() {
  const started = Date.now();
  const source = lahmanDir();
  if (!source) throw new Error('no Lahman data: set BASEBALL_DATA_DIR to the folder holding the CSVs (or run `npm run data:fetch`)');
  const work = mkdtempSync(path.join(os.tmpdir(), 'bb-bench-draft-work-'));
  const forgetWork = onInterrupt(() => rmSync(work, { recursive: true, force: true }));
  const report = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, node: process.version, platform: `${os.platform()} ${os.release()}`, loadAvgAtStart: os.loadavg().map((x) => round(x, 2)) },
    settings,
    targets: TARGETS,
    notes: [],
    pickP95Ms: {},
    pickP50Ms: {},
    autopickMs: {},
    autopickP95Ms: {},
    fullDraftMs: {},
    fullDraftCatchUpMs: {},
    pass: {},
    backends: {},
  };
  let failed = false;
  try {
    log(`Lahman data: ${source}; slicing ${settings.years.join(', ')}`);
    writeSlice(source, path.join(work, 'lahman'), settings.years);
    log('bundling the in-process runner (API sources, esbuild)');
    const runner = await bundleDraftRunner(work);
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
        const s = summarizeBackend(result);
        report.backends[name] = { summary: s, ...result };
        report.pickP95Ms[name] = s.pickP95Ms;
        report.pickP50Ms[name] = s.pickP50Ms;
        report.autopickMs[name] = s.autopickMs;
        report.autopickP95Ms[name] = s.autopickP95Ms;
        report.fullDraftMs[name] = s.fullDraftMs;
        report.fullDraftCatchUpMs[name] = s.fullDraftCatchUpMs;
        report.pass[name] = {
          pickP95Ms: s.pickP95Ms <= TARGETS.pickP95Ms,
          autopickMs: s.autopickMs <= TARGETS.autopickMs,
          fullDraftMs: s.fullDraftMs <= TARGETS.fullDraftMs,
        };
        if (!report.notes.length) report.notes = result.notes ?? [];
      } catch (error) {
        failed = true;
        console.error(`[bench:draft] ${name} failed: ${error.message}`);
        report.backends[name] = { error: error.message.split('\n')[0] };
      }
    }
  } finally {
    forgetWork();
    rmSync(work, { recursive: true, force: true });
  }
  report.totalS = round((Date.now() - started) / 1000);
  // Other work on the machine (tests running beside the benchmark) shows here: the figures are only as quiet as the machine.
  report.machine.loadAvgAtEnd = os.loadavg().map((x) => round(x, 2));
  for (const [name, b] of Object.entries(report.backends)) if (b.summary) printBackend(name, b.summary, b, settings);
  console.log(`\npickP95Ms ${JSON.stringify(report.pickP95Ms)}   autopickMs ${JSON.stringify(report.autopickMs)}   fullDraftMs ${JSON.stringify(report.fullDraftMs)}   fullDraftCatchUpMs ${JSON.stringify(report.fullDraftCatchUpMs)}`);
  console.log(`targets: pickP95Ms ≤ ${TARGETS.pickP95Ms}, autopickMs ≤ ${TARGETS.autopickMs} (median), fullDraftMs ≤ ${TARGETS.fullDraftMs} (median of ${settings.runs}). Benchmarks, not timed tests.`);
  const outDir = path.join(repoRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'draft.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`machine: ${report.machine.cpus} CPUs, load average ${report.machine.loadAvgAtStart.join(' ')} at the start, ${report.machine.loadAvgAtEnd.join(' ')} at the end`);
  console.log(`written: bench-results/draft.json (total ${report.totalS} s)`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[bench:draft] ${error.message}`);
    process.exit(1);
  },
);
