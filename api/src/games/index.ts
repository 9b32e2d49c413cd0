import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import { registerSetupRoutes } from './setup-routes';
import { registerPlayRoutes } from './play-routes';
import { registerHistoryRoutes } from './history-routes';
import type { Realtime } from '../realtime/index';
import { GAME_TAGS } from './http';
import { createGameLive, type GameLive } from './live';

export type { GameLive } from './live';

/**
 * Server-authoritative games of every mode but the Game of the Day (which serves its own through the same play
 * routes): setup, play, history, live streams. Returns the live wiring the GOTD module shares.
 */
export async function registerGameRoutes(app: FastifyInstance, { database }: AppServices, realtime: Realtime): Promise<GameLive> {
  const live = createGameLive(app, database, realtime.hub.bus);
  registerHistoryRoutes(app, database);
  registerSetupRoutes(app, database, live);
  registerPlayRoutes(app, database, live, { prefix: '/api/games', via: 'games', tags: GAME_TAGS });
  return live;
}
