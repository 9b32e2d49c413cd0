/**
 * A new head-to-head game: the `games` row (mode 'head-to-head', the creator in his seat, the other seat open), its
 * `h2h_games` row and the first invitation, in one transaction: a failure leaves none of them behind.
 */
import type { Static } from 'typebox';
import type { CreateH2HGameBody } from '@bb/contract/src/schemas/head-to-head';
import type { Database } from '../db/database';
import { h2hGames } from '../db/schema/index';
import { createServerGame } from '../games/game-service';
import type { GameRecord } from '../games/game-store';
import type { Seats } from '../games/seats';
import { insertInvitation, resolveInvitee } from './invitations';
import type { InvitationRow } from './invitation-views';

export interface CreatedH2HGame {
  record: GameRecord;
  invitation: InvitationRow;
}

export async function createHeadToHeadGame(database: Database, creatorId: number, body: Static<typeof CreateH2HGameBody>, now: Date): Promise<CreatedH2HGame> {
  const invitee = await resolveInvitee(database, creatorId, body.opponent);
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
  return { record, invitation: made.invitation! };
}
