#!/usr/bin/env node
// `npm run bench:tournaments`: tournaments (issue 20) through the API, on PGlite (fresh temp DATA_DIR) and PostgreSQL
// (a throwaway database on 127.0.0.1:5432, dropped afterwards). Imports the seasons of the real Lahman data a 64-team
// field comes from (default 1998–2000: 90 team-seasons), then in process (the whole app built as the API tests build
// it, a clock the runner moves, requests through app.inject) — see scripts/lib/tournaments-bench-runner.mjs:
// - 10,000 stored tournaments: a dozen made through POST /api/tournaments and …/claim (4 to 64 teams, every format,
//   public and invite-only, none to every team claimed), copied by SQL row for row into the rest
//   (scripts/lib/tournaments-bench-seed.mjs), lock times spread over the next 30 days; ANALYZE.
// - widgetP95Ms: the lobby widget's call (GET /api/lobby/exp3/users/{userId}/leagues?filter=AVAILABLE_LEAGUES&
//   leagueTypeFilter=TOURNAMENT&limit=3&page=1&searchText=), sequential, as a user invited to the invite-only ones
//   and holding claims (the headline) and as a user with no ties; --runs blocks of --requests; median of the p95s.
// - claimP95Ms: per run 4 fresh tournaments (64, 50, 50, 64 teams) and 200 fresh users claiming at once (Promise.all
//   of app.inject, each request timed), 50 a tournament, each having opened his tournament's page first (untimed, as
//   the claim button is on it; --cold-sessions: the claim is each user's first request, his session read with it);
//   the counts checked exact in every table and in the API's answer; median of the runs' p95s.
// - sim64Ms: per run a fresh 64-team single-elimination best-of-7 tournament with no claims; the clock moved past its
//   lock; timed from app.tournamentLock.tick (computer managers, seeded bracket, first games) through the owner's
//   POST /api/leagues/{id}/sim {to:'end'} to the champion; median of the runs. sim64SchedulerMs: the same by the league
//   scheduler's tick with the clock past every game time (the games-at-their-times path).
// Prints a table with PASS/FAIL against the targets and writes bench-results/tournaments.json. Figures, not a test.
//
// Flags: --backend pglite|postgres|both (both), --runs N (3), --requests N (300 a widget block), --tournaments N
// (10000), --claims N (200, a multiple of 4), --cold-sessions, --from YYYY --to YYYY (1998, 2000), --only widget,claims,sim64,
// --profile (CPU profiles of the phases, summarised; kept in bench-results/tournaments-profiles/).
// BENCH_POSTGRES_URL overrides postgres://postgres@127.0.0.1:5432/test.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { benchArgs } from './lib/bench-args.mjs';
import { adminQuery, onInterrupt, postgresAnswers, runNode, withDatabase } from './lib/api-bench.mjs';
import { lahmanDir, summarizeProfile } from './lib/league-bench.mjs';
import { writeSlice } from './lib/lahman-slice.mjs';
import { bundleTournamentsRunner, pass, printBackend, summarize, TARGETS } from './lib/tournaments-bench.mjs';

const { flag, positive, has } = benchArgs();
const settings = {
  backend: flag('backend', 'both'),
  runs: positive('runs', 3, { integer: true }),
  requests: positive('requests', 300, { integer: true }),
  warmup: 20,
  tournaments: positive('tournaments', 10_000, { integer: true }),
  claimUsers: positive('claims', 200, { integer: true }),
  claimTournaments: [64, 50, 50, 64],
  simTeams: 64,
  simFormat: 'single-elimination',
  simSeries: 7,
  fromYear: positive('from', 1998, { integer: true }),
  toYear: positive('to', 2000, { integer: true }),
  seed: 20_020,
  only: flag('only', 'widget,claims,sim64').split(',').map((p) => p.trim()),
  profile: has('profile'),
  coldSessions: has('cold-sessions'),
};
if (!['pglite', 'postgres', 'both'].includes(settings.backend)) throw new Error('--backend must be pglite, postgres or both');
if (settings.claimUsers % settings.claimTournaments.length !== 0 || settings.claimUsers / settings.claimTournaments.length > Math.min(...settings.claimTournaments)) {
  throw new Error(`--claims must be a multiple of ${settings.claimTournaments.length}, at most ${settings.claimTournaments.length * Math.min(...settings.claimTournaments)}`);
}
if (settings.tournaments < 100) throw new Error('--tournaments must be at least 100');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (message) => console.log(`[bench:tournaments] ${message}`);
const round = (x, digits = 1) => (x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits);

