/** Small readers of raw `db.execute` rows, which come back as Date or string depending on the driver. */
import { sql, type SQL } from 'drizzle-orm';
import type { DashboardNextGame } from '@bb/contract';
import type { Db } from '../db/database';
import { paths } from '../leagues/index';

export type Row = Record<string, unknown>;

export async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();

export const num = (value: unknown): number => Number(value ?? 0);

export const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/**
 * The columns `next_*` of a team's next unplayed game (scheduled, or live on a play screen), lowest schedule id first
 * as the league core's `nextGameOf` picks it, with the opponent's name; `league` and `team` are SQL expressions of
 * the enclosing statement. One lateral join per row: the dashboard reads every league's next game in one statement.
 */
export function nextGameColumns(league: SQL, team: SQL): { select: SQL; join: SQL } {
  return {
    select: sql`nx.num AS next_num, nx.starts_at AS next_at, nx.status AS next_status, nx.home = ${team} AS next_home,
      trim(opp.city || ' ' || opp.nickname) AS next_opponent`,
    join: sql`
      LEFT JOIN LATERAL (
        SELECT g.num, g.starts_at, g.status, g.home, g.away FROM league_games g
        WHERE g.league_id = ${league} AND g.status IN ('scheduled', 'live') AND (g.home = ${team} OR g.away = ${team})
        ORDER BY g.num LIMIT 1
      ) nx ON true
      LEFT JOIN league_teams opp ON opp.league_id = ${league} AND opp.idx = CASE WHEN nx.home = ${team} THEN nx.away ELSE nx.home END`,
  };
}

/** The next game of a row read with `nextGameColumns`, or null. */
export function nextGameOfRow(row: Row, league: { id: number; kind: string }): DashboardNextGame | null {
  if (row.next_num === null || row.next_num === undefined) return null;
  const scheduleId = num(row.next_num);
  return {
    scheduleId,
    startsAt: iso(row.next_at),
    status: row.next_status === 'live' ? 'live' : 'scheduled',
    opponent: str(row.next_opponent) ?? '',
    atHome: row.next_home === true,
    link: paths.game(league, scheduleId),
  };
}

/**
 * Wins and losses of `team` in the league's final games (SQL expressions as above): the regular season's where
 * `regularOnly` holds for the row (an SQL condition), every game otherwise (a tournament, a nostalgia series).
 */
export function recordColumns(league: SQL, team: SQL, regularOnly: SQL | boolean): { select: SQL; join: SQL } {
  const phase = regularOnly === true ? sql`AND g.phase = 'regular'` : regularOnly === false ? sql`` : sql`AND (g.phase = 'regular' OR NOT (${regularOnly}))`;
  return {
    select: sql`rec.wins, rec.losses`,
    join: sql`
      LEFT JOIN LATERAL (
        SELECT count(*) FILTER (WHERE (g.home = ${team} AND g.home_runs > g.away_runs) OR (g.away = ${team} AND g.away_runs > g.home_runs))::int AS wins,
               count(*) FILTER (WHERE (g.home = ${team} AND g.home_runs < g.away_runs) OR (g.away = ${team} AND g.away_runs < g.home_runs))::int AS losses
        FROM league_games g
        WHERE g.league_id = ${league} AND g.status = 'final' ${phase} AND (g.home = ${team} OR g.away = ${team})
      ) rec ON true`,
  };
}
