import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../src/db/database';
import { runImport } from '../../src/import/run-import';
import { withFileLock } from './file-lock';
import { writeLahmanSlice } from './lahman-slice';
import { seasonsLabel, snapshotKey } from './snapshot-key';

/**
 * Imported databases, built once and copied per test file. Making a database from nothing (PGlite's initdb, the
 * migrations, a Lahman import) costs seconds of CPU; a copy costs a fraction of one. PGlite's copies come from a dump
 * of its data directory kept on disk, PostgreSQL's from a template database on the server. Both are named by
 * snapshotKey, so they are reused across runs until a migration, the import code or the data changes.
 */

const repoRoot = path.resolve(__dirname, '../../..');
export const snapshotDir = (): string => process.env.BB_TEST_DB_CACHE || path.join(repoRoot, 'node_modules', '.cache', 'bb-test-db');

/** Imports `seasons` of the real data into a migrated `database`, as a test file used to do for itself. */
async function importSeasons(database: Database, seasons: readonly number[]): Promise<void> {
  const slice = writeLahmanSlice([...seasons]);
  try {
    await runImport({ database, dataDir: slice });
  } finally {
    rmSync(slice, { recursive: true, force: true });
  }
}

/** The dump of a PGlite database with `seasons` imported: built by the first process that asks, read by the rest. */
export async function pgliteSnapshot(seasons: readonly number[]): Promise<string> {
  const dir = snapshotDir();
  const label = seasonsLabel(seasons);
  const file = path.join(dir, `pglite-${label}-${snapshotKey(seasons)}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  await withFileLock(`${file}.lock`, async () => {
    if (existsSync(file)) return;
    // Seasons go into a copy of the migrated snapshot: PGlite's initdb and the migrations run once per run, not per set.
    const database = seasons.length ? await openPgliteCopy([]) : await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      if (seasons.length) await importSeasons(database, seasons);
      else await database.migrate();
      if (database.connection.kind !== 'pglite') throw new Error('expected a PGlite database');
      const dump = await database.connection.client.dumpDataDir('none');
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await database.close();
    }
    // Older snapshots of the same seasons are stale now.
    for (const old of readdirSync(dir)) {
      if (old.startsWith(`pglite-${label}-`) && old.endsWith('.tar') && path.join(dir, old) !== file) rmSync(path.join(dir, old), { force: true });
    }
  });
  return file;
}

/** The snapshot's dump, read once it exists. */
async function snapshotDump(seasons: readonly number[]): Promise<Blob> {
  const read = async () => readFileSync(await pgliteSnapshot(seasons));
  // Another run in this checkout, on newer sources, may replace the snapshot between our check and our read.
  const dump = await read().catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? read() : Promise.reject(error)));
  return new Blob([dump]);
}

/** An in-memory PGlite database holding `seasons`, a private copy of the snapshot. */
export async function openPgliteCopy(seasons: readonly number[]): Promise<Database> {
  return openDatabase({ databaseUrl: null, dataDir: 'memory://', loadDataDir: await snapshotDump(seasons) });
}

/**
 * A PGlite database on disk at `dir` (which must hold none yet) holding `seasons`: for tests that restart a server on
 * the same files. Seeded from the snapshot instead of migrating and importing in place.
 */
export async function openPgliteDiskCopy(dir: string, seasons: readonly number[]): Promise<Database> {
  return openDatabase({ databaseUrl: null, dataDir: dir, loadDataDir: await snapshotDump(seasons) });
}

export const ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function asAdmin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The template database holding `seasons` on the PostgreSQL server; the first process to ask builds it under a lock. */
export async function postgresTemplate(seasons: readonly number[]): Promise<string> {
  const label = seasonsLabel(seasons);
  const name = `bb_tpl_${label}_${snapshotKey(seasons)}`;
  if (name.length > 63) throw new Error(`${name} is longer than PostgreSQL's 63-character names: import fewer seasons`);
  return asAdmin(async (admin) => {
    const exists = async () => ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
    if (await exists()) return name;
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists()) return name;
      // Built under another name and renamed when complete, so a half-built template is never copied.
      const building = `bb_build_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      // Seasons go into a copy of the migrated template, as with PGlite.
      await admin.query(seasons.length ? `CREATE DATABASE ${building} TEMPLATE ${await postgresTemplate([])}` : `CREATE DATABASE ${building}`);
      const database = await openDatabase({ databaseUrl: databaseUrl(building), dataDir: 'unused' });
      try {
        if (seasons.length) await importSeasons(database, seasons);
        else await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      const stale = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2', [`bb_tpl_${label}_%`, name]);
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/** A new database `name` on the PostgreSQL server, a copy of the template holding `seasons`. */
export async function createPostgresCopy(name: string, seasons: readonly number[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const template = await postgresTemplate(seasons);
    try {
      await asAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return;
    } catch (error) {
      // 55006: a session is connected to the template (another run copying it by hand); 3D000: another run in this
      // checkout, on newer sources, dropped it. Both pass in a moment.
      const code = (error as { code?: string }).code;
      if ((code !== '55006' && code !== '3D000') || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
