import { Client } from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { createJobQueue, type JobQueue } from '../src/jobs/index';
import { availableBackends } from './support/backends';

// Two "instances" of the API on one PostgreSQL: two databases objects (two pools), two queues.
// The queue needs no app tables, so it uses the server's database directly, in a schema of its own
// per run (dropped afterwards) so parallel runs never meet.
const URL_ = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const FAST = { pollSeconds: 0.5, retryDelaySeconds: 0, retryBackoff: false, onError: () => {} };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job queue on PostgreSQL, two instances', () => {
  const schema = `jobs_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let available = false;
  const databases: Database[] = [];
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    available = (await availableBackends()).some((backend) => backend.name === 'postgres');
    if (!available) return;
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: URL_, dataDir: 'unused' });
      databases.push(database);
      queues.push(createJobQueue(database, { ...FAST, schema }));
    }
  });

  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    for (const database of databases) await database.close();
    if (!available) return;
    const admin = new Client({ connectionString: URL_ });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  test('20 jobs with distinct keys are each handled exactly once across both instances', async () => {
    if (!available) return;
    const [a, b] = queues as [JobQueue, JobQueue];
    const handled = new Map<string, number>();
    const byInstance = [0, 0];
    const handler = (instance: number) => async (job: { key: string }) => {
      await pause(30);
      handled.set(job.key, (handled.get(job.key) ?? 0) + 1);
      byInstance[instance]! += 1;
    };

    let started = Date.now();
    await a.work('pg-game', handler(0));
    console.log(`[jobs test] first start on PostgreSQL (schema created): ${Date.now() - started} ms`);
    started = Date.now();
    await b.work('pg-game', handler(1));
    console.log(`[jobs test] second instance start on PostgreSQL (schema exists): ${Date.now() - started} ms`);

    const keys = Array.from({ length: 20 }, (_, i) => `game-${i}`);
    // Half scheduled through each instance, all at once; the same requests again from the other one.
    await Promise.all(keys.map((key, i) => (i % 2 === 0 ? a : b).schedule('pg-game', key, new Date())));
    await Promise.all(keys.map((key, i) => (i % 2 === 0 ? b : a).schedule('pg-game', key, new Date(Date.now() + 60_000))));
    await Promise.all([a.drain('pg-game'), b.drain('pg-game')]);
    await pause(1500); // a few more polls on both

    expect(Object.fromEntries(handled)).toEqual(Object.fromEntries(keys.map((key) => [key, 1])));
    console.log(`[jobs test] handled by instance A: ${byInstance[0]}, by instance B: ${byInstance[1]}`);
  }, 60_000);

  test('the same key requested by both instances at once makes one job', async () => {
    if (!available) return;
    const [a, b] = queues as [JobQueue, JobQueue];
    let runs = 0;
    await a.work('pg-dedupe', async () => {
      runs += 1;
    });
    await b.work('pg-dedupe', async () => {
      runs += 1;
    });
    const at = new Date(Date.now() + 800);
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).schedule('pg-dedupe', 'league-1', at)));
    await pause(1500);
    await Promise.all([a.drain('pg-dedupe'), b.drain('pg-dedupe')]);
    await pause(1000);
    expect(runs).toBe(1);
  }, 30_000);

  test('a job whose instance dies mid-run is picked up by the other one after it expires', async () => {
    if (!available) return;
    // Short expiry and maintenance so the hand-over takes seconds, not minutes.
    const fastExpiry = { ...FAST, schema, expireInSeconds: 1, maintenanceSeconds: 1, stopTimeoutSeconds: 1 };
    // One slot: the hung handler holds it, so the dead instance fetches nothing more (a live worker would take the retry).
    const dying = createJobQueue(databases[0]!, { ...fastExpiry, concurrency: 1 });
    const survivor = createJobQueue(databases[1]!, fastExpiry);
    queues.push(dying, survivor);
    const ranOn: string[] = [];
    await dying.work('pg-crash', async () => {
      ranOn.push('dying');
      await new Promise(() => {}); // hangs, as a process that died would never answer
    });
    await dying.schedule('pg-crash', 'game-99', new Date());
    const deadline = Date.now() + 5000;
    while (ranOn.length === 0 && Date.now() < deadline) await pause(50);
    await survivor.work('pg-crash', async () => {
      ranOn.push('survivor');
    });
    const until = Date.now() + 15_000;
    while (ranOn.length < 2 && Date.now() < until) await pause(100);
    expect(ranOn).toEqual(['dying', 'survivor']);
  }, 30_000);
});
