import { POSITION_NUMBERS, apiClient, apiKey, type PositionName } from '@bb/shared';

export interface PlayerFavoriteKey {
  playerId: string;
  year: number;
  primaryPosition: PositionName;
}

/** Position code (1 P … 10 DH) of the favourite (DH reverse-maps to 0). */
const positionOf = (primaryPosition: PositionName) => POSITION_NUMBERS[primaryPosition];
/** A favorite outside any custom team is stored under '0' (api/src/accounts/favorite-routes.ts). */
const NO_CUSTOM_TEAM = '0';

/** The data layer's key of isPlayerFavorite's answer: the endpoint, and the position the answer is about. */
export const playerFavoriteKey = (key: PlayerFavoriteKey) => apiKey(`players/${encodeURIComponent(key.playerId)}/favorite`, { position: positionOf(key.primaryPosition) });

export async function isPlayerFavorite(key: PlayerFavoriteKey, signal?: AbortSignal): Promise<boolean> {
  const body = await apiClient.get(`players/${encodeURIComponent(key.playerId)}/favorite`, { signal }).json<{ data: { favorites: Array<{ position: number; customTeamId: string }> } }>();
  return body.data.favorites.some((f) => f.position === positionOf(key.primaryPosition) && f.customTeamId === NO_CUSTOM_TEAM);
}

export async function addPlayerFavorite(key: PlayerFavoriteKey): Promise<void> {
  const position = positionOf(key.primaryPosition);
  await apiClient.post('favorites/players', { json: { playerId: key.playerId, year: key.year, position, playerType: position === 1 ? 'P' : 'B' } });
}

export async function removePlayerFavorite(key: PlayerFavoriteKey): Promise<void> {
  await apiClient.delete(`favorites/players/${encodeURIComponent(key.playerId)}/${positionOf(key.primaryPosition)}/${NO_CUSTOM_TEAM}`);
}

/** The data layer's key of teamFavoriteId's answer. */
export const teamFavoriteKey = (teamId: string, year: number) => apiKey(`teams/${encodeURIComponent(teamId)}/favorite`, { year });

export async function teamFavoriteId(teamId: string, year: number, signal?: AbortSignal): Promise<number | null> {
  const body = await apiClient.get(`teams/${encodeURIComponent(teamId)}/favorite`, { searchParams: { year }, signal }).json<{ data: { favoriteId: number | null } }>();
  return body.data.favoriteId;
}

export async function addTeamFavorite(teamId: string, year: number): Promise<number> {
  const body = await apiClient.post('favorites/teams', { json: { teamId, year } }).json<{ data: { id: number } }>();
  return body.data.id;
}

export async function removeTeamFavorite(favoriteId: number): Promise<void> {
  await apiClient.delete(`favorites/teams/${favoriteId}`);
}
