import { Type } from 'typebox';
import { closed, literals, Str } from './common';
import { TeamIdParam, Year } from './http';

const CardId = Type.String({ minLength: 1, maxLength: 40, pattern: "^[A-Za-z0-9._'-]+$" });
const Position = literals(['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH']);
const TeamRef = Type.Object({ teamId: TeamIdParam, year: Year }, closed);

export const LeagueParams = Type.Object({ leagueId: Type.String({ pattern: '^[0-9]{1,9}$' }) }, closed);
export const LeagueTeamParams = Type.Object({ leagueId: Type.String({ pattern: '^[0-9]{1,9}$' }), index: Type.String({ pattern: '^[0-9]{1,3}$' }) }, closed);
export const LeagueGameParams = Type.Object({ leagueId: Type.String({ pattern: '^[0-9]{1,9}$' }), scheduleId: Type.String({ pattern: '^[0-9]{1,6}$' }) }, closed);

export const LeagueListQuery = Type.Object({ kind: Type.Optional(literals(['historical'])) }, closed);
export const UniqueNameQuery = Type.Object({ name: Str(60) }, closed);
export const ScheduleQuery = Type.Object(
  {
    team: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
    day: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    from: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    phase: Type.Optional(literals(['regular', 'postseason'])),
  },
  closed,
);
export const StatisticsQuery = Type.Object(
  {
    type: Type.Optional(literals(['batting', 'pitching'])),
    team: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
    sort: Type.Optional(literals(['avg', 'obp', 'slg', 'ops', 'hr', 'rbi', 'sb', 'h', 'r', 'w', 'l', 'gs', 'saves', 'ip', 'era', 'whip', 'so'])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  closed,
);

/**
 * Field checks with the spec's messages happen in the route (they need the clock and the data); the schema only
 * bounds the shapes, so a malformed body is a 400 before anything is read.
 */
export const CreateLeagueBody = Type.Object(
  {
    name: Str(60),
    kind: Type.Optional(literals(['historical'])),
    years: Type.Array(Year, { maxItems: 12 }),
    totalTeams: Type.Integer({ minimum: 0, maximum: 999 }),
    dh: literals(['auto', 'yes', 'no']),
    usageLimit: Type.Union([Type.Literal(0), Type.Literal(100), Type.Literal(110), Type.Literal(125), Type.Literal(150)]),
    isPrivate: Type.Boolean(),
    gamesBeginAt: Type.String({ maxLength: 40, pattern: '^[0-9T:.+\\-Z]*$' }),
    /** Games each team plays; default: the era's season length of the latest chosen year. */
    gamesPerTeam: Type.Optional(Type.Integer({ minimum: 2, maximum: 162 })),
    userTeam: Type.Union([TeamRef, Type.Null()]),
    /** The other teams, when the owner chooses them; otherwise the server picks from the chosen years. */
    teams: Type.Optional(Type.Array(TeamRef, { maxItems: 60 })),
    /** Usernames given a team (human managers); the other seats go to computer managers. */
    invites: Type.Optional(Type.Array(Str(40, { minLength: 1 }), { maxItems: 59 })),
    /** A random id the form makes once: a repeated submit answers the league it created (double click). */
    requestId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' })),
    seed: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_646 })),
  },
  closed,
);

export const DepthChartBody = Type.Object(
  {
    lineup: Type.Optional(Type.Array(Type.Object({ cardId: CardId, position: Position }, closed), { maxItems: 10 })),
    rotation: Type.Optional(Type.Array(CardId, { maxItems: 6 })),
    closer: Type.Optional(Type.Union([CardId, Type.Null()])),
    hookRuns: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
    promote: Type.Optional(CardId),
    demote: Type.Optional(CardId),
  },
  closed,
);

export const SimBody = Type.Object({ to: literals(['next', 'week', 'month', 'end']) }, closed);

/** League refusals: the first message, and each field's message for the forms. */
export const LeagueErrorBody = Type.Object({ error: Type.String(), errors: Type.Optional(Type.Record(Type.String(), Type.String())) });
