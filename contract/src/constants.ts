/** Position codes 1 P … 10 DH. */
export const POSITION_CODES = {
  1: 'P',
  2: 'C',
  3: '1B',
  4: '2B',
  5: '3B',
  6: 'SS',
  7: 'LF',
  8: 'CF',
  9: 'RF',
  10: 'DH',
} as const;

export type PositionCode = keyof typeof POSITION_CODES;
export type PositionName = (typeof POSITION_CODES)[PositionCode];

/** Reverse lookup; DH maps back to 0, not 10. */
export const POSITION_NUMBERS: Readonly<Record<PositionName, number>> = Object.freeze({
  P: 1,
  C: 2,
  '1B': 3,
  '2B': 4,
  '3B': 5,
  SS: 6,
  LF: 7,
  CF: 8,
  RF: 9,
  DH: 0,
});

export function positionName(code: number): PositionName | undefined {
  return POSITION_CODES[code as PositionCode];
}

export function positionNumber(name: string): number | undefined {
  return POSITION_NUMBERS[name as PositionName];
}

export interface LabelledValue {
  label: string;
  value: number;
}

export const BASERUNNING_AGGRESSIVENESS: readonly LabelledValue[] = [
  { label: 'Very Aggressive', value: 0 },
  { label: 'Aggressive', value: 1 },
  { label: 'Normal', value: 2 },
  { label: 'Conservative', value: 3 },
  { label: 'Extra Conservative', value: 4 },
];

export const BASERUNNING_AGGRESSIVENESS_EXTENDED: readonly LabelledValue[] = [
  { label: 'Extreme Aggressive', value: 0 },
  { label: 'Very Aggressive', value: 1 },
  { label: 'Aggressive', value: 2 },
  { label: 'Normal', value: 3 },
  { label: 'Conservative', value: 4 },
  { label: 'Extra Conservative', value: 5 },
  { label: 'Deadball Style', value: 6 },
];

export const MODE: readonly LabelledValue[] = [
  { label: 'Regular', value: 0 },
  { label: 'Maximize', value: 1 },
];

export const LEAGUE_TYPE_CODES = ['ML', 'NL', 'AL', 'FL', 'NS', 'BG', 'CL', 'PL', 'JL', 'HF', 'BH', 'NG', 'CB', 'AS', 'FJ', 'SJ'] as const;
export type LeagueTypeCode = (typeof LEAGUE_TYPE_CODES)[number];

export const PITCHER_ROLES = ['SP', 'RP', 'CP'] as const;
export type PitcherRole = (typeof PITCHER_ROLES)[number];

export const LINEUP_POSITIONS = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'] as const;
export type LineupPosition = (typeof LINEUP_POSITIONS)[number];

export interface Era {
  name: string;
  from: number;
  /** null: up to the current year. */
  to: number | null;
}

/** Era tabs, in display order. */
export const ERAS: readonly Era[] = [
  { name: 'Power Era', from: 1871, to: null },
  { name: 'Expansion Era', from: 1961, to: 1998 },
  { name: 'Integrated Era', from: 1947, to: 1960 },
  { name: 'Golden Era', from: 1920, to: 1946 },
  { name: 'Deadball Era', from: 1876, to: 1919 },
];

/** Default year tabs 1999-2019, newest first. */
export const DEFAULT_YEAR_TABS: readonly number[] = Array.from({ length: 21 }, (_, i) => 2019 - i);

export const LEADERBOARD_TABS = {
  Overall: ['TotalWins', 'WinPercentage'],
  Streaks: ['CurrentPlayStreak', 'MaxPlayStreak', 'CurrentWinStreak', 'MaxWinStreak'],
  Stats: ['TotalRunsScored', 'TotalHits', 'TotalHr', 'TotalStrikeouts', 'AvgRunsScored'],
  Today: ['DailyRunsLeader', 'DailyHRLeader', 'DailyHitsLeader', 'DailyStrikeoutsLeader'],
} as const;

export const APP_VERSION = 'V 1.3.48';
export const INSTALL_PROMPT_INTERVAL_DAYS = 90;
export const RELOAD_DELAY_MS = 5000;
export const LOBBY_WIDGET_MAX_CARDS = 3;
export const PROFILE_IMAGE_MAX_MB = 5;
