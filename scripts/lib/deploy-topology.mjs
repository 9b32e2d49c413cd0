// deploy/compose.yaml's topology without containers: a throwaway database on this machine's PostgreSQL, its Redis,
// the data imported once (the compose file's `import` service), two instances of the built server, and Caddy with
// deploy/Caddyfile in front when Caddy is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminQuery, postgresAnswers, redisAnswers } from './api-bench.mjs';
import { apiInstance, freePort, waitForStatus } from './api-instance.mjs';
import { caddyInstalled } from './deploy-tools.mjs';
import { writeSlice } from './lahman-slice.mjs';

const ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Where the Lahman CSVs are: BASEBALL_DATA_DIR, the shared copy beside the repo, or what data:fetch saved. */
function lahmanSource(repoRoot) {
  const candidates = process.env.BASEBALL_DATA_DIR
    ? [path.resolve(process.env.BASEBALL_DATA_DIR)]
    : [path.resolve(repoRoot, '../shared/data/lahman'), path.join(repoRoot, '.data', 'lahman')];
  return candidates.find((dir) => existsSync(path.join(dir, 'People.csv'))) ?? null;
}

/** Why the topology cannot run here (null: it can). In CI, PostgreSQL and Redis must answer: no skipping. */
export async function topologyUnavailable(repoRoot) {
  const missing = [];
  if (!existsSync(path.join(repoRoot, 'api', 'dist', 'server.cjs'))) missing.push('the built server (api/dist/server.cjs: run `npm run build`)');
  if (!lahmanSource(repoRoot)) missing.push('the Lahman CSVs (BASEBALL_DATA_DIR, or `npm run data:fetch`)');
  if (!(await postgresAnswers(ADMIN_URL))) missing.push(`PostgreSQL at ${ADMIN_URL}`);
  if (!(await redisAnswers(REDIS_URL))) missing.push(`Redis at ${REDIS_URL}`);
  return missing.length ? `missing ${missing.join(', ')}` : null;
}

/** Starts Caddy on deploy/Caddyfile, on free ports, in front of the two instances; resolves { url, ca, stop }. */
async function startProxy(repoRoot, instances, scratch) {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env, HOME: scratch, XDG_DATA_HOME: scratch, XDG_CONFIG_HOME: scratch,
    CADDY_ADMIN: 'off', HTTP_PORT: String(httpPort), HTTPS_PORT: String(httpsPort), SITE_ADDRESS: 'localhost', TLS: 'internal',
    API1: `127.0.0.1:${instances[0].port}`, API2: `127.0.0.1:${instances[1].port}`,
  };
  const child = spawn('caddy', ['run', '--config', path.join(repoRoot, 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk) => (log = `${log}${chunk}`.slice(-100_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    // Caddy's grace period is 5 s; past that, it is gone anyway.
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    await exited;
    clearTimeout(timer);
  };
  try {
    // Caddy makes its CA, then the localhost certificate, on first start.
    const caFile = path.join(scratch, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    const url = `https://localhost:${httpsPort}`;
    const deadline = Date.now() + 30_000;
    while (!existsSync(caFile)) {
      if (child.exitCode !== null) throw new Error(`caddy exited:\n${log.slice(-3000)}`);
      if (Date.now() > deadline) throw new Error(`caddy made no CA within 30 s:\n${log.slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ca = readFileSync(caFile);
    await waitForStatus(`${url}/readyz`, { ca, ms: 30_000 });
    return { url, ca, output: () => log, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The whole topology. `instanceEnv` adds to what every instance gets (compose.yaml's settings, a short drain);
 * `proxy: false` leaves Caddy out even when installed. Resolves { instances, proxy, databaseUrl, stop }.
 */
export async function startTopology({ repoRoot, seasons = [1927, 1975], proxy = 'auto', instanceEnv = {}, log = () => undefined }) {
  const name = `bb_deploy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'bb-deploy-'));
  const cleanups = [async () => rmSync(scratch, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => log(`cleanup: ${error.message}`));
  };
  try {
    await adminQuery(ADMIN_URL, `CREATE DATABASE ${name}`);
    cleanups.push(() => adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const withProxy = proxy === 'auto' ? caddyInstalled() : Boolean(proxy);
    // compose.yaml's x-app environment, pointed at this machine's services.
    const env = {
      ...process.env,
      DATABASE_URL: url.toString(), REDIS_URL, DATA_DIR: path.join(scratch, 'data'), NODE_ENV: 'production',
      // Request logs: the smoke test finds a request's id and client address in them.
      LOG_LEVEL: 'info',
      METRICS_ALLOW_PRIVATE: '1', AUTH_RATE_LIMIT_MAX: '10000',
      // A busy test machine (jest workers beside the instances) must not make the proxy drop them as overloaded.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      ...(withProxy ? { TRUST_PROXY: '1' } : {}),
      SHUTDOWN_DRAIN_SECONDS: withProxy ? '2' : '0.2', SHUTDOWN_TIMEOUT_SECONDS: '20',
      ...instanceEnv,
    };
    delete env.TEST_CLOCK;

    // The `import` service: migrations and one import of the data, shared by both instances.
    const slice = path.join(scratch, 'lahman');
    writeSlice(lahmanSource(repoRoot), slice, seasons);
    log(`importing ${seasons.join(', ')} into ${name}`);
    const imported = spawnSync(process.execPath, [path.join(repoRoot, 'api', 'dist', 'import.cjs'), '--if-empty'], { cwd: repoRoot, env: { ...env, BASEBALL_DATA_DIR: slice }, encoding: 'utf8' });
    if (imported.status !== 0) throw new Error(`the data import failed:\n${imported.stdout}\n${imported.stderr}`);

    const instances = [];
    for (const n of [1, 2]) instances.push(apiInstance({ repoRoot, name: `api${n}`, port: await freePort(), env }));
    cleanups.push(async () => {
      for (const instance of instances) await instance.stop('SIGKILL');
    });
    log('starting api1 and api2');
    await Promise.all(instances.map((instance) => instance.start()));

    let front = null;
    if (withProxy) {
      log('starting caddy with deploy/Caddyfile');
      front = await startProxy(repoRoot, instances, path.join(scratch, 'caddy-home'));
      cleanups.push(() => front.stop());
    }
    return { instances, proxy: front, databaseUrl: url.toString(), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
