import type { Pagination } from './accounts-api';

/**
 * GET /api/lobby/exp3/users/{userId}/leagues query values. AVAILABLE_LEAGUES is the widget's filter: open for
 * claims, before the lock, not full, visible to the user (public, or he is invited or a member), soonest lock first.
 * The tournament lobby's tabs add: MY_LEAGUES (he owns it or claimed a team, unfinished, soonest first),
 * COMPLETED_LEAGUES (finished ones he can see, latest first) and IN_PROGRESS_LEAGUES (locked, being played).
 */
export const LOBBY_LEAGUE_FILTERS = ['AVAILABLE_LEAGUES', 'MY_LEAGUES', 'IN_PROGRESS_LEAGUES', 'COMPLETED_LEAGUES'] as const;
export type LobbyLeagueFilter = (typeof LOBBY_LEAGUE_FILTERS)[number];
export type LobbyLeagueTypeFilter = 'TOURNAMENT';

/** A tournament league in the lobby. */
export interface LobbyLeague {
  leagueId: number;
  name: string;
  /** ISO 8601 instant after which teams can no longer be claimed. */
  teamsLockingTime: string;
  /** Creation time in epoch milliseconds. */
  leagueCreationEpoc: number;
  totalMembers: number;
  claimedTeamCount: number;
  /** Carried by the answer, unused by the widget. */
  image: string | null;
  wins: number;
  losses: number;
  progress: number;
  status: string;
  playoff: boolean;
  isJoinedLeague: boolean;
  isOwner: boolean;
}

export type LobbyPagination = Pick<Pagination, 'currentPage' | 'totalPages' | 'totalItems'>;

export interface LobbyLeaguesResponse {
  data: { leagues: LobbyLeague[]; pagination: LobbyPagination };
}
