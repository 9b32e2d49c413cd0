/**
 * The invitation rules (issue 19): whom one may invite, inviting again while a game waits, and the three answers
 * (accept, reject, withdraw). Times come from the injected clock; every answer is a conditional update on a pending
 * row, so of two answers at once one wins and the other is told why. Telling people is `InvitationNews`'s job.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { H2H_INVITATION_MINUTES, H2H_MESSAGES, type GameSideName, type H2HInvitation, type H2HInvitationStatus } from '@bb/contract';
import type { Database, Db } from '../db/database';
import { games, h2hInvitations, users } from '../db/schema/index';
import { GameServiceError, NOT_FOUND, readRecord } from '../games';
import { mayPlay } from '../games';
import { policyOf } from '../games';
import { SIDES, type Seats } from '../games';
import { invitationViews, readInvitationRow, statusAt, type InvitationRow } from './invitation-views';
import type { InvitationNews } from './invitation-news';
import { originalSide, readH2H, updateH2H } from './h2h-store';

const MINUTE_MS = 60_000;
const LIST_LIMIT = 50;

export interface Invitee {
  id: number;
  username: string;
}

/** The user a username names, if he may be invited by `inviterId`; null (a link) for no username. */
export async function resolveInvitee(database: Database, inviterId: number, opponent: string | undefined): Promise<Invitee | null> {
  const username = opponent?.trim() ?? '';
  if (username === '') return null;
  const [user] = await database.db
    .select({ id: users.id, username: users.username, isSubscribed: users.isSubscribed, isAdmin: users.isAdmin, isGotdGuest: users.isGotdGuest })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (!user || user.isGotdGuest) throw new GameServiceError(H2H_MESSAGES.unknownUser, 404);
  if (user.id === inviterId) throw new GameServiceError(H2H_MESSAGES.selfInvite, 400);
  if (!mayPlay(policyOf('head-to-head'), user)) throw new GameServiceError(H2H_MESSAGES.notSubscribed, 409);
  return { id: user.id, username: user.username };
}

/** A new pending invitation, inserted in the caller's transaction. */
export async function insertInvitation(tx: Db, gameId: string, fromUserId: number, invitee: Invitee | null, now: Date): Promise<InvitationRow> {
  const [row] = await tx
    .insert(h2hInvitations)
    .values({ id: randomUUID(), gameId, fromUserId, toUserId: invitee?.id ?? null, status: 'pending', createdAt: now, expiresAt: new Date(now.getTime() + H2H_INVITATION_MINUTES * MINUTE_MS) })
    .returning();
  return row!;
}

const otherSide = (side: GameSideName): GameSideName => (side === 'away' ? 'home' : 'away');
const openSide = (seats: Seats): GameSideName | null => SIDES.find((side) => seats[side].kind === 'open') ?? null;

/** The game's row, locked until the transaction ends (accepting and inviting again wait for each other). */
async function lockGame(tx: Db, gameId: string) {
  const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  if (!game) throw new GameServiceError(NOT_FOUND, 404);
  return game;
}

/** POST …/games/{gameId}/invitations: the owner invites again while a seat is open; pending invitations are withdrawn. */
export async function reinvite(database: Database, gameId: string, userId: number, opponent: string | undefined, now: Date, news: InvitationNews): Promise<InvitationRow> {
  const record = await readRecord(database, gameId);
  if (record.mode !== 'head-to-head') throw new GameServiceError(NOT_FOUND, 404);
  if (record.ownerUserId !== userId) throw new GameServiceError(H2H_MESSAGES.ownerOnly, 403);
  const invitee = await resolveInvitee(database, userId, opponent);
  const { row, withdrawn } = await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const game = await lockGame(db, gameId);
    if (openSide(game.seats as Seats) === null) throw new GameServiceError(H2H_MESSAGES.gameStarted, 409);
    const old = await db
      .update(h2hInvitations)
      .set({ status: 'withdrawn', answeredAt: now })
      .where(and(eq(h2hInvitations.gameId, gameId), eq(h2hInvitations.status, 'pending')))
      .returning();
    return { row: await insertInvitation(db, gameId, userId, invitee, now), withdrawn: old };
  });
  for (const old of withdrawn) await news.withdrawn(old);
  await news.sent(row);
  await news.gameChanged(gameId);
  return row;
}

