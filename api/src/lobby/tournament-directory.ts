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

/** Where the lobby reads tournament leagues from. */
export interface TournamentDirectory {
  findLeagues(query: LeagueQuery): Promise<LeaguePage>;
}

/**
 * Tournaments do not exist yet (no table, no way to create one), so today the lobby always
 * answers an empty list. The tournaments issue provides the real source: an implementation
 * of TournamentDirectory reading its table, passed to registerLobbyRoutes instead of this one.
 */
export const noTournamentsYet: TournamentDirectory = {
  async findLeagues() {
    return { leagues: [], totalItems: 0 };
  },
};
