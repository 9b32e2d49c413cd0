import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { backupDatabase, restoreDatabase, type DatabaseTarget } from '../src/backup/backup';
import { openDatabase, type Database } from '../src/db/database';
import { clientErrors, games } from '../src/db/schema/index';
import { availableBackends } from './support/backends';

const ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Every table's rows (any schema: ours, drizzle's migrations, pg-boss's), as one fingerprint per table. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
         where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number; digest: string | null }>(
      sql.raw(`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`),
    );
    result[name] = `${row?.n}:${row?.digest ?? ''}`;
  }
  return result;
}

/** Rows of every kind worth keeping: text with quotes and accents, jsonb, timestamps, a serial id. */
async function seed(database: Database): Promise<void> {
  await database.db.insert(games).values({
    id: 'backup-game-1',
    mode: 'exhibition',
    homeTeamId: 'NYA',
    homeYear: 1927,
    awayTeamId: 'BOS',
    awayYear: 1927,
    userSide: 'home',
    seed: 42,
    options: { note: "it's Gehrig's day — Åke", nested: { innings: [1, 2, 3] } },
    decisions: [{ kind: 'swing' }, { kind: 'bunt' }],
    status: 'live',
  });
  for (let i = 0; i < 25; i++) await database.db.insert(clientErrors).values({ message: `error ${i} "quoted"`, url: `/x/${i}`, response: { status: 500 + i } });
}

/** A serial column goes on from where the backup left it. */
async function nextClientErrorId(database: Database): Promise<number> {
  const [row] = await database.db.insert(clientErrors).values({ message: 'after restore', url: '/' }).returning({ id: clientErrors.id });
  if (!row) throw new Error('no row inserted');
  return row.id;
}

describe('database backup and restore (pg_dump formats)', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'bb-backup-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test('PGlite: backup, a new DATA_DIR, restore: the same rows in every table', async () => {
    const source: DatabaseTarget = { databaseUrl: null, dataDir: path.join(scratch, 'pglite-source') };
    const original = await openDatabase(source);
    await original.migrate();
    await seed(original);
    const before = await fingerprint(original);
    const expectedNextId = await nextClientErrorId(original);
    await original.db.execute(sql`delete from client_errors where id = ${expectedNextId}`);
    await original.close();

    const file = path.join(scratch, 'pglite.sql');
    expect(await backupDatabase(source, file)).toBe('plain');

    const copy: DatabaseTarget = { databaseUrl: null, dataDir: path.join(scratch, 'pglite-copy') };
    await restoreDatabase(copy, file);
    const restored = await openDatabase(copy);
    try {
      expect(await fingerprint(restored)).toEqual(before);
      expect(Object.keys(before)).toEqual(expect.arrayContaining(['public.games', 'public.client_errors', 'drizzle.__drizzle_migrations']));
      expect(before['public.client_errors']).toMatch(/^25:/);
      expect(await nextClientErrorId(restored)).toBeGreaterThanOrEqual(expectedNextId);
    } finally {
      await restored.close();
    }

    // A DATA_DIR that holds a database is not overwritten unless asked; with --force the old one is kept aside.
    await expect(restoreDatabase(copy, file)).rejects.toThrow(/not empty/);
    await restoreDatabase(copy, file, { force: true });
    const again = await openDatabase(copy);
    try {
      expect(await fingerprint(again)).toEqual(before);
    } finally {
      await again.close();
    }
  }, 180_000);

  test('PGlite: a broken backup leaves the target as it was', async () => {
    const file = path.join(scratch, 'broken.sql');
    writeFileSync(file, 'CREATE TABLE fine (id int);\nTHIS IS NOT SQL;\n');
    const dir = path.join(scratch, 'pglite-broken');
    await expect(restoreDatabase({ databaseUrl: null, dataDir: dir }, file)).rejects.toThrow();
    const database = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      const rows = ((await database.db.execute(sql`select count(*)::int as n from information_schema.tables where table_name = 'fine'`)) as unknown as { rows: Array<{ n: number }> }).rows;
      expect(rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);

  test('PostgreSQL: pg_dump custom archive, a new database, pg_restore: the same rows in every table', async () => {
    if (!(await availableBackends()).some((backend) => backend.name === 'postgres')) return;
    const [sourceName, copyName] = [`bb_backup_src_${process.pid}`, `bb_backup_dst_${process.pid}`];
    const names = [sourceName, copyName];
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const urlOf = (name: string) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
    try {
      for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
      const source: DatabaseTarget = { databaseUrl: urlOf(sourceName), dataDir: 'unused' };
      const original = await openDatabase(source);
      await original.migrate();
      await seed(original);
      const before = await fingerprint(original);
      await original.close();

      const file = path.join(scratch, 'postgres.dump');
      expect(await backupDatabase(source, file)).toBe('custom');

      const copy: DatabaseTarget = { databaseUrl: urlOf(copyName), dataDir: 'unused' };
      await restoreDatabase(copy, file);
      const restored = await openDatabase(copy);
      try {
        expect(await fingerprint(restored)).toEqual(before);
        expect(before['public.client_errors']).toMatch(/^25:/);
        expect(await nextClientErrorId(restored)).toBe(26);
      } finally {
        await restored.close();
      }
      await expect(restoreDatabase(copy, file)).rejects.toThrow(/already holds tables/);
      // --force: pg_restore --clean replaces what the backup holds (the row added above goes).
      await restoreDatabase(copy, file, { force: true });
      const again = await openDatabase(copy);
      try {
        expect(await fingerprint(again)).toEqual(before);
      } finally {
        await again.close();
      }
    } finally {
      for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 180_000);
});
