/**
 * The catalog of real All-Star games, read from `lahman_allstar` (AllstarFull): one entry per AL-NL game (game
 * number 0, or 1 and 2 in 1959-1962) and one per Negro Leagues game pair of a year (East-West, North-South; a year's
 * two East-West games are one game here, as the rows do not tell them apart). A year whose AL-NL rows have no
 * gameID (1945: selected, never played) has no game.
 */
import { sql } from 'drizzle-orm';
import type { AllStarCatalogGame } from '@bb/contract';
import type { Database } from '../db/database';
import { SERIES_SIDES, STARTING_POSITIONS, gameKey, realTeamId, type AllStarSeries, type RealGameKey } from './team-ids';

export interface AllStarRow {
  playerID: string;
  yearID: number;
  gameNum: number | null;
  gameID: string | null;
  teamID: string;
  lgID: string;
  startingPos: string | null;
}

export const SIDE_NAMES: Record<string, string> = {
  AL: 'American League All-Stars',
  NL: 'National League All-Stars',
  EAS: 'East All-Stars',
  WES: 'West All-Stars',
  NOS: 'North All-Stars',
  SAS: 'South All-Stars',
  NNN: 'North All-Stars',
  NNS: 'South All-Stars',
};

const SERIES_LABELS: Record<Exclude<AllStarSeries, 'AL-NL'>, string> = {
  EW: 'East-West Game',
  NS: 'North-South Game',
  NN: 'North-South Game (Negro National League)',
};

/** A game of the record as the catalog lists it. */
export type CatalogGame = AllStarCatalogGame;

/** The side's league code of a row: AL/NL, or the Negro Leagues' side codes. */
function seriesOf(row: AllStarRow): AllStarSeries | null {
  if (row.lgID === 'AL' || row.lgID === 'NL') return row.gameID ? 'AL-NL' : null;
  for (const [series, sides] of Object.entries(SERIES_SIDES)) if (sides.includes(row.lgID)) return series as AllStarSeries;
  return null;
}

export function keyOfRow(row: AllStarRow): RealGameKey | null {
  const series = seriesOf(row);
  if (!series) return null;
  return { year: row.yearID, series, gameNum: series === 'AL-NL' ? (row.gameNum ?? 0) : null };
}

/** The first start of a row's list ("7;9": the first game's position; the Negro Leagues' pairs count as one game). */
export function startingPosition(row: Pick<AllStarRow, 'startingPos'>): (typeof STARTING_POSITIONS)[number] | null {
  const code = Number((row.startingPos ?? '').split(';')[0]);
  return Number.isInteger(code) && code >= 1 && code <= 10 ? STARTING_POSITIONS[code]! : null;
}

const catalogs = new WeakMap<Database, Promise<Map<string, { game: CatalogGame; rows: AllStarRow[] }>>>();

async function readRows(database: Database): Promise<AllStarRow[]> {
  const result = (await database.db.execute(
    sql`SELECT "playerID", "yearID", "gameNum", "gameID", "teamID", "lgID", "startingPos" FROM lahman_allstar ORDER BY "yearID", "row"`,
  )) as unknown as { rows: AllStarRow[] };
  return result.rows.map((r) => ({ ...r, yearID: Number(r.yearID), gameNum: r.gameNum === null ? null : Number(r.gameNum) }));
}

function build(rows: AllStarRow[]): Map<string, { game: CatalogGame; rows: AllStarRow[] }> {
  const games = new Map<string, { game: CatalogGame; rows: AllStarRow[] }>();
  for (const row of rows) {
    const key = keyOfRow(row);
    if (!key) continue;
    const id = gameKey(key);
    let entry = games.get(id);
    if (!entry) {
      entry = { game: describe(key, row), rows: [] };
      games.set(id, entry);
    }
    entry.rows.push(row);
    if (row.gameID && !entry.game.date) Object.assign(entry.game, fromGameId(row.gameID));
  }
  for (const { game, rows: own } of games.values()) {
    game.away.players = own.filter((r) => r.lgID === game.away.lgId).length;
    game.home.players = own.filter((r) => r.lgID === game.home.lgId).length;
    game.dh = own.some((r) => startingPosition(r) === 'DH');
  }
  return games;
}

/** ALS193407100 → the AL was at home on 1934-07-10. */
function fromGameId(gameId: string): { date: string | null; homeLeague: string } {
  const match = /^(AL|NL)S(\d{4})(\d{2})(\d{2})\d$/.exec(gameId);
  if (!match) return { date: null, homeLeague: 'NL' };
  return { date: `${match[2]}-${match[3]}-${match[4]}`, homeLeague: match[1]! };
}

function describe(key: RealGameKey, row: AllStarRow): CatalogGame {
  const side = (lgId: string) => ({ teamId: realTeamId(key, lgId), lgId, name: `${key.year} ${SIDE_NAMES[lgId] ?? `${lgId} All-Stars`}`, players: 0 });
  if (key.series === 'AL-NL') {
    const { date, homeLeague } = row.gameID ? fromGameId(row.gameID) : { date: null, homeLeague: 'NL' };
    const awayLeague = homeLeague === 'AL' ? 'NL' : 'AL';
    const label = key.gameNum ? `${key.year} All-Star Game ${key.gameNum}` : `${key.year} All-Star Game`;
    return { key: gameKey(key), year: key.year, series: key.series, gameNum: key.gameNum, label, date, homeLeague, away: side(awayLeague), home: side(homeLeague), dh: false };
  }
  const [away, home] = SERIES_SIDES[key.series];
  return {
    key: gameKey(key), year: key.year, series: key.series, gameNum: null, label: `${key.year} ${SERIES_LABELS[key.series]}`,
    date: null, homeLeague: home, away: side(away), home: side(home), dh: false,
  };
}

/** Every game, with its rows; read once per database (the data changes only by an import, which restarts the API). */
export function catalogOf(database: Database): Promise<Map<string, { game: CatalogGame; rows: AllStarRow[] }>> {
  let hit = catalogs.get(database);
  if (!hit) {
    hit = readRows(database).then(build);
    hit.catch(() => catalogs.delete(database));
    catalogs.set(database, hit);
  }
  return hit;
}

/** After an import in tests: read the table again. */
export function clearCatalog(database: Database): void {
  catalogs.delete(database);
}
