import { Type } from 'typebox';
import { closed, literals, Str } from './common';
import { TeamIdParam, Year } from './http';

const TeamRef = Type.Object({ teamId: TeamIdParam, year: Year }, closed);
const Instant = Type.String({ maxLength: 40, pattern: '^[0-9T:.+\\-Z]*$' });

export const TournamentParams = Type.Object({ leagueId: Type.String({ pattern: '^[0-9]{1,9}$' }) }, closed);
export const TournamentNameQuery = Type.Object({ name: Str(60) }, closed);
export const TeamsByYearQuery = Type.Object({ from: Year, to: Year }, closed);

/**
 * Field checks with their messages happen in the route (they need the clock and the data); the schema only bounds
 * the shapes, so a malformed body is a 400 before anything is read.
 */
export const CreateTournamentBody = Type.Object(
  {
    name: Str(60),
    fromYear: Year,
    toYear: Year,
    totalTeams: Type.Integer({ minimum: 0, maximum: 999 }),
    /** The field when the creator picks it (up to totalTeams); the server fills what is left from the range. */
    teams: Type.Optional(Type.Array(TeamRef, { maxItems: 64 })),
    format: literals(['single-elimination', 'double-elimination', 'round-robin']),
    seriesLength: Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(5), Type.Literal(7)]),
    dh: literals(['auto', 'yes', 'no']),
    /** When claiming ends (at least 10 minutes ahead) and when the first games start (not before the lock). */
    locksAt: Instant,
    firstGameAt: Instant,
    isPrivate: Type.Boolean(),
    /** Usernames invited (the only users who may claim an invite-only tournament, besides the owner). */
    invites: Type.Optional(Type.Array(Str(40, { minLength: 1 }), { maxItems: 63 })),
    /** A random id the form makes once: a repeated submit answers the tournament it created (double click). */
    requestId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' })),
    seed: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_646 })),
  },
  closed,
);

export const ClaimTeamBody = Type.Object({ teamIndex: Type.Integer({ minimum: 0, maximum: 63 }) }, closed);
export const TournamentInviteBody = Type.Object({ usernames: Type.Array(Str(40, { minLength: 1 }), { minItems: 1, maxItems: 63 }) }, closed);
