import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Line } from './player-row';

const BATTING_SUMS = ['G', 'AB', 'R', 'H', '2B', '3B', 'HR', 'RBI', 'SB', 'CS', 'BB', 'SO', 'IBB', 'HBP', 'SH', 'SF', 'GIDP'];
const PITCHING_SUMS = ['W', 'L', 'G', 'GS', 'CG', 'SHO', 'SV', 'IPouts', 'H', 'ER', 'HR', 'BB', 'SO', 'IBB', 'WP', 'HBP', 'BK', 'BFP', 'GF', 'R'];

const sums = (columns: string[]) => sql.raw(columns.map((c) => `sum("${c}")::int AS "${c}"`).join(', '));

export type SeasonLine = Line & { yearID: number; teams: string; lgID: string };

/** A player's batting lines per season (stints summed), oldest first. */
export async function battingBySeason(database: Database, playerId: string, year?: number): Promise<SeasonLine[]> {
  const result = (await database.db.execute(sql`
    SELECT "yearID", string_agg("teamID", '/' ORDER BY stint) AS teams, min("lgID") AS "lgID", ${sums(BATTING_SUMS)}
    FROM lahman_batting WHERE "playerID" = ${playerId} ${year === undefined ? sql`` : sql`AND "yearID" = ${year}`}
    GROUP BY "yearID" ORDER BY "yearID"`)) as unknown as { rows: SeasonLine[] };
  return result.rows;
}

/** A player's pitching lines per season (stints summed), oldest first. */
export async function pitchingBySeason(database: Database, playerId: string, year?: number): Promise<SeasonLine[]> {
  const result = (await database.db.execute(sql`
    SELECT "yearID", string_agg("teamID", '/' ORDER BY stint) AS teams, min("lgID") AS "lgID", ${sums(PITCHING_SUMS)}
    FROM lahman_pitching WHERE "playerID" = ${playerId} ${year === undefined ? sql`` : sql`AND "yearID" = ${year}`}
    GROUP BY "yearID" ORDER BY "yearID"`)) as unknown as { rows: SeasonLine[] };
  return result.rows;
}

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
