/**
 * Accuracy reports (issue 40 item 5): a real season replayed N times through the product's own season-replay code,
 * set beside the record. See README.md. Other features and the benchmarks use only what this file exports.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs';
import { createAccuracyRunner } from './accuracy-job';
import { registerAccuracyRoutes } from './accuracy-routes';

export { ACCURACY_JOB, replaysWanted, replaySeed } from './accuracy-job';
export { accuracyFigures, USAGE_FLOORS, type AccuracyFigures, type RealSeasonRecord, type ReplayResult } from './figures';
export { engineVersion } from './engine-version';
export { realSeason } from './real-season';
export { replaySeason, NoReplayableSeason, type ReplayOptions } from './replay-season';
export { REPLAY_OWNER_USERNAME } from './replay-owner';

export function registerAccuracyModule(app: FastifyInstance, { database, jobs, clock }: { database: Database; jobs: JobQueue; clock: () => Date }): { startWorker(): Promise<void> } {
  const runner = createAccuracyRunner(database, jobs, clock);
  registerAccuracyRoutes(app, { database, runner, clock });
  // Reports left unfinished by a restart get their job again.
  app.addHook('onReady', async () => {
    await runner.resume();
  });
  return runner;
}
