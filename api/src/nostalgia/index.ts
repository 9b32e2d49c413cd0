/**
 * Nostalgia (issue 21 item 4): World Series replays and 'what if' series across eras, as leagues of kind
 * 'nostalgia' on the league core. See README.md.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerNostalgiaRoutes } from './nostalgia-routes';

/** Register after the league module: its scheduler plays the series' games. */
export function registerNostalgiaModule(app: FastifyInstance, { database, clock }: { database: Database; clock: () => Date }): void {
  registerNostalgiaRoutes(app, { database, clock, planned: (leagueId) => app.leagueScheduler.plan(leagueId) });
}
