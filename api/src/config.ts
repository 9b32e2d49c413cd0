import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { DEFAULT_OVERLOAD, type OverloadSettings } from './observability/overload';

export interface ServerConfig {
  port: number;
  host: string;
  /** Set: a real PostgreSQL server. Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** Where built apps are read from: `<webRoot>/<app>` when set, else `<repo>/<app>/dist`. */
  webDistDir: string | null;
  /** JSON file overriding entries of /remotes.json for this environment; default `<deploysDir>/registry.json`. */
  remotesRegistryFile: string | null;
  /** DEPLOYS_DIR: versioned deploys of single remotes (npm run deploy:remote, scripts/lib/deploys/paths.mjs). */
  deploysDir: string;
  baseballDataDir: string | null;
  repoRoot: string;
  /**
   * TRUST_PROXY behind our own reverse proxies: a hop count (`1`: the one proxy in front of us) or the proxies'
   * addresses/CIDRs. Client IPs then come from the X-Forwarded-For entries those proxies appended, never from the
   * entries a client sent. Unset: the socket's address.
   */
  trustProxy: TrustProxy;
  /** PARTNER_ORIGINS: origins (comma-separated) whose pages may call the GOTD API cross-origin (the embedded widget). */
  partnerOrigins: string[];
  /** METRICS_TOKEN: a bearer token that reads /metrics from anywhere (unset: only from this machine, see metricsAllowPrivate). */
  metricsToken: string | null;
  /** METRICS_ALLOW_PRIVATE=1: direct connections from private networks read /metrics without the token too. */
  metricsAllowPrivate: boolean;
  /** When the instance counts as overloaded (/readyz fails) and whether it then sheds requests (OVERLOAD_* variables). */
  overload: OverloadSettings;
  /** TEST_CLOCK=1 (end-to-end tests only): the server's clock can be moved forward through POST /api/test/clock. */
  testClock: boolean;
}

function findRepoRoot(): string {
  // The bundle runs from api/dist, the sources from api/src: both sit two levels under the root.
  let dir = __dirname;
  for (let i = 0; i < 5; i += 1) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

/** Beside the built apps it is served with; scripts/lib/deploys/paths.mjs applies the same rule for the deploy commands. */
function deploysDirOf(env: NodeJS.ProcessEnv, repoRoot: string): string {
  if (env.DEPLOYS_DIR) return path.resolve(env.DEPLOYS_DIR);
  return env.WEB_DIST_DIR ? path.join(path.resolve(env.WEB_DIST_DIR), 'deploys') : path.join(repoRoot, 'deploys');
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const repoRoot = findRepoRoot();
  const deploysDir = deploysDirOf(env, repoRoot);
  // The shared data set beside the repo, else what `npm run data:fetch` downloaded.
  const defaultData = [path.resolve(repoRoot, '../shared/data/lahman'), path.join(repoRoot, '.data', 'lahman')].find((dir) =>
    existsSync(path.join(dir, 'People.csv')),
  );
  return {
    port: parsePort(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, '.data', 'pglite'),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : null,
    remotesRegistryFile: env.REMOTES_REGISTRY_FILE ? path.resolve(env.REMOTES_REGISTRY_FILE) : path.join(deploysDir, 'registry.json'),
    deploysDir,
    baseballDataDir: env.BASEBALL_DATA_DIR ? path.resolve(env.BASEBALL_DATA_DIR) : (defaultData ?? null),
    repoRoot,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    partnerOrigins: (env.PARTNER_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    metricsToken: env.METRICS_TOKEN || null,
    metricsAllowPrivate: env.METRICS_ALLOW_PRIVATE === '1',
    overload: {
      maxEventLoopDelayMs: nonNegative(env, 'OVERLOAD_EVENT_LOOP_DELAY_MS', DEFAULT_OVERLOAD.maxEventLoopDelayMs),
      maxHeapUsedBytes: nonNegative(env, 'OVERLOAD_HEAP_USED_MB', 0) * 1024 * 1024,
      maxRssBytes: nonNegative(env, 'OVERLOAD_RSS_MB', 0) * 1024 * 1024,
      shed: env.OVERLOAD_SHED === '1',
    },
    testClock: testClockFlag(env),
  };
}

function nonNegative(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number of at least 0, got "${value}"`);
  return number;
}

function testClockFlag(env: NodeJS.ProcessEnv): boolean {
  if (env.TEST_CLOCK !== '1') return false;
  // A movable clock would let anyone end pick timers and start games early: never in production.
  if (env.NODE_ENV === 'production') throw new Error('TEST_CLOCK=1 is for end-to-end tests and cannot be used with NODE_ENV=production');
  return true;
}
