import { useCallback, useEffect, useState } from 'react';
import { notifyError, tournamentsApi, type LobbyLeague, type LobbyLeagueFilter, type LobbyPagination } from '@bb/shared';

/** Tournaments per page of the lobby. */
export const LOBBY_PAGE_SIZE = 10;

export interface TournamentListState {
  leagues: LobbyLeague[];
  pagination: LobbyPagination | null;
  loading: boolean;
}

/**
 * One page of one tab of the lobby, asked again when the tab, page or search changes (the older question is
 * cancelled). A refusal toasts and empties the page.
 */
export function useTournamentList(userId: number | string | null, filter: LobbyLeagueFilter, page: number, searchText: string) {
  const [state, setState] = useState<TournamentListState>({ leagues: [], pagination: null, loading: true });

  useEffect(() => {
    if (userId === null) return undefined;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    tournamentsApi
      .list(userId, { filter, page, limit: LOBBY_PAGE_SIZE, searchText }, controller.signal)
      .then(({ leagues, pagination }) => setState({ leagues, pagination, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ leagues: [], pagination: null, loading: false });
        notifyError(error);
      });
    return () => controller.abort();
  }, [userId, filter, page, searchText]);

  /** Changes a listed tournament in place; `null` takes it off the page. */
  const patch = useCallback((leagueId: number, change: Partial<LobbyLeague> | null) => {
    setState((s) => {
      if (!s.leagues.some((l) => l.leagueId === leagueId)) return s;
      const leagues = change === null ? s.leagues.filter((l) => l.leagueId !== leagueId) : s.leagues.map((l) => (l.leagueId === leagueId ? { ...l, ...change } : l));
      return { ...s, leagues };
    });
  }, []);

  return { ...state, patch };
}
