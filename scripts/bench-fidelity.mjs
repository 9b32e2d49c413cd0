#!/usr/bin/env node
// `npm run bench:fidelity` (issue 40 item 5): how true to the record are replayed seasons? Imports the chosen seasons
// of the real Lahman data into a fresh PGlite (temp DATA_DIR; `--backend postgres`: a throwaway database on
// 127.0.0.1:5432, dropped afterwards), then replays each season N times through the product's own season-replay code
// (the accuracy module's replaySeason, the function behind GET /api/seasons/years/{year}/accuracy's job, with its
// seeds) and prints the report's error figures against their targets. Sequential (2 cores): one replay at a time.
// Writes bench-results/fidelity.json. Figures, not a timed test.
//
// Flags: --replays N (10), --years 2019,2000,… (2019, 2000, 1998, 1968, 1955, 1927), --backend pglite|postgres (pglite).
// BENCH_POSTGRES_URL overrides postgres://postgres@127.0.0.1:5432/test. FIDELITY_DUMP=/tmp/x writes each season's record and
// replays to /tmp/x-<year>.json, for looking at single players and teams.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { benchArgs } from './lib/bench-args.mjs';
import { adminQuery, median, onInterrupt, postgresAnswers, runNode, withDatabase } from './lib/api-bench.mjs';
import { bundleRunner, lahmanDir } from './lib/league-bench.mjs';
import { writeSlice } from './lib/lahman-slice.mjs';

const { flag, positive } = benchArgs();
const years = flag('years', '2019,2000,1998,1968,1955,1927').split(',').map((y) => Number(y.trim()));
if (!years.length || years.some((y) => !Number.isInteger(y) || y < 1871 || y > 2100)) throw new Error('--years must be a comma-separated list of seasons, e.g. 2019,1927');
const settings = { backend: flag('backend', 'pglite'), replays: positive('replays', 10, { integer: true }), years };
if (!['pglite', 'postgres'].includes(settings.backend)) throw new Error('--backend must be pglite or postgres');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (message) => console.log(`[bench:fidelity] ${message}`);

/** Each key of a season's figures, its target and whether a value meets it. */
const TARGETS = {
  wRmse: { text: '≤ 6.0', ok: (v) => v <= 6 },
  wRmseOfMean: { text: '≤ 4.0', ok: (v) => v <= 4 },
  raRmse: { text: '≤ 0.20', ok: (v) => v <= 0.2 },
  rsRmse: { text: '(no target)', ok: null },
  raRmsePerReplay: { text: '(one replay; no target)', ok: null },
  luckFloorWRmse: { text: '(perfect engine ≥)', ok: null },
  luckFloorWRmseOfMean: { text: '(perfect engine ≥)', ok: null },
  luckFloorWRmseOfMeanN: { text: '(perfect engine, N replays ≥)', ok: null },
  rPerGDiffPct: { text: '|x| ≤ 2 %', ok: (v) => Math.abs(v) <= 2 },
  cgDiffPct: { text: '|x| ≤ 20 %', ok: (v) => Math.abs(v) <= 20 },
  shoDiffPct: { text: '|x| ≤ 20 %', ok: (v) => Math.abs(v) <= 20 },
  startersPerTeam: { text: 'sim within 20 % of real', ok: (v) => v.real > 0 && Math.abs(v.sim / v.real - 1) <= 0.2 },
  maxUsagePct: { text: '≤ 110', ok: (v) => v <= 110 },
};
const KEYS = Object.keys(TARGETS);

async function runSeasons(work, runner, extra) {
  const cfg = { ...settings, slice: path.join(work, 'lahman'), migrationsFolder: path.join(repoRoot, 'api', 'migrations'), ...extra };
  const run = await runNode(runner.outfile, [JSON.stringify(cfg)], { ...process.env, NODE_PATH: runner.nodePath, LOG_LEVEL: 'warn', DATABASE_URL: '' }, {
    echo: (line) => line.startsWith('[fidelity]'),
  });
  if (run.code !== 0) throw new Error(`the run failed (${run.code}):\n${run.tail.join('\n')}`);
  const line = run.lines.find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`the run printed no RESULT:\n${run.tail.join('\n')}`);
  return JSON.parse(line.slice('RESULT '.length));
}

