import { Type } from 'typebox';
import { closed } from './common';
import { Side, TeamRef } from './games';

const Uuid = Type.String({ minLength: 36, maxLength: 36, pattern: '^[0-9a-fA-F-]{36}$' });

export const H2HGameParams = Type.Object({ gameId: Type.String({ minLength: 1, maxLength: 64 }) }, closed);
export const H2HInvitationParams = Type.Object({ invitationId: Uuid }, closed);
export const H2HSpectatorParams = Type.Object({ gameId: Type.String({ minLength: 1, maxLength: 64 }), userId: Type.String({ pattern: '^[0-9]{1,9}$' }) }, closed);

export const H2HOpponentsQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 60 })) }, closed);

/** POST /api/head-to-head/games: the two team-seasons, the creator's side, whom to invite (none: a link). */
export const CreateH2HGameBody = Type.Object(
  {
    away: TeamRef,
    home: TeamRef,
    side: Side,
    /** A username; absent or empty: the invitation is a link anyone with a subscription may accept. */
    opponent: Type.Optional(Type.String({ maxLength: 60 })),
    /** Whether users without a seat may watch (default true). */
    spectators: Type.Optional(Type.Boolean()),
    dayNight: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('night')])),
    dh: Type.Optional(Type.Union([Type.Literal('auto'), Type.Boolean()])),
    seed: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_646 })),
  },
  closed,
);

/** POST /api/head-to-head/games/{gameId}/invitations: invite again (the same or another user, or a new link). */
export const ReinviteBody = Type.Object({ opponent: Type.Optional(Type.String({ maxLength: 60 })) }, closed);

export const SpectatorsBody = Type.Object({ allowed: Type.Boolean() }, closed);
