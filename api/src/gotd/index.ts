import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { onGameFinished } from '../games';
import type { GameLive } from '../games/index';
import { ensurePeriodAggregates } from './aggregate-store';
import { recordFinishedGotd } from './daily-game';
import { gameDayOf } from './game-day';
import { registerGotdRoutes } from './routes';

export { registerGotdRoutes } from './routes';
export { registerPartnerCors } from './partner-cors';

/** Game of the Day: daily pick, registration and play, results and streaks, the public leaderboard. Register after the account routes (auth hooks). */
export async function registerGotd(app: FastifyInstance, services: { database: Database }, live: GameLive, clock?: () => Date): Promise<void> {
  onGameFinished('gotd', recordFinishedGotd);
  await ensurePeriodAggregates(services.database.db, gameDayOf(clock ? clock() : new Date()));
  registerGotdRoutes(app, services.database, live, clock);
}

// For other features (they import gotd only from here).
export { addDays, gameDayOf, isGameDay } from './game-day';
export { dayWindow } from './aggregates';
export { ownRow } from './leaderboard-query';
export { findAttempt } from './results';
