/**
 * What the `headToHead` block of a game is built from, read once and shared: its h2h_games row, which players have
 * its stream open and how many others watch (every instance; counted by the database, whatever the audience), its
 * newest invitation and the players' names. 5,000 spectators of a game re-render on every change; they all read one
 * snapshot. A snapshot serves until the game changes (a bus event, or a write of this module, forgets it), the game's
 * revision moves, or it is a second old (by the wall clock and the injected clock: time alone changes an invitation's
 * status and the clock's `serverNow`).
 */
import { inArray } from 'drizzle-orm';
import type { H2HInvitation } from '@bb/contract';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';
import type { RealtimeBus } from '../realtime';
import { countGameViewers, gameViewers } from '../realtime';
import { readH2H, type H2HRow } from './h2h-store';
import { latestInvitation } from './invitations';

export interface H2HSnapshot {
  row: H2HRow;
  /** The users who started the game (owner, players) with its stream open; how many others watch, less the blocked. */
  viewers: { players: Set<number>; spectators: number };
  invitation: H2HInvitation | null;
  /** The owner's and the players' usernames. */
  names: ReadonlyMap<number, string>;
  /** The injected clock when it was read. */
  now: Date;
  /** Per-snapshot memos of what the block builder derives (the plain spectator's block, the owner's lists). */
  readonly memo: Map<string, unknown>;
}

export async function usernamesOf(database: Database, ids: Iterable<number>): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await database.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** Reads a snapshot now (null: not a head-to-head game). */
export async function readSnapshot(database: Database, gameId: string, now: Date): Promise<H2HSnapshot | null> {
  const row = await readH2H(database, gameId);
  return row && snapshotOf(database, row, now);
}

/**
 * The snapshot with the row read again and the rest kept (a move: only the row's clock columns changed). Read whole
 * when the row names other players, owner, blocked users or spectator choice: the viewer counts and lists follow them.
 */
async function withNewRow(database: Database, old: H2HSnapshot, gameId: string, now: Date): Promise<H2HSnapshot | null> {
  const row = await readH2H(database, gameId);
  return row && withRow(database, old, row, now);
}

async function withRow(database: Database, old: H2HSnapshot, row: H2HRow, now: Date): Promise<H2HSnapshot> {
  const same = row.ownerUserId === old.row.ownerUserId && row.awayUserId === old.row.awayUserId && row.homeUserId === old.row.homeUserId
    && row.spectatorsAllowed === old.row.spectatorsAllowed && JSON.stringify(row.blocked) === JSON.stringify(old.row.blocked);
  if (!same) return snapshotOf(database, row, now);
  // The owner's lists (who watches, whom he blocked) do not change with the row's clock; the per-revision blocks do.
  const memo = new Map([...old.memo].filter(([key]) => key === OWNER_LISTS));
  return { ...old, row, memo };
}

async function snapshotOf(database: Database, row: H2HRow, now: Date): Promise<H2HSnapshot> {
  const gameId = row.gameId;
  // By who started the game, not by the role a stream opened with (an invitee who watched, then accepted, is a player).
  const started = startedBy(row);
  const [present, invitation, names] = await Promise.all([
    countGameViewers(database, gameId, started, row.blocked),
    latestInvitation(database, gameId, now),
    usernamesOf(database, started),
  ]);
  return { row, viewers: { players: present.present, spectators: present.others }, invitation, names, now, memo: new Map() };
}

/** The owner and the players the game started with. */
function startedBy(row: H2HRow): number[] {
  return [...new Set([row.ownerUserId, row.awayUserId, row.homeUserId].filter((id): id is number => id !== null))];
}

/** The memo key of the owner's lists (./h2h-info.ts). */
export const OWNER_LISTS = 'owner-lists';

/** Who watches the game now without having started it (the owner's list: read only when the owner's block is built). */
export async function spectatorIds(database: Database, row: H2HRow): Promise<number[]> {
  const started = new Set(startedBy(row));
  const { players, spectators } = await gameViewers(database, row.gameId);
  return [...new Set([...players, ...spectators])].filter((id) => !started.has(id)).sort((x, y) => x - y);
}

const MAX_AGE_MS = 1000;

const byDatabase = new WeakMap<Database, H2HSnapshots>();

/** The snapshots of a database's games; the clock is the last registering app's (as the mode's hooks are). */
export function snapshotsFor(database: Database, clock: () => Date): H2HSnapshots {
  let snapshots = byDatabase.get(database);
  if (!snapshots) byDatabase.set(database, (snapshots = new H2HSnapshots(database, clock)));
  snapshots.clock = clock;
  return snapshots;
}

