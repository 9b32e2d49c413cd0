/**
 * Moving one scheduled game later: at least ten minutes from now, never before the time the schedule first
 * gave it, at most CALENDAR_MAX_POSTPONE_HOURS after that time. The first move keeps the original time in
 * `original_starts_at`; every later move is measured against it. The league's revision moves on in the same
 * transaction, so a batch of games read before the move cannot play the game at its old time.
 */
import { and, eq, sql } from 'drizzle-orm';
import { CALENDAR_MESSAGES, type CalendarGame, type CalendarRescheduleRequest } from '@bb/contract';
import type { Database } from '../db/database';
import { leagueGames, leagues } from '../db/schema/leagues';
import { readTeams, visibleLeague, type GameRow, type LeagueRow } from '../leagues';
import { LeagueError } from '../leagues';
import { calendarGame, MAX_POSTPONE_MS, mayReschedule, MIN_NOTICE_MS, originalStart } from './calendar-games';

/** A refusal; when it names the original time, `originalTime` carries it for the placeholder in the message. */
export class CalendarRefusal extends LeagueError {
  readonly originalTime: string | null;
  constructor(message: string, statusCode: number, originalTime: Date | null = null) {
    super(message, statusCode);
    this.originalTime = originalTime?.toISOString() ?? null;
  }
}

/** Why this new time is refused, or null. */
export function timeProblem(wanted: number, original: Date, now: Date): CalendarRefusal | null {
  if (Number.isNaN(wanted)) return new CalendarRefusal(CALENDAR_MESSAGES.futureDate, 400);
  if (wanted <= now.getTime()) return new CalendarRefusal(CALENDAR_MESSAGES.pastTime, 400);
  if (wanted < now.getTime() + MIN_NOTICE_MS) return new CalendarRefusal(CALENDAR_MESSAGES.tenMinutes, 400);
  if (wanted < original.getTime()) return new CalendarRefusal(CALENDAR_MESSAGES.beforeOriginal, 400, original);
  if (wanted > original.getTime() + MAX_POSTPONE_MS) return new CalendarRefusal(CALENDAR_MESSAGES.tooLate, 400, original);
  return null;
}

export async function rescheduleGame(database: Database, body: CalendarRescheduleRequest, userId: number, now: Date): Promise<CalendarGame> {
  const db = database.db;
  // Unknown and others' private leagues: 404 'Oops! no record found', as everywhere.
  const league: LeagueRow = await visibleLeague(db, body.leagueId, userId);
  const [game] = await db.select().from(leagueGames).where(and(eq(leagueGames.leagueId, league.id), eq(leagueGames.num, body.scheduleId)));
  if (!game) throw new CalendarRefusal(CALENDAR_MESSAGES.notFound, 404);
  const teams = await readTeams(db, league.id);
  if (!mayReschedule(league, teams, game, userId)) throw new CalendarRefusal(CALENDAR_MESSAGES.notAllowed, 403);
  if (game.status !== 'scheduled' || league.status === 'final') throw new CalendarRefusal(CALENDAR_MESSAGES.notScheduled, 409);
  const wanted = Date.parse(body.startsAt);
  const original = originalStart(game);
  const problem = timeProblem(wanted, original, now);
  if (problem) throw problem;

  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(leagueGames)
      .set({ startsAt: new Date(wanted), originalStartsAt: original, notified: false })
      .where(and(eq(leagueGames.leagueId, league.id), eq(leagueGames.num, game.num), eq(leagueGames.status, 'scheduled')))
      .returning();
    if (row) await tx.update(leagues).set({ revision: sql`${leagues.revision} + 1` }).where(eq(leagues.id, league.id));
    return row as GameRow | undefined;
  });
  // Played or opened on the play screen while this request was checking.
  if (!moved) throw new CalendarRefusal(CALENDAR_MESSAGES.notScheduled, 409);
  return calendarGame(league, teams, moved, userId, now);
}
