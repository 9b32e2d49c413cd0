/**
 * Who has a stream open now, across API instances, on the `presence` table: users on the site (the opponent picker's
 * "online") and the viewers of a game (players' connections, spectator counts). Each instance counts its own
 * connections per (topic, user) in its own rows and refreshes their `seen_at` every heartbeat; a row not refreshed
 * for two heartbeats (a crashed instance) no longer counts, and the next heartbeat of a live instance removes it.
 * Times are the database's now(): connections are real, the injected clock of tests does not move them.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { REALTIME_HEARTBEAT_MS } from '@bb/contract';
import type { Database, Db } from '../db/database';
import { presence } from '../db/schema/index';

/** 'user' on the site topic; 'player' or 'spectator' on a game's. */
export type PresenceRole = 'user' | 'player' | 'spectator';

export const SITE_TOPIC = 'site';
export const gameTopic = (gameId: string): string => `game:${gameId}`;

/** A row that counts: refreshed within two heartbeats, by the database's clock. */
const FRESH_MS = 2 * REALTIME_HEARTBEAT_MS;
const freshSince = sql`now() - ${sql.raw(`interval '${FRESH_MS} milliseconds'`)}`;

type DbOrDatabase = Db | Database;
const dbOf = (database: DbOrDatabase): Db => ('db' in database ? database.db : database);

/** Rows a heartbeat found stale (their instance stopped refreshing them) and removed. */
export interface ExpiredPresence {
  topic: string;
  userId: number;
  role: string;
}

export interface PresenceOptions {
  /** How often this instance refreshes its rows; at most REALTIME_HEARTBEAT_MS (readers allow two of them). */
  heartbeatMs?: number;
  onError?: (error: unknown) => void;
}

/** This instance's connections in the presence table. One per app instance. */
export class Presence {
  readonly instanceId = randomUUID();
  private readonly heartbeat: ReturnType<typeof setInterval>;
  /** Per (topic, user): the last queued change, so a leave never overtakes its join. */
  private readonly chains = new Map<string, Promise<void>>();
  private readonly expiredListeners = new Set<(rows: ExpiredPresence[]) => void>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: PresenceOptions = {},
  ) {
    const every = Math.min(options.heartbeatMs ?? REALTIME_HEARTBEAT_MS, REALTIME_HEARTBEAT_MS);
    this.heartbeat = setInterval(() => void this.beat(), every);
    this.heartbeat.unref();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** One more stream of this user on this topic here. Never rejects (a failure is reported). */
  join(topic: string, userId: number, role: PresenceRole): Promise<void> {
    return this.queue(topic, userId, async () => {
      await this.db
        .insert(presence)
        .values({ topic, userId, instanceId: this.instanceId, role, connections: 1 })
        .onConflictDoUpdate({
          target: [presence.topic, presence.userId, presence.instanceId],
          set: { connections: sql`${presence.connections} + 1`, role, seenAt: sql`now()` },
        });
    });
  }

  /** One stream fewer; the row goes with the last. Never rejects. */
  leave(topic: string, userId: number): Promise<void> {
    return this.queue(topic, userId, async () => {
      const mine = and(eq(presence.topic, topic), eq(presence.userId, userId), eq(presence.instanceId, this.instanceId));
      const [row] = await this.db
        .update(presence)
        .set({ connections: sql`${presence.connections} - 1` })
        .where(mine)
        .returning({ connections: presence.connections });
      if (row && row.connections <= 0) await this.db.delete(presence).where(and(mine, lte(presence.connections, 0)));
    });
  }

  /** Told of rows a heartbeat removed because their instance stopped refreshing them (players gone with it). */
  onExpired(listener: (rows: ExpiredPresence[]) => void): () => void {
    this.expiredListeners.add(listener);
    return () => this.expiredListeners.delete(listener);
  }

  /** Refreshes this instance's rows, then removes rows nobody refreshed (a crashed instance's). Never rejects. */
  async beat(): Promise<void> {
    if (this.closed) return;
    try {
      await this.db.update(presence).set({ seenAt: sql`now()` }).where(eq(presence.instanceId, this.instanceId));
      const expired = await this.db
        .delete(presence)
        .where(lt(presence.seenAt, freshSince))
        .returning({ topic: presence.topic, userId: presence.userId, role: presence.role });
      if (expired.length > 0) for (const listener of [...this.expiredListeners]) listener(expired);
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /** Stops the heartbeat, lets queued changes finish, and removes this instance's rows. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.expiredListeners.clear();
    await Promise.all([...this.chains.values()]);
    try {
      await this.db.delete(presence).where(eq(presence.instanceId, this.instanceId));
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  private queue(topic: string, userId: number, work: () => Promise<void>): Promise<void> {
    if (this.closed) return Promise.resolve();
    const key = `${topic}\u0000${userId}`;
    const next = (this.chains.get(key) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => this.options.onError?.(error));
    this.chains.set(key, next);
    void next.then(() => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    });
    return next;
  }
}

/** SQL: the user has a stream of the topic open now (any instance), for conditional writes. */
export function presentSql(topic: string, userId: number): SQL {
  return sql`exists (select 1 from ${presence} where ${presence.topic} = ${topic} and ${presence.userId} = ${userId} and ${presence.seenAt} > ${freshSince})`;
}

/** Which of these users have the site open now (any instance). */
export async function isOnline(database: DbOrDatabase, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await dbOf(database)
    .selectDistinct({ userId: presence.userId })
    .from(presence)
    .where(and(eq(presence.topic, SITE_TOPIC), inArray(presence.userId, userIds), gt(presence.seenAt, freshSince)));
  return new Set(rows.map((r) => r.userId));
}

/** Who has a game's stream open now (any instance): its players, and the users watching without a seat. */
export async function gameViewers(database: DbOrDatabase, gameId: string): Promise<{ players: Set<number>; spectators: number[] }> {
  const rows = await dbOf(database)
    .select({ userId: presence.userId, role: presence.role })
    .from(presence)
    .where(and(eq(presence.topic, gameTopic(gameId)), gt(presence.seenAt, freshSince)));
  const players = new Set(rows.filter((r) => r.role === 'player').map((r) => r.userId));
  const spectators = [...new Set(rows.filter((r) => r.role !== 'player' && !players.has(r.userId)).map((r) => r.userId))].sort((a, b) => a - b);
  return { players, spectators };
}

/**
 * A game's viewers counted by the database: which of `known` (its owner and players) have its stream open now (any
 * instance), and how many other users do, less `excluded` (blocked users). A few rows whatever the audience: a game
 * with 5,000 spectators re-reads its viewers on every join, and 5,000 rows a join made joining quadratic.
 */
export async function countGameViewers(
  database: DbOrDatabase,
  gameId: string,
  known: number[],
  excluded: number[],
): Promise<{ present: Set<number>; others: number }> {
  const db = dbOf(database);
  const open = and(eq(presence.topic, gameTopic(gameId)), gt(presence.seenAt, freshSince));
  const [present, [counted]] = await Promise.all([
    known.length === 0 ? [] : db.selectDistinct({ userId: presence.userId }).from(presence).where(and(open, inArray(presence.userId, known))),
    db
      .select({ others: sql<number>`count(distinct ${presence.userId})::int` })
      .from(presence)
      .where(and(open, notInArray(presence.userId, [...known, ...excluded]))),
  ]);
  return { present: new Set(present.map((r) => r.userId)), others: counted?.others ?? 0 };
}
