import { Client } from 'pg';
import { openDatabase, type Database } from '../../src/db/database';

const ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface Backend {
  name: 'pglite' | 'postgres';
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

async function postgresReachable(): Promise<boolean> {
  const client = new Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const pglite: Backend = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    await database.migrate();
    return { database, dispose: () => database.close() };
  },
};

/** A throwaway database on the real server, so runs never see each other's rows. */
const postgres: Backend = {
  name: 'postgres',
  async open() {
    const name = `bb_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
    await database.migrate();
    return {
      database,
      async dispose() {
        await database.close();
        const cleanup = new Client({ connectionString: ADMIN_URL });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  },
};

/**
 * PGlite always; the PostgreSQL server too. In CI the server must answer
 * (.ci/run starts it); elsewhere a missing server is reported and skipped.
 */
export async function availableBackends(): Promise<Backend[]> {
  if (await postgresReachable()) return [pglite, postgres];
  if (process.env.CI) throw new Error(`PostgreSQL at ${ADMIN_URL} does not answer; CI needs it for the integration tests`);
  console.warn(`[api tests] PostgreSQL at ${ADMIN_URL} does not answer: running against PGlite only`);
  return [pglite];
}

/** A throwaway database of the named backend (dispose closes it, if not closed yet, and drops it). */
export const openBackend = (name: Backend['name']) => (name === 'pglite' ? pglite : postgres).open();

let available: Promise<Backend[]> | null = null;

export interface BackendHandle {
  readonly name: 'pglite' | 'postgres';
  /** The open database (only inside hooks and tests of a backend that is available). */
  readonly database: Database;
  /** Hooks and tests that do nothing when this backend is not available (PostgreSQL outside CI). */
  beforeAll(fn: () => Promise<unknown>, timeout?: number): void;
  afterAll(fn: () => Promise<unknown>): void;
  it(name: string, fn: () => Promise<unknown>, timeout?: number): void;
}

/**
 * Declares `body` once per backend: PGlite always, PostgreSQL in a throwaway
 * database. The database is opened before the body's hooks and disposed after them.
 */
export function describeOnBackends(title: string, body: (backend: BackendHandle) => void): void {
  describe.each(['pglite', 'postgres'] as const)(`${title} on %s`, (name) => {
    let opened: { database: Database; dispose(): Promise<void> } | null = null;
    let skipped = false;
    beforeAll(async () => {
      available ??= availableBackends();
      const backend = (await available).find((b) => b.name === name);
      if (!backend) {
        skipped = true;
        return;
      }
      opened = await backend.open();
    }, 60_000);
    const guard = (fn: () => Promise<unknown>) => async () => {
      if (!skipped) await fn();
    };
    body({
      name,
      get database() {
        if (!opened) throw new Error(`${name} database is not open`);
        return opened.database;
      },
      beforeAll: (fn, timeout = 60_000) => beforeAll(guard(fn), timeout),
      afterAll: (fn) => afterAll(guard(fn)),
      it: (testName, fn, timeout) => test(testName, guard(fn), timeout),
    });
    afterAll(async () => {
      await opened?.dispose();
    });
  });
}
