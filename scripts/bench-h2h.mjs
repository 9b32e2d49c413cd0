#!/usr/bin/env node
// `npm run bench:h2h`: live head-to-head games (issue 19) through the API. Imports two seasons of the real Lahman data
// (1927 and 1975: the Yankees at the Reds), then runs the in-process runner (scripts/lib/h2h-bench-runner.mjs: the
// whole app built as the API tests build it, listening on a real port; the clients in worker threads) per setup:
// - PGlite (a fresh temp DATA_DIR), one instance: moveToOpponent;
// - PostgreSQL (a throwaway database on 127.0.0.1:5432, dropped afterwards), one instance: moveToOpponent,
//   spectatorsPerInstance, concurrentGames;
// - the same database, two instances (this runner and a child process) with Redis between them: moveToOpponent.
// Figures (scripts/lib/h2h-bench-phases.mjs):
// - moveToOpponentP95Ms: two users seated in one game (created and accepted through the API), each with his game
//   stream open on his own instance; the batting player's Swing Away, timed until the other player's stream holds the
//   new version; --moves moves (games played one after the other); p50/p95.
// - spectatorsPerInstance: spectator streams of one game on one instance (worker threads holding many SSE
//   connections), in steps (--spectators); at each step the batting player rolls --spectator-moves times and each roll
//   is timed from its answer until the last spectator holds it; the largest step where every roll reached every
//   spectator within 1 s.
// - concurrentGames: K games at once (2K users, both players' streams open), each rolling again --think-ms (1,000)
//   give or take half after the other player's stream has the last roll; the largest K (--games steps) with the move
//   p95 ≤ 150 ms. concurrentGamesUnpaced: the same with no think time (--unpaced-games steps): move throughput.
// Prints a table with PASS/FAIL against the targets and writes bench-results/h2h.json. Figures, not a timed test.
//
// Flags: --backend pglite|postgres|both (both: PGlite for moveToOpponent one instance, PostgreSQL for the rest),
// --moves N (200), --spectators 1000,2500,5000,7500, --spectator-moves N (8), --spectator-workers N (2),
// --games 10,25,50,100 (steps of K), --game-moves N (12 a game), --think-ms N (1000), --unpaced-games 2,4,8,16,
// --only moves,spectators,games
// (the phases to run), --profile (CPU profile of the server during the spectators phase, summarised; kept in
// bench-results/h2h-profiles/).
// BENCH_POSTGRES_URL overrides postgres://postgres@127.0.0.1:5432/test, BENCH_REDIS_URL redis://127.0.0.1:6379.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { benchArgs } from './lib/bench-args.mjs';
import { adminQuery, onInterrupt, postgresAnswers, redisAnswers, runNode, withDatabase } from './lib/api-bench.mjs';
import { lahmanDir, summarizeProfile } from './lib/league-bench.mjs';
import { writeSlice } from './lib/lahman-slice.mjs';
import { bundleH2HRunner, fileLimits, headline, parseSteps, printReport, spectatorsWithin, TARGETS } from './lib/h2h-bench.mjs';

// Thousands of streams need open files: run under the hard limit when the soft one is lower (once).
const limits = fileLimits();
if (!process.env.BENCH_H2H_LIMIT_RAISED && limits.soft !== null && limits.hard !== null && limits.soft < limits.hard) {
  const hard = limits.hard === Infinity ? 'unlimited' : String(limits.hard);
  const run = spawnSync('/bin/sh', ['-c', `ulimit -n ${hard} && exec "$0" "$@"`, process.execPath, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, BENCH_H2H_LIMIT_RAISED: '1' } });
  process.exit(run.status ?? 1);
}

const { flag, positive, has } = benchArgs();
const settings = {
  backend: flag('backend', 'both'),
  years: [1927, 1975],
  moves: positive('moves', 200, { integer: true }),
  moveGames: 6,
  warmup: 3,
  spectatorSteps: parseSteps(flag('spectators', '1000,2500,5000,7500'), 'spectators'),
  spectatorMoves: positive('spectator-moves', 8, { integer: true }),
  spectatorWarmup: 1,
  spectatorWorkers: positive('spectator-workers', 2, { integer: true }),
  spectatorGapMs: 300,
  settleMs: 1000,
  openWidth: 48,
  deliveryTargetMs: TARGETS.spectatorDeliveryMs,
  deliveryTimeoutMs: 15_000,
  gameSteps: parseSteps(flag('games', '10,25,50,100'), 'games'),
  gameMoves: positive('game-moves', 12, { integer: true }),
  thinkMs: Number(flag('think-ms', 1000)),
  noThinkSteps: parseSteps(flag('unpaced-games', '2,4,8,16'), 'unpaced-games'),
  noThinkMoves: 20,
  moveTargetMs: TARGETS.moveToOpponentP95Ms,
  seed: 19_019,
  profile: has('profile'),
  only: flag('only', 'moves,spectators,games').split(',').map((p) => p.trim()),
  fileLimit: fileLimits().soft,
};
if (!['pglite', 'postgres', 'both'].includes(settings.backend)) throw new Error('--backend must be pglite, postgres or both');
if (!(settings.thinkMs >= 0)) throw new Error('--think-ms must be 0 or more');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const log = (message) => console.log(`[bench:h2h] ${message}`);
const round = (x, digits = 1) => (x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits);

