import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { gotdResults, users } from '../db/schema/index';
import { finalRowsOf, prunePeriodsDaily, writeUserAggregates } from './aggregate-store';
import { gameDayOf } from './game-day';
import { invalidateBoards } from './leaderboard-cache';

export interface GameResult {
  win: boolean;
  runs: number;
  hits: number;
  hr: number;
  /** Strikeouts thrown by the player's pitchers. */
  strikeouts: number;
  runsAllowed: number;
}

export const ALREADY_PLAYED = "You have already played today's Game of the Day. Come back tomorrow for a new game!";

export class AlreadyPlayedError extends Error {
  readonly statusCode = 409;
  constructor() {
    super(ALREADY_PLAYED);
  }
}

export type Attempt = typeof gotdResults.$inferSelect;

export async function findAttempt(db: Db, userId: number, gameDay: string): Promise<Attempt | undefined> {
  const [row] = await db.select().from(gotdResults).where(and(eq(gotdResults.userId, userId), eq(gotdResults.gameDay, gameDay)));
  return row;
}

export async function findAttemptByGame(db: Db, gameId: string): Promise<Attempt | undefined> {
  const [row] = await db.select().from(gotdResults).where(eq(gotdResults.gameId, gameId));
  return row;
}

/**
 * Registers the user's one attempt of the day. The unique (user, day) index decides races: of two
 * simultaneous starts exactly one inserts, the other sees the existing attempt.
 */
export async function startAttempt(db: Db, userId: number, gameDay: string, gameId: string, startedAt = new Date()): Promise<{ attempt: Attempt; created: boolean }> {
  const inserted = await db.insert(gotdResults).values({ userId, gameDay, gameId, startedAt }).onConflictDoNothing().returning();
  if (inserted[0]) return { attempt: inserted[0], created: true };
  return { attempt: (await findAttempt(db, userId, gameDay))!, created: false };
}

/**
 * Records the end of an attempt exactly once and rewrites the user's aggregates (all-time and the day, Last 7 Days and month
 * slices the game counts in) from their results.
 * Returns false when the attempt was already final (a repeated or concurrent submission).
 * The user row lock serialises one user's submissions; different users never wait for each other.
 */
export async function recordResult(db: Db, attemptId: number, result: GameResult, finishedAt = new Date()): Promise<boolean> {
  const recorded = await db.transaction(async (tx) => {
    const [attempt] = await tx.select({ userId: gotdResults.userId, gameDay: gotdResults.gameDay }).from(gotdResults).where(eq(gotdResults.id, attemptId));
    if (!attempt) return false;
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, attempt.userId)).for('update');
    const finished = await tx
      .update(gotdResults)
      .set({ status: 'final', finishedAt, ...result })
      .where(and(eq(gotdResults.id, attemptId), eq(gotdResults.status, 'playing')))
      .returning({ id: gotdResults.id });
    if (finished.length === 0) return false;

    const rows = await finalRowsOf(tx, attempt.userId);
    // The latest day too: a game finished after midnight can move the streaks of the slices around it.
    await writeUserAggregates(tx, attempt.userId, user?.username ?? '', rows, [attempt.gameDay, rows[rows.length - 1]!.gameDay]);
    return true;
  });
  if (recorded) {
    invalidateBoards(db);
    await prunePeriodsDaily(db, gameDayOf(finishedAt));
  }
  return recorded;
}
