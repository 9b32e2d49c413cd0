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

function toRow(row: typeof h2hGames.$inferSelect): H2HRow {
  return {
    ...row,
    blocked: Array.isArray(row.blocked) ? (row.blocked as unknown[]).filter((id): id is number => Number.isInteger(id)) : [],
    takenOver: (row.takenOver ?? {}) as H2HRow['takenOver'],
  };
}

/** The row of a head-to-head game, or null (not a head-to-head game, or not created yet). */
export async function readH2H(database: DbOrTx, gameId: string): Promise<H2HRow | null> {
  const [row] = await dbOf(database).select().from(h2hGames).where(eq(h2hGames.gameId, gameId)).limit(1);
  return row ? toRow(row) : null;
}

/** Changes the row and bumps its version; returns the row as written (null when the game has none). */
export async function updateH2H(database: DbOrTx, gameId: string, patch: H2HPatch): Promise<H2HRow | null> {
  const [row] = await dbOf(database)
    .update(h2hGames)
    .set({ ...patch, version: sql`${h2hGames.version} + 1` })
    .where(eq(h2hGames.gameId, gameId))
    .returning();
  return row ? toRow(row) : null;
}

/** The side a user started in (kept after the computer took his seat), or null. */
export function originalSide(row: Pick<H2HRow, 'awayUserId' | 'homeUserId'>, userId: number | null): GameSideName | null {
  if (userId === null) return null;
  if (row.awayUserId === userId) return 'away';
  if (row.homeUserId === userId) return 'home';
  return null;
}