async function runSetup(runner, work, setup) {
  const profileDir = settings.profile && setup.phases.includes('spectators') ? path.join(repoRoot, 'bench-results', 'h2h-profiles') : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const cfg = {
    ...settings, ...setup, slice: path.join(work, 'lahman'), migrationsFolder: path.join(repoRoot, 'api', 'migrations'), profileDir,
    clientsWorker: path.join(repoRoot, 'scripts', 'lib', 'h2h-bench-clients.mjs'),
  };
  const env = { ...process.env, NODE_PATH: runner.nodePath, LOG_LEVEL: 'warn', DATABASE_URL: '', AUTH_RATE_LIMIT_MAX: '1000' };
  if (setup.redisUrl) env.REDIS_URL = setup.redisUrl;
  else delete env.REDIS_URL;
  log(`--- ${setup.label}: ${setup.phases.join(', ')} ---`);
  const run = await runNode(runner.outfile, [JSON.stringify(cfg)], env, { echo: (line) => line.startsWith(`[${setup.label}]`) });
  if (run.code !== 0) throw new Error(`the ${setup.label} run failed (${run.code}):\n${run.tail.join('\n')}`);
  const line = run.lines.find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`the ${setup.label} run printed no RESULT:\n${run.tail.join('\n')}`);
  const result = JSON.parse(line.slice('RESULT '.length));
  // The moves of the largest step measured.
  const last = result.spectators?.steps.at(-1)?.spectators;
  if (profileDir && last) result.spectators.profile = summarizeProfile(path.join(profileDir, `${setup.label}-spectators-${last}.cpuprofile`), runner.outfile);
  return result;
}

