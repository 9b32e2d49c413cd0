import {
  H2H_API, apiClient, apiKey, type ApiData, type GameSideName, type GameTeamRef, type H2HGameInfo, type H2HInvitation,
  type H2HInvitationsResponse, type H2HInviteResponse, type H2HOpponentsResponse,
} from '@bb/shared';
import { gameKeys, playApi, type GameSource } from '../game-api/games-api';

// Every call of the head-to-head API table (contract/src/head-to-head-api.ts). Head to head is for signed-in users
// only, so every call goes through the one authenticated client; the game itself loads and streams like every mode.

const BASE = H2H_API.replace(/^\/api\//, '');
const id = (value: string) => encodeURIComponent(value);

async function get<T>(path: string, searchParams?: Record<string, string>, signal?: AbortSignal): Promise<T> {
  return (await apiClient.get(`${BASE}/${path}`, { ...(searchParams ? { searchParams } : {}), signal }).json<ApiData<T>>()).data;
}
async function post<T>(path: string, json: object = {}): Promise<T> {
  return (await apiClient.post(`${BASE}/${path}`, { json }).json<ApiData<T>>()).data;
}

/** POST …/games: the server's CreateH2HGameBody (no opponent: a link anyone with a subscription may accept). */
export interface CreateH2HGame {
  away: GameTeamRef;
  home: GameTeamRef;
  side: GameSideName;
  opponent?: string;
  spectators?: boolean;
}

export type InvitationAnswer = { invitation: H2HInvitation };

/** The game's address for the shared game calls (load, stream, play). */
export const h2hSource = (gameId: string): GameSource => ({ base: 'games', gameId });

/** The data layer's cache keys of the reads below (shared/src/data): the endpoint's path and parameters. */
export const h2hKeys = {
  opponents: (search: string) => apiKey(`${BASE}/opponents`, { search: search || undefined }),
  invitations: () => apiKey(`${BASE}/invitations`),
  invitation: (invitationId: string) => apiKey(`${BASE}/invitations/${id(invitationId)}`),
  game: (gameId: string) => gameKeys.load(h2hSource(gameId)),
};

export const h2hApi = {
  /** Users to invite, online now first; `search` narrows by username. */
  opponents: (search: string, signal?: AbortSignal) => get<H2HOpponentsResponse>('opponents', search ? { search } : {}, signal),
  create: (body: CreateH2HGame) => post<H2HInviteResponse>('games', body),
  /** Invite again after a rejection or expiry: a user, or a new link without one. */
  reinvite: (gameId: string, opponent?: string) => post<H2HInviteResponse>(`games/${id(gameId)}/invitations`, opponent ? { opponent } : {}),
  invitations: (signal?: AbortSignal) => get<H2HInvitationsResponse>('invitations', undefined, signal),
  invitation: (invitationId: string, signal?: AbortSignal) => get<InvitationAnswer>(`invitations/${id(invitationId)}`, undefined, signal),
  accept: (invitationId: string) => post<InvitationAnswer & { gameId: string }>(`invitations/${id(invitationId)}/accept`),
  reject: (invitationId: string) => post<InvitationAnswer>(`invitations/${id(invitationId)}/reject`),
  withdraw: (invitationId: string) => post<InvitationAnswer>(`invitations/${id(invitationId)}/withdraw`),
  /** "Add spectator": may this user watch? 403 with the reason when not. */
  watch: (gameId: string) => post<{ headToHead: H2HGameInfo }>(`games/${id(gameId)}/spectator`),
  /** GET /api/games/{id}: the game and, for head to head, `headToHead` beside it. */
  loadGame: (gameId: string, signal?: AbortSignal) => playApi.load(h2hSource(gameId), signal),
};
