import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeLahmanSlice } from '../../api/test/support/lahman-slice';
import { partnerOrigin } from './partner-site';
import { APPS, E2E_SEASONS, artifactsDir, currentWorker, repoRoot, serverStateFile, type ServerState, type SuiteState } from './paths';

/** Signing up with this address makes an admin (ADMIN_EMAILS), for tests that use the admin API. */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';

/**
 * Starts the production server the way `npm start` does (node api/dist/server.cjs), once per jest worker (`count`),
 * each on a free port with its own copy of the imported database and of every built app, so tests may break or
 * redeploy a remote, or move a server's clock, without touching the real dist/ or another worker's files. The data
 * is imported once and copied.
 */
export async function startServers(count = 1): Promise<SuiteState> {
  for (const app of APPS) {
    const marker = path.join(repoRoot, app, 'dist', app === 'host' ? 'index.html' : 'mf-manifest.json');
    if (!existsSync(marker)) throw new Error(`${marker} is missing: run \`npm run build\` before the e2e suite`);
  }
  mkdirSync(artifactsDir, { recursive: true });
  const workDir = mkdtempSync(path.join(artifactsDir, 'run-'));
  // The database as imported, before any test writes to it: every server starts from a copy, and so do the private
  // servers of suites that must see nothing of the others (the screenshot baselines, startPrivateServer).
  const pristineDir = path.join(workDir, 'pglite-pristine');
  const slice = writeLahmanSlice(E2E_SEASONS);
  try {
    importSeasons({ ...serverEnv(pristineDir, path.join(workDir, 'no-deploy'), 1), BASEBALL_DATA_DIR: slice });
  } finally {
    rmSync(slice, { recursive: true, force: true });
  }
  const servers = await Promise.all(
    Array.from({ length: Math.max(1, count) }, async (_, i) => {
      const worker = i + 1;
      const dataDir = path.join(workDir, `server-${worker}`);
      const deployDir = path.join(dataDir, 'deploy');
      for (const app of APPS) cpSync(path.join(repoRoot, app, 'dist'), path.join(deployDir, app), { recursive: true });
      cpSync(pristineDir, path.join(dataDir, 'pglite'), { recursive: true });
      const { child, baseUrl } = await launchServer(serverEnv(path.join(dataDir, 'pglite'), deployDir, worker));
      // The server's log stays with the run's artifacts: a failed e2e test is read next to what the server said.
      const log = createWriteStream(path.join(artifactsDir, worker === 1 ? 'server.log' : `server-${worker}.log`));
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      child.unref();
      return { baseUrl, pid: child.pid ?? 0, deployDir, dataDir, pristineDir };
    }),
  );
  const state: SuiteState = { servers, workDir };
  writeFileSync(serverStateFile, JSON.stringify(state));
  return state;
}

// Every test signs up from one address: the per-IP auth limit would throttle the suite itself. Two replays make a
// season's accuracy report in seconds instead of minutes. The partner page of the worker's tests is allowed to embed.
function serverEnv(dataDir: string, deployDir: string, worker: number): NodeJS.ProcessEnv {
  return { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST_DIR: deployDir, DATABASE_URL: '', AUTH_RATE_LIMIT_MAX: '1000', ADMIN_EMAILS: E2E_ADMIN_EMAIL, PARTNER_ORIGINS: partnerOrigin(worker), TEST_CLOCK: '1', ACCURACY_REPLAYS: '2' };
}

/** Starts node api/dist/server.cjs with `env` on a free port; answers once it says where it runs. */
async function launchServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcessByStdio<null, Readable, Readable>; baseUrl: string }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'server.cjs')], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  return { child, baseUrl };
}

/** Real seasons through the real import command, so e2e reads the same rows a user's `npm start` would. */
function importSeasons(env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'api', 'dist', 'import.cjs')], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`e2e data import failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * A second server of the same build on a fresh copy of the imported database: what it shows depends on nothing the
 * other test files did (their public leagues, tournaments and Game of the Day results). `stop()` ends it and removes
 * its data.
 */
export async function startPrivateServer(): Promise<{ baseUrl: string; stop(): void }> {
  const state = readServerState();
  const dataDir = mkdtempSync(path.join(artifactsDir, 'private-'));
  cpSync(state.pristineDir, dataDir, { recursive: true });
  const { child, baseUrl } = await launchServer(serverEnv(dataDir, state.deployDir, currentWorker()));
  return {
    baseUrl,
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function readSuiteState(): SuiteState {
  return JSON.parse(readFileSync(serverStateFile, 'utf8')) as SuiteState;
}

/** This worker's server (see currentWorker). */
export function readServerState(): ServerState {
  const { servers } = readSuiteState();
  const server = servers[(currentWorker() - 1) % servers.length];
  if (!server) throw new Error(`${serverStateFile} lists no server`);
  return server;
}

export function stopServers(): void {
  if (!existsSync(serverStateFile)) return;
  const state = readSuiteState();
  for (const server of state.servers) {
    try {
      process.kill(server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(state.workDir, { recursive: true, force: true });
  rmSync(serverStateFile, { force: true });
}
