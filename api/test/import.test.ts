import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { runImport } from '../src/import/run-import';
import { ImportError } from '../src/lahman/parse-table';
import { describeOnBackends } from './support/backends';
import { writeLahmanSlice } from './support/lahman-slice';

let slice: string;

beforeAll(async () => {
  slice = writeLahmanSlice([1927]);
});
afterAll(() => rmSync(slice, { recursive: true, force: true }));

async function count(database: Database, table: string): Promise<number> {
  const result = (await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? -1;
}

describeOnBackends('data import', (backend) => {
  let database: Database;
  const { it } = backend;
  backend.beforeAll(async () => {
    database = backend.database;
  });

  it('loads every table, builds a card per player-season and the search index; a second run changes nothing', async () => {
    const first = await runImport({ database, dataDir: slice });
    expect(first.status).toBe('imported');
    // 1927: 16 AL/NL teams plus the Negro Leagues' teams.
    const teamsInFile = readFileSync(path.join(slice, 'Teams.csv'), 'utf8').trim().split('\n').length - 1;
    expect(teamsInFile).toBeGreaterThan(16);
    expect(first.rowCounts.lahman_teams).toBe(teamsInFile);
    expect(await count(database, 'lahman_teams')).toBe(teamsInFile);
    expect(await count(database, 'lahman_batting')).toBe(first.rowCounts.lahman_batting);
    expect(first.rowCounts.player_cards).toBeGreaterThan(400);

    const ruth = (await database.db.execute(sql`SELECT card FROM player_cards WHERE player_id = 'ruthba01' AND year = 1927`)) as unknown as { rows: Array<{ card: { primaryPosition: string; lastName: string; batting: unknown } }> };
    expect(ruth.rows[0]?.card).toMatchObject({ lastName: 'Ruth' });
    expect(['LF', 'CF', 'RF']).toContain(ruth.rows[0]?.card.primaryPosition);

    const snapshot = JSON.stringify((await database.db.execute(sql`SELECT * FROM lahman_batting ORDER BY "playerID", stint`)) as unknown as { rows: unknown[] }).length;
    const second = await runImport({ database, dataDir: slice });
    expect(second.status).toBe('unchanged');
    expect(await count(database, 'import_runs')).toBe(1);
    expect(JSON.stringify((await database.db.execute(sql`SELECT * FROM lahman_batting ORDER BY "playerID", stint`)) as unknown as { rows: unknown[] }).length).toBe(snapshot);
  });

  it('a bad row stops the import naming file, line and reason, and the previous data stays intact', async () => {
    const broken = writeLahmanSlice([1927]);
    try {
      const file = path.join(broken, 'Pitching.csv');
      const lines = readFileSync(file, 'utf8').split('\n');
      const fields = (lines[5] ?? '').split(',');
      fields[6] = 'seven';
      lines[5] = fields.join(',');
      writeFileSync(file, lines.join('\n'));
      // Also a new team: if anything were written, the Teams count would change.
      writeFileSync(path.join(broken, 'Teams.csv'), `${readFileSync(path.join(broken, 'Teams.csv'), 'utf8')}${readFileSync(path.join(broken, 'Teams.csv'), 'utf8').split('\n')[1]?.replace('1927', '1928')}\n`);

      const before = await count(database, 'lahman_pitching');
      const teamsBefore = await count(database, 'lahman_teams');
      await expect(runImport({ database, dataDir: broken })).rejects.toThrow(ImportError);
      await expect(runImport({ database, dataDir: broken })).rejects.toThrow('Pitching.csv, line 6: L must be a whole number, got "seven"');
      expect(await count(database, 'lahman_pitching')).toBe(before);
      expect(await count(database, 'lahman_teams')).toBe(teamsBefore);
      expect(await count(database, 'import_runs')).toBe(1);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('a missing file is named', async () => {
    const partial = writeLahmanSlice([1927]);
    try {
      rmSync(path.join(partial, 'Fielding.csv'));
      await expect(runImport({ database, dataDir: partial })).rejects.toThrow(`Fielding.csv, line 0: file not found in ${partial}`);
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
  });
});
