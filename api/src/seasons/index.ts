/**
 * Season replay (issue 21): a real season replayed as a league of kind 'season' on the league core, and season
 * exhibition games. See README.md.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerSeasonRoutes } from './season-routes';

/** Register after the league module: its scheduler plays the replays' games. */
export function registerSeasonModule(app: FastifyInstance, { database, clock }: { database: Database; clock: () => Date }): void {
  registerSeasonRoutes(app, { database, scheduler: app.leagueScheduler, clock });
}

// For other features (they import seasons only from here).
export { leagueName, seasonPool } from './season-teams';
export type { SeasonPoolTeam } from './season-teams';
export { createSeason } from './create-season';