/** Why an invitation in this state cannot be answered. */
function notPending(status: H2HInvitationStatus): GameServiceError {
  if (status === 'expired') return new GameServiceError(H2H_MESSAGES.invitationExpired, 410);
  if (status === 'withdrawn') return new GameServiceError(H2H_MESSAGES.invitationWithdrawn, 410);
  return new GameServiceError(H2H_MESSAGES.invitationAnswered, 409);
}

async function existing(database: Database, invitationId: string): Promise<InvitationRow> {
  const row = await readInvitationRow(database, invitationId);
  if (!row) throw new GameServiceError(NOT_FOUND, 404);
  return row;
}

/** Refuses an answer to an invitation that is no longer pending; an expiry noticed now is stored (and the inviter told). */
async function assertPending(database: Database, row: InvitationRow, now: Date, news: InvitationNews): Promise<void> {
  const status = statusAt(row, now);
  if (status === 'pending') return;
  if (status === 'expired' && row.status === 'pending') {
    const [stored] = await database.db
      .update(h2hInvitations)
      .set({ status: 'expired', answeredAt: now })
      .where(and(eq(h2hInvitations.id, row.id), eq(h2hInvitations.status, 'pending')))
      .returning();
    if (stored) await news.answered(stored);
  }
  throw notPending(status);
}

/** The answer that won when ours found the row no longer pending. */
async function lostRace(database: Database, invitationId: string, userId: number, now: Date): Promise<GameServiceError> {
  const row = await existing(database, invitationId);
  if (row.status === 'accepted' && row.toUserId === null) {
    const game = await readH2H(database, row.gameId);
    const seated = game !== null && originalSide(game, userId) !== null;
    return new GameServiceError(seated ? H2H_MESSAGES.invitationAnswered : H2H_MESSAGES.invitationTaken, 409);
  }
  return notPending(statusAt(row, now));
}

export interface Accepted {
  invitation: InvitationRow;
  revision: number;
}

/**
 * The invited user (or, for a link, any subscriber but the inviter) takes the open seat: in one transaction the
 * invitation is accepted, the seat changes with the game's revision (conditional) and h2h_games remembers the player.
 */
export async function acceptInvitation(database: Database, invitationId: string, userId: number, now: Date, news: InvitationNews): Promise<Accepted> {
  const row = await existing(database, invitationId);
  if (row.fromUserId === userId) throw new GameServiceError(H2H_MESSAGES.selfInvite, 400);
  if (row.toUserId !== null && row.toUserId !== userId) throw new GameServiceError(H2H_MESSAGES.notForYou, 403);
  // Accepted a moment ago by another subscriber (a link): the same answer as losing the race inside the transaction.
  if (row.status === 'accepted') throw await lostRace(database, invitationId, userId, now);
  await assertPending(database, row, now, news);
  const accepted = await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const game = await lockGame(db, row.gameId);
    const [claimed] = await db
      .update(h2hInvitations)
      .set({ status: 'accepted', answeredAt: now })
      .where(and(eq(h2hInvitations.id, row.id), eq(h2hInvitations.status, 'pending'), gt(h2hInvitations.expiresAt, now)))
      .returning();
    if (!claimed) return null;
    const seats = game.seats as Seats;
    const side = otherSide(game.userSide as GameSideName);
    if (seats[side].kind !== 'open') throw new GameServiceError(H2H_MESSAGES.invitationTaken, 409);
    const [updated] = await db
      .update(games)
      .set({ seats: { ...seats, [side]: { kind: 'user', userId } }, revision: game.revision + 1, updatedAt: new Date() })
      .where(and(eq(games.id, game.id), eq(games.revision, game.revision)))
      .returning({ revision: games.revision });
    if (!updated) throw new GameServiceError(H2H_MESSAGES.invitationTaken, 409);
    await updateH2H(db, game.id, side === 'away' ? { awayUserId: userId } : { homeUserId: userId });
    return { invitation: claimed, revision: updated.revision };
  });
  if (!accepted) throw await lostRace(database, invitationId, userId, now);
  await news.answered(accepted.invitation);
  await news.gameChanged(accepted.invitation.gameId, accepted.revision);
  return accepted;
}

