/**
 * `POST /api/head-to-head/games/{gameId}/rejoin`: a player the computer replaced (he left, was inactive, or exited)
 * takes his seat back while the game goes on. Only the user who started in that seat; not once the game is over.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { H2H_API, H2H_MESSAGES } from '@bb/contract';
import { H2HGameParams } from '@bb/contract/src/schemas/head-to-head';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import { requireUser } from '../auth';
import { GAME_OVER, GameServiceError, NOT_FOUND, liveState, readRecord } from '../games';
import { gameView } from '../games';
import { actorOf } from '../games';
import { assertMayPlay } from '../games';
import { modeHooks } from '../games';
import { policyOf } from '../games';
import type { HeadToHeadDeps } from './index';
import type { ClockScheduler } from './h2h-scheduler';
import { originalSide, readH2H } from './h2h-store';
import { handBack } from './takeover';
import { isOver } from './turn-clock';

const responses = { 200: DataBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export function registerRejoinRoute(app: FastifyInstance, deps: HeadToHeadDeps, scheduler: ClockScheduler): void {
  const { database, live, clock } = deps;
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    `${H2H_API}/games/:gameId/rejoin`,
    { preHandler: requireUser, schema: { tags: ['head-to-head'], params: H2HGameParams, response: responses } },
    async (request) => {
      const actor = actorOf(request);
      assertMayPlay(policyOf('head-to-head'), actor.userId === null ? null : actor);
      const record = await readRecord(database, request.params.gameId);
      const row = record.mode === 'head-to-head' ? await readH2H(database, record.id) : null;
      if (!row) throw new GameServiceError(NOT_FOUND, 404);
      const side = originalSide(row, actor.userId);
      if (!side || actor.userId === null) throw new GameServiceError(H2H_MESSAGES.notYourSeat, 403);
      const seat = record.seats[side];
      if (seat.kind === 'user' && seat.userId === actor.userId) throw new GameServiceError(H2H_MESSAGES.seatTaken, 409);
      if (isOver(record)) throw new GameServiceError(GAME_OVER, 409);
      if (seat.kind !== 'computer') throw new GameServiceError(H2H_MESSAGES.notYourSeat, 403);
      const updated = await handBack(database, record, side, actor.userId, clock());
      await live.topics.publish(updated.id, updated.revision);
      await scheduler.plan(updated.id);
      const { state } = await liveState(database, updated);
      const extra = await modeHooks(updated.mode).extra?.(database, updated, state, actor);
      return { data: { game: gameView(updated, state, await live.viewer(actor, updated)), ...extra } };
    },
  );
}
