import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/database';
import { describeOnBackends, openBackend } from './support/backends';
import { openPgliteDiskCopy } from './support/db-snapshots';
import { snapshotKey } from './support/snapshot-key';

/** The imported snapshots the API tests start from (support/db-snapshots.ts): the seasons asked for, a private copy each. */

const rows = async (database: Database, query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, unknown>> }).rows;

test('a snapshot is named by its seasons, whatever their order', () => {
  expect(snapshotKey([1975, 1927])).toBe(snapshotKey([1927, 1975]));
  expect(snapshotKey([1927])).not.toBe(snapshotKey([1927, 1975]));
  expect(snapshotKey([])).not.toBe(snapshotKey([1927]));
});

describeOnBackends('a copy of the imported snapshot', { seasons: [1927] }, (backend) => {
  backend.it('holds the seasons asked for, their cards and the import run, and nothing else', async () => {
    expect(await rows(backend.database, 'SELECT DISTINCT "yearID" AS year FROM lahman_teams')).toEqual([{ year: 1927 }]);
    const [cards] = await rows(backend.database, 'SELECT count(*)::int AS n FROM player_cards');
    expect(Number(cards!.n)).toBeGreaterThan(300);
    expect(await rows(backend.database, 'SELECT count(*)::int AS n FROM import_runs')).toEqual([{ n: 1 }]);
  });

  backend.it("is the test's own: what it writes is not in the next copy", async () => {
    const teams = async (database: Database) => Number((await rows(database, 'SELECT count(*)::int AS n FROM lahman_teams'))[0]!.n);
    const imported = await teams(backend.database);
    expect(imported).toBeGreaterThanOrEqual(16);
    await backend.database.db.execute(sql`DELETE FROM lahman_teams`);
    expect(await teams(backend.database)).toBe(0);
    const other = await openBackend(backend.name, { seasons: [1927] });
    try {
      expect(await teams(other.database)).toBe(imported);
    } finally {
      await other.dispose();
    }
  }, 120_000);
});

describeOnBackends('a copy of the migrated snapshot', (backend) => {
  backend.it('is migrated and empty', async () => {
    expect(await rows(backend.database, 'SELECT count(*)::int AS n FROM lahman_people')).toEqual([{ n: 0 }]);
    expect(await rows(backend.database, 'SELECT count(*)::int AS n FROM users')).toEqual([{ n: 0 }]);
  });
});

test('an on-disk copy holds the seasons, keeps what was written across a restart, and never overwrites a database', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-disk-copy-'));
  try {
    const first = await openPgliteDiskCopy(dir, [1927]);
    expect(await rows(first, 'SELECT DISTINCT "yearID" AS year FROM lahman_teams')).toEqual([{ year: 1927 }]);
    await first.db.execute(sql`DELETE FROM lahman_teams WHERE "teamID" = 'NYA'`);
    await first.close();
    // The server's restart: the same directory opened as the product opens it.
    const again = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      expect(await rows(again, `SELECT count(*)::int AS n FROM lahman_teams WHERE "teamID" = 'NYA'`)).toEqual([{ n: 0 }]);
    } finally {
      await again.close();
    }
    await expect(openPgliteDiskCopy(dir, [1927])).rejects.toThrow(/already exists/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
