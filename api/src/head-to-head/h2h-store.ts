/**
 * The `h2h_games` row of a head-to-head game, typed: who started in each seat, the owner's spectator choices, the
 * sides the computer took over, the turn the clock runs for, and when each player was last active or connected.
 * Every write bumps `version`, so the streams' unversioned block (`headToHead`) is rebuilt.
 */
import { eq, sql } from 'drizzle-orm';
import type { GameSideName, H2HTakeover } from '@bb/contract';
import type { Database, Db } from '../db/database';
import { h2hGames } from '../db/schema/index';

export interface H2HRow {
  gameId: string;
  ownerUserId: number;
  awayUserId: number | null;
  homeUserId: number | null;
  spectatorsAllowed: boolean;
  blocked: number[];
  takenOver: Partial<Record<GameSideName, H2HTakeover>>;
  turnRevision: number | null;
  turnStartedAt: Date | null;
  awayActiveAt: Date | null;
  homeActiveAt: Date | null;
  awayGoneAt: Date | null;
  homeGoneAt: Date | null;
  version: number;
}

/** What a write may change (`version` is bumped by every write; `gameId` and the owner never change). */
export type H2HPatch = Partial<Omit<H2HRow, 'gameId' | 'ownerUserId' | 'version'>>;

type DbOrTx = Db | Database;
const dbOf = (database: DbOrTx): Db => ('db' in database ? database.db : database);

export function toRow(row: typeof h2hGames.$inferSelect): H2HRow {
  return {
    ...row,
    blocked: Array.isArray(row.blocked) ? (row.blocked as unknown[]).filter((id): id is number => Number.isInteger(id)) : [],
    takenOver: (row.takenOver ?? {}) as H2HRow['takenOver'],
  };
}

/**
 * The turns this process has seen a row hold, per database. A turn belongs to one game revision and, once the row holds
 * it, never changes (`turnStart` only ever moves the row to a later revision), so a turn seen once is the truth for
 * that revision on every instance: the decide path need not read the row to learn its deadline is still ahead.
 */
const turns = new WeakMap<Database, Map<string, { revision: number; startedAt: Date }>>();
const MAX_KNOWN_TURNS = 5000;

/** Notes the turn a row holds as read or written outside a transaction (a rolled-back write never reaches here). */
export function noteTurn(database: DbOrTx, row: Pick<H2HRow, 'gameId' | 'turnRevision' | 'turnStartedAt'>): void {
  if (!('db' in database) || row.turnRevision === null || row.turnStartedAt === null) return;
  let known = turns.get(database);
  if (!known) turns.set(database, (known = new Map()));
  known.delete(row.gameId);
  if (known.size >= MAX_KNOWN_TURNS) known.delete(known.keys().next().value as string);
  known.set(row.gameId, { revision: row.turnRevision, startedAt: row.turnStartedAt });
}

/** When the turn of the game's `revision` started, if this process has seen it; null: read the row. */
export function knownTurnStart(database: Database, gameId: string, revision: number): Date | null {
  const known = turns.get(database)?.get(gameId);
  return known && known.revision === revision ? known.startedAt : null;
}

/** The row of a head-to-head game, or null (not a head-to-head game, or not created yet). */
export async function readH2H(database: DbOrTx, gameId: string): Promise<H2HRow | null> {
  const [row] = await dbOf(database).select().from(h2hGames).where(eq(h2hGames.gameId, gameId)).limit(1);
  if (!row) return null;
  const typed = toRow(row);
  noteTurn(database, typed);
  return typed;
}

/** Changes the row and bumps its version; returns the row as written (null when the game has none). */
export async function updateH2H(database: DbOrTx, gameId: string, patch: H2HPatch): Promise<H2HRow | null> {
  const [row] = await dbOf(database)
    .update(h2hGames)
    .set({ ...patch, version: sql`${h2hGames.version} + 1` })
    .where(eq(h2hGames.gameId, gameId))
    .returning();
  if (!row) return null;
  const typed = toRow(row);
  noteTurn(database, typed);
  return typed;
}

/** The side a user started in (kept after the computer took his seat), or null. */
export function originalSide(row: Pick<H2HRow, 'awayUserId' | 'homeUserId'>, userId: number | null): GameSideName | null {
  if (userId === null) return null;
  if (row.awayUserId === userId) return 'away';
  if (row.homeUserId === userId) return 'home';
  return null;
}
