import { LEADERBOARD_TABS, type LeaderboardRow, type LeaderboardSubTab, type LeaderboardTab } from '@bb/shared';

export const MAIN_TABS = Object.keys(LEADERBOARD_TABS) as LeaderboardTab[];

export function subTabsOf(tab: LeaderboardTab): readonly LeaderboardSubTab[] {
  return LEADERBOARD_TABS[tab];
}

export function tabOfSubTab(subTab: string): LeaderboardTab | undefined {
  return MAIN_TABS.find((tab) => (LEADERBOARD_TABS[tab] as readonly string[]).includes(subTab));
}

export type ColumnKey =
  | 'totalWins' | 'winPercentage' | 'avgRunsScored' | 'avgHits' | 'totalGamesPlayed'
  | 'currentPlayStreak' | 'maxPlayStreak' | 'currentWinStreak' | 'maxWinStreak'
  | 'totalRunsScored' | 'runsPerGame' | 'totalHits' | 'totalHr' | 'totalStrikeouts'
  | 'runs' | 'hits' | 'hr' | 'strikeouts';

/** Which row field each column shows (Today's columns read the day's totals). */
const FIELD: Record<ColumnKey, keyof LeaderboardRow> = {
  totalWins: 'totalWins',
  winPercentage: 'winPercentage',
  avgRunsScored: 'avgRunsScored',
  avgHits: 'avgHits',
  totalGamesPlayed: 'totalGamesPlayed',
  currentPlayStreak: 'currentPlayStreak',
  maxPlayStreak: 'maxPlayStreak',
  currentWinStreak: 'currentWinStreak',
  maxWinStreak: 'maxWinStreak',
  totalRunsScored: 'totalRunsScored',
  runsPerGame: 'avgRunsScored',
  totalHits: 'totalHits',
  totalHr: 'totalHr',
  totalStrikeouts: 'totalStrikeouts',
  runs: 'totalRunsScored',
  hits: 'totalHits',
  hr: 'totalHr',
  strikeouts: 'totalStrikeouts',
};

/** After Rank and Name, the stat columns of each sub-tab; the first is the podium's main stat. */
export const COLUMNS: Record<LeaderboardSubTab, ColumnKey[]> = {
  TotalWins: ['totalWins', 'winPercentage', 'avgRunsScored', 'avgHits'],
  WinPercentage: ['winPercentage', 'totalWins', 'totalGamesPlayed'],
  CurrentPlayStreak: ['currentPlayStreak', 'maxPlayStreak', 'totalGamesPlayed'],
  MaxPlayStreak: ['maxPlayStreak', 'currentPlayStreak', 'totalGamesPlayed'],
  CurrentWinStreak: ['currentWinStreak', 'maxWinStreak', 'totalWins'],
  MaxWinStreak: ['maxWinStreak', 'currentWinStreak', 'totalWins'],
  TotalRunsScored: ['totalRunsScored', 'runsPerGame', 'totalGamesPlayed'],
  TotalHits: ['totalHits', 'avgHits', 'totalGamesPlayed'],
  TotalHr: ['totalHr', 'totalGamesPlayed'],
  TotalStrikeouts: ['totalStrikeouts', 'totalGamesPlayed'],
  AvgRunsScored: ['runsPerGame', 'totalRunsScored', 'totalGamesPlayed'],
  DailyRunsLeader: ['runs', 'hits', 'hr'],
  DailyHRLeader: ['hr', 'runs', 'hits'],
  DailyHitsLeader: ['hits', 'runs', 'hr'],
  DailyStrikeoutsLeader: ['strikeouts', 'runs', 'hits'],
};

/** The text of one cell: percentages with a sign, averages with two decimals, counts as they are. */
export function cellText(row: LeaderboardRow, column: ColumnKey): string {
  const value = Number(row[FIELD[column]] ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  if (column === 'winPercentage') return `${safe.toFixed(1)}%`;
  if (column === 'avgRunsScored' || column === 'avgHits' || column === 'runsPerGame') return safe.toFixed(2);
  return String(safe);
}

/** The podium's large figure: wins out of games on Overall > Total Wins, else the main column. */
export function mainStatText(row: LeaderboardRow, subTab: LeaderboardSubTab): string {
  if (subTab === 'TotalWins') return `${row.totalWins}/${row.totalGamesPlayed}`;
  return cellText(row, COLUMNS[subTab][0]!);
}
