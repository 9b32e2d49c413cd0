import type { Static } from 'typebox';
import type { CreateLeagueBody, DepthChartBody, SimBody } from './schemas/leagues';
import type { GamePlayer, LineupEntry } from './gameplay-api';

/**
 * Leagues (issue 17): the core every league mode shares, and the historical league on it. All under `/api`.
 *
 * | method and path                                              | who            | answer                       |
 * |--------------------------------------------------------------|----------------|------------------------------|
 * | GET  /leagues?kind=historical                                | subscriber     | LeagueList                   |
 * | GET  /leagues/years                                          | subscriber     | LeagueYears                  |
 * | GET  /leagues/unique-name?name=                              | subscriber     | { available }                |
 * | POST /leagues                                                | subscriber     | 201 LeagueDetail             |
 * | GET  /leagues/{leagueId}                                     | member/public  | LeagueDetail                 |
 * | GET  /leagues/{leagueId}/schedule?team=&day=&from=&limit=    | member/public  | LeagueSchedule               |
 * | GET  /leagues/{leagueId}/standings                           | member/public  | LeagueStandings              |
 * | GET  /leagues/{leagueId}/statistics?type=&team=&sort=        | member/public  | LeagueStatistics             |
 * | GET  /leagues/{leagueId}/leaders                             | member/public  | LeagueLeaders                |
 * | GET  /leagues/{leagueId}/playoff                             | member/public  | LeagueBracket                |
 * | GET  /leagues/{leagueId}/history-compare                     | member/public  | LeagueHistoryCompare         |
 * | GET  /leagues/{leagueId}/schedule/{scheduleId}/summary       | member/public  | PregameSummary               |
 * | GET  /leagues/{leagueId}/schedule/{scheduleId}/box-score     | member/public  | LeagueBoxScore (final game)  |
 * | GET  /leagues/{leagueId}/teams/{index}/depth                 | member/public  | DepthChart                   |
 * | PUT  /leagues/{leagueId}/teams/{index}/depth                 | team's manager | DepthChart (validated)       |
 * | POST /leagues/{leagueId}/teams/{index}/depth/restore         | team's manager | DepthChart (computer's)      |
 * | POST /leagues/{leagueId}/teams/{index}/manager               | owner, before  | LeagueTeamView (regenerated) |
 * | POST /leagues/{leagueId}/schedule/{scheduleId}/play          | team's manager | LeaguePlayAnswer             |
 * | POST /leagues/{leagueId}/schedule/{scheduleId}/auto-play     | team's manager | LeaguePlayAnswer             |
 * | POST /leagues/{leagueId}/sim  { to }                         | owner          | LeagueSimAnswer              |
 *
 * Every answer is `{ data: … }`; errors are `{ error, errors? }` (field errors beside the form's fields).
 * Private leagues answer 404 'Oops! no record found' to non-members, exactly like an unknown id.
 */
/** Season replays ('season') and World Series or 'what if' replays ('nostalgia', issue 21) are leagues too. */
export type LeagueKind = 'historical' | 'draft' | 'tournament' | 'season' | 'nostalgia';
/** Draft leagues: 'draft' until the draft completes. Then 'scheduled' until the first game's time, the regular season, the postseason, and final with a champion. */
export type LeagueStatus = 'draft' | 'claiming' | 'scheduled' | 'regular' | 'postseason' | 'final';
export type LeagueDhRule = 'auto' | 'yes' | 'no';
/** Player usage control limit: percent of a player's real playing time he may reach; 0 = no limit. */
export const LEAGUE_USAGE_LIMITS = [0, 100, 110, 125, 150] as const;
export type LeagueUsageLimit = (typeof LEAGUE_USAGE_LIMITS)[number];
/** Each chosen year supplies up to this many team-seasons. */
export const LEAGUE_TEAMS_PER_YEAR = 30;
/** Games begin at least this many minutes after now (US Eastern time). */
export const LEAGUE_MIN_START_MINUTES = 10;
export const LEAGUE_MIN_TEAMS = 2;
export const LEAGUE_MAX_TEAMS = 60;
export const LEAGUE_MAX_YEARS = 12;
/** A user's game not started this long after its time is played by the computer with the user's lineup. */
export const LEAGUE_START_GRACE_MINUTES = 30;
/** After play and auto play the league page reloads after this long. */
export const LEAGUE_REFRESH_DELAY_MS = 5_000;

