import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What lies underneath, for a module that needs its own connection (the job queue): the URL, or the PGlite client. */
  connection: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite directory, or 'memory://' for an in-memory database. */
  dataDir: string;
  migrationsFolder?: string;
  /** A PGlite data directory dumped by `dumpDataDir` to start an in-memory database from (the tests' imported snapshots). */
  loadDataDir?: Blob;
}

function defaultMigrationsFolder(): string {
  // api/src/db → api/migrations; the bundle in api/dist → api/migrations.
  const fromSource = path.resolve(__dirname, '../../migrations');
  return __dirname.endsWith(`${path.sep}dist`) ? path.resolve(__dirname, '../migrations') : fromSource;
}

/** Closing twice is closing once: a test or a shutdown path may close a database its owner closes again. */
const once = (close: () => Promise<void>) => {
  let closing: Promise<void> | null = null;
  return () => (closing ??= close());
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();

  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped database) emits 'error' on the
    // pool; unhandled, that event would crash the process. The pool drops the client and reconnects
    // on the next query, so logging is all there is to do.
    pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      connection: { kind: 'postgres', url: options.databaseUrl },
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      ping: async () => (await pool.query('select 1 as ok')).rows[0]?.ok === 1,
      close: once(() => pool.end()),
    };
  }

  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm powers the fuzzy search; a PostgreSQL server has it in contrib.
  const extensions = { pg_trgm };
  // loadDataDir seeds a directory that holds no database yet (PGlite refuses to overwrite one).
  const client = options.dataDir === 'memory://' ? new PGlite({ extensions, loadDataDir: options.loadDataDir }) : new PGlite(options.dataDir, { extensions, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      const result = await db.execute(sql`select 1 as ok`);
      return (result as unknown as { rows: Array<{ ok: number }> }).rows[0]?.ok === 1;
    },
    close: once(() => client.close()),
  };
}
