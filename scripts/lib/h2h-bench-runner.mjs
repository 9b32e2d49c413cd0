// The in-process half of `npm run bench:h2h` (scripts/bench-h2h.mjs bundles this file with esbuild, the API's
// TypeScript included, and runs it once per setup). It imports the seasons' slice, builds the whole app (buildApp, as
// the API tests do: real clock, the pg-boss job queue on the database) listening on a real port and runs the phases
// it is given (./h2h-bench-phases.mjs). With cfg.twoInstances it also starts a second instance — this same bundle in
// a child process with cfg.role 'serve' — on the same PostgreSQL database, both with REDIS_URL (the orchestrator sets
// it for both processes). Prints progress lines and one `RESULT {json}` line. Argument: one JSON object.
import { spawn } from 'node:child_process';
import { profiledIn } from './cpu-profile.mjs';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../api/src/db/database';
import { buildApp } from '../../api/src/app';
import { runImport } from '../../api/src/import/run-import';
import { measureConcurrentGames, measureMoves, measureSpectators } from './h2h-bench-phases.mjs';
import { signUp } from './h2h-bench-setup.mjs';
import { countStatements } from './draft-bench-split.mjs';

const cfg = JSON.parse(process.argv[2]);
const log = (message) => console.log(`[${cfg.label}] ${message}`);
const round = (x, digits = 1) => (x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits);
const APP_CONFIG = { repoRoot: '/nonexistent', webDistDir: '/nonexistent', remotesRegistryFile: null };

const profiled = (name, fn) => profiledIn(cfg.profileDir, cfg.label, name, fn);

async function listen(database) {
  const app = await buildApp({ config: APP_CONFIG, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${app.server.address().port}` };
}

/** cfg.role 'serve': the second instance; prints its address, serves until told to stop. */
async function serve() {
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir, migrationsFolder: cfg.migrationsFolder });
  const { app, base } = await listen(database);
  console.log(`LISTENING ${base} ${app.realtimeHub.bus.kind}`);
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
}

/** The second instance as a child process of this one; resolves { base, stop }. */
function startSecondInstance() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [process.argv[1], JSON.stringify({ ...cfg, role: 'serve' })], { env: process.env, stdio: ['pipe', 'pipe', 'inherit'] });
    const timer = setTimeout(() => reject(new Error('the second instance did not start within 60 s')), 60_000);
    let text = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const m = /LISTENING (\S+) (\S+)/.exec(text);
      if (m && timer) {
        clearTimeout(timer);
        resolve({
          base: m[1], bus: m[2],
          stop: () => new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`the second instance exited (${code}) before it listened: ${text.slice(-400)}`)));
  });
}

async function main() {
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir, migrationsFolder: cfg.migrationsFolder });
  await database.migrate();
  let importS = null;
  if (!cfg.imported) {
    const t0 = performance.now();
    await runImport({ database, dataDir: cfg.slice });
    importS = round((performance.now() - t0) / 1000);
    log(`seasons ${cfg.years.join(', ')} imported in ${importS} s`);
  }
  const first = await listen(database);
  const second = cfg.twoInstances ? await startSecondInstance() : null;
  if (cfg.twoInstances && (first.app.realtimeHub.bus.kind !== 'redis' || second.bus !== 'redis')) throw new Error('two instances without Redis between them (REDIS_URL)');
  const instances = [first.base, second?.base ?? first.base];
  const tag = `${process.pid}${Date.now().toString(36)}`;
  // The owner (home) plays on the second instance, the rival (away, batting first) on the first: every move crosses.
  const players = { rival: await signUp(first.app, database, `hr${tag}`), owner: await signUp(first.app, database, `ho${tag}`) };
  const ctx = { cfg, app: first.app, database, instances, players, tag, log, profiled, statements: countStatements(Boolean(cfg.databaseUrl)) };
  const result = { label: cfg.label, backend: cfg.backend, twoInstances: Boolean(cfg.twoInstances), bus: first.app.realtimeHub.bus.kind, importS };
  try {
    for (const phase of cfg.phases) {
      const t0 = performance.now();
      if (phase === 'moves') result.moves = await measureMoves(ctx);
      else if (phase === 'spectators') result.spectators = await measureSpectators(ctx);
      else if (phase === 'games') {
        result.games = await measureConcurrentGames(ctx, { label: 'paced', steps: cfg.gameSteps, thinkMs: cfg.thinkMs, moves: cfg.gameMoves });
        result.gamesNoThink = await measureConcurrentGames(ctx, { label: 'unpaced', steps: cfg.noThinkSteps, thinkMs: 0, moves: cfg.noThinkMoves });
      }
      else throw new Error(`unknown phase ${phase}`);
      log(`${phase}: ${round((performance.now() - t0) / 1000)} s`);
    }
  } finally {
    await second?.stop();
    await first.app.close();
    await database.close();
  }
  console.log(`RESULT ${JSON.stringify(result)}`);
}

(cfg.role === 'serve' ? serve() : main()).then(
  () => cfg.role === 'serve' || process.exit(0),
  (error) => {
    console.error(`[${cfg.label}] failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
