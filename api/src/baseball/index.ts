import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import { registerSearchRoute } from '../search/search-route';
import { registerPlayerRoutes } from './player-routes';
import { registerTeamRoutes } from './team-routes';
import { registerLeagueRoutes } from './league-routes';

/** Search and the reads behind /stats-and-ratings (issue 4 §4–5). */
export async function registerBaseballRoutes(app: FastifyInstance, { database }: AppServices): Promise<void> {
  registerSearchRoute(app, database);
  registerPlayerRoutes(app, database);
  registerTeamRoutes(app, database);
  registerLeagueRoutes(app, database);
}
