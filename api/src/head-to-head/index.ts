/** Head to head, live (issue 19): invitations, the live game's clock, seats, presence and spectators. See README.md. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { GameLive } from '../games/live';
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
  registerInvitationRoutes(app, deps);
  await registerLiveHeadToHead(app, deps);
}
