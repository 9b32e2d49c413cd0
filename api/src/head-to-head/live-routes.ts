/**
 * Spectators of a head-to-head game (the API table in contract/src/head-to-head-api.ts): "add spectator" (may I
 * watch?), the owner opening or closing the game to spectators, blocking and unblocking. Each answers the viewer's
 * `headToHead` block; a change re-renders the game's streams on every instance (a blocked viewer's stream ends).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { H2H_API } from '@bb/contract';
import { H2HGameParams, H2HSpectatorParams, SpectatorsBody } from '@bb/contract/src/schemas/head-to-head';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import { currentUser, requireFullUser, requireUser } from '../auth';
import { viewGame } from '../games';
import { GameServiceError, NOT_FOUND } from '../games';
import { actorOf } from '../games';
import type { HeadToHeadDeps } from './index';
import { headToHeadInfo } from './h2h-info';
import type { H2HSnapshots } from './h2h-snapshot';
import { setBlocked, setSpectatorsAllowed } from './spectators';

const tags = ['head-to-head'];
const responses = { 200: DataBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export function registerLiveRoutes(app: FastifyInstance, deps: HeadToHeadDeps, snapshots: H2HSnapshots): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { database, live, clock } = deps;
  // GOTD guests never reach /spectator (their browser aborts those calls).
  const base = { preHandler: [requireUser, requireFullUser] };

  /** The block as the requester sees it now; answers 404 for games that are not head to head, 403 when he may not watch. */
  const answer = async (request: FastifyRequest, gameId: string) => {
    const actor = actorOf(request);
    const { record, state } = await viewGame(database, gameId, actor, 'games');
    if (record.mode !== 'head-to-head') throw new GameServiceError(NOT_FOUND, 404);
    return { data: { headToHead: await headToHeadInfo(database, record, state, actor, clock()) } };
  };
  /** What the streams show beside the game changed: this instance reads anew at once, every instance re-renders. */
  const changed = async (gameId: string) => {
    snapshots.forget(gameId);
    await live.topics.refresh(gameId);
  };

  api.post(`${H2H_API}/games/:gameId/spectator`, { ...base, schema: { tags, params: H2HGameParams, response: responses } }, (request) =>
    answer(request, request.params.gameId),
  );

  api.put(
    `${H2H_API}/games/:gameId/spectators`,
    { ...base, schema: { tags, params: H2HGameParams, body: SpectatorsBody, response: responses } },
    async (request) => {
      const { gameId } = request.params;
      await setSpectatorsAllowed(database, gameId, currentUser(request).id, request.body.allowed);
      await changed(gameId);
      return answer(request, gameId);
    },
  );

  for (const blocked of [true, false]) {
    api.route({
      method: blocked ? 'POST' : 'DELETE',
      url: `${H2H_API}/games/:gameId/spectators/:userId/block`,
      ...base,
      schema: { tags, params: H2HSpectatorParams, response: responses },
      handler: async (request) => {
        const { gameId, userId } = request.params as { gameId: string; userId: string };
        await setBlocked(database, gameId, currentUser(request).id, Number(userId), blocked);
        await changed(gameId);
        return answer(request, gameId);
      },
    });
  }
}
