import type { LeaderboardRow } from './user';
import { LEADERBOARD_TABS } from './constants';

/** Leaderboard tabs and sub-tab values. */
export type LeaderboardTab = keyof typeof LEADERBOARD_TABS;
export type LeaderboardSubTab = (typeof LEADERBOARD_TABS)[LeaderboardTab][number];

/** Period values sent as `period=`: a month is sent as MonthByMonths with `month=` its 3-letter abbreviation. */
export const LEADERBOARD_PERIODS = ['AllTime', 'Today', 'Last7', 'MonthByMonths'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export type MonthAbbreviation = (typeof MONTH_ABBREVIATIONS)[number];

/** How many rows a board answers (the podium and the table read the same list). */
export const LEADERBOARD_LIMIT = 100;

export interface LeaderboardQuery {
  tab: LeaderboardTab;
  period: LeaderboardPeriod;
  subTab: LeaderboardSubTab;
  month?: MonthAbbreviation;
}

/** GET /gotd/gotd-leaderboard: `data[subTab]` holds the rows, without `rank` (the client numbers them). */
export interface LeaderboardApiResponse {
  data: Partial<Record<LeaderboardSubTab, Array<Omit<LeaderboardRow, 'rank'>>>> & {
    /** The signed-in caller's own row and rank, wherever he stands (null: not signed in, or no row on this board). */
    me?: { rank: number; row: Omit<LeaderboardRow, 'rank'> } | null;
  };
}

export interface GotdTeamSeason {
  teamId: string;
  year: number;
  name: string;
  lgId: string;
  wins: number;
  losses: number;
}

export interface GotdResult {
  win: boolean;
  runs: number;
  runsAllowed: number;
  hits: number;
  hr: number;
  strikeouts: number;
}

export interface GotdStreaks {
  currentPlayStreak: number;
  maxPlayStreak: number;
  currentWinStreak: number;
  maxWinStreak: number;
}

/** The signed-in player's attempt of the day: 'none' before registering, 'playing', then 'final' with the result. */
export interface GotdAttempt {
  status: 'none' | 'playing' | 'final';
  gameId: string | null;
  result: GotdResult | null;
}

/** GET /gotd/defaults: today's game (never a later one) and, when signed in, the player's attempt and streaks. */
export interface GotdDefaults {
  gameDay: string;
  /** ISO instant the next game day starts (Eastern midnight). */
  nextGameAt: string;
  home: GotdTeamSeason;
  away: GotdTeamSeason;
  userSide: 'home' | 'away';
  attempt: GotdAttempt | null;
  streaks: GotdStreaks | null;
}

/** POST /gotd/registration (201 new attempt, 200 resuming the unfinished one; 409 when today's game is done). */
export interface GotdRegistration {
  gameDay: string;
  gameId: string;
  resumed: boolean;
}