async function runBackend(backend, work, runner, extra) {
  const profileDir = settings.profile ? path.join(repoRoot, 'bench-results', 'tournaments-profiles') : null;
  if (profileDir) {
    mkdirSync(profileDir, { recursive: true });
    // This backend's profiles of an earlier run would be summarised as this one's.
    for (const file of readdirSync(profileDir).filter((f) => f.startsWith(`${backend}-`))) rmSync(path.join(profileDir, file));
  }
  const years = [];
  for (let y = settings.fromYear; y <= settings.toYear; y += 1) years.push(y);
  const cfg = { ...settings, backend, slice: path.join(work, 'lahman'), migrationsFolder: path.join(repoRoot, 'api', 'migrations'), profileDir, years, ...extra };
  const run = await runNode(runner.outfile, [JSON.stringify(cfg)], { ...process.env, NODE_PATH: runner.nodePath, LOG_LEVEL: 'warn', DATABASE_URL: '' }, {
    echo: (line) => line.startsWith(`[${backend}]`),
  });
  if (run.code !== 0) throw new Error(`the ${backend} run failed (${run.code}):\n${run.tail.join('\n')}`);
  const line = run.lines.find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`the ${backend} run printed no RESULT:\n${run.tail.join('\n')}`);
  const result = JSON.parse(line.slice('RESULT '.length));
  if (profileDir && existsSync(profileDir)) {
    result.profiles = {};
    for (const file of readdirSync(profileDir).filter((f) => f.startsWith(`${backend}-`) && f.endsWith('.cpuprofile'))) {
      result.profiles[file.slice(backend.length + 1, -'.cpuprofile'.length)] = summarizeProfile(path.join(profileDir, file), runner.outfile);
    }
  }
  return result;
}

async function benchPglite(work, runner) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bb-bench-tournaments-'));
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
  const database = `bb_bench_tournaments_${process.pid}`;
  await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database}`);
  await adminQuery(POSTGRES_URL, `CREATE DATABASE ${database}`);
  const cleanup = () =>
    adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => console.error(`[bench:tournaments] could not drop ${database}: ${error.message}`));
  const forget = onInterrupt(cleanup);
  try {
    const result = await runBackend('postgres', work, runner, { dataDir: path.join(work, 'unused-pglite'), databaseUrl: withDatabase(POSTGRES_URL, database) });
    return { ...result, label: `throwaway database ${database}` };
  } finally {
    forget();
    await cleanup();
  }
}

function notes() {
  return [
    'In process, one per backend: the app built with buildApp from a bundle of the API sources (pg-boss on the database, a clock the runner moves forward past a lock); requests through app.inject (the whole Fastify pipeline, no socket). Users are written straight into users and sessions (subscribed), as bench:h2h does.',
    `Stored tournaments: ${TEMPLATE_NOTE} Every table with a foreign key to leagues is copied (found in the catalog), so the copies hold exactly what the API writes; names get a " #n" suffix, lock times are spread over the next 30 days (15 minutes ahead at least), first-game times keep the template's distance from the lock. pg-boss lock jobs exist only for the templates. ANALYZE after the copy.`,
    `widgetP95Ms: the widget's exact call, sequential, after ${settings.warmup} warm-ups, ${settings.runs} blocks of ${settings.requests}; headline: a user invited to every invite-only tournament and holding claims in some (the copies carry the template's invitations and claims, so he is tied to a couple of thousand); widgetPlainUserP95Ms: a user with no ties. Each answer is checked: 3 tournaments, soonest lock first. p95 is nearest rank; the figure is the median of the blocks' p95s.`,
    `claimP95Ms: per run 4 fresh tournaments (${settings.claimTournaments.join(', ')} teams, created through the API) and ${settings.claimUsers} fresh users; all claims sent at once (Promise.all of app.inject), user u claiming team floor(u/4) of tournament u mod 4; ${settings.coldSessions ? 'the claim is each user\'s first request (his session is read from the database with it)' : 'each user first opens his tournament\'s page (GET /api/tournaments/{id}, untimed: the claim button is on it, and his session is then in the API\'s session cache, as a browsing user\'s is)'}; each timed from its send to its answer; after each run leagues.claimed_teams, tournament_claims rows, distinct claimed teams, league_teams with a user and GET /api/tournaments/{id}'s claimedTeams must all equal ${settings.claimUsers / settings.claimTournaments.length}. A warm-up round of 20 claims first. Median of the runs' p95s. claimAloneP95Ms: after each run, 50 more users claim one after another in a fresh 64-team tournament (a claim's cost unqueued); in one process every request shares one event loop (and on PGlite one database connection), so 200 sent at once wait for one another: the concurrent p95 is about the whole burst.`,
    `sim64Ms: per run a fresh ${settings.simTeams}-team ${settings.simFormat} tournament, series best of ${settings.simSeries}, created through the API with no claims (lock 11 minutes ahead, first game 20 minutes after the lock); the clock moved a minute past the lock; timed: app.tournamentLock.tick(id) (the lock job's work) then the owner's POST /api/leagues/{id}/sim {to:"end"} (the whole bracket played and stored), checked: status final, a champion, the bracket's champion the same. Median of the runs; the two paths' runs interleaved, the very first (owner sim) with cold caches and JIT warm-up. The sim route stores the games before it builds its answer; its status is kept (sim64OwnerSimAnswers). sim64SchedulerMs: the same on another such tournament by the league scheduler instead: the clock moved 3 days on (past every game time) and app.leagueScheduler.tick(id) (the league-tick job's work: each game day's series a batch, stored each) until the champion.`,
  ];
}
const TEMPLATE_NOTE = 'twelve made through the API (POST /api/tournaments: 4, 8, 12, 16, 24, 32, 48 and 64 teams, single and double elimination and round robin, series of 1 to 7, three invite-only with invitations; POST …/claim: from none to every team claimed) and copied with SQL into the rest, weighted towards small public ones.';

