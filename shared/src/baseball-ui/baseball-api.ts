import { apiClient } from '../api/clients';
import { apiKey } from '../data/api-key';
import type { PlayerCardView, PlayerProfileResponse, PlayerStatisticsResponse, PlayerTeamsResponse, TeamSeasonView } from './types';

// The stats reads of api/src/baseball. The authenticated client applies the guest rule: a guest's call
// goes out without credentials and with isGuest=true (these paths contain /players or /teams).
const read = async <T>(path: string, searchParams?: Record<string, string | number>, signal?: AbortSignal): Promise<T> =>
  (await apiClient.get(path, { searchParams, signal }).json<{ data: T }>()).data;

const yearParam = (year: number | null | undefined) => (year ? { year } : undefined);
const id = encodeURIComponent;

/** The data layer's cache keys of the reads below (shared/src/data): the endpoint's path and parameters. */
export const baseballKeys = {
  playerProfile: (playerId: string) => apiKey(`players/${id(playerId)}`),
  playerCard: (playerId: string, year: number | null | undefined) => apiKey(`players/${id(playerId)}/card`, yearParam(year)),
  playerStatistics: (playerId: string) => apiKey(`players/${id(playerId)}/statistics`),
  playerTeams: (playerId: string) => apiKey(`players/${id(playerId)}/teams`),
  teamSeason: (teamId: string, year: number | null | undefined) => apiKey(`teams/${id(teamId)}`, yearParam(year)),
};

export const fetchPlayerProfile = (playerId: string, signal?: AbortSignal) => read<PlayerProfileResponse>(`players/${id(playerId)}`, undefined, signal);

export const fetchPlayerCard = (playerId: string, year: number | null | undefined, signal?: AbortSignal) =>
  read<PlayerCardView>(`players/${id(playerId)}/card`, yearParam(year), signal);

export const fetchPlayerStatistics = (playerId: string, signal?: AbortSignal) => read<PlayerStatisticsResponse>(`players/${id(playerId)}/statistics`, undefined, signal);

export const fetchPlayerTeams = (playerId: string, signal?: AbortSignal) => read<PlayerTeamsResponse>(`players/${id(playerId)}/teams`, undefined, signal);

export const fetchTeamSeason = (teamId: string, year: number | null | undefined, signal?: AbortSignal) =>
  read<TeamSeasonView>(`teams/${id(teamId)}`, yearParam(year), signal);
