import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema/index';
import { hashSecret, newSecret } from './tokens';

export type UserRow = typeof users.$inferSelect;

/** Session keys are 43 base64url characters; anything else is not worth a query. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Starts the user's one active session: a new login deletes the user's other
 * sessions, so a key handed out earlier answers 401 from then on.
 */
export async function startSession(db: Db, userId: number): Promise<string> {
  const key = newSecret();
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.insert(sessions).values({ userId, keyHash: hashSecret(key) });
  });
  return key;
}

export async function endSession(db: Db, key: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.keyHash, hashSecret(key)));
}

export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The user owning this session key, or null. */
export async function findSessionUser(db: Db, key: string): Promise<UserRow | null> {
  if (!KEY_PATTERN.test(key)) return null;
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.keyHash, hashSecret(key)))
    .limit(1);
  return rows[0]?.user ?? null;
}
