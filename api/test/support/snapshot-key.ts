import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { lahmanDir } from './lahman-slice';

const repoRoot = path.resolve(__dirname, '../../..');

/**
 * What a test database is made of: the migrations and the database layer that runs them, the PGlite build that dumps
 * it and, once seasons are imported, the import code (table specs, the card and search builders and the engine they
 * call) and the Lahman files the seasons are cut from. A change to any of them makes a new key, so a stale snapshot is
 * never used.
 */
const MIGRATED = ['api/migrations', 'api/src/db'];
const IMPORTED = ['api/src/import', 'api/src/lahman', 'api/src/search', 'engine/src'];
const LAHMAN_FILES = ['People.csv', 'Teams.csv', 'Batting.csv', 'Pitching.csv', 'Fielding.csv', 'AllstarFull.csv', 'HomeGames.csv', 'TeamsFranchises.csv', 'Parks.csv'];

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  const files = (readdirSync(path.join(repoRoot, dir), { recursive: true }) as string[])
    .filter((file) => !file.split(path.sep).includes('node_modules') && !/\.test\.tsx?$/.test(file))
    .sort();
  for (const file of files) {
    const full = path.join(repoRoot, dir, file);
    if (!statSync(full).isFile()) continue;
    hash.update(`${dir}/${file}\n`).update(readFileSync(full));
  }
}

/** `1927_1975`, or `empty` for a database that is only migrated. */
export const seasonsLabel = (seasons: readonly number[]): string => (seasons.length ? [...seasons].sort((a, b) => a - b).join('_') : 'empty');

/** A short hash of everything a snapshot of `seasons` depends on. */
export function snapshotKey(seasons: readonly number[]): string {
  const hash = createHash('sha256').update(`seasons ${seasonsLabel(seasons)}\n`);
  const pglite = JSON.parse(readFileSync(path.join(repoRoot, 'api/node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  for (const dir of MIGRATED) hashTree(hash, dir);
  if (seasons.length) {
    for (const dir of IMPORTED) hashTree(hash, dir);
    const source = lahmanDir();
    // The data files are large and never edited in place: their size and time stand for their content.
    for (const file of LAHMAN_FILES) {
      const stat = statSync(path.join(source, file), { throwIfNoEntry: false });
      hash.update(`${file} ${stat?.size ?? 'missing'} ${stat?.mtimeMs ?? ''}\n`);
    }
  }
  return hash.digest('hex').slice(0, 12);
}
