/** Head to head, live (issue 19): invitations, the live game's clock, seats, presence and spectators. See README.md. */
import type { FastifyInstance } from 'fastify';
import { H2H_API } from '@bb/contract';
import { viewGame } from '../games';
import { GameServiceError, NOT_FOUND } from '../games';
import { actorOf } from '../games';
import type { Database } from '../db/database';
import type { GameLive } from '../games';
import type { JobQueue } from '../jobs';
import type { Realtime } from '../realtime/index';
import { registerInvitationRoutes } from './invitation-routes';
import { registerLiveHeadToHead } from './live-module';

export interface HeadToHeadDeps {
  database: Database;
  jobs: JobQueue;
  realtime: Realtime;
  live: GameLive;
  /** The injected clock (tests move it): deadlines, expiry, the decision clock. */
  clock: () => Date;
}

export async function registerHeadToHeadModule(app: FastifyInstance, deps: HeadToHeadDeps): Promise<void> {
  // Who cannot see a head-to-head game gets its 404 before bad input's 400.
  app.accessProbe(`${H2H_API}/games/:gameId`, async (request) => {
    const { record } = await viewGame(deps.database, (request.params as { gameId: string }).gameId, actorOf(request), 'games');
    if (record.mode !== 'head-to-head') throw new GameServiceError(NOT_FOUND, 404);
  });
  registerInvitationRoutes(app, deps);
  await registerLiveHeadToHead(app, deps);
}
