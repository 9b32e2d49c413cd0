import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { recordResult, startAttempt, type GameResult } from '../src/gotd/results';

/** Users straight into the table: signup is rate limited per IP, and boards need many players. */
export async function insertUsers(db: Db, usernames: string[]): Promise<number[]> {
  const result = (await db.execute(sql`
    INSERT INTO users (username, email, password_hash, is_gotd_guest)
    SELECT u, u || '@example.test', 'x', false FROM unnest(${`{${usernames.join(',')}}`}::text[]) AS u
    RETURNING id`)) as unknown as { rows: Array<{ id: number }> };
  return result.rows.map((r) => Number(r.id));
}

let gameCounter = 0;

/** A finished attempt of one user on one day (the game log itself is not needed by the boards). */
export async function finishedGame(db: Db, userId: number, gameDay: string, result: Partial<GameResult>, finishedAt = new Date()): Promise<boolean> {
  gameCounter += 1;
  const { attempt } = await startAttempt(db, userId, gameDay, `00000000-0000-4000-8000-${String(gameCounter).padStart(12, '0')}`);
  return recordResult(db, attempt.id, { win: false, runs: 0, hits: 0, hr: 0, strikeouts: 0, runsAllowed: 0, ...result }, finishedAt);
}
