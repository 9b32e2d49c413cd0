import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const YEAR_COLUMN = { 'Teams.csv': 'yearID', 'Batting.csv': 'yearID', 'Pitching.csv': 'yearID', 'Fielding.csv': 'yearID', 'AllstarFull.csv': 'yearID', 'HomeGames.csv': 'year.key' };

/** The seasons' rows of the real tables (People cut to the players who appear), as the API tests' slice does; for the benchmarks. */
export function writeSlice(source, out, years) {
  mkdirSync(out, { recursive: true });
  const wanted = new Set(years.map(String));
  const players = new Set();
  for (const [file, column] of Object.entries(YEAR_COLUMN)) {
    const [header, ...lines] = readFileSync(path.join(source, file), 'utf8').split('\n');
    const columns = header.split(',');
    const yearIndex = columns.indexOf(column);
    const playerIndex = columns.indexOf('playerID');
    const kept = lines.filter((line) => line && wanted.has(line.split(',')[yearIndex] ?? ''));
    if (playerIndex >= 0) for (const line of kept) players.add(line.split(',')[playerIndex]);
    writeFileSync(path.join(out, file), `${[header, ...kept].join('\n')}\n`);
  }
  const [header, ...people] = readFileSync(path.join(source, 'People.csv'), 'utf8').split('\n');
  const idIndex = header.split(',').indexOf('playerID');
  writeFileSync(path.join(out, 'People.csv'), `${[header, ...people.filter((l) => l && players.has(l.split(',')[idIndex]))].join('\n')}\n`);
  for (const file of ['Parks.csv', 'TeamsFranchises.csv']) {
    if (existsSync(path.join(source, file))) writeFileSync(path.join(out, file), readFileSync(path.join(source, file)));
  }
}

