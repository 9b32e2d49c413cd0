import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Line } from './player-row';

const BATTING_SUMS = ['G', 'AB', 'R', 'H', '2B', '3B', 'HR', 'RBI', 'SB', 'CS', 'BB', 'SO', 'IBB', 'HBP', 'SH', 'SF', 'GIDP'];
const PITCHING_SUMS = ['W', 'L', 'G', 'GS', 'CG', 'SHO', 'SV', 'IPouts', 'H', 'ER', 'HR', 'BB', 'SO', 'IBB', 'WP', 'HBP', 'BK', 'BFP', 'GF', 'R'];

const sums = (columns: string[]) => sql.raw(columns.map((c) => `sum("${c}")::int AS "${c}"`).join(', '));

export type SeasonLine = Line & { yearID: number; teams: string; lgID: string };

const SOURCES = {
  batting: { table: 'lahman_batting', columns: BATTING_SUMS },
  pitching: { table: 'lahman_pitching', columns: PITCHING_SUMS },
} as const;

/** A player's batting or pitching lines per season (stints summed), oldest first; one season when `year` is given. */
async function linesBySeason(database: Database, kind: keyof typeof SOURCES, playerId: string, year?: number): Promise<SeasonLine[]> {
  const { table, columns } = SOURCES[kind];
  const result = (await database.db.execute(sql`
    SELECT "yearID", string_agg("teamID", '/' ORDER BY stint) AS teams, min("lgID") AS "lgID", ${sums([...columns])}
    FROM ${sql.raw(table)} WHERE "playerID" = ${playerId} ${year === undefined ? sql`` : sql`AND "yearID" = ${year}`}
    GROUP BY "yearID" ORDER BY "yearID"`)) as unknown as { rows: SeasonLine[] };
  return result.rows;
}

export const battingBySeason = (database: Database, playerId: string, year?: number) => linesBySeason(database, 'batting', playerId, year);
export const pitchingBySeason = (database: Database, playerId: string, year?: number) => linesBySeason(database, 'pitching', playerId, year);

/** Career totals of per-season lines. */
export function careerTotals(lines: Line[]): Line {
  const total: Line = {};
  for (const line of lines) {
    for (const [key, value] of Object.entries(line)) {
      if (typeof value === 'number' && key !== 'yearID') total[key] = (total[key] ?? 0) + value;
    }
  }
  return total;
}
