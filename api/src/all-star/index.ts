import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerTeamSource } from '../games';
import { loadCustomTeam } from './custom-teams';
import { loadRealTeam } from './real-teams';
import { registerAllStarRoutes } from './routes';
import { CUSTOM_PREFIX, REAL_PREFIX } from './team-ids';

/** All-star games (README.md): their teams become games' teams through the games module's team sources. */
export function registerAllStarModule(app: FastifyInstance, database: Database): void {
  registerTeamSource(REAL_PREFIX, (db, teamId) => loadRealTeam(db, teamId));
  registerTeamSource(CUSTOM_PREFIX, (db, teamId) => loadCustomTeam(db, teamId));
  registerAllStarRoutes(app, database);
}
