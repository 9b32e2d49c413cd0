/**
 * Two (or more) API instances the way production scales out: one PostgreSQL database, Redis between them, each serving
 * the same built apps on its own port. For the live tests' multi-instance variants; the suite's own server stays as it
 * is. Returns null (the variant skips) when PostgreSQL or Redis does not answer outside CI; in CI both must.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createPostgresCopy, databaseUrl } from '../../api/test/support/db-snapshots';
import { redisAnswers, REDIS_URL } from '../../api/test/support/redis';
import { E2E_ADMIN_EMAIL } from './server';
import { artifactsDir, currentWorker, repoRoot } from './paths';
import { readServerState } from './server';

const ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
// The api package's PostgreSQL client (the e2e package has no dependencies of its own beyond the browser driver).
interface PgClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
}
const { Client } = createRequire(path.join(repoRoot, 'api', 'package.json'))('pg') as {
  Client: new (options: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient;
};

export interface Cluster {
  /** One origin per instance. */
  urls: string[];
  stop(): Promise<void>;
}

async function admin<T>(run: (client: PgClient) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function postgresAnswers(): Promise<boolean> {
  try {
    await admin((c) => c.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/** Instance `n`'s log of this worker's last cluster (two workers may each run one at a time). */
const instanceLog = (n: number) => path.join(artifactsDir, currentWorker() === 1 ? `cluster-instance-${n}.log` : `cluster-w${currentWorker()}-instance-${n}.log`);

/** The warning and error lines (pino levels 40 and up) of the last cluster's instance logs, for a failing test to print. */
export function instanceProblems(instances = 2): string {
  const lines: string[] = [];
  for (let n = 1; n <= instances; n++) {
    const file = instanceLog(n);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) if (/"level":(4|5|6)0/.test(line)) lines.push(`[instance ${n}] ${line.slice(0, 2000)}`);
  }
  return lines.join('\n') || '(no warnings or errors logged)';
}

function startInstance(env: NodeJS.ProcessEnv, n: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'server.cjs')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Each instance's log is kept (the last cluster's, per instance), so a 500 seen by a test can be read afterwards.
  mkdirSync(artifactsDir, { recursive: true });
  const log = createWriteStream(instanceLog(n));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`instance did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      resolve({ url: match[1].replace('localhost', '127.0.0.1'), child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`instance exited with ${code}:\n${output}`)));
  });
}

export async function startCluster(instances = 2, seasons: number[] = [1927, 1975]): Promise<Cluster | null> {
  if (!(await postgresAnswers()) || !(await redisAnswers())) {
    if (process.env.CI) throw new Error('CI needs PostgreSQL and Redis for the multi-instance e2e variants');
    console.warn('[e2e] PostgreSQL or Redis does not answer: the multi-instance variant is skipped');
    return null;
  }
  const name = `bb_e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  // A copy of the template database the API tests import these seasons into once (api/test/support/db-snapshots.ts).
  await createPostgresCopy(name, seasons);
  const { deployDir } = readServerState();
  const scratch = mkdtempSync(path.join(artifactsDir, 'cluster-'));
  const env = {
    ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl(name), REDIS_URL, DATA_DIR: scratch, WEB_DIST_DIR: deployDir,
    AUTH_RATE_LIMIT_MAX: '1000', ADMIN_EMAILS: E2E_ADMIN_EMAIL, TEST_CLOCK: '1',
  };
  const started: Array<{ url: string; child: ChildProcess }> = [];
  for (let i = 0; i < instances; i++) started.push(await startInstance(env, i + 1));
  return {
    urls: started.map((s) => s.url),
    async stop() {
      await Promise.all(
        started.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(scratch, { recursive: true, force: true });
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
