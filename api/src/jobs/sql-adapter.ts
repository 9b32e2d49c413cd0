import type { PGlite, Results } from '@electric-sql/pglite';
import { Pool, type PoolClient } from 'pg';
import type { Database } from '../db/database';

/** What pg-boss 10 accepts as `db`: one call per SQL text, rows back. */
export interface SqlAdapter {
  // pg-boss reads whatever columns its own SQL selects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
  /** Refuses new statements, waits for the running ones, then lets go of the connection (the pool on PostgreSQL). */
  close(): Promise<void>;
}

/**
 * pg-boss wraps its schema creation, migrations and maintenance in `BEGIN; …; COMMIT;` sent as one
 * text. Sent like that, an error leaves the connection inside an aborted transaction (on PGlite, the
 * only connection). We run the inside through a real transaction instead, which rolls back on error.
 */
const LOCKED = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

type Rows = { rows: unknown[] };

/** A multi-statement text answers with one result per statement: hand back the rows of all of them. */
function allRows(results: Rows | Rows[]): Rows {
  return Array.isArray(results) ? { rows: results.flatMap((result) => result.rows ?? []) } : { rows: results.rows ?? [] };
}

function tracked(run: (text: string, values?: unknown[]) => Promise<Rows>, release: () => Promise<void>): SqlAdapter {
  let closed = false;
  const running = new Set<Promise<unknown>>();
  return {
    async executeSql(text, values) {
      if (closed) throw new Error('the job queue is stopped');
      const query = run(text, values);
      running.add(query);
      try {
        return (await query) as { rows: never[] };
      } finally {
        running.delete(query);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...running]);
      await release();
    },
  };
}

/**
 * PGlite has one connection. Its `query`/`exec` wait for any open `transaction()` (drizzle's
 * transactions use it) and run one at a time, so pg-boss's statements never land inside an app
 * transaction, and vice versa.
 */
function pgliteAdapter(client: PGlite): SqlAdapter {
  return tracked(async (text, values) => {
    const locked = LOCKED.exec(text);
    if (locked) return allRows(await client.transaction(async (tx) => (await tx.exec(locked[1]!)) as Results[]));
    if (values && values.length > 0) return await client.query(text, values);
    return allRows(await client.exec(text));
  }, async () => {});
}

/** pg-boss gets a small pool of its own on the app's database. */
function postgresAdapter(url: string): SqlAdapter {
  const pool = new Pool({ connectionString: url, max: 4, application_name: 'bb-jobs' });
  pool.on('error', (error) => console.warn(`[jobs] idle PostgreSQL connection lost: ${error.message}`));
  return tracked(async (text, values) => {
    const locked = LOCKED.exec(text);
    if (!locked) return allRows((await pool.query(text, values)) as unknown as Rows | Rows[]);
    const client: PoolClient = await pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = allRows((await client.query(locked[1]!)) as unknown as Rows | Rows[]);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      // A connection that could not roll back is dropped rather than reused.
      client.release(broken);
    }
  }, () => pool.end());
}

export function sqlAdapterFor(database: Database): SqlAdapter {
  return database.connection.kind === 'pglite' ? pgliteAdapter(database.connection.client) : postgresAdapter(database.connection.url);
}
