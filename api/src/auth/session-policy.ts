import type { users } from '../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/**
 * Session lifetime (README "Sessions"): a session unused for IDLE_MS ends, and every session ends ABSOLUTE_MS after
 * its login, however busy. Generous for a game people come back to weekly, bounded for a stolen key.
 */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often per session: a request is not a database write. */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;

export function sessionExpired(session: { createdAt: Date; lastSeenAt: Date }, now: Date): boolean {
  const t = now.getTime();
  return t - session.lastSeenAt.getTime() > SESSION_IDLE_MS || t - session.createdAt.getTime() > SESSION_ABSOLUTE_MS;
}
