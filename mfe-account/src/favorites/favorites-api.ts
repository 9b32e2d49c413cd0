import {
  apiClient,
  type AddFavoritePlayerRequest,
  type AddFavoriteTeamRequest,
  type ApiData,
  type FavoritePlayer,
  type FavoritePlayerType,
  type FavoritePlayersResponse,
  type FavoriteTeamsResponse,
} from '@bb/shared';

/** GET /favorites/players?playerType={B or other}&page={n}. */
export async function fetchFavoritePlayers(playerType: FavoritePlayerType, page: number): Promise<FavoritePlayersResponse['data']> {
  return (await apiClient.get('favorites/players', { searchParams: { playerType, page } }).json<FavoritePlayersResponse>()).data;
}

/** GET /favorites/teams?isReguar=true&page={n}: the parameter is spelled as the spec shows it. */
export async function fetchFavoriteTeams(page: number): Promise<FavoriteTeamsResponse['data']> {
  return (await apiClient.get('favorites/teams', { searchParams: { isReguar: 'true', page } }).json<FavoriteTeamsResponse>()).data;
}

export async function addFavoritePlayer(body: AddFavoritePlayerRequest): Promise<void> {
  await apiClient.post('favorites/players', { json: body });
}

/** DELETE /favorites/players/{playerId}/{position}/{customTeamId} */
export async function removeFavoritePlayer(player: Pick<FavoritePlayer, 'playerId' | 'position' | 'customTeamId'>): Promise<void> {
  const path = [player.playerId, String(player.position), player.customTeamId || '0'].map(encodeURIComponent).join('/');
  await apiClient.delete(`favorites/players/${path}`);
}

/** POST /favorites/teams; the answer's id is the favorite's new id (DELETE uses it). */
export async function addFavoriteTeam(body: AddFavoriteTeamRequest): Promise<number> {
  return (await apiClient.post('favorites/teams', { json: body }).json<ApiData<{ id: number }>>()).data.id;
}

export async function removeFavoriteTeam(id: number): Promise<void> {
  await apiClient.delete(`favorites/teams/${id}`);
}

export interface CardSummary {
  teamIds: string[];
  contact: number | null;
  power: number | null;
  starter: number | null;
  reliever: number | null;
}

interface CardAnswer {
  card: { teamIDs?: string[] };
  row: { contact?: number; power?: number; starter?: number; reliever?: number };
}

/** The season card behind a favorite: its team(s) and the ratings the Rating column shows. */
export async function fetchCardSummary(playerId: string, year: number | null): Promise<CardSummary> {
  const searchParams = year ? { year } : undefined;
  const { data } = await apiClient.get(`players/${encodeURIComponent(playerId)}/card`, searchParams ? { searchParams } : {}).json<ApiData<CardAnswer>>();
  return {
    teamIds: data.card.teamIDs ?? [],
    contact: data.row.contact ?? null,
    power: data.row.power ?? null,
    starter: data.row.starter ?? null,
    reliever: data.row.reliever ?? null,
  };
}
