import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import { registerAuth } from '../auth';
import { registerSetupRoutes } from './setup-routes';
import { registerPlayRoutes } from './play-routes';
import { registerHistoryRoutes } from './history-routes';

/** Server-authoritative exhibition games (issue 7): setup, play, history. The game service is in game-service.ts. */
export async function registerGameRoutes(app: FastifyInstance, { database }: AppServices): Promise<void> {
  registerAuth(app, database.db);
  registerHistoryRoutes(app, database);
  registerSetupRoutes(app, database);
  registerPlayRoutes(app, database);
}
