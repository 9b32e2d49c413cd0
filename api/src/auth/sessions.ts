import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema/index';
import type { RealtimeBus } from '../realtime';
import { SessionCache } from './session-cache';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS, sessionExpired, type UserRow } from './session-policy';
import { hashSecret, newSecret } from './tokens';
import { watchUserChanges } from './user-changes';

export type { UserRow } from './session-policy';

/** Session keys are 43 base64url characters; anything else is not worth a look-up. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface ResolvedSession {
  user: UserRow;
  sessionId: number;
}

/**
 * Sessions: one active session per user (a unique index on user_id; a new login replaces the old row), idle and
 * absolute expiry, and an in-process cache of live sessions kept right across instances by the realtime bus.
 */
export class SessionStore {
  readonly cache = new SessionCache();
  private readonly stopListening: () => void;
  private readonly stopWatching: () => void;

  constructor(
    private readonly db: Db,
    private readonly bus: RealtimeBus,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.stopListening = bus.subscribe((event) => {
      if (event.type === 'sessions-changed' || event.type === 'user-changed') this.cache.dropUser(event.userId);
    });
    this.stopWatching = watchUserChanges((userId) => this.userChanged(userId));
  }

  /**
   * Starts the user's one session; the key handed out before answers 401 from now on, on every instance. The old row
   * is deleted and a new one inserted (a new row id: streams and tickets of the old session die with it); the unique
   * index on user_id makes a concurrent login fail instead of leaving two, and it is tried once more.
   */
  async start(userId: number): Promise<string> {
    const key = newSecret();
    const now = this.clock();
    const replace = () =>
      this.db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.insert(sessions).values({ userId, keyHash: hashSecret(key), createdAt: now, lastSeenAt: now });
      });
    try {
      await replace();
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
      await replace();
    }
    await this.sessionsChanged(userId);
    return key;
  }

  async end(key: string): Promise<void> {
    const [row] = await this.db.delete(sessions).where(eq(sessions.keyHash, hashSecret(key))).returning({ userId: sessions.userId });
    this.cache.dropKey(hashSecret(key));
    if (row) await this.sessionsChanged(row.userId);
  }

  /** Every session of the user but `keep` (a password change keeps the device that made it). */
  async endAll(userId: number, keep?: string): Promise<void> {
    await this.db.delete(sessions).where(keep ? and(eq(sessions.userId, userId), ne(sessions.keyHash, hashSecret(keep))) : eq(sessions.userId, userId));
    await this.sessionsChanged(userId);
  }

  /** The user's record changed (see user-changes.ts): cached copies are dropped on every instance. */
  private async userChanged(userId: number): Promise<void> {
    this.cache.dropUser(userId);
    await this.bus.publish({ type: 'user-changed', userId });
  }

  /** The live session behind a key and its user, or null (unknown, ended, idle or too old). */
  async resolve(key: string): Promise<ResolvedSession | null> {
    if (!KEY_PATTERN.test(key)) return null;
    const keyHash = hashSecret(key);
    const now = this.clock();
    let entry = this.cache.get(keyHash, now.getTime());
    if (!entry) {
      const [row] = await this.db
        .select({ user: users, sessionId: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.keyHash, keyHash))
        .limit(1);
      if (!row) return null;
      entry = { ...row, readAt: now.getTime() };
      this.cache.set(keyHash, entry);
    }
    if (sessionExpired(entry, now)) {
      await this.db.delete(sessions).where(eq(sessions.id, entry.sessionId));
      await this.sessionsChanged(entry.user.id);
      return null;
    }
    if (now.getTime() - entry.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
      entry.lastSeenAt = now;
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, entry.sessionId));
    }
    return { user: entry.user, sessionId: entry.sessionId };
  }

  /** Deletes expired rows (the server runs it at start and daily): a session nobody uses again still goes. */
  async pruneExpired(): Promise<void> {
    const now = this.clock().getTime();
    await this.db
      .delete(sessions)
      .where(or(lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)), lt(sessions.createdAt, new Date(now - SESSION_ABSOLUTE_MS))));
  }

  close(): void {
    this.stopListening();
    this.stopWatching();
    this.cache.clear();
  }

  private async sessionsChanged(userId: number): Promise<void> {
    this.cache.dropUser(userId);
    await this.bus.publish({ type: 'sessions-changed', userId });
  }
}
