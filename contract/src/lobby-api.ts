import type { Pagination } from './accounts-api';

/** GET /api/lobby/exp3/users/{userId}/leagues query values (spec §7). */
export type LobbyLeagueFilter = 'AVAILABLE_LEAGUES';
export type LobbyLeagueTypeFilter = 'TOURNAMENT';

/** A tournament league in the lobby (spec §3). */
export interface LobbyLeague {
  leagueId: number;
  name: string;
  /** ISO 8601 instant after which teams can no longer be claimed. */
  teamsLockingTime: string;
  /** Creation time in epoch milliseconds. */
  leagueCreationEpoc: number;
  totalMembers: number;
  claimedTeamCount: number;
  /** Carried by the answer, unused by the widget (spec §3). */
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
