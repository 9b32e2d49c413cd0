// Every call of the nostalgia API (contract/src/nostalgia-api.ts): World Series and what-if lists, the user's series,
// creating one, and one series beside what really happened. The series' games, sims and statistics are the league
// API's (shared/src/leagues/leagues-api.ts). Each function answers the `data` of `{ data: … }`; errors leave as ApiError.
import type { CreateNostalgiaRequest, NostalgiaCreated, NostalgiaOutcome, NostalgiaSeriesSummary, WhatIf, WorldSeriesYear } from '@bb/contract';
import { apiClient } from '../api';

const get = async <T>(path: string, signal?: AbortSignal): Promise<T> => (await apiClient.get(path, { signal }).json<{ data: T }>()).data;

export const nostalgiaApi = {
  worldSeries: async (signal?: AbortSignal) => (await get<{ worldSeries: WorldSeriesYear[] }>('nostalgia/world-series', signal)).worldSeries,
  whatIfs: async (signal?: AbortSignal) => (await get<{ whatIfs: WhatIf[] }>('nostalgia/what-ifs', signal)).whatIfs,
  mySeries: async (signal?: AbortSignal) => (await get<{ series: NostalgiaSeriesSummary[] }>('nostalgia/series', signal)).series,
  create: async (body: CreateNostalgiaRequest) => (await apiClient.post('nostalgia/series', { json: body }).json<{ data: NostalgiaCreated }>()).data,
  outcome: (leagueId: number | string, signal?: AbortSignal) => get<NostalgiaOutcome>(`nostalgia/series/${encodeURIComponent(String(leagueId))}/outcome`, signal),
};
