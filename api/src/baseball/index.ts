import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import { registerSearchRoute } from '../search';
import { registerPlayerRoutes } from './player-routes';
import { registerTeamRoutes } from './team-routes';
import { registerLeagueRoutes } from './league-routes';
import { ReadCache } from './read-cache';

/** Search and the reads behind /stats-and-ratings. */
export async function registerBaseballRoutes(app: FastifyInstance, { database }: AppServices): Promise<void> {
  registerSearchRoute(app, database);
  const cache = new ReadCache(database);
  registerPlayerRoutes(app, database, cache);
  registerTeamRoutes(app, database, cache);
  registerLeagueRoutes(app, database, cache);
}

// For other features (they import baseball only from here).
export { roster, teamSeason } from './team-routes';
export { rateSql } from './rate-sql';
