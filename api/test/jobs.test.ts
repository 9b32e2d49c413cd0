import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/database';
import { createJobQueue, type Job, type JobQueue } from '../src/jobs/index';

// Fast polling, and retries that are due at once, so nothing here waits on pg-boss's defaults.
const FAST = { pollSeconds: 0.5, retryDelaySeconds: 0, retryBackoff: false, onError: () => {} };

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job queue on PGlite (memory)', () => {
  let database: Database;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    queue = createJobQueue(database, FAST);
  });

  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  test('starts lazily: nothing of pg-boss exists before the first use', async () => {
    const before = await database.db.execute(sql`select to_regclass('pgboss.job') as job`);
    expect((before as unknown as { rows: Array<{ job: unknown }> }).rows[0]?.job).toBeNull();

    const started = Date.now();
    await queue.work('warm-up', async () => {});
    console.log(`[jobs test] first start on PGlite (memory): ${Date.now() - started} ms`);
  }, 60_000);

  test('a job scheduled now runs once, with its key and data', async () => {
    const seen: Job[] = [];
    await queue.work('now', async (job) => {
      seen.push(job);
    });
    await queue.schedule('now', 'game-1', new Date(Date.now() - 60_000), { round: 3 });
    await queue.drain('now');
    await pause(1200); // two more polls: nothing else turns up
    expect(seen).toEqual([{ key: 'game-1', data: { round: 3 } }]);
  });

  test('a job scheduled 1 s ahead waits, then runs', async () => {
    const ranAt: number[] = [];
    await queue.work('later', async () => {
      ranAt.push(Date.now());
    });
    const runAt = Date.now() + 1000;
    await queue.schedule('later', 'deadline-1', new Date(runAt));
    await queue.drain('later'); // not due yet: nothing to wait for
    expect(ranAt).toEqual([]);
    await waitFor(() => ranAt.length > 0);
    expect(ranAt[0]!).toBeGreaterThanOrEqual(runAt - 50);
    await pause(1200);
    expect(ranAt).toHaveLength(1);
  });

  test('a second request for a waiting key adds no job; an earlier one moves it forward', async () => {
    const seen: Job[] = [];
    await queue.work('dedupe', async (job) => {
      seen.push(job);
    });
    const inTwoSeconds = new Date(Date.now() + 2000);
    await queue.schedule('dedupe', 'league-7', inTwoSeconds, { v: 1 });
    await queue.schedule('dedupe', 'league-7', new Date(Date.now() + 5000), { v: 2 }); // later: ignored
    await queue.schedule('dedupe', 'league-7', new Date(Date.now() + 700), { v: 3 }); // earlier: wins
    await queue.schedule('dedupe', 'league-8', inTwoSeconds, { v: 4 }); // another key: its own job
    await waitFor(() => seen.length >= 1);
    expect(seen).toEqual([{ key: 'league-7', data: { v: 3 } }]);
    await waitFor(() => seen.length >= 2);
    await pause(3500); // past the ignored 5 s request
    expect(seen.map((job) => job.key).sort()).toEqual(['league-7', 'league-8']);
  });

  test('a handler that throws is retried until it succeeds', async () => {
    let attempts = 0;
    let succeeded = false;
    await queue.work('flaky', async () => {
      attempts += 1;
      if (attempts < 3) throw new Error(`attempt ${attempts} fails`);
      succeeded = true;
    });
    await queue.schedule('flaky', 'trade-9', new Date());
    await queue.drain('flaky');
    expect(attempts).toBe(3);
    expect(succeeded).toBe(true);
  });

  test('drain waits for a running job to finish', async () => {
    let finished = false;
    await queue.work('slow', async () => {
      await pause(800);
      finished = true;
    });
    await queue.schedule('slow', 'k', new Date());
    await queue.drain('slow');
    expect(finished).toBe(true);
  });

  test('a slow handler holds only its own slot: later jobs run beside it', async () => {
    const finished: string[] = [];
    await queue.work('mixed', async (job) => {
      if (job.key === 'slow') await pause(2500);
      finished.push(job.key);
    });
    await queue.schedule('mixed', 'slow', new Date());
    await pause(700); // the slow one is running
    for (const key of ['fast-1', 'fast-2', 'fast-3', 'fast-4', 'fast-5']) await queue.schedule('mixed', key, new Date());
    await waitFor(() => finished.length >= 5, 2000);
    expect(finished).not.toContain('slow');
    await queue.drain('mixed');
    expect(finished).toHaveLength(6);
  });

  test('drain gives up after its timeout when nobody works the queue', async () => {
    await queue.schedule('nobody-works-this', 'k', new Date());
    await expect(queue.drain('nobody-works-this', 600)).rejects.toThrow(/still due or running/);
  });

  test('pg-boss statements wait for an open app transaction instead of joining it', async () => {
    const seen: string[] = [];
    await queue.work('beside-tx', async (job) => {
      seen.push(job.key);
    });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await pause(1200); // pg-boss polls meanwhile
      await tx.execute(sql`select 1`);
    });
    await queue.schedule('beside-tx', 'after', new Date());
    await queue.drain('beside-tx');
    expect(seen).toEqual(['after']);
  });
});

describe('job queue on a PGlite directory survives a restart', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'bb-jobs-'));
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a job scheduled before a stop runs exactly once after the restart', async () => {
    const first = await openDatabase({ databaseUrl: null, dataDir });
    const queueA = createJobQueue(first, FAST);
    const ranOnA: string[] = [];
    const startedA = Date.now();
    await queueA.work('season-game', async (job) => {
      ranOnA.push(job.key);
    });
    console.log(`[jobs test] first start on a PGlite directory: ${Date.now() - startedA} ms`);
    await queueA.schedule('season-game', 'game-42', new Date(Date.now() + 2500), { home: 'BOS' });
    await queueA.stop();
    await first.close();
    expect(ranOnA).toEqual([]);

    const second = await openDatabase({ databaseUrl: null, dataDir });
    const queueB = createJobQueue(second, FAST);
    const ranOnB: Job[] = [];
    const startedB = Date.now();
    await queueB.work('season-game', async (job) => {
      ranOnB.push(job);
    });
    console.log(`[jobs test] restart on an existing PGlite directory: ${Date.now() - startedB} ms`);
    await waitFor(() => ranOnB.length > 0);
    await pause(1200);
    await queueB.drain('season-game');
    expect(ranOnB).toEqual([{ key: 'game-42', data: { home: 'BOS' } }]);
    await queueB.stop();
    await second.close();
  }, 60_000);

  test('a job that was running when the process died runs again after the restart', async () => {
    const first = await openDatabase({ databaseUrl: null, dataDir });
    const queueA = createJobQueue(first, FAST);
    await queueA.schedule('draft-deadline', 'draft-3', new Date());
    await queueA.stop();
    // What a crash mid-job leaves behind: the job taken, never completed.
    await first.db.execute(sql.raw(`update pgboss.job set state = 'active', started_on = now() where name = 'draft-deadline'`));
    await first.close();

    const second = await openDatabase({ databaseUrl: null, dataDir });
    const queueB = createJobQueue(second, FAST);
    const seen: string[] = [];
    await queueB.work('draft-deadline', async (job) => {
      seen.push(job.key);
    });
    await queueB.drain('draft-deadline');
    expect(seen).toEqual(['draft-3']);
    await queueB.stop();
    await second.close();
  }, 60_000);
});
