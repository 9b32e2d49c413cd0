import { openDatabase, type Database } from '../src/db/database';
import { buildApp } from '../src/app';
import { ACCURACY_JOB } from '../src/accuracy/index';
import { DRAFT_TICK } from '../src/drafts/draft-scheduler';
import { H2H_CLOCK } from '../src/head-to-head/h2h-scheduler';
import { createJobQueue, type JobQueue } from '../src/jobs/index';
import { LEAGUE_TICK } from '../src/leagues/league-scheduler';
import { TOURNAMENT_LOCK } from '../src/tournaments/tournament-lock';
import { API_ONLY_CONFIG } from './support/app-config';

// Fast polling so the job below is taken within a second.
const FAST = { pollSeconds: 0.5, retryDelaySeconds: 0, retryBackoff: false, onError: () => {} };

/** A real queue that remembers which workers were registered on it. */
function recording(queue: JobQueue): JobQueue & { names: string[] } {
  const names: string[] = [];
  return Object.assign(Object.create(queue) as JobQueue, {
    names,
    work: (name: string, handler: Parameters<JobQueue['work']>[1]) => {
      names.push(name);
      return queue.work(name, handler);
    },
  });
}

describe('every instance works every kind of durable job from its start', () => {
  let database: Database;
  let planner: JobQueue;
  let worker: ReturnType<typeof recording>;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    await database.migrate();
    planner = createJobQueue(database, FAST);
    worker = recording(createJobQueue(database, FAST));
  }, 60_000);

  afterAll(async () => {
    await planner?.stop();
    await worker?.stop();
    await database?.close();
  });

  test('a fresh instance registers the worker of each kind at start, with no work of that kind begun there', async () => {
    const app = await buildApp({ config: API_ONLY_CONFIG, database, jobs: worker });
    await app.ready();
    expect(worker.names).toEqual([]);
    await app.startJobWorkers();
    expect([...worker.names].sort()).toEqual([ACCURACY_JOB, DRAFT_TICK, H2H_CLOCK, LEAGUE_TICK, TOURNAMENT_LOCK].sort());
    // Idempotent: a second start adds no second worker.
    await app.startJobWorkers();
    expect(worker.names).toHaveLength(5);

    // A job another instance planned (it has no worker of its own) is taken by this one.
    await planner.schedule(LEAGUE_TICK, '424242', new Date());
    await planner.drain(LEAGUE_TICK, 15_000);
    await app.close();
  }, 30_000);
});