/** The invited user says no; a link has nobody who may. */
export async function rejectInvitation(database: Database, invitationId: string, userId: number, now: Date, news: InvitationNews): Promise<InvitationRow> {
  const row = await existing(database, invitationId);
  if (row.toUserId !== userId) throw new GameServiceError(H2H_MESSAGES.notForYou, 403);
  await assertPending(database, row, now, news);
  const [rejected] = await database.db
    .update(h2hInvitations)
    .set({ status: 'rejected', answeredAt: now })
    .where(and(eq(h2hInvitations.id, row.id), eq(h2hInvitations.status, 'pending')))
    .returning();
  if (!rejected) throw await lostRace(database, invitationId, userId, now);
  await news.answered(rejected);
  await news.gameChanged(rejected.gameId);
  return rejected;
}

/** The inviter takes a pending invitation back. */
export async function withdrawInvitation(database: Database, invitationId: string, userId: number, now: Date, news: InvitationNews): Promise<InvitationRow> {
  const row = await existing(database, invitationId);
  if (row.fromUserId !== userId) throw new GameServiceError(H2H_MESSAGES.ownerOnly, 403);
  const status = statusAt(row, now);
  if (status !== 'pending') throw new GameServiceError(notPending(status).message, 409);
  const [withdrawn] = await database.db
    .update(h2hInvitations)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(and(eq(h2hInvitations.id, row.id), eq(h2hInvitations.status, 'pending')))
    .returning();
  if (!withdrawn) throw new GameServiceError(notPending(statusAt(await existing(database, invitationId), now)).message, 409);
  await news.withdrawn(withdrawn);
  await news.gameChanged(withdrawn.gameId);
  return withdrawn;
}

/** The viewer's pending invitations, both ways, newest first. */
export async function pendingInvitations(database: Database, userId: number, now: Date): Promise<{ received: H2HInvitation[]; sent: H2HInvitation[] }> {
  const pending = (mine: ReturnType<typeof eq>) =>
    database.db
      .select()
      .from(h2hInvitations)
      .where(and(mine, eq(h2hInvitations.status, 'pending'), gt(h2hInvitations.expiresAt, now)))
      .orderBy(desc(h2hInvitations.createdAt))
      .limit(LIST_LIMIT);
  const received = await pending(eq(h2hInvitations.toUserId, userId));
  const sent = await pending(eq(h2hInvitations.fromUserId, userId));
  return { received: await invitationViews(database, received, now), sent: await invitationViews(database, sent, now) };
}

/**
 * The newest invitation of a game (the waiting overlay, in the `headToHead` block). A pending one first: inviting
 * again withdraws the old ones at the same instant of the clock.
 */
export async function latestInvitation(database: Database, gameId: string, now: Date): Promise<H2HInvitation | null> {
  const rows = await database.db
    .select()
    .from(h2hInvitations)
    .where(eq(h2hInvitations.gameId, gameId))
    .orderBy(sql`(${h2hInvitations.status} = 'pending') desc`, desc(h2hInvitations.createdAt), sql`${h2hInvitations.answeredAt} desc nulls last`)
    .limit(1);
  const [view] = await invitationViews(database, rows, now);
  return view ?? null;
}
