/**
 * Who may watch a head-to-head game, and the owner's say over it (block, unblock, add spectator). The
 * players who started the game always see it, even after the computer took their seat (history, replay, rejoin);
 * anyone else signed in may watch unless the owner closed the game to spectators or blocked him.
 */
import { eq } from 'drizzle-orm';
import { H2H_MESSAGES } from '@bb/contract';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';
import { GameServiceError, NOT_FOUND, type GameRecord } from '../games';
import { viewerSide, type GameActor } from '../games';
import { originalSide, readH2H, updateH2H, type H2HRow } from './h2h-store';

/** Throws the contract's 403 when `actor` may not see the game (GET, plays, box score, stream, decisions). */
export function assertMayWatch(row: H2HRow, record: GameRecord, actor: GameActor): void {
  if (actor.userId === null) return; // the seat rules answer 401 before this
  if (actor.userId === row.ownerUserId || originalSide(row, actor.userId) !== null || viewerSide(record, actor) !== null) return;
  if (row.blocked.includes(actor.userId)) throw new GameServiceError(H2H_MESSAGES.blocked, 403);
  if (!row.spectatorsAllowed) throw new GameServiceError(H2H_MESSAGES.spectatorsClosed, 403);
}

/** The game's row, for its owner only (404: not a head-to-head game; 403: someone else's). */
async function ownersRow(database: Database, gameId: string, userId: number): Promise<H2HRow> {
  const row = await readH2H(database, gameId);
  if (!row) throw new GameServiceError(NOT_FOUND, 404);
  if (row.ownerUserId !== userId) throw new GameServiceError(H2H_MESSAGES.ownerOnly, 403);
  return row;
}

/** The owner opens or closes the game to spectators (closing ends the streams of everyone without a seat). */
export async function setSpectatorsAllowed(database: Database, gameId: string, userId: number, allowed: boolean): Promise<void> {
  await ownersRow(database, gameId, userId);
  await updateH2H(database, gameId, { spectatorsAllowed: allowed });
}

/** The owner blocks a user from watching (his open stream ends) or lets him watch again. */
export async function setBlocked(database: Database, gameId: string, userId: number, targetId: number, blocked: boolean): Promise<void> {
  const row = await ownersRow(database, gameId, userId);
  const [target] = await database.db.select({ id: users.id }).from(users).where(eq(users.id, targetId)).limit(1);
  if (!target) throw new GameServiceError(H2H_MESSAGES.unknownUser, 404);
  if (blocked && (targetId === row.ownerUserId || originalSide(row, targetId) !== null)) throw new GameServiceError(H2H_MESSAGES.notSpectator, 400);
  const list = row.blocked.filter((id) => id !== targetId);
  if (blocked) list.push(targetId);
  if (list.length === row.blocked.length && blocked === row.blocked.includes(targetId)) return;
  await updateH2H(database, gameId, { blocked: list });
}
