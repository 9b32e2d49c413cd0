import type { UserRow } from './session-policy';

export interface CachedSession {
  sessionId: number;
  user: UserRow;
  createdAt: Date;
  lastSeenAt: Date;
  /** When this entry was read from the database (ms); older than the cache's TTL it is read again. */
  readAt: number;
}

/**
 * Session key hash → session and user, so an authenticated request costs no query. Entries are dropped at once on
 * logout, expiry, a login elsewhere or a change of the user's record (the session store calls `dropUser`, on every
 * instance through the realtime bus); the TTL only bounds what a change made outside the API could leave behind.
 */
export class SessionCache {
  private readonly byKey = new Map<string, CachedSession>();
  private readonly keysByUser = new Map<number, Set<string>>();

  constructor(
    private readonly maxEntries = 50_000,
    readonly ttlMs = 60_000,
  ) {}

  get size(): number {
    return this.byKey.size;
  }

  get(keyHash: string, nowMs: number): CachedSession | undefined {
    const entry = this.byKey.get(keyHash);
    if (!entry) return undefined;
    if (nowMs - entry.readAt > this.ttlMs) {
      this.dropKey(keyHash);
      return undefined;
    }
    return entry;
  }

  set(keyHash: string, entry: CachedSession): void {
    this.dropKey(keyHash);
    // Oldest first out: Map keeps insertion order.
    if (this.byKey.size >= this.maxEntries) {
      const oldest = this.byKey.keys().next().value;
      if (oldest !== undefined) this.dropKey(oldest);
    }
    this.byKey.set(keyHash, entry);
    let keys = this.keysByUser.get(entry.user.id);
    if (!keys) this.keysByUser.set(entry.user.id, (keys = new Set()));
    keys.add(keyHash);
  }

  dropKey(keyHash: string): void {
    const entry = this.byKey.get(keyHash);
    if (!entry) return;
    this.byKey.delete(keyHash);
    const keys = this.keysByUser.get(entry.user.id);
    keys?.delete(keyHash);
    if (keys?.size === 0) this.keysByUser.delete(entry.user.id);
  }

  dropUser(userId: number): void {
    for (const key of [...(this.keysByUser.get(userId) ?? [])]) this.dropKey(key);
  }

  clear(): void {
    this.byKey.clear();
    this.keysByUser.clear();
  }
}
