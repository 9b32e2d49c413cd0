import { Type } from 'typebox';
import { LEADERBOARD_TABS } from '../constants';
import { LEADERBOARD_PERIODS, MONTH_ABBREVIATIONS } from '../gotd-api';
import { closed, literals } from './common';

export const LeaderboardQuery = Type.Object(
  {
    tab: literals(Object.keys(LEADERBOARD_TABS) as Array<keyof typeof LEADERBOARD_TABS>),
    period: literals(LEADERBOARD_PERIODS),
    subTab: literals(Object.values(LEADERBOARD_TABS).flat() as Array<(typeof LEADERBOARD_TABS)[keyof typeof LEADERBOARD_TABS][number]>),
    month: Type.Optional(literals(MONTH_ABBREVIATIONS)),
  },
  closed,
);

const Row = Type.Object({
  username: Type.String(),
  totalWins: Type.Integer(),
  winPercentage: Type.Number(),
  avgRunsScored: Type.Number(),
  avgHits: Type.Number(),
  totalGamesPlayed: Type.Integer(),
  currentPlayStreak: Type.Integer(),
  maxPlayStreak: Type.Integer(),
  currentWinStreak: Type.Integer(),
  maxWinStreak: Type.Integer(),
  totalRunsScored: Type.Integer(),
  totalHits: Type.Integer(),
  totalHr: Type.Integer(),
  totalStrikeouts: Type.Integer(),
  gameLastPlayedOn: Type.String({ format: 'date' }),
  gamesPlayedOn: Type.String({ format: 'date' }),
});

/** `data[subTab]`: the board; `data.me`: the signed-in caller's row and rank on it (null: not signed in, or no row). */
export const LeaderboardResponse = Type.Object({
  data: Type.Object(
    { me: Type.Optional(Type.Union([Type.Object({ rank: Type.Integer(), row: Row }), Type.Null()])) },
    { additionalProperties: Type.Array(Row) },
  ),
});

const TeamSeason = Type.Object({
  teamId: Type.String(),
  year: Type.Integer(),
  name: Type.String(),
  lgId: Type.String(),
  wins: Type.Integer(),
  losses: Type.Integer(),
});

const Result = Type.Object({
  win: Type.Boolean(),
  runs: Type.Integer(),
  runsAllowed: Type.Integer(),
  hits: Type.Integer(),
  hr: Type.Integer(),
  strikeouts: Type.Integer(),
});

const Side = literals(['home', 'away']);

export const DefaultsResponse = Type.Object({
  data: Type.Object({
    gameDay: Type.String({ format: 'date' }),
    nextGameAt: Type.String({ format: 'date-time' }),
    home: TeamSeason,
    away: TeamSeason,
    userSide: Side,
    attempt: Type.Union([
      Type.Null(),
      Type.Object({ status: literals(['none', 'playing', 'final']), gameId: Type.Union([Type.String(), Type.Null()]), result: Type.Union([Result, Type.Null()]) }),
    ]),
    streaks: Type.Union([
      Type.Null(),
      Type.Object({ currentPlayStreak: Type.Integer(), maxPlayStreak: Type.Integer(), currentWinStreak: Type.Integer(), maxWinStreak: Type.Integer() }),
    ]),
  }),
});

export const RegistrationResponse = Type.Object({
  data: Type.Object({ gameDay: Type.String({ format: 'date' }), gameId: Type.String(), resumed: Type.Boolean() }),
});


export const NoQuery = Type.Object({}, closed);

/** Guest calls carry isGuest=true (and no credentials). */
export const GuestQuery = Type.Object({ isGuest: Type.Optional(Type.Boolean()) }, closed);



export { ErrorBody } from './http';
