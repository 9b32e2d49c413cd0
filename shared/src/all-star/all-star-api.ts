// Every call of the all-star API (contract/src/all-star-api.ts), one function per operation, each answering the
// `data` of `{ data: … }`; errors leave as ApiError and callers decide about the toast. Once a game exists the
// gameplay remote's games API (/api/games/{id}) drives setup and play.
import type {
  AllStarCatalogGame,
  AllStarFranchise,
  AllStarGameDetail,
  AllStarMyGame,
  AllStarTeamDetail,
  CustomTeamSpec,
  PlayAllStarRequest,
} from '@bb/contract';
import { apiClient } from '../api';
import { apiKey } from '../data/api-key';

const get = async <T>(path: string, signal?: AbortSignal): Promise<T> => (await apiClient.get(path, { signal }).json<{ data: T }>()).data;
const post = async <T>(path: string, json: unknown): Promise<T> => (await apiClient.post(path, { json }).json<{ data: T }>()).data;

/** The data layer's cache keys of the reads below (shared/src/data). */
export const allStarKeys = {
  catalog: () => apiKey('all-star/games'),
  game: (key: string) => apiKey(`all-star/games/${encodeURIComponent(key)}`),
  franchises: () => apiKey('all-star/franchises'),
  myGames: () => apiKey('all-star/my-games'),
};

export const allStarApi = {
  catalog: async (signal?: AbortSignal) => (await get<{ games: AllStarCatalogGame[] }>('all-star/games', signal)).games,
  game: (key: string, signal?: AbortSignal) => get<AllStarGameDetail>(`all-star/games/${encodeURIComponent(key)}`, signal),
  franchises: (signal?: AbortSignal) => get<{ franchises: AllStarFranchise[]; years: { first: number; last: number } }>('all-star/franchises', signal),
  customTeam: (spec: CustomTeamSpec) => post<AllStarTeamDetail>('all-star/custom-team', spec),
  play: (body: PlayAllStarRequest) => post<{ gameId: string; missing: { away: number; home: number } }>('all-star/play', body),
  myGames: async (signal?: AbortSignal) => (await get<{ games: AllStarMyGame[] }>('all-star/my-games', signal)).games,
};
