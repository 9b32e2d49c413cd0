import { Client } from 'pg';
import { openDatabase, type Database } from '../../src/db/database';
import { ADMIN_URL, asAdmin, createPostgresCopy, databaseUrl, openPgliteCopy } from './db-snapshots';

/** What a test database starts with: migrated, and these seasons of the real data imported (none by default). */
export interface OpenOptions {
  seasons?: readonly number[];
}

export interface Backend {
  name: 'pglite' | 'postgres';
  open(options?: OpenOptions): Promise<{ database: Database; dispose(): Promise<void> }>;
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

/** An in-memory database, a copy of the imported snapshot (support/db-snapshots.ts). */
const pglite: Backend = {
  name: 'pglite',
  async open({ seasons = [] } = {}) {
    const database = await openPgliteCopy(seasons);
    return { database, dispose: () => database.close() };
  },
};

/** A throwaway database on the real server, so runs never see each other's rows: a copy of the imported template. */
const postgres: Backend = {
  name: 'postgres',
  async open({ seasons = [] } = {}) {
    const name = `bb_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await createPostgresCopy(name, seasons);
    const database = await openDatabase({ databaseUrl: databaseUrl(name), dataDir: 'unused' });
    return {
      database,
      async dispose() {
        await database.close();
        await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
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
export const openBackend = (name: Backend['name'], options?: OpenOptions) => (name === 'pglite' ? pglite : postgres).open(options);

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
 * database. The database is opened before the body's hooks and disposed after them,
 * with `options.seasons` of the real data already imported.
 */
export function describeOnBackends(title: string, body: (backend: BackendHandle) => void): void;
export function describeOnBackends(title: string, options: OpenOptions, body: (backend: BackendHandle) => void): void;
export function describeOnBackends(title: string, ...args: [(backend: BackendHandle) => void] | [OpenOptions, (backend: BackendHandle) => void]): void {
  const [options, body] = args.length === 1 ? [{}, args[0]] : args;
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
      opened = await backend.open(options);
    }, 120_000);
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
