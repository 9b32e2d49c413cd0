import type { Static } from 'typebox';
import type { ClaimTeamBody, CreateTournamentBody, TournamentInviteBody } from './schemas/tournaments';
import type { LeagueDhRule, LeagueGameView } from './leagues-api';

/**
 * Tournaments (issue 20). A tournament is a league of kind 'tournament' (the league core: its teams, games at their
 * times, the play screen, statistics), whose field is claimed by users until the lock time and whose games are the
 * series of a bracket kept by `brackets-manager`. All under `/api`.
 *
 * | method and path                                   | who                   | answer                              |
 * |---------------------------------------------------|-----------------------|-------------------------------------|
 * | GET  /tournaments/unique-name?name=               | subscriber            | { available }                       |
 * | GET  /tournaments/teams-by-year?from=&to=         | subscriber            | TournamentTeamsByYear               |
 * | POST /tournaments                                 | subscriber            | 201 TournamentDetail                |
 * | GET  /tournaments/{leagueId}                      | public/invited/member | TournamentDetail (info)             |
 * | GET  /tournaments/{leagueId}/bracket              | public/invited/member | TournamentBracket                   |
 * | GET  /tournaments/{leagueId}/users                | public/invited/member | TournamentUsers (claimants, invited)|
 * | POST /tournaments/{leagueId}/claim { teamIndex }  | subscriber, invited   | TournamentDetail                    |
 * | POST /tournaments/{leagueId}/invitations          | owner, before lock    | TournamentUsers                     |
 * | DELETE /tournaments/{leagueId}                    | owner, before lock    | { deleted: true }                   |
 *
 * The lists (lobby page and floating widget) are `GET /lobby/exp3/users/{userId}/leagues?filter=&leagueTypeFilter=TOURNAMENT`
 * (lobby-api.ts). Scores, statistics, leaders, the play screen and depth charts are the league routes
 * (`/leagues/{leagueId}/schedule|statistics|leaders|schedule/{id}/play|teams/{i}/depth`, leagues-api.ts), which serve
 * every league kind. 'tournament read' is `PUT /notifications/tournament/{leagueId}/read` (notifications-api.ts).
 */

export const TOURNAMENT_FORMATS = ['single-elimination', 'double-elimination', 'round-robin'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];
export const TOURNAMENT_FORMAT_LABELS: Record<TournamentFormat, string> = {
  'single-elimination': 'Single elimination',
  'double-elimination': 'Double elimination',
  'round-robin': 'Round robin, then knockout',
};
/** Games in a series (every match of every stage is a series of this length). */
export const TOURNAMENT_SERIES_LENGTHS = [1, 3, 5, 7] as const;
export type TournamentSeriesLength = (typeof TOURNAMENT_SERIES_LENGTHS)[number];
export const TOURNAMENT_MIN_TEAMS = 4;
export const TOURNAMENT_MAX_TEAMS = 64;
/** Round robin: pools of this many teams (the last pools may hold one fewer); the top two of each go to the knockout. */
export const TOURNAMENT_POOL_SIZE = 4;
export const TOURNAMENT_POOL_ADVANCE = 2;
/** The lock time is at least this many minutes after now (ET), as a league's games-begin time. */
export const TOURNAMENT_MIN_LOCK_MINUTES = 10;
/**
 * Minutes between a team's games: game n of every open series starts this long after the previous round of games.
 * An hour lets a manager play his game on the play screen (a game takes 20–40 minutes) and leaves the others a
 * visible rhythm; a manager who has not started his game LEAGUE_START_GRACE_MINUTES after its time has it played
 * for him with his depth chart, as in every league.
 */
export const TOURNAMENT_GAME_INTERVAL_MINUTES = 60;

/** Claiming is open until the lock time; then the bracket's games are played ('postseason'); then a champion. */
export type TournamentStatus = 'claiming' | 'postseason' | 'final';

