import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The real data, where the server looks for it too: BASEBALL_DATA_DIR, ../shared/data/lahman beside the repo, or what `npm run data:fetch` downloaded. */
export function lahmanDir(): string {
  const repoRoot = path.resolve(__dirname, '../../..');
  const candidates = process.env.BASEBALL_DATA_DIR
    ? [path.resolve(process.env.BASEBALL_DATA_DIR)]
    : [path.resolve(repoRoot, '../shared/data/lahman'), path.join(repoRoot, '.data', 'lahman')];
  const dir = candidates.find((candidate) => existsSync(path.join(candidate, 'People.csv')));
  if (!dir) throw new Error(`Lahman data not found in ${candidates.join(' or ')}: set BASEBALL_DATA_DIR or run \`npm run data:fetch\``);
  return dir;
}

const YEAR_COLUMN: Record<string, string> = {
  'Teams.csv': 'yearID',
  'Batting.csv': 'yearID',
  'Pitching.csv': 'yearID',
  'Fielding.csv': 'yearID',
  'AllstarFull.csv': 'yearID',
  'HomeGames.csv': 'year.key',
};

/**
 * Writes the given seasons of the real tables to a temporary folder (People
 * cut to the players who appear), so integration tests import real rows fast.
 * Nothing derived from the data is committed.
 */
export function writeLahmanSlice(years: number[]): string {
  const source = lahmanDir();
  const out = mkdtempSync(path.join(tmpdir(), 'bb-lahman-'));
  mkdirSync(out, { recursive: true });
  const wanted = new Set(years.map(String));
  const players = new Set<string>();
  for (const [file, yearColumn] of Object.entries(YEAR_COLUMN)) {
    const [header, ...lines] = readFileSync(path.join(source, file), 'utf8').split('\n');
    const columns = (header ?? '').split(',');
    const yearIndex = columns.indexOf(yearColumn);
    const playerIndex = columns.indexOf('playerID');
    // Lahman rows quote no year or playerID field, so a plain split is safe for these two columns.
    const kept = lines.filter((line) => line && wanted.has(line.split(',')[yearIndex] ?? ''));
    if (playerIndex >= 0) for (const line of kept) players.add(line.split(',')[playerIndex] ?? '');
    writeFileSync(path.join(out, file), `${[header, ...kept].join('\n')}\n`);
  }
  const [peopleHeader, ...people] = readFileSync(path.join(source, 'People.csv'), 'utf8').split('\n');
  writeFileSync(path.join(out, 'People.csv'), `${[peopleHeader, ...people.filter((l) => l && players.has(l.split(',')[0] ?? ''))].join('\n')}\n`);
  for (const file of ['TeamsFranchises.csv', 'Parks.csv']) writeFileSync(path.join(out, file), readFileSync(path.join(source, file)));
  return out;
}
