import { H2H_API, apiClient, type ApiData, type GameView, type H2HGameInfo } from '@bb/shared';

// The play screen's head-to-head calls beside the game (contract: head-to-head-api.ts). Every one needs a signed-in
// user, so they go through the authenticated client only. The invitation calls belong to the invite screens.

const at = (gameId: string) => `${H2H_API.replace(/^\/api\//, '')}/games/${encodeURIComponent(gameId)}`;

async function call<T>(method: 'post' | 'put' | 'delete', path: string, json?: unknown): Promise<T> {
  return (await apiClient[method](path, json === undefined ? {} : { json }).json<ApiData<T>>()).data;
}

export interface RejoinAnswer {
  game: GameView;
  headToHead: H2HGameInfo;
}
type BlockAnswer = { headToHead: H2HGameInfo };

export const headToHeadLiveApi = {
  /** A player the computer replaced takes his seat back while the game goes on. */
  rejoin: (gameId: string) => call<RejoinAnswer>('post', `${at(gameId)}/rejoin`),
  /** The owner opens or closes the game to spectators. */
  setSpectatorsAllowed: (gameId: string, allowed: boolean) => call<BlockAnswer>('put', `${at(gameId)}/spectators`, { allowed }),
  block: (gameId: string, userId: number) => call<BlockAnswer>('post', `${at(gameId)}/spectators/${userId}/block`),
  unblock: (gameId: string, userId: number) => call<BlockAnswer>('delete', `${at(gameId)}/spectators/${userId}/block`),
};