/** The league setup messages, verbatim (the product's wording where it has one). */
export const LEAGUE_MESSAGES = {
  nameRequired: 'You need to enter League Name',
  nameTaken: 'This league name is already taken',
  moreYears: (n: number) => `Please select atleast ${n} more year`,
  futureDate: 'Please select a future date and time',
  tenMinutes: 'Games Begin time should be at least 10 minutes from current time',
  teamRequired: 'Please select your team',
  teamNotInYears: 'Your team must come from one of the selected years',
  totalTeams: `Total teams must be between ${LEAGUE_MIN_TEAMS} and ${LEAGUE_MAX_TEAMS}`,
  notFound: 'Oops! no record found',
  notOwner: 'Only the league owner can do this.',
  notManager: 'You do not manage this team.',
  started: 'The league has already started.',
  gameOver: 'This game has already been played.',
  notYours: 'This is not your game.',
  leagueOver: 'The season is over.',
} as const;

/** How a computer manager leans (0–100 each): shown on the team, regenerated by the owner before the season. */
export interface ManagerTendencies {
  /** Steals, hit and run, sending runners. */
  aggressiveness: number;
  /** How early the starter is pulled. */
  bullpenHook: number;
  /** How often regulars sit. */
  restRegulars: number;
  /** Sacrifice bunts and small ball. */
  smallBall: number;
}

export type LeagueManagerKind = 'you' | 'user' | 'computer' | 'invited';

export interface LeagueTeamView {
  index: number;
  teamId: string;
  year: number;
  lgId: string;
  /** Index into LeagueDetail.groups: teams play within their group (a real season of 1997 on adds its interleague games). */
  group: number;
  city: string;
  nickname: string;
  abbreviation: string;
  managerName: string;
  manager: LeagueManagerKind;
  tendencies: ManagerTendencies | null;
  favourite: boolean;
}

export interface LeagueRecord {
  wins: number;
  losses: number;
}

export interface LeagueSummary {
  leagueId: number;
  name: string;
  kind: LeagueKind;
  status: LeagueStatus;
  years: number[];
  totalTeams: number;
  isPrivate: boolean;
  /** ISO 8601 instant of the first game. */
  gamesBeginAt: string;
  isOwner: boolean;
  isMember: boolean;
  /** The viewer's team index, or null. */
  myTeam: number | null;
  myRecord: LeagueRecord | null;
  /** Regular-season games played / scheduled, 0..1. */
  progress: number;
  champion: number | null;
}

export interface LeaguePostseasonRoundView {
  name: string;
  bestOf: number;
}

export interface LeagueDetail extends LeagueSummary {
  dh: LeagueDhRule;
  usageLimit: LeagueUsageLimit;
  gamesPerTeam: number;
  groups: string[];
  teams: LeagueTeamView[];
  postseason: { teamsPerGroup: number; rounds: LeaguePostseasonRoundView[]; note: string | null };
  /** The viewer's next unplayed game. */
  nextGame: LeagueGameView | null;
  /** The server's clock (ISO), so countdowns never trust the browser's. */
  now: string;
}

export type LeagueGamePhase = 'regular' | 'tiebreak' | 'postseason';
export type LeagueGameStatus = 'scheduled' | 'live' | 'final';

