import type { Static } from 'typebox';
import type { LobbyLeagueFilter as LeagueFilter, LobbyLeagueTypeFilter as LeagueTypeFilter } from '@bb/contract';
import type { LobbyLeague } from '@bb/contract/src/schemas/lobby';

export type { LeagueFilter, LeagueTypeFilter };

export interface LeagueQuery {
  userId: number;
  filter: LeagueFilter;
  leagueTypeFilter: LeagueTypeFilter;
  limit: number;
  page: number;
  /** Trimmed; '' matches every name. */
  searchText: string;
}

export interface LeaguePage {
  leagues: Array<Static<typeof LobbyLeague>>;
  totalItems: number;
}

/** Where the lobby reads tournament leagues from (implemented by ../tournaments/tournament-directory.ts). */
export interface TournamentDirectory {
  findLeagues(query: LeagueQuery): Promise<LeaguePage>;
}
