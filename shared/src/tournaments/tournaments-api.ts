// Every call of the tournaments API (contract/src/tournaments-api.ts), shared by the tournaments remote and the
// shell's floating lobby widget (which claims a team without leaving the page). One function per operation, each
// answering the `data` of `{ data: … }`; errors leave as ApiError and callers decide about the toast.
import type {
  ClaimTeamRequest,
  CreateTournamentRequest,
  LobbyLeagueFilter,
  LobbyLeaguesResponse,
  TournamentBracket,
  TournamentDetail,
  TournamentTeamsByYear,
  TournamentUsers,
} from '@bb/contract';
import { apiClient } from '../api';
import { apiKey } from '../data/api-key';

const tournament = (leagueId: number | string) => `tournaments/${encodeURIComponent(String(leagueId))}`;

const get = async <T>(path: string, searchParams?: Record<string, string | number>, signal?: AbortSignal): Promise<T> =>
  (await apiClient.get(path, { searchParams, signal }).json<{ data: T }>()).data;

const post = async <T>(path: string, json: unknown): Promise<T> => (await apiClient.post(path, { json }).json<{ data: T }>()).data;

export interface TournamentListQuery {
  filter: LobbyLeagueFilter;
  page: number;
  limit: number;
  searchText: string;
}

/** The data layer's cache keys of the reads below (shared/src/data): the endpoint's path and parameters. */
export const tournamentKeys = {
  list: (userId: number | string, query: TournamentListQuery) => apiKey(`lobby/exp3/users/${encodeURIComponent(String(userId))}/leagues`, { ...query, leagueTypeFilter: 'TOURNAMENT' }),
  uniqueName: (name: string) => apiKey('tournaments/unique-name', { name }),
  teamsByYear: (from: number, to: number) => apiKey('tournaments/teams-by-year', { from, to }),
  detail: (leagueId: number | string) => apiKey(tournament(leagueId)),
  bracket: (leagueId: number | string) => apiKey(`${tournament(leagueId)}/bracket`),
  users: (leagueId: number | string) => apiKey(`${tournament(leagueId)}/users`),
};

export const tournamentsApi = {
  /** The lobby page's and the widget's lists: GET /lobby/exp3/users/{userId}/leagues (leagueTypeFilter TOURNAMENT). */
  async list(userId: number | string, query: TournamentListQuery, signal?: AbortSignal): Promise<LobbyLeaguesResponse['data']> {
    const body = await apiClient
      .get(`lobby/exp3/users/${encodeURIComponent(String(userId))}/leagues`, { searchParams: { ...query, leagueTypeFilter: 'TOURNAMENT' }, signal })
      .json<LobbyLeaguesResponse>();
    return body.data;
  },
  uniqueName: (name: string, signal?: AbortSignal) => get<{ available: boolean }>('tournaments/unique-name', { name }, signal),
  teamsByYear: (from: number, to: number, signal?: AbortSignal) => get<TournamentTeamsByYear>('tournaments/teams-by-year', { from, to }, signal),
  create: (body: CreateTournamentRequest) => post<TournamentDetail>('tournaments', body),
  detail: (leagueId: number | string, signal?: AbortSignal) => get<TournamentDetail>(tournament(leagueId), undefined, signal),
  bracket: (leagueId: number | string, signal?: AbortSignal) => get<TournamentBracket>(`${tournament(leagueId)}/bracket`, undefined, signal),
  users: (leagueId: number | string, signal?: AbortSignal) => get<TournamentUsers>(`${tournament(leagueId)}/users`, undefined, signal),
  claim: (leagueId: number | string, body: ClaimTeamRequest) => post<TournamentDetail>(`${tournament(leagueId)}/claim`, body),
  invite: (leagueId: number | string, usernames: string[]) => post<TournamentUsers>(`${tournament(leagueId)}/invitations`, { usernames }),
  async remove(leagueId: number | string): Promise<void> {
    await apiClient.delete(tournament(leagueId));
  },
};