export interface LeagueGameView {
  scheduleId: number;
  day: number;
  startsAt: string;
  home: number;
  away: number;
  phase: LeagueGamePhase;
  /** Postseason round name and game number within the series, e.g. 'World Series', 3. */
  round: string | null;
  gameOfSeries: number | null;
  status: LeagueGameStatus;
  homeRuns: number | null;
  awayRuns: number | null;
  /** The play-screen game (games table) once a manager started it. */
  gameId: string | null;
  /** True when the viewer manages one of the two teams. */
  yours: boolean;
  winningPitcher: string | null;
  losingPitcher: string | null;
}

/** One side of a final league game's box score, from the game's stored lines (players in the order they appeared). */
export interface LeagueBoxSide {
  team: number;
  runs: number;
  hits: number;
  batting: Array<{ cardId: string; name: string; ab: number; r: number; h: number; d: number; t: number; hr: number; rbi: number; bb: number; so: number; sb: number }>;
  /** `ip` in innings (outs / 3); `decision` the pitcher of record's W, L or S. */
  pitching: Array<{ cardId: string; name: string; ip: number; h: number; r: number; er: number; bb: number; so: number; hr: number; decision: '' | 'W' | 'L' | 'S' }>;
}

/** GET /leagues/{leagueId}/schedule/{scheduleId}/box-score: a final game's box score (404 until it is final). */
export interface LeagueBoxScore {
  game: LeagueGameView;
  away: LeagueBoxSide;
  home: LeagueBoxSide;
}

export interface LeagueSchedule {
  games: LeagueGameView[];
  total: number;
}

export interface LeagueStandingsRow {
  index: number;
  wins: number;
  losses: number;
  pct: number;
  gamesBehind: number;
  runsScored: number;
  runsAllowed: number;
  /** 'W3' / 'L2'; '' before the first game. */
  streak: string;
  lastTen: LeagueRecord;
}

/**
 * One table per group, named for it; a league of one real season names a group that is one real league after it and,
 * where the season had divisions, shows one table per division ('American League East', games behind its leader).
 * Postseason seeds still go by each group's record.
 */
export interface LeagueStandings {
  groups: Array<{ name: string; rows: LeagueStandingsRow[] }>;
}

export type LeagueStatType = 'batting' | 'pitching';

/**
 * A player's line: his games for every league team summed (a traded player is one line). `team` is the team he
 * played the most games for; `teams`, only when he played for more than one, lists them all, most games first.
 * Filtered by team (`?team=`), a line holds his games for that team alone.
 */
export interface LeagueBattingLine {
  cardId: string;
  name: string;
  team: number;
  teams?: number[];
  g: number; pa: number; ab: number; r: number; h: number; d: number; t: number; hr: number; rbi: number;
  bb: number; so: number; sh: number; sf: number; hbp: number; sb: number; cs: number;
  /** The engine's rates (@bb/engine/rates), rounded to 3 places; null without a denominator (no at bat: no AVG, SLG or OPS). */
  avg: number | null; obp: number | null; slg: number | null; ops: number | null;
}

export interface LeaguePitchingLine {
  cardId: string;
  name: string;
  team: number;
  teams?: number[];
  g: number; gs: number; w: number; l: number; sv: number; cg: number; sho: number;
  /** Innings pitched as outs / 3 (display 6.2 for 6⅔ through the formatter). */
  ip: number; h: number; r: number; er: number; bb: number; so: number; hr: number;
  /** Rounded to 2 places; null without an out recorded. */
  era: number | null; whip: number | null;
}

export interface LeagueStatistics {
  type: LeagueStatType;
  batting: LeagueBattingLine[];
  pitching: LeaguePitchingLine[];
  /** Each team's season totals (the sum of its players' lines for it, a traded player's part counted for each of his teams; cardId and name are the team's abbreviation). */
  teams: Array<{ team: number; batting: LeagueBattingLine; pitching: LeaguePitchingLine }>;
}

export interface LeagueLeaderEntry {
  cardId: string;
  name: string;
  team: number;
  value: number;
}

export interface LeagueLeaderBoard {
  stat: string;
  label: string;
  leaders: LeagueLeaderEntry[];
}