export function registeredSnapshots(database: Database): H2HSnapshots | null {
  return byDatabase.get(database) ?? null;
}

interface Entry {
  snapshot: Promise<H2HSnapshot | null>;
  revision: number;
  startedAt: number;
  now: number;
  /** The row is as this process wrote it after the game's write of this revision: that revision's own event keeps it. */
  rowSince?: number;
}

/**
 * The shared snapshots of one database's games. The mode's hooks are process-wide and several app instances may
 * share a database in one process (tests): each app's bus makes the snapshots of a changed game go.
 */
export class H2HSnapshots {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly database: Database,
    public clock: () => Date,
  ) {}

  /**
   * Follows each change the bus carries: a new revision has the game's row read again at once (its renders are about
   * to want it; the read runs beside theirs of the game), a change of viewers or of the invitation forgets the
   * snapshot. Bus listeners all run before any render they start reads anything, so a render after an event reads
   * anew. Returns the unsubscription.
   */
  listenTo(bus: RealtimeBus): () => void {
    return bus.subscribe((event) => {
      if (event.type === 'game-changed') this.rowChanged(event.gameId, event.revision);
      else if (event.type === 'game-viewers-changed') this.forget(event.gameId);
    });
  }

  /**
   * The game's snapshot as of `revision` (the game as the caller read it). After a move only the row is read again:
   * presence, the invitation and the names change with events of their own (which forget the snapshot) or with time
   * (the age limit, counted from their read).
   */
  get(gameId: string, revision: number): Promise<H2HSnapshot | null> {
    const now = this.clock();
    const entry = this.entries.get(gameId);
    const fresh = entry !== undefined && this.fresh(entry, now);
    if (fresh && entry.revision === revision) return entry.snapshot;
    if (this.entries.size > 1000) this.prune(now);
    if (fresh) return this.rowAgain(gameId, entry, revision, now);
    const snapshot = readSnapshot(this.database, gameId, now);
    this.keep(gameId, { snapshot, revision, startedAt: performance.now(), now: now.getTime() });
    return snapshot;
  }

  forget(gameId: string): void {
    this.entries.delete(gameId);
  }

  /** The game is at `revision` (a bus event): its row is read again, the rest kept while fresh. */
  rowChanged(gameId: string, revision: number): void {
    const entry = this.entries.get(gameId);
    if (!entry || (entry.rowSince !== undefined && entry.rowSince >= revision)) return;
    const now = this.clock();
    if (this.fresh(entry, now)) void this.rowAgain(gameId, entry, revision, now).catch(() => undefined);
    else this.entries.delete(gameId);
  }

  /**
   * Called before a move's write of the row: hands the row as written (with the game's new revision) to the game's
   * snapshot, so the move's own renders read nothing. Only when nothing changed the snapshot in between (another
   * write's event replaces or forgets it): the written row then holds every earlier write and nothing later.
   */
  primer(gameId: string): (revision: number, row: H2HRow) => void {
    const before = this.entries.get(gameId);
    return (revision, row) => {
      const entry = this.entries.get(gameId);
      if (!entry || entry !== before || !this.fresh(entry, this.clock())) return;
      const { database } = this;
      const now = new Date(entry.now);
      const snapshot = entry.snapshot.then((old) => (old ? withRow(database, old, row, now) : readSnapshot(database, gameId, now)));
      this.keep(gameId, { snapshot, revision, startedAt: entry.startedAt, now: entry.now, rowSince: revision });
    };
  }

  /** The entry's snapshot with its row read again, as of `revision`; its other parts keep their age. */
  private rowAgain(gameId: string, entry: Entry, revision: number, now: Date): Promise<H2HSnapshot | null> {
    const { database } = this;
    const snapshot = entry.snapshot.then((old) => (old ? withNewRow(database, old, gameId, now) : readSnapshot(database, gameId, now)));
    this.keep(gameId, { snapshot, revision, startedAt: entry.startedAt, now: entry.now });
    return snapshot;
  }

  private keep(gameId: string, made: Entry): void {
    this.entries.set(gameId, made);
    // A failed read is not kept.
    made.snapshot.catch(() => {
      if (this.entries.get(gameId) === made) this.entries.delete(gameId);
    });
  }

  private fresh(entry: Entry, now: Date): boolean {
    const moved = now.getTime() - entry.now;
    return performance.now() - entry.startedAt < MAX_AGE_MS && moved >= 0 && moved < MAX_AGE_MS;
  }

  private prune(now: Date): void {
    for (const [gameId, entry] of this.entries) if (!this.fresh(entry, now)) this.entries.delete(gameId);
  }
}
