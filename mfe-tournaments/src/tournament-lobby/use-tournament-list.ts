import { useCallback } from 'react';
import { notifyError, tournamentKeys, tournamentsApi, useApiQuery, type LobbyLeague, type LobbyLeagueFilter, type LobbyPagination } from '@bb/shared';

/** Tournaments per page of the lobby. */
export const LOBBY_PAGE_SIZE = 10;

export interface TournamentListState {
  leagues: LobbyLeague[];
  pagination: LobbyPagination | null;
  loading: boolean;
}

/**
 * One page of one tab of the lobby, asked again when the tab, page or search changes (the older question is
 * cancelled; the older page stays listed meanwhile). A refusal toasts and empties the page.
 */
export function useTournamentList(userId: number | string | null, filter: LobbyLeagueFilter, page: number, searchText: string) {
  const query = { filter, page, limit: LOBBY_PAGE_SIZE, searchText };
  const list = useApiQuery(userId === null ? null : tournamentKeys.list(userId, query), (signal) => tournamentsApi.list(userId ?? 0, query, signal), {
    onError: notifyError,
    keepPrevious: true,
  });

  /** Changes a listed tournament in place; `null` takes it off the page. */
  const { update } = list;
  const patch = useCallback(
    (leagueId: number, change: Partial<LobbyLeague> | null) =>
      update((current) => {
        if (!current.leagues.some((l) => l.leagueId === leagueId)) return current;
        const leagues = change === null ? current.leagues.filter((l) => l.leagueId !== leagueId) : current.leagues.map((l) => (l.leagueId === leagueId ? { ...l, ...change } : l));
        return { ...current, leagues };
      }),
    [update],
  );

  // Without a user nothing is asked yet: the page waits.
  const state: TournamentListState =
    list.error !== undefined
      ? { leagues: [], pagination: null, loading: false }
      : { leagues: list.data?.leagues ?? [], pagination: list.data?.pagination ?? null, loading: userId === null || list.loading };
  return { ...state, patch };
}
