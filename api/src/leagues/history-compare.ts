/** "How it really went": a league of one real season beside the record. */
import { sql, type SQL } from 'drizzle-orm';
import { leagueMode, type LeagueHistoryCompare, type LeagueLeaderBoard } from '@bb/contract';
import type { Database } from '../db/database';
import { rateSql } from '../baseball';
import { readTeams, type LeagueRow } from './league-data';
import { LeagueError } from './league-error';
import { leagueLeaders } from './league-stats';
import { leagueStandings } from './league-views';

type RealRow = { name: string; teamId: string; value: number };

const rowsOf = async <T>(database: Database, query: SQL): Promise<T[]> => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The real leaders among the players of the league's teams that year. A player traded during the season has a row per
 * stint (Batting and Pitching have one per team he played for), so his rows are summed first: his season, not his
 * best stint, leads. `teamId` is the league team he played the most games for.
 */
const TOTALS = {
  lahman_batting: `sum(coalesce(x."AB", 0)) AS ab, sum(coalesce(x."H", 0)) AS h, sum(coalesce(x."HR", 0)) AS hr, sum(coalesce(x."RBI", 0)) AS rbi,
    sum(coalesce(x."BB", 0)) AS bb, sum(coalesce(x."HBP", 0)) AS hbp, sum(coalesce(x."SH", 0)) AS sh, sum(coalesce(x."SF", 0)) AS sf`,
  lahman_pitching: `sum(coalesce(x."W", 0)) AS w, sum(coalesce(x."SO", 0)) AS so, sum(coalesce(x."ER", 0)) AS er, sum(coalesce(x."IPouts", 0)) AS outs`,
} as const;

function realLeaders(database: Database, table: keyof typeof TOTALS, year: number, teamIds: string[]) {
  const ids = sql.join(teamIds.map((t) => sql`${t}`), sql`, `);
  const from = sql.raw(table);
  return async (value: string, order: 'ASC' | 'DESC', qualified = 'true'): Promise<RealRow[]> =>
    (
      await rowsOf<RealRow>(
        database,
        sql`
      WITH totals AS (
        SELECT x."playerID", ${sql.raw(TOTALS[table])}
        FROM ${from} x
        WHERE x."yearID" = ${year} AND x."playerID" IN (SELECT "playerID" FROM ${from} WHERE "yearID" = ${year} AND "teamID" IN (${ids}))
        GROUP BY x."playerID"
      )
      SELECT p."nameFirst" || ' ' || p."nameLast" AS name,
        (SELECT s."teamID" FROM ${from} s WHERE s."playerID" = t."playerID" AND s."yearID" = ${year} AND s."teamID" IN (${ids})
          ORDER BY s."G" DESC NULLS LAST, s.stint DESC LIMIT 1) AS "teamId",
        ${sql.raw(value)} AS value
      FROM totals t JOIN lahman_people p ON p."playerID" = t."playerID"
      WHERE ${sql.raw(qualified)}
      ORDER BY value ${sql.raw(order)} NULLS LAST, name LIMIT 5`,
      )
    ).map((r) => ({ ...r, value: Number(r.value) }));
}

/**
 * Each team's simulated record against its real one, in the standings' tables (real league and division names), and
 * the simulated leaders against the real leaders of the same teams. 404 for leagues of several years.
 */
export async function historyCompare(database: Database, league: LeagueRow): Promise<LeagueHistoryCompare> {
  if (league.years.length !== 1) throw new LeagueError('Only a league of one season can be compared with history.', 404);
  const elsewhere = leagueMode(league.kind).historyElsewhere;
  if (elsewhere) throw new LeagueError(elsewhere, 404);
  const year = league.years[0] as number;
  const teams = await readTeams(database.db, league.id);
  const table = await leagueStandings(database, league);
  const teamIds = teams.map((t) => t.teamId);
  const ids = sql.join(teamIds.map((t) => sql`${t}`), sql`, `);
  const real = await rowsOf<{ teamId: string; w: number; l: number; g: number }>(
    database,
    sql`SELECT "teamID" AS "teamId", "W" AS w, "L" AS l, "G" AS g FROM lahman_teams WHERE "yearID" = ${year} AND "teamID" IN (${ids})`,
  );
  const realOf = new Map(real.map((r) => [r.teamId, r]));
  // The real qualification, as for the simulated leaders: 3.1 plate appearances or one inning per game of the season.
  const games = Math.max(...real.map((r) => Number(r.g) || Number(r.w) + Number(r.l)), 1);
  const bat = realLeaders(database, 'lahman_batting', year, teamIds);
  const pitch = realLeaders(database, 'lahman_pitching', year, teamIds);
  const sim = await leagueLeaders(database, league);
  const simBoard = (list: LeagueLeaderBoard[], stat: string) => list.find((b) => b.stat === stat)?.leaders ?? [];
  return {
    year,
    teams: table.groups.flatMap((group) =>
      group.rows.map((r) => {
        const t = teams[r.index]!;
        const rw = realOf.get(t.teamId);
        const realWins = Number(rw?.w ?? 0);
        const realLosses = Number(rw?.l ?? 0);
        // Scaled to the league's season length when it is shorter than the real one.
        const share = r.wins + r.losses > 0 ? (realWins + realLosses) / (r.wins + r.losses) : 1;
        return { index: r.index, group: group.name, simWins: r.wins, simLosses: r.losses, realWins, realLosses, winDiff: Math.round((r.wins * share - realWins) * 10) / 10 };
      }),
    ),
    leaders: [
      { stat: 'hr', label: 'Home Runs', sim: simBoard(sim.batting, 'hr'), real: await bat('t.hr', 'DESC') },
      { stat: 'rbi', label: 'Runs Batted In', sim: simBoard(sim.batting, 'rbi'), real: await bat('t.rbi', 'DESC') },
      {
        stat: 'avg', label: 'Batting Average', sim: simBoard(sim.batting, 'avg'),
        real: await bat(`round(${rateSql('avg', { h: 't.h', ab: 't.ab' }, 'numeric')}, 3)`, 'DESC', `t.ab + t.bb + t.hbp + t.sh + t.sf >= ${Math.round(3.1 * games)}`),
      },
      { stat: 'w', label: 'Wins', sim: simBoard(sim.pitching, 'w'), real: await pitch('t.w', 'DESC') },
      { stat: 'so', label: 'Strikeouts', sim: simBoard(sim.pitching, 'so'), real: await pitch('t.so', 'DESC') },
      {
        stat: 'era', label: 'ERA', sim: simBoard(sim.pitching, 'era'),
        real: await pitch(`round(${rateSql('era', { er: 't.er', outs: 't.outs' }, 'numeric')}, 2)`, 'ASC', `t.outs >= ${3 * games} AND t.outs > 0`),
      },
    ],
  };
}
