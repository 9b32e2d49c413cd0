import { apiClient, LOBBY_WIDGET_MAX_CARDS, type LobbyLeague, type LobbyLeaguesResponse } from '@bb/shared';

/** The widget asks for the first page of 3 available tournaments. */
export const LOBBY_LEAGUES_QUERY = {
  filter: 'AVAILABLE_LEAGUES',
  leagueTypeFilter: 'TOURNAMENT',
  limit: LOBBY_WIDGET_MAX_CARDS,
  page: 1,
  searchText: '',
} as const;

/** GET /api/lobby/exp3/users/{userId}/leagues, read as data.leagues. */
export async function fetchLobbyLeagues(userId: string | number, signal?: AbortSignal): Promise<LobbyLeague[]> {
  const body = await apiClient
    .get(`lobby/exp3/users/${encodeURIComponent(String(userId))}/leagues`, { searchParams: { ...LOBBY_LEAGUES_QUERY }, signal })
    .json<Partial<LobbyLeaguesResponse>>();
  const leagues = body.data?.leagues;
  return Array.isArray(leagues) ? leagues : [];
}