async function main() {
  const started = Date.now();
  const source = lahmanDir();
  if (!source) throw new Error('no Lahman data: set BASEBALL_DATA_DIR to the folder holding the CSVs (or run `npm run data:fetch`)');
  const work = mkdtempSync(path.join(os.tmpdir(), 'bb-bench-tournaments-work-'));
  const forgetWork = onInterrupt(() => rmSync(work, { recursive: true, force: true }));
  const report = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, node: process.version, platform: `${os.platform()} ${os.release()}`, loadAvgAtStart: os.loadavg().map((x) => round(x, 2)) },
    settings,
    targets: TARGETS,
    notes: notes(),
    widgetP95Ms: {},
    claimP95Ms: {},
    sim64Ms: {},
    widgetP50Ms: {},
    widgetPlainUserP95Ms: {},
    claimP50Ms: {},
    claimCountsExact: {},
    claimAloneP95Ms: {},
    sim64LockMs: {},
    sim64SimMs: {},
    sim64SchedulerMs: {},
    pass: {},
    backends: {},
  };
  let failed = false;
  try {
    const years = [];
    for (let y = settings.fromYear; y <= settings.toYear; y += 1) years.push(y);
    log(`Lahman data: ${source}; slicing ${years.join(', ')}`);
    writeSlice(source, path.join(work, 'lahman'), years);
    log('bundling the in-process runner (API sources, esbuild)');
    const runner = await bundleTournamentsRunner(work);
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
        for (const key of ['widgetP95Ms', 'claimP95Ms', 'sim64Ms', 'widgetP50Ms', 'widgetPlainUserP95Ms', 'claimP50Ms', 'claimCountsExact', 'claimAloneP95Ms', 'sim64LockMs', 'sim64SimMs', 'sim64SchedulerMs']) report[key][name] = s[key];
        report.pass[name] = pass(s);
      } catch (error) {
        failed = true;
        console.error(`[bench:tournaments] ${name} failed: ${error.message}`);
        report.backends[name] = { error: error.message.split('\n').slice(0, 12).join('\n') };
      }
    }
  } finally {
    forgetWork();
    rmSync(work, { recursive: true, force: true });
  }
  report.totalS = round((Date.now() - started) / 1000);
  report.machine.loadAvgAtEnd = os.loadavg().map((x) => round(x, 2));
  for (const [name, b] of Object.entries(report.backends)) if (b.summary) printBackend(name, b.summary, b, settings);
  console.log(`\nwidgetP95Ms ${JSON.stringify(report.widgetP95Ms)}   claimP95Ms ${JSON.stringify(report.claimP95Ms)}   sim64Ms ${JSON.stringify(report.sim64Ms)}`);
  console.log(`targets: widgetP95Ms ≤ ${TARGETS.widgetP95Ms}, claimP95Ms ≤ ${TARGETS.claimP95Ms} (counts exact), sim64Ms ≤ ${TARGETS.sim64Ms}. Benchmarks, not timed tests: medians quoted.`);
  console.log(`machine: ${report.machine.cpus} CPUs, load average ${report.machine.loadAvgAtStart.join(' ')} at the start, ${report.machine.loadAvgAtEnd.join(' ')} at the end`);
  const outDir = path.join(repoRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'tournaments.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written: bench-results/tournaments.json (total ${report.totalS} s)`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[bench:tournaments] ${error.message}`);
    process.exit(1);
  },
);
