/**
 * A new head-to-head game: the `games` row (mode 'head-to-head', the creator in his seat, the other seat open), its
 * `h2h_games` row and the first invitation, in one transaction: a failure leaves none of them behind. Asking again
 * for the same game of the same opponent while the first invitation waits gives that invitation back, not a second.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { CreateH2HGameBody } from '@bb/contract/src/schemas/head-to-head';
import type { Database } from '../db/database';
import { games, h2hGames, h2hInvitations } from '../db/schema/index';
import { createServerGame } from '../games';
import { readRecord, type GameRecord } from '../games';
import { SIDES, type Seats } from '../games';
import { insertInvitation, resolveInvitee, type Invitee } from './invitations';
import type { InvitationRow } from './invitation-views';

export interface CreatedH2HGame {
  record: GameRecord;
  invitation: InvitationRow;
  /** The same invitation was already waiting: nothing new was made (and nobody is told twice). */
  merged: boolean;
}

type CreateBody = Static<typeof CreateH2HGameBody>;

/** The stored game is the one the body asks for: the same two team-seasons, the creator's side and every setting. */
function sameGame(record: GameRecord, spectatorsAllowed: boolean, body: CreateBody): boolean {
  return (
    record.awayTeamId === body.away.teamId && record.awayYear === body.away.year &&
    record.homeTeamId === body.home.teamId && record.homeYear === body.home.year &&
    record.userSide === body.side && spectatorsAllowed === (body.spectators ?? true) &&
    record.options.dayNight === (body.dayNight ?? 'night') && record.options.engine.dh === (body.dh ?? 'auto') &&
    (body.seed === undefined || record.seed === body.seed) &&
    record.status !== 'final' && !record.exited && SIDES.some((side) => record.seats[side].kind === 'open')
  );
}

/** A pending, unexpired invitation of the creator to this invitee for the same game still waiting, if any. */
async function samePending(database: Database, creatorId: number, invitee: Invitee, body: CreateBody, now: Date): Promise<CreatedH2HGame | null> {
  const rows = await database.db
    .select({ invitation: h2hInvitations, spectatorsAllowed: h2hGames.spectatorsAllowed })
    .from(h2hInvitations)
    .innerJoin(games, eq(games.id, h2hInvitations.gameId))
    .innerJoin(h2hGames, eq(h2hGames.gameId, h2hInvitations.gameId))
    .where(and(
      eq(h2hInvitations.fromUserId, creatorId), eq(h2hInvitations.toUserId, invitee.id), eq(h2hInvitations.status, 'pending'),
      gt(h2hInvitations.expiresAt, now), eq(games.ownerUserId, creatorId),
    ))
    .orderBy(desc(h2hInvitations.createdAt))
    .limit(20);
  for (const row of rows) {
    const record = await readRecord(database, row.invitation.gameId);
    if (sameGame(record, row.spectatorsAllowed, body)) return { record, invitation: row.invitation, merged: true };
  }
  return null;
}

export async function createHeadToHeadGame(database: Database, creatorId: number, body: CreateBody, now: Date): Promise<CreatedH2HGame> {
  const invitee = await resolveInvitee(database, creatorId, body.opponent);
  // A link (no invitee) is new every time: each one is a seat for whoever opens it first.
  const waiting = invitee && (await samePending(database, creatorId, invitee, body, now));
  if (waiting) return waiting;
  const seats: Seats = body.side === 'away'
    ? { away: { kind: 'user', userId: creatorId }, home: { kind: 'open' } }
    : { away: { kind: 'open' }, home: { kind: 'user', userId: creatorId } };
  const made: { invitation?: InvitationRow } = {};
  const record = await createServerGame(
    database,
    {
      away: body.away,
      home: body.home,
      userSide: body.side,
      mode: 'head-to-head',
      ownerUserId: creatorId,
      seats,
      ...(body.seed !== undefined ? { seed: body.seed } : {}),
      ...(body.dayNight ? { dayNight: body.dayNight } : {}),
      ...(body.dh !== undefined ? { options: { dh: body.dh } } : {}),
    },
    async (tx, game) => {
      await tx.insert(h2hGames).values({
        gameId: game.id,
        ownerUserId: creatorId,
        ...(body.side === 'away' ? { awayUserId: creatorId } : { homeUserId: creatorId }),
        spectatorsAllowed: body.spectators ?? true,
      });
      made.invitation = await insertInvitation(tx, game.id, creatorId, invitee, now);
    },
  );
  return { record, invitation: made.invitation!, merged: false };
}