export interface LeagueLeaders {
  batting: LeagueLeaderBoard[];
  pitching: LeagueLeaderBoard[];
}

export interface LeagueSeriesView {
  round: string;
  bestOf: number;
  /** Seeds' team indices; null while the earlier round is open. */
  top: number | null;
  bottom: number | null;
  topWins: number;
  bottomWins: number;
  winner: number | null;
  group: number | null;
}

/**
 * Two teams level on record at a group's last postseason place, and how it was settled: a tie-breaker game (before
 * 2022, as history played them) or the rules (head-to-head record, then run differential, then the table's order).
 */
export interface LeaguePlayoffTie {
  group: number;
  /** The two level teams (team indices). */
  teams: [number, number];
  /** The team that took the place; null while its tie-breaker game is still to be played. */
  winner: number | null;
  settledBy: 'game' | 'head-to-head' | 'run differential' | 'table order';
  /** The tie-breaker game's final score, the winner's runs first. */
  score: { winner: number; loser: number } | null;
}

export interface LeagueBracket {
  rounds: Array<{ name: string; bestOf: number; series: LeagueSeriesView[] }>;
  champion: number | null;
  note: string | null;
  /** Ties for a postseason place and how each was settled (empty while the regular season runs). */
  ties: LeaguePlayoffTie[];
}

/**
 * A league of one real season beside the record. Each team carries its standings table's name (its real league, and
 * division where the season had them: 'American League East'). The real leaders sum a player's stints of the year
 * (every player who played for one of the league's teams; `teamId` the league team he played most for).
 */
export interface LeagueHistoryCompare {
  year: number;
  teams: Array<{ index: number; group?: string; simWins: number; simLosses: number; realWins: number; realLosses: number; winDiff: number }>;
  leaders: Array<{ stat: string; label: string; sim: LeagueLeaderEntry[]; real: Array<{ name: string; teamId: string; value: number }> }>;
}

export interface PregameSide {
  team: number;
  lineup: Array<LineupEntry & { name: string }>;
  startingPitcher: { cardId: string; name: string; throws: 'L' | 'R' } | null;
}

export interface PregameSummary {
  game: LeagueGameView;
  home: PregameSide;
  away: PregameSide;
}

/** A player of a league team: his card and where the manager placed him. */
export interface DepthPlayer extends GamePlayer {
  active: boolean;
  /** Plate appearances (position players) / games started (pitchers) in this league (usage against the limit). */
  used: number;
  /** Plate appearances / starts he may still have under the usage limit (null: no limit). */
  remaining: number | null;
  /** Pitchers: outs pitched in this league (null for position players). */
  usedOuts: number | null;
  /** Pitchers: outs he may still pitch under the usage limit (null: no limit, or a position player). */
  remainingOuts: number | null;
}

export interface DepthChart {
  team: number;
  players: DepthPlayer[];
  lineup: LineupEntry[];
  /** Starting rotation in order (4 or 5 by era). */
  rotation: string[];
  closer: string | null;
  /** Pitcher settings: pull the starter after this many runs allowed (computer managers use their tendency). */
  hookRuns: number;
  activeLimit: number;
  /** Why the saved chart cannot start a game now, or null (starter validation). */
  problem: string | null;
  editable: boolean;
}

export interface LeaguePlayAnswer {
  /** The page reloads after LEAGUE_REFRESH_DELAY_MS. */
  refresh: boolean;
  gameId: string | null;
  game: LeagueGameView;
}

export interface LeagueSimAnswer {
  played: number;
  league: LeagueDetail;
}

export type LeagueList = { leagues: LeagueSummary[] };
export type LeagueYears = { years: Array<{ year: number; teams: number }> };

export type CreateLeagueRequest = Static<typeof CreateLeagueBody>;
export type DepthChartRequest = Static<typeof DepthChartBody>;
export type SimRequest = Static<typeof SimBody>;
export type SimTarget = SimRequest['to'];
