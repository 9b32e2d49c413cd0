// Every call of the season replay API (contract/src/seasons-api.ts). A replay's own pages use leaguesApi (it is a
// league of kind 'season'). One function per operation, each answering the `data` of `{ data: … }`; errors leave as
// ApiError and callers decide about the toast.
import type { CreateSeasonRequest, CurrentSeason, SeasonAccuracyReport, SeasonClearAnswer, SeasonCreated, SeasonExhibitionRequest, SeasonList, SeasonSetup, SeasonTeams } from '@bb/contract';
import { apiClient } from '../api';
import { apiKey } from '../data/api-key';

const get = async <T>(path: string, searchParams?: Record<string, string | number>, signal?: AbortSignal): Promise<T> =>
  (await apiClient.get(path, { searchParams, signal }).json<{ data: T }>()).data;

const post = async <T>(path: string, json?: unknown): Promise<T> => (await apiClient.post(path, json === undefined ? {} : { json }).json<{ data: T }>()).data;

/** The data layer's cache keys of the reads below (shared/src/data). */
export const seasonKeys = {
  current: () => apiKey('seasons/current'),
  uniqueName: (name: string) => apiKey('seasons/unique-name', { name }),
  teams: (year: number) => apiKey(`seasons/years/${year}/teams`),
};

export const seasonsApi = {
  mine: (signal?: AbortSignal) => get<SeasonList>('seasons', undefined, signal),
  current: (signal?: AbortSignal) => get<CurrentSeason>('seasons/current', undefined, signal),
  teams: (year: number, signal?: AbortSignal) => get<SeasonTeams>(`seasons/years/${year}/teams`, undefined, signal),
  uniqueName: (name: string, signal?: AbortSignal) => get<{ available: boolean }>('seasons/unique-name', { name }, signal),
  create: (body: CreateSeasonRequest) => post<SeasonCreated>('seasons', body),
  setup: (leagueId: number | string, signal?: AbortSignal) => get<SeasonSetup | null>(`seasons/${encodeURIComponent(String(leagueId))}/setup`, undefined, signal),
  clear: (leagueId: number | string, scheduleId: number) => post<SeasonClearAnswer>(`seasons/${encodeURIComponent(String(leagueId))}/schedule/${scheduleId}/clear`),
  exhibition: (body: SeasonExhibitionRequest) => post<{ gameId: string; year: number }>('seasons/exhibition', body),
  /** The season's accuracy report (contract/src/accuracy-api.ts); asking queues its replays when none are cached. */
  accuracy: (year: number, signal?: AbortSignal) => get<SeasonAccuracyReport>(`seasons/years/${year}/accuracy`, undefined, signal),
};
