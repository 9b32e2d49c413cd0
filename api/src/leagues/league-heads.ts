/**
 * A league's head — its revision and whether it is private — as of the moment a request asks, or later: what a cached
 * view (league-answers.ts) must show at least. Every store that changes a league's games moves its revision on in the
 * same transaction, so a request that sees the head after a commit never gets an answer from before it.
 *
 * - PostgreSQL, shared by instances: the head is read from the database for every request, so what one instance
 *   stores every instance serves at once. Requests share reads, but never one that began before they arrived: one
 *   read is in flight at a time, and the requests that came while it ran wait for the next, which fetches all their
 *   leagues in one query.
 * - PGlite, embedded in this one process, which is its only writer: a query costs this process's own CPU, so heads
 *   are kept in memory. A trigger (migration 0025) announces every change of a head on channel `league_heads` as it
 *   commits; PGlite hands the notice to its listeners in microtasks queued while the COMMIT runs, so they run before
 *   the writer's code resumes and before any other request is served.
 */
import { inArray } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { leagues } from '../db/schema/leagues';
import { LruMap } from '../http/lru-map';

export interface LeagueHead {
  revision: number;
  isPrivate: boolean;
}

export interface LeagueHeads {
  /** The league's head as committed when this call was made or later; null when there is no such league. */
  get(leagueId: number): Promise<LeagueHead | null>;
  /** Queries run for heads so far (tests see requests share them, or need none). */
  readonly reads: number;
  close(): Promise<void>;
}

export const HEADS_CHANNEL = 'league_heads';

async function readHeads(db: Db, ids: number[]): Promise<Map<number, LeagueHead>> {
  const rows = await db
    .select({ id: leagues.id, revision: leagues.revision, isPrivate: leagues.isPrivate })
    .from(leagues)
    .where(inArray(leagues.id, ids));
  return new Map(rows.map((r) => [r.id, { revision: r.revision, isPrivate: r.isPrivate }]));
}

interface Waiter {
  resolve(head: LeagueHead | null): void;
  reject(error: unknown): void;
}

/** PostgreSQL: a read per request, shared only among requests that all arrived before it began. */
export class SharedHeads implements LeagueHeads {
  private waiting = new Map<number, Waiter[]>();
  private reading = false;
  reads = 0;

  constructor(private readonly db: Db) {}

  get(leagueId: number): Promise<LeagueHead | null> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(leagueId);
      if (list) list.push({ resolve, reject });
      else this.waiting.set(leagueId, [{ resolve, reject }]);
      if (!this.reading) void this.readWhileWaiting();
    });
  }

  private async readWhileWaiting(): Promise<void> {
    this.reading = true;
    try {
      while (this.waiting.size > 0) {
        const batch = this.waiting;
        this.waiting = new Map();
        this.reads += 1;
        try {
          const heads = await readHeads(this.db, [...batch.keys()]);
          for (const [id, waiters] of batch) for (const w of waiters) w.resolve(heads.get(id) ?? null);
        } catch (error) {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
        }
      }
    } finally {
      this.reading = false;
    }
  }

  async close(): Promise<void> {}
}

/** PGlite: heads in memory, read once per league and kept right by the trigger's notices. */
export class EmbeddedHeads implements LeagueHeads {
  /** null: the league was deleted (ids are never reused). */
  private readonly known = new LruMap<number, LeagueHead | null>(10_000);
  /** Notices heard so far: a read that saw one arrive while it ran is not kept (it may predate the notice). */
  private notices = 0;
  private listening: Promise<() => Promise<void>> | null = null;
  reads = 0;

  constructor(
    private readonly db: Db,
    private readonly listen: (channel: string, onNotice: (payload: string) => void) => Promise<() => Promise<void>>,
  ) {}

  async get(leagueId: number): Promise<LeagueHead | null> {
    this.listening ??= this.listen(HEADS_CHANNEL, (payload) => this.heard(payload));
    await this.listening;
    if (this.known.has(leagueId)) return this.known.get(leagueId) ?? null;
    const before = this.notices;
    this.reads += 1;
    const head = (await readHeads(this.db, [leagueId])).get(leagueId) ?? null;
    if (head && this.notices === before) this.known.set(leagueId, head);
    return head;
  }

  /** "id:revision:private" or "id:deleted". */
  private heard(payload: string): void {
    this.notices += 1;
    const [id, revision, isPrivate] = payload.split(':');
    const leagueId = Number(id);
    if (!this.known.has(leagueId)) return;
    this.known.set(leagueId, revision === 'deleted' ? null : { revision: Number(revision), isPrivate: isPrivate === '1' });
  }

  async close(): Promise<void> {
    const stop = await this.listening?.catch(() => null);
    this.listening = null;
    await stop?.();
  }
}

export function leagueHeads(database: Database): LeagueHeads {
  const { connection } = database;
  if (connection.kind === 'postgres') return new SharedHeads(database.db);
  return new EmbeddedHeads(database.db, (channel, onNotice) => connection.client.listen(channel, onNotice));
}
