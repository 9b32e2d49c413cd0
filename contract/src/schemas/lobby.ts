import { Type } from 'typebox';
import { closed } from './common';

export const LeaguesParams = Type.Object({ userId: Type.String({ pattern: '^[0-9]{1,9}$' }) }, closed);

/** The widget's query: ?filter=AVAILABLE_LEAGUES&leagueTypeFilter=TOURNAMENT&limit=3&page=1&searchText= */
export const LeaguesQuery = Type.Object(
  {
    filter: Type.Optional(Type.Union([Type.Literal('AVAILABLE_LEAGUES'), Type.Literal('MY_LEAGUES'), Type.Literal('IN_PROGRESS_LEAGUES'), Type.Literal('COMPLETED_LEAGUES')])),
    leagueTypeFilter: Type.Optional(Type.Union([Type.Literal('TOURNAMENT')])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    searchText: Type.Optional(Type.String({ maxLength: 100, pattern: '^[^\\u0000]*$' })),
  },
  closed,
);

export const LobbyLeague = Type.Object({
  leagueId: Type.Integer(),
  name: Type.String(),
  teamsLockingTime: Type.String({ format: 'date-time' }),
  leagueCreationEpoc: Type.Integer({ description: 'epoch milliseconds' }),
  totalMembers: Type.Integer(),
  claimedTeamCount: Type.Integer(),
  image: Type.Union([Type.String(), Type.Null()]),
  wins: Type.Integer(),
  losses: Type.Integer(),
  progress: Type.Number(),
  status: Type.String(),
  playoff: Type.Boolean(),
  isJoinedLeague: Type.Boolean(),
  isOwner: Type.Boolean(),
});

export const LeaguesResponse = Type.Object({
  data: Type.Object({
    leagues: Type.Array(LobbyLeague),
    pagination: Type.Object({ currentPage: Type.Integer(), totalPages: Type.Integer(), totalItems: Type.Integer() }),
  }),
});

export { ErrorBody } from './http';
