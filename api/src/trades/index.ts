/** Trades and transactions in draft leagues (issue 18). See README.md. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerTradeRoutes } from './trade-routes';

export function registerTradeModule(app: FastifyInstance, database: Database, clock: () => Date): void {
  registerTradeRoutes(app, { database, clock });
}
