export interface Preferences {
  sound: boolean;
  ratingsFlag: boolean;
}

export interface TournamentLeague {
  leagueId: string | number;
  name: string;
  teamsLockingTime: number | string;
  leagueCreationEpoc: number | string;
  totalMembers: number;
  claimedTeamCount: number;
  image?: string;
  wins?: number;
  losses?: number;
  progress?: unknown;
  status?: string;
  playoff?: unknown;
  isJoinedLeague?: boolean;
  isOwner?: boolean;
}

export interface LeaderboardRow {
  /** position + 1, assigned by the client. */
  rank: number;
  username: string;
  totalWins: number;
  winPercentage: number;
  avgRunsScored: number;
  avgHits: number;
  totalGamesPlayed: number;
  currentPlayStreak: number;
  maxPlayStreak: number;
  currentWinStreak: number;
  maxWinStreak: number;
  totalRunsScored: number;
  totalHits: number;
  totalHr: number;
  totalStrikeouts: number;
  gameLastPlayedOn: string;
  gamesPlayedOn: string[] | string;
}

/** Keyed by sub-tab value. */
export type LeaderboardResponse = Record<string, LeaderboardRow[]>;