async function main() {
  const started = Date.now();
  const source = lahmanDir();
  if (!source) throw new Error('no Lahman data: set BASEBALL_DATA_DIR to the folder holding the CSVs (or run `npm run data:fetch`)');
  const cap = spectatorsWithin(settings.fileLimit);
  const dropped = settings.spectatorSteps.filter((n) => n > cap);
  settings.spectatorSteps = settings.spectatorSteps.filter((n) => n <= cap);
  if (dropped.length) log(`open-files limit ${settings.fileLimit}: steps ${dropped.join(', ')} left out (raise \`ulimit -n\`)`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'bb-bench-h2h-'));
  const forgetWork = onInterrupt(() => rmSync(work, { recursive: true, force: true }));
  const postgres = settings.backend !== 'pglite' && (await postgresAnswers(POSTGRES_URL));
  const redis = postgres && (await redisAnswers(REDIS_URL));
  const withPglite = settings.backend !== 'postgres' || !postgres;
  // The single-instance figures run where the default server runs (PGlite); the heavy phases where production runs.
  settings.oneInstanceBackend = withPglite ? 'pglite' : 'postgres';
  settings.spectatorsBackend = postgres ? 'postgres' : 'pglite';
  settings.gamesBackend = settings.spectatorsBackend;
  const report = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, node: process.version, platform: `${os.platform()} ${os.release()}`, loadAvgAtStart: os.loadavg().map((x) => round(x, 2)) },
    settings, targets: TARGETS, notes: [], skipped: [], results: {},
  };
  if (settings.backend !== 'pglite' && !postgres) report.skipped.push(`PostgreSQL at ${POSTGRES_URL.replace(/\/\/[^@/]*@/, '//')} does not answer: its setups and two instances not measured`);
  else if (settings.backend !== 'pglite' && !redis) report.skipped.push(`Redis at ${REDIS_URL} does not answer: two instances not measured`);
  for (const s of report.skipped) log(s);
  let failed = false;
  try {
    writeSlice(source, path.join(work, 'lahman'), settings.years);
    log('bundling the in-process runner (API sources, esbuild)');
    const runner = await bundleH2HRunner(work);
    const heavy = ['spectators', 'games'].filter((p) => settings.only.includes(p));
    const moves = settings.only.includes('moves') ? ['moves'] : [];
    if (withPglite && (moves.length || !postgres)) {
      const phases = [...moves, ...(postgres ? [] : heavy)];
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bb-bench-h2h-pglite-'));
      const forget = onInterrupt(() => rmSync(dataDir, { recursive: true, force: true }));
      try {
        report.results.pglite = await runSetup(runner, work, { label: 'pglite', backend: 'pglite', dataDir, databaseUrl: null, phases });
      } catch (error) {
        failed = true;
        console.error(`[bench:h2h] ${error.message}`);
      } finally {
        forget();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    if (postgres) {
      const database = `bb_bench_h2h_${process.pid}`;
      await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database}`);
      await adminQuery(POSTGRES_URL, `CREATE DATABASE ${database}`);
      const cleanup = () => adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => console.error(`[bench:h2h] could not drop ${database}: ${error.message}`));
      const forget = onInterrupt(cleanup);
      const common = { backend: 'postgres', dataDir: path.join(work, 'unused-pglite'), databaseUrl: withDatabase(POSTGRES_URL, database) };
      try {
        const plan = [{ ...common, label: 'postgres', phases: [...moves, ...heavy] }];
        if (redis && moves.length) plan.push({ ...common, label: 'redis', phases: ['moves'], twoInstances: true, redisUrl: REDIS_URL, imported: true });
        for (const setup of plan) {
          try {
            report.results[setup.label] = await runSetup(runner, work, setup);
          } catch (error) {
            failed = true;
            console.error(`[bench:h2h] ${error.message}`);
          }
        }
      } finally {
        forget();
        await cleanup();
      }
    }
  } finally {
    forgetWork();
    rmSync(work, { recursive: true, force: true });
  }
  Object.assign(report, headline(report.results, settings));
  report.notes = notes();
  report.totalS = round((Date.now() - started) / 1000);
  report.machine.loadAvgAtEnd = os.loadavg().map((x) => round(x, 2));
  printReport(report, report.results, settings);
  console.log(`\nmoveToOpponentP95Ms ${JSON.stringify(report.moveToOpponentP95Ms)}   spectatorsPerInstance ${report.spectatorsPerInstance}   concurrentGames ${report.concurrentGames}`);
  const outDir = path.join(repoRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'h2h.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`machine: ${report.machine.cpus} CPUs, load average ${report.machine.loadAvgAtStart.join(' ')} at the start, ${report.machine.loadAvgAtEnd.join(' ')} at the end`);
  console.log(`written: bench-results/h2h.json (total ${report.totalS} s)`);
  return failed ? 1 : 0;
}

function notes() {
  return [
    'In process, one per setup: the app built with buildApp from a bundle of the API sources (real clock, pg-boss on the database), listening on 127.0.0.1; the clients in worker threads of the same process (node:http, one socket per stream; a message is scanned for its version and frame end, not parsed). Times are process.hrtime, one clock for every thread.',
    `moveToOpponent: two users who signed up through the API; each game created (POST /api/head-to-head/games, NYA 1927 at CIN 1975) and accepted (POST …/invitations/{id}/accept) through the API; both players' game streams open (tickets from POST /api/realtime/ticket); the batting player's POST /api/games/{id}/_swing-away {version}, timed from sending until the other player's stream holds the new version; ${settings.moves} moves after ${settings.warmup} of warm-up, games one after the other. Two instances: the away player on instance 1 (his rolls and his stream), the home player on instance 2 (a child process), PostgreSQL and Redis between them: every move crosses.`,
    `spectatorsPerInstance: spectators are users written straight into users and sessions (thousands of sign-ups would be minutes of scrypt), each with its own ticket and stream of one game on one instance, in ${settings.spectatorWorkers} worker threads; at each step ${settings.spectatorMoves} rolls (after ${settings.spectatorWarmup} of warm-up, ${settings.spectatorGapMs} ms apart, ${settings.settleMs} ms after the joins), each timed from the roll's answer until the last spectator holds the new version ("delivery"); a step holds when every roll reached every spectator within ${TARGETS.spectatorDeliveryMs} ms and no stream ended. Stops at the first step that does not hold.`,
    `concurrentGames: K games at once between 2K users written as above, both players' streams open in each (opened before any game moves), every game moving all along: the next roll ${settings.thinkMs} ms ± half after the other player's stream has the last (a fast human; games start apart and never roll in step); ${settings.gameMoves} moves a game after ${settings.warmup} of warm-up; the largest K (steps ${settings.gameSteps.join(', ')}) whose move p95 (send → opponent's stream) is ≤ ${TARGETS.moveToOpponentP95Ms} ms. concurrentGamesUnpaced: the same with no think time (every game rolls as soon as the other player's stream has the last roll: the server's move throughput), steps ${settings.noThinkSteps.join(', ')}, ${settings.noThinkMoves} moves a game. Games left unfinished by a phase are ended by both players' exits before the next.`,
    'statementsPerMove: SQL statements sent to PostgreSQL per move of moveToOpponent on one instance (counted on the node-postgres client, pg-boss included; the stream opens of each game too).',
  ];
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[bench:h2h] ${error.message}`);
    process.exit(1);
  },
);
