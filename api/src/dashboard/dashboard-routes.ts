/** GET /api/dashboard (contract/src/dashboard-api.ts): the logged-in user's hub in one answer. */
import type { FastifyInstance } from 'fastify';
import type { DashboardAnswer } from '@bb/contract';
import { DashboardBody } from '@bb/contract/src/schemas/dashboard';
import { ErrorBody } from '@bb/contract/src/schemas/http';
import type { Database } from '../db/database';
import type { TournamentDirectory } from '../lobby';
import { currentUser, requireUser } from '../auth';
import { gamesInProgress, recentResults } from './my-games';
import { myLeagues } from './my-leagues';
import { myTournaments } from './my-tournaments';
import { gotdToday } from './gotd-today';

export interface DashboardDeps {
  database: Database;
  tournaments: TournamentDirectory;
  clock: () => Date;
}

export function registerDashboardRoutes(app: FastifyInstance, { database, tournaments, clock }: DashboardDeps): void {
  app.get('/api/dashboard', { preHandler: requireUser, schema: { tags: ['dashboard'], response: { 200: DashboardBody, 401: ErrorBody } } }, async (request) => {
    const userId = currentUser(request).id;
    const now = clock();
    const db = database.db;
    // Independent reads, side by side (separate pooled connections on PostgreSQL): a handful of statements in all.
    const [inProgress, { leagues, drafts }, myCups, gotd, recent] = await Promise.all([
      gamesInProgress(database, userId),
      myLeagues(db, userId),
      myTournaments(db, tournaments, userId),
      gotdToday(db, userId, now),
      recentResults(database, userId),
    ]);
    const data: DashboardAnswer = { now: now.toISOString(), inProgress, leagues, drafts, tournaments: myCups, gotd, recent };
    return { data };
  });
}