export const TOURNAMENT_MESSAGES = {
  nameRequired: 'You need to enter Tournament Name',
  nameTaken: 'This tournament name is already taken',
  rangeOrder: 'The last season must not be before the first',
  totalTeams: `A tournament has between ${TOURNAMENT_MIN_TEAMS} and ${TOURNAMENT_MAX_TEAMS} teams`,
  tooFewTeams: (available: number, wanted: number) =>
    `These seasons hold only ${available} teams; choose more seasons or fewer than ${wanted} teams`,
  tooManyPicked: (n: number) => `You picked more than ${n} teams`,
  teamNotInRange: 'Every team must come from the selected seasons',
  futureDate: 'Please select a future date and time',
  lockTenMinutes: 'Lock time should be at least 10 minutes from current time',
  firstGameAfterLock: 'The first game cannot start before the lock time',
  notFound: 'Oops! no record found',
  alreadyClaimed: 'You have already claimed a team in this tournament',
  teamTaken: 'Sorry, this team was just claimed by someone else',
  full: 'Every team in this tournament has been claimed',
  locked: 'Claiming has ended for this tournament',
  notInvited: 'This tournament is by invitation only',
  notOwner: 'Only the tournament owner can do this.',
  deleteLocked: 'A tournament cannot be deleted after its lock time',
  unknownUser: (name: string) => `No user named ${name}`,
  claimed: (team: string) => `You manage the ${team} in this tournament`,
  deletedNotice: (name: string) => `${name} was deleted by its owner.`,
} as const;

export type TournamentManagerKind = 'you' | 'user' | 'computer' | 'open';

export interface TournamentTeamView {
  index: number;
  teamId: string;
  year: number;
  lgId: string;
  city: string;
  nickname: string;
  abbreviation: string;
  /** 1 = the best real record; null before the lock. */
  seed: number | null;
  /** The team-season's real record, which seeds the bracket. */
  realWins: number;
  realLosses: number;
  /** '' while open; the user's name or the computer manager's. */
  managerName: string;
  manager: TournamentManagerKind;
}

export interface TournamentSummary {
  leagueId: number;
  name: string;
  status: TournamentStatus;
  format: TournamentFormat;
  seriesLength: TournamentSeriesLength;
  fromYear: number;
  toYear: number;
  totalTeams: number;
  claimedTeams: number;
  /** ISO instants. */
  locksAt: string;
  firstGameAt: string;
  createdAt: string;
  isPrivate: boolean;
  ownerName: string;
  isOwner: boolean;
  /** The viewer's claimed team index, or null. */
  myTeam: number | null;
  champion: number | null;
}

export interface TournamentDetail extends TournamentSummary {
  dh: LeagueDhRule;
  teams: TournamentTeamView[];
  /** The viewer may claim an open team now (before the lock, invited or public, no team yet). */
  mayClaim: boolean;
  /** The viewer's next unplayed game. */
  nextGame: LeagueGameView | null;
  /** The server's clock (ISO), so countdowns never trust the browser's. */
  now: string;
}

export type TournamentMatchStatus = 'locked' | 'waiting' | 'ready' | 'running' | 'completed';

/** One series in the bracket. Teams are indices into TournamentDetail.teams. */
export interface TournamentMatchView {
  id: number;
  /** 1-based within its round. */
  number: number;
  top: number | null;
  bottom: number | null;
  topWins: number;
  bottomWins: number;
  winner: number | null;
  status: TournamentMatchStatus;
  /** One side is a bye (no opponent ever comes): the other goes through without playing. */
  bye: boolean;
  bestOf: number;
}

export interface TournamentRoundView {
  /** 'Round 1', 'Quarterfinals', 'Semifinals', 'Final', 'Grand Final', 'Matchday 2' … */
  name: string;
  matches: TournamentMatchView[];
}

export interface TournamentGroupView {
  /** 'Pool A' (round robin), 'Winners bracket', 'Losers bracket', 'Grand final', or '' for a single bracket. */
  name: string;
  rounds: TournamentRoundView[];
  /** Round robin pools: series won and lost per team, best first; null for elimination groups. */
  standings: Array<{ team: number; wins: number; losses: number; gameWins: number; gameLosses: number }> | null;
}

export interface TournamentStageView {
  name: string;
  type: 'round_robin' | 'single_elimination' | 'double_elimination';
  groups: TournamentGroupView[];
}

export interface TournamentBracket {
  /** Empty before the lock (the field is not seeded yet). */
  stages: TournamentStageView[];
  champion: number | null;
}

export interface TournamentTeamsByYear {
  years: Array<{
    year: number;
    teams: Array<{ teamId: string; year: number; name: string; lgId: string; wins: number; losses: number }>;
  }>;
}

export interface TournamentUser {
  userId: number;
  username: string;
  /** The claimed team index, or null for an invited user who has not claimed. */
  team: number | null;
  role: 'owner' | 'claimant' | 'invited';
}

export interface TournamentUsers {
  users: TournamentUser[];
}

export type CreateTournamentRequest = Static<typeof CreateTournamentBody>;
export type ClaimTeamRequest = Static<typeof ClaimTeamBody>;
export type TournamentInviteRequest = Static<typeof TournamentInviteBody>;
