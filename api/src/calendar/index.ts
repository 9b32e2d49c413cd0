/** The league calendar (issue 18). See README.md. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerCalendarRoutes } from './calendar-routes';

/** After the league module: a moved game re-plans its league's scheduler. */
export function registerCalendarModule(app: FastifyInstance, database: Database, clock: () => Date): void {
  registerCalendarRoutes(app, { database, clock, plan: (leagueId) => app.leagueScheduler.plan(leagueId) });
}
