import { Type } from 'typebox';
import { closed, literals } from './common';

/**
 * GET /api/dashboard's answer (contract/src/dashboard-api.ts). The same schema validates nothing on the way in (the
 * route takes no input) but serialises the answer and documents it in the OpenAPI document.
 */
const Instant = Type.String();
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Score = Type.Object({ away: Type.Integer(), home: Type.Integer() }, closed);
const WinLoss = Type.Object({ wins: Type.Integer(), losses: Type.Integer() }, closed);

/** The viewer's next league or tournament game: its time and where it is played. */
export const DashboardNextGame = Type.Object(
  {
    scheduleId: Type.Integer(),
    startsAt: Instant,
    status: literals(['scheduled', 'live']),
    opponent: Type.String(),
    atHome: Type.Boolean(),
    link: Type.String(),
  },
  closed,
);

export const DashboardGameInProgress = Type.Object(
  {
    gameId: Type.String(),
    mode: literals(['exhibition', 'head-to-head', 'all-star']),
    status: literals(['setup', 'live']),
    away: Type.String(),
    home: Type.String(),
    score: Nullable(Score),
    inning: Nullable(Type.Integer()),
    updatedAt: Instant,
    resumePath: Type.String(),
  },
  closed,
);

export const DashboardLeague = Type.Object(
  {
    leagueId: Type.Integer(),
    name: Type.String(),
    kind: literals(['historical', 'draft', 'season', 'nostalgia']),
    status: Type.String(),
    myTeam: Nullable(Type.String()),
    record: Nullable(WinLoss),
    nextGame: Nullable(DashboardNextGame),
    link: Type.String(),
  },
  closed,
);

export const DashboardDraft = Type.Object(
  {
    leagueId: Type.Integer(),
    leagueName: Type.String(),
    status: literals(['scheduled', 'live', 'paused']),
    /** When the draft starts (ISO instant); the page counts down to it from `now`. */
    startsAt: Instant,
    link: Type.String(),
  },
  closed,
);

export const DashboardTournament = Type.Object(
  {
    leagueId: Type.Integer(),
    name: Type.String(),
    status: Type.String(),
    locksAt: Instant,
    claimedTeams: Type.Integer(),
    totalTeams: Type.Integer(),
    isOwner: Type.Boolean(),
    myTeam: Nullable(Type.String()),
    record: WinLoss,
    nextGame: Nullable(DashboardNextGame),
    link: Type.String(),
  },
  closed,
);

export const DashboardGotd = Type.Object(
  {
    gameDay: Type.String(),
    status: literals(['none', 'playing', 'final']),
    result: Nullable(Type.Object({ win: Type.Boolean(), runs: Type.Integer(), runsAllowed: Type.Integer() }, closed)),
    /** His place on today's runs board once his game is final. */
    rank: Nullable(Type.Integer()),
    link: Type.String(),
  },
  closed,
);

export const DashboardResult = Type.Object(
  {
    mode: Type.String(),
    /** The league's or tournament's name; null for a single game. */
    leagueName: Nullable(Type.String()),
    away: Type.String(),
    home: Type.String(),
    score: Score,
    userWon: Nullable(Type.Boolean()),
    finishedAt: Instant,
    link: Type.String(),
  },
  closed,
);

export const DashboardAnswerSchema = Type.Object(
  {
    /** The server's clock when it answered: countdowns run from it, never from the browser's. */
    now: Instant,
    inProgress: Type.Array(DashboardGameInProgress),
    leagues: Type.Array(DashboardLeague),
    drafts: Type.Array(DashboardDraft),
    tournaments: Type.Array(DashboardTournament),
    gotd: DashboardGotd,
    recent: Type.Array(DashboardResult),
  },
  closed,
);

export const DashboardBody = Type.Object({ data: DashboardAnswerSchema }, closed);
