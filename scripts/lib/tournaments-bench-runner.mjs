// The in-process half of `npm run bench:tournaments` (scripts/bench-tournaments.mjs bundles this file with esbuild,
// the API's TypeScript included, and runs it once per backend). It imports the seasons' slice, builds the whole app
// (buildApp, as the API tests do: pg-boss on the database, a clock the runner moves), seeds the 10,000 stored
// tournaments (./tournaments-bench-seed.mjs) and runs the phases (./tournaments-bench-phases.mjs), every request
// through app.inject. Prints progress lines and one `RESULT {json}` line. Argument: one JSON object.
import { profiledIn } from './cpu-profile.mjs';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../api/src/db/database';
import { buildApp } from '../../api/src/app';
import { runImport } from '../../api/src/import/run-import';
import { injector, seedUsers } from './h2h-bench-setup.mjs';
import { seedTournaments, TEMPLATES } from './tournaments-bench-seed.mjs';
import { measureClaims, measureSim64, measureWidget } from './tournaments-bench-phases.mjs';
import { countStatements } from './draft-bench-split.mjs';

const cfg = JSON.parse(process.argv[2]);
const log = (message) => console.log(`[${cfg.backend}] ${message}`);
const round = (x, digits = 1) => (x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits);
const APP_CONFIG = { repoRoot: '/nonexistent', webDistDir: '/nonexistent', remotesRegistryFile: null };
const MINUTE = 60_000;

const profiled = (name, fn) => profiledIn(cfg.profileDir, cfg.backend, name, fn);

/** The app's clock: real time plus what the runner moved it by (past a lock). */
function movableClock() {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => (offset += Math.max(0, ms)) };
}

async function main() {
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl || null, dataDir: cfg.dataDir, migrationsFolder: cfg.migrationsFolder });
  await database.migrate();
  const db = database.db;
  let t0 = performance.now();
  await runImport({ database, dataDir: cfg.slice });
  const importS = round((performance.now() - t0) / 1000);
  log(`seasons ${cfg.fromYear}–${cfg.toYear} imported in ${importS} s`);

  const clock = movableClock();
  // Errors only: a 500 in a phase shows its stack in the run's output.
  const app = await buildApp({ config: APP_CONFIG, database, clock: clock.now, logger: { level: 'error' } });
  const inject = injector(app);
  const tag = `${process.pid}${Date.now().toString(36)}`.slice(-9);
  const ALONE = 50;
  const claimsNeeded = (cfg.claimUsers + ALONE) * cfg.runs + 20;
  const templateClaims = Math.max(...TEMPLATES.map((t) => t.claims));
  const users = await seedUsers(database, 4 + 2 + templateClaims + claimsNeeded, `tb${tag}u`);
  const owners = users.slice(0, 4);
  const widgetUsers = { linked: users[4], plain: users[5] };
  const claimants = users.slice(6, 6 + templateClaims);
  const pool = users.slice(6 + templateClaims);
  const perRun = cfg.claimUsers + ALONE;
  const claimUsers = {
    warmup: pool.slice(0, 20),
    rounds: Array.from({ length: cfg.runs }, (_, r) => pool.slice(20 + r * perRun, 20 + r * perRun + cfg.claimUsers)),
    alone: Array.from({ length: cfg.runs }, (_, r) => pool.slice(20 + r * perRun + cfg.claimUsers, 20 + (r + 1) * perRun)),
  };

  /** A create body as the form sends it: the server fills the field from the range. */
  let made = 0;
  const body = (label, t, invites) => {
    made += 1;
    const locksAt = new Date(clock.now().getTime() + (label.startsWith('sim') ? 11 : 120) * MINUTE);
    return {
      name: `Bench Cup ${label} ${tag}`.slice(0, 60), fromYear: cfg.fromYear, toYear: cfg.toYear, totalTeams: t.teams, format: t.format, seriesLength: t.seriesLength,
      dh: 'auto', locksAt: locksAt.toISOString(), firstGameAt: new Date(locksAt.getTime() + 20 * MINUTE).toISOString(), isPrivate: t.private,
      ...(invites ? { invites } : {}), seed: cfg.seed + made,
    };
  };

  const result = { backend: cfg.backend, importS, seed: null, widget: null, claims: null, sim64: null };
  const ctx = { cfg, app, db, database, clock, inject, body, owner: owners[0], widgetUsers, claimUsers, log, profiled, statements: countStatements(Boolean(cfg.databaseUrl)) };
  try {
    t0 = performance.now();
    result.seed = await seedTournaments(db, { inject, owners, claimants, widgetUsers: [widgetUsers.linked, widgetUsers.plain], body: (i, t, invites) => body(String(i), t, invites) }, {
      total: cfg.tournaments, nowMs: clock.now().getTime(), log,
    });
    log(`seeded in ${round((performance.now() - t0) / 1000)} s`);
    for (const phase of cfg.only) {
      t0 = performance.now();
      if (phase === 'widget') result.widget = await measureWidget(ctx);
      else if (phase === 'claims') result.claims = await measureClaims(ctx);
      else if (phase === 'sim64') result.sim64 = await measureSim64(ctx);
      else throw new Error(`unknown phase ${phase}`);
      log(`${phase}: ${round((performance.now() - t0) / 1000)} s`);
    }
  } finally {
    await app.close();
    await database.close();
  }
  console.log(`RESULT ${JSON.stringify(result)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[${cfg.backend}] failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