async function onPglite(work, runner) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bb-bench-fidelity-'));
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  const forget = onInterrupt(cleanup);
  try {
    return await runSeasons(work, runner, { dataDir, databaseUrl: '' });
  } finally {
    forget();
    cleanup();
  }
}

async function onPostgres(work, runner) {
  if (!(await postgresAnswers(POSTGRES_URL))) throw new Error(`PostgreSQL at ${POSTGRES_URL.replace(/\/\/[^@/]*@/, '//')} does not answer`);
  const database = `bb_bench_fidelity_${process.pid}`;
  await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database}`);
  await adminQuery(POSTGRES_URL, `CREATE DATABASE ${database}`);
  const cleanup = () => adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => console.error(`[bench:fidelity] could not drop ${database}: ${error.message}`));
  const forget = onInterrupt(cleanup);
  try {
    return await runSeasons(work, runner, { dataDir: path.join(work, 'unused-pglite'), databaseUrl: withDatabase(POSTGRES_URL, database) });
  } finally {
    forget();
    await cleanup();
  }
}

const show = (key, v) => (v === null || v === undefined ? '-' : key === 'startersPerTeam' ? `${v.real.toFixed(1)}/${v.sim.toFixed(1)}` : key === 'maxUsagePct' ? v.toFixed(1) : v.toFixed(2));

function printTable(report) {
  const cols = settings.years.map(String);
  const width = 17;
  console.log(`\n=== fidelity: ${settings.replays} replays per season, ${settings.backend}, engine ${report.engineVersion} ===`);
  console.log(`  ${'figure'.padEnd(18)} ${'target'.padEnd(24)} ${cols.map((c) => c.padStart(width)).join('')}`);
  for (const key of KEYS) {
    const cells = cols.map((year) => {
      const s = report.seasons[year];
      if (!s) return 'error'.padStart(width);
      const verdict = report.pass[year][key] === null ? '' : report.pass[year][key] ? ' PASS' : ' FAIL';
      return `${show(key, s[key])}${verdict}`.padStart(width);
    });
    console.log(`  ${(key === 'startersPerTeam' ? 'starters real/sim' : key).padEnd(18)} ${TARGETS[key].text.padEnd(24)} ${cells.join('')}`);
  }
  const timing = cols.map((year) => (report.details[year] ? `${report.details[year].medianMsPerReplay} ms` : '-').padStart(width));
  console.log(`  ${'ms per replay'.padEnd(18)} ${'(median)'.padEnd(24)} ${timing.join('')}`);
  const teams = cols.map((year) => (report.details[year] ? `${report.details[year].teamsFielded}/${report.details[year].teamsInRecord}` : '-').padStart(width));
  console.log(`  ${'teams fielded'.padEnd(18)} ${'(of the record)'.padEnd(24)} ${teams.join('')}`);
  for (const year of cols) {
    const d = report.details[year];
    if (d?.maxUsageOf) console.log(`  ${year}: max usage ${d.maxUsageOf.playerId} ${d.maxUsageOf.kind} ${d.maxUsageOf.sim} vs ${d.maxUsageOf.real} real (scaled); seat ${d.ownerTeam}${d.leftOut.length ? `; left out: ${d.leftOut.join(', ')}` : ''}`);
  }
}

async function main() {
  const started = Date.now();
  const source = lahmanDir();
  if (!source) throw new Error('no Lahman data: set BASEBALL_DATA_DIR to the folder holding the CSVs (or run `npm run data:fetch`)');
  const work = mkdtempSync(path.join(os.tmpdir(), 'bb-bench-fidelity-work-'));
  const forgetWork = onInterrupt(() => rmSync(work, { recursive: true, force: true }));
  let result;
  try {
    log(`Lahman data: ${source}; slicing ${settings.years.join(', ')}`);
    writeSlice(source, path.join(work, 'lahman'), settings.years);
    log('bundling the in-process runner (API sources, esbuild)');
    const runner = await bundleRunner(work, 'fidelity-bench-runner.mjs', 'fidelity-bench-runner');
    result = settings.backend === 'postgres' ? await onPostgres(work, runner) : await onPglite(work, runner);
  } finally {
    forgetWork();
    rmSync(work, { recursive: true, force: true });
  }
  const report = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, node: process.version, platform: `${os.platform()} ${os.release()}` },
    settings,
    engineVersion: result.engineVersion,
    targets: Object.fromEntries(KEYS.map((k) => [k, TARGETS[k].text])),
    notes: [
      'Each replay is the product\'s season replay (api/src/accuracy/replay-season.ts): createSeason with every team the engine can field, the owner\'s "sim a month" until the regular season closes, results read from league_games and league_player_stats, the league deleted. Usage limit 100 %.',
      'Seeds are the accuracy job\'s (year, engine version, replay number): with the same N these figures are the report GET /api/seasons/years/{year}/accuracy answers.',
      'wRmse: per replay, RMSE over teams of simulated wins scaled to the real decisions minus real wins; median over replays. wRmseOfMean: the same of the wins averaged over the replays. raRmse/rsRmse: runs allowed/scored per game of each team\'s mean over the replays (the engine bench\'s measure); raRmsePerReplay: per replay, median.',
      'luckFloorWRmse / luckFloorWRmseOfMean: lower bounds a perfect engine cannot beat, from the record alone: real wins against the Pythagorean wins of the real runs (exponent 1.83), and that plus one replay\'s binomial variance G·p·(1−p). luckFloorWRmseOfMeanN: the floor of wRmseOfMean for this many replays (the record\'s luck plus 1/N of one replay\'s variance); where it is above 4.0 the wRmseOfMean target cannot be met by any engine with this N.',
      'rPerGDiffPct, cgDiffPct, shoDiffPct: league totals per team game, simulated against real, in percent. startersPerTeam: pitchers with at least one start, per team (real, sim).',
      'maxUsagePct: the largest simulated/real ratio of any player in any replay (starts, plate appearances, outs pitched; real scaled to the replay\'s season length), counting only players with at least 10 real starts / 150 PA / 150 outs (the engine\'s USAGE_FLOORS).',
    ],
    seasons: {},
    pass: {},
    details: {},
    totalS: Math.round((Date.now() - started) / 100) / 10,
  };
  for (const year of settings.years) {
    const s = result.seasons[year];
    if (!s) continue;
    const errors = s.figures.errors;
    const floor = errors.luckFloor;
    // The mean of N replays keeps 1/N of one replay's coin-flip variance on top of the record's own luck.
    const floorN = floor ? Math.round(Math.sqrt(floor.wRmseOfMean ** 2 + (floor.wRmse ** 2 - floor.wRmseOfMean ** 2) / s.msPerReplay.length) * 100) / 100 : null;
    const flat = { ...errors, luckFloorWRmse: floor?.wRmse ?? null, luckFloorWRmseOfMean: floor?.wRmseOfMean ?? null, luckFloorWRmseOfMeanN: floorN };
    report.seasons[year] = Object.fromEntries(KEYS.map((k) => [k, flat[k]]));
    report.pass[year] = Object.fromEntries(KEYS.map((k) => [k, TARGETS[k].ok ? TARGETS[k].ok(flat[k]) : null]));
    report.details[year] = {
      replays: s.msPerReplay.length, medianMsPerReplay: median(s.msPerReplay), msPerReplay: s.msPerReplay, teamsInRecord: s.teamsInRecord, teamsFielded: s.teamsFielded,
      leftOut: s.leftOut, ownerTeam: s.ownerTeam, gamesPerTeam: s.gamesPerTeam, maxUsageOf: errors.maxUsageOf ?? null, rates: s.figures.rates, teams: s.figures.teams,
    };
  }
  printTable(report);
  const outDir = path.join(repoRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'fidelity.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written: bench-results/fidelity.json (total ${report.totalS} s)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[bench:fidelity] ${error.message}`);
    process.exit(1);
  },
);
