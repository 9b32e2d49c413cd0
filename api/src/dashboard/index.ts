/** The dashboard (issue 21): one read of everything the user has going on. See contract/src/dashboard-api.ts. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { createTournamentDirectory } from '../tournaments/index';
import { registerDashboardRoutes } from './dashboard-routes';

export function registerDashboardModule(app: FastifyInstance, database: Database, clock: () => Date): void {
  registerDashboardRoutes(app, { database, tournaments: createTournamentDirectory(database, clock), clock });
}
