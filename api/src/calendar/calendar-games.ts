/** The calendar's games: a user's games in every league where he manages a team, with where each is played. */
import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import { CALENDAR_MAX_POSTPONE_HOURS, type CalendarGame, type CalendarTeam, type LeagueGameStatus } from '@bb/contract';
import type { Db } from '../db/database';
import { leagueGames, leagues, leagueTeams } from '../db/schema/leagues';
import type { GameRow, LeagueRow, TeamRow } from '../leagues';
import { paths } from '../leagues';

export const MIN_NOTICE_MS = 10 * 60_000;
export const MAX_POSTPONE_MS = CALENDAR_MAX_POSTPONE_HOURS * 3_600_000;

export const originalStart = (g: Pick<GameRow, 'startsAt' | 'originalStartsAt'>): Date => g.originalStartsAt ?? g.startsAt;

/** Who may move a game: either human manager of its teams, or the league's owner. */
export function mayReschedule(league: LeagueRow, teams: readonly TeamRow[], g: GameRow, userId: number): boolean {
  return league.ownerUserId === userId || teams[g.home]?.userId === userId || teams[g.away]?.userId === userId;
}

const team = (t: TeamRow | undefined, idx: number): CalendarTeam => ({
  index: idx,
  name: t ? `${t.city} ${t.nickname}`.trim() : '',
  abbreviation: t?.abbreviation ?? '',
});

/** `myTeam` is -1 when the viewer manages neither team (an owner moving others' game). */
export function calendarGame(league: LeagueRow, teams: readonly TeamRow[], g: GameRow, userId: number, now: Date): CalendarGame {
  const mine = teams[g.home]?.userId === userId ? g.home : teams[g.away]?.userId === userId ? g.away : -1;
  // Some time remains inside the rules: at least ten minutes from now and at most the postponement after the original.
  const room = now.getTime() + MIN_NOTICE_MS <= originalStart(g).getTime() + MAX_POSTPONE_MS;
  return {
    leagueId: league.id,
    leagueName: league.name,
    leagueKind: league.kind,
    scheduleId: g.num,
    startsAt: g.startsAt.toISOString(),
    originalStartsAt: originalStart(g).toISOString(),
    home: team(teams[g.home], g.home),
    away: team(teams[g.away], g.away),
    myTeam: mine,
    status: g.status as LeagueGameStatus,
    homeRuns: g.homeRuns,
    awayRuns: g.awayRuns,
    canReschedule: g.status === 'scheduled' && league.status !== 'final' && room && mayReschedule(league, teams, g, userId),
    link: paths.game(league, g.num, g.gameId),
  };
}

/** The user's games starting in [start, end), in time order. */
export async function userGames(db: Db, userId: number, start: Date, end: Date, now: Date): Promise<CalendarGame[]> {
  const games = await db
    .select()
    .from(leagueGames)
    .where(
      and(
        gte(leagueGames.startsAt, start),
        lt(leagueGames.startsAt, end),
        sql`EXISTS (SELECT 1 FROM league_teams t WHERE t.league_id = ${leagueGames.leagueId} AND t.user_id = ${userId} AND t.idx IN (${leagueGames.home}, ${leagueGames.away}))`,
      ),
    )
    .orderBy(asc(leagueGames.startsAt), asc(leagueGames.leagueId), asc(leagueGames.num));
  if (!games.length) return [];
  const ids = [...new Set(games.map((g) => g.leagueId))];
  const leagueRows = (await db.select().from(leagues).where(inArray(leagues.id, ids))) as LeagueRow[];
  const teamRows = (await db.select().from(leagueTeams).where(inArray(leagueTeams.leagueId, ids))) as TeamRow[];
  const byLeague = new Map(leagueRows.map((l) => [l.id, l]));
  const teamsOf = new Map<number, TeamRow[]>();
  for (const t of teamRows) {
    const list = teamsOf.get(t.leagueId) ?? [];
    list[t.idx] = t;
    teamsOf.set(t.leagueId, list);
  }
  return games.map((g) => calendarGame(byLeague.get(g.leagueId) as LeagueRow, teamsOf.get(g.leagueId) ?? [], g, userId, now));
}
