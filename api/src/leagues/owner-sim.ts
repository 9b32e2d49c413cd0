import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SimTarget } from '@bb/contract';
import type { Database } from '../db/database';
import { leagueGames } from '../db/schema/leagues';
import type { RunMode } from './choose-games';
import type { LeagueRow } from './league-data';
import { readTeams } from './league-data';

/**
 * The owner's sims: 'next' plays every game before his team's next one (his own stays his to play), 'week' the next
 * seven days of the schedule, 'month' the next thirty, and 'end' the rest of the season with the postseason, his and every manager's games by
 * the computer with their depth charts.
 */
export async function ownerSim(database: Database, league: LeagueRow, ownerId: number, to: SimTarget): Promise<RunMode> {
  if (to === 'end') return { kind: 'end' };
  const [first] = await database.db
    .select({ day: leagueGames.day })
    .from(leagueGames)
    .where(and(eq(leagueGames.leagueId, league.id), inArray(leagueGames.status, ['scheduled', 'live'])))
    .orderBy(asc(leagueGames.num))
    .limit(1);
  if (to === 'week') return { kind: 'days', untilDay: (first?.day ?? 0) + 7 };
  // A month: the next thirty days of the schedule (season replays offer it beside the week).
  if (to === 'month') return { kind: 'days', untilDay: (first?.day ?? 0) + 30 };
  const teams = await readTeams(database.db, league.id);
  const mine = teams.find((t) => t.userId === ownerId)?.idx;
  const [next] = await database.db
    .select({ num: leagueGames.num })
    .from(leagueGames)
    .where(and(eq(leagueGames.leagueId, league.id), eq(leagueGames.status, 'scheduled'), sql`(${leagueGames.home} = ${mine ?? -1} OR ${leagueGames.away} = ${mine ?? -1})`))
    .orderBy(asc(leagueGames.num))
    .limit(1);
  return next ? { kind: 'before', num: next.num } : { kind: 'end' };
}
