import { apiClient, apiKey, type LeadersResponse, type StandingsResponse, type YearsResponse } from '@bb/shared';

const read = async <T>(path: string, searchParams?: Record<string, string | number>, signal?: AbortSignal): Promise<T> =>
  (await apiClient.get(path, { searchParams, signal }).json<{ data: T }>()).data;

export interface LeaderRow {
  rank: number;
  playerId: string;
  firstName: string | null;
  lastName: string | null;
  teams: string;
  value: number;
  stats: Record<string, number | null>;
}
export type LeadersView = Omit<LeadersResponse, 'leaders'> & { leaders: LeaderRow[] };

export interface TeamStatsRow {
  teamId: string;
  name: string;
  games: number;
  avgHits: number | null;
  avgHr: number | null;
  avgRunsScored: number | null;
  avgStrikeouts: number | null;
  winPercentage: number | null;
}

export const fetchYears = (era: string | undefined, signal?: AbortSignal) => read<YearsResponse>('years', era ? { era } : undefined, signal);

const league = (lgId: string, year: number) => `leagues/${encodeURIComponent(lgId)}/seasons/${year}`;

/** The data layer's cache keys of the reads here (shared/src/data): the endpoint's path and parameters. */
export const statsKeys = {
  years: (era: string | undefined) => apiKey('years', { era }),
  standings: (lgId: string, year: number) => apiKey(`${league(lgId, year)}/standings`),
  leaders: (lgId: string, year: number, type: 'batting' | 'pitching', sort: string) => apiKey(`${league(lgId, year)}/leaders`, { type, sort, limit: 25 }),
  teamStats: (lgId: string, year: number) => apiKey(`${league(lgId, year)}/team-stats`),
};

export const fetchStandings = (lgId: string, year: number, signal?: AbortSignal) => read<StandingsResponse>(`${league(lgId, year)}/standings`, undefined, signal);

export const fetchLeaders = (lgId: string, year: number, type: 'batting' | 'pitching', sort: string, signal?: AbortSignal) =>
  read<LeadersView>(`${league(lgId, year)}/leaders`, { type, sort, limit: 25 }, signal);

export const fetchTeamStats = (lgId: string, year: number, signal?: AbortSignal) =>
  read<{ lgId: string; year: number; teams: TeamStatsRow[] }>(`${league(lgId, year)}/team-stats`, undefined, signal);
