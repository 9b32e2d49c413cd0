import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { sqlAdapterFor, type SqlAdapter } from './sql-adapter';

/** PostgreSQL errors another instance's concurrent work can cause: deadlock, serialization, a twin's unique row or table. */
const TRANSIENT = new Set(['40P01', '40001', '23505', '42P07']);

export interface Job {
  key: string;
  data: Record<string, unknown>;
}

export type JobHandler = (job: Job) => Promise<void>;

export interface JobQueue {
  /** Registers a handler; jobs of `name` run on some instance, each job once (retried on failure/crash). */
  work(name: string, handler: JobHandler): Promise<void>;
  /**
   * Asks for `name` to run for `key` at `runAt` (now when in the past). While one such job is waiting
   * (not yet started, or waiting for a retry), a second request for the same name+key adds nothing:
   * the waiting job keeps the earlier of the two times, and takes the new `data` when the new time
   * is the earlier one. A job already running does not block a new one. Handlers must still be safe
   * to run twice (a crash after the work but before the job is marked done runs it again).
   */
  schedule(name: string, key: string, runAt: Date, data?: Record<string, unknown>): Promise<void>;
  /** Resolves when no job of `name` is waiting that is due now or running (for tests and "sim now" paths). */
  drain(name: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  /** Per job name: jobs due and waiting, how long the oldest due one has waited, jobs running. Empty until the queue started. */
  stats?(): Promise<JobQueueStats[]>;
  /** Readiness: 'idle' when the queue has not started (nothing to check yet), 'ok' when it answers; throws why not. */
  check?(): Promise<'idle' | 'ok'>;
}

export interface JobQueueStats {
  name: string;
  /** Jobs due now (or waiting out a retry that is due) and not yet taken by a worker. */
  depth: number;
  /** Seconds the oldest of those has been due: how far the workers are behind. 0 when none is due. */
  lagSeconds: number;
  /** Jobs a worker is running. */
  active: number;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs; pg-boss's floor is 0.5. Default 2. */
  pollSeconds?: number;
  /** PostgreSQL schema of pg-boss's tables. Default 'pgboss'. */
  schema?: string;
  /** Jobs of one name a worker runs at the same time. Default 4. */
  concurrency?: number;
  /** Retries after the first failure. Default 5. */
  retryLimit?: number;
  /** Seconds before a retry (doubled each time, with jitter, when retryBackoff). Default 2. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A job running longer than this is deemed lost (its instance died) and retried. Default 300. */
  expireInSeconds?: number;
  /** How often one of the instances fails expired jobs and archives old ones. Default 60. */
  maintenanceSeconds?: number;
  /** Seconds stop() waits for running handlers before handing their jobs back. Default 10. */
  stopTimeoutSeconds?: number;
  onError?: (error: unknown) => void;
}

const MIN_POLL_SECONDS = 0.5;

interface Started {
  boss: PgBoss;
  adapter: SqlAdapter;
}

function delay(ms: number): { promise: Promise<void>; wake(): void } {
  let wake = () => {};
  const promise = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { promise, wake };
}

function describe(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
}

/** One `work` registration: fetches due jobs in batches and runs them, until stopped. */
class Worker {
  private stopping = false;
  private sleep: { wake(): void } | null = null;
  private readonly running = new Set<string>();
  readonly done: Promise<void>;

  constructor(
    private readonly started: Started,
    readonly name: string,
    private readonly handler: JobHandler,
    private readonly settings: { pollMs: number; concurrency: number; onError: (error: unknown) => void },
  ) {
    this.done = this.loop();
  }

  notify(): void {
    this.sleep?.wake();
  }

  stop(): void {
    this.stopping = true;
    this.sleep?.wake();
  }

  /** Ids of the jobs whose handlers still run (after a stop that timed out). */
  runningIds(): string[] {
    return [...this.running];
  }

  private async loop(): Promise<void> {
    const { boss } = this.started;
    const inFlight = new Set<Promise<void>>();
    while (!this.stopping) {
      // Up to `concurrency` handlers at once; a slow one holds only its own slot.
      const free = this.settings.concurrency - inFlight.size;
      if (free > 0) {
        let jobs: PgBoss.Job<Partial<Job>>[] = [];
        try {
          jobs = await boss.fetch<Partial<Job>>(this.name, { batchSize: free });
        } catch (error) {
          if (!this.stopping) this.settings.onError(error);
        }
        for (const job of jobs) {
          const running: Promise<void> = this.run(job).finally(() => {
            inFlight.delete(running);
            this.sleep?.wake(); // a slot is free: look again
          });
          inFlight.add(running);
        }
        if (jobs.length > 0) continue; // there may be more due: look again at once
      }
      if (this.stopping) break;
      const sleep = delay(this.settings.pollMs);
      this.sleep = sleep;
      await sleep.promise;
      this.sleep = null;
    }
    await Promise.all(inFlight);
  }

  private async run(job: PgBoss.Job<Partial<Job>>): Promise<void> {
    const { boss } = this.started;
    const payload = job.data ?? {};
    this.running.add(job.id);
    try {
      await this.handler({ key: String(payload.key ?? ''), data: payload.data ?? {} });
      await boss.complete(this.name, job.id);
    } catch (error) {
      this.settings.onError(Object.assign(new Error(`[jobs] ${this.name} ${String(payload.key)} failed: ${describe(error).message}`), { cause: error }));
      // Back to the queue: retried after the delay, or failed for good after the last retry.
      await boss.fail(this.name, job.id, describe(error)).catch((failError: unknown) => this.settings.onError(failError));
    } finally {
      this.running.delete(job.id);
    }
  }
}

class PgBossJobQueue implements JobQueue {
  private starting: Promise<Started> | null = null;
  private stopping: Promise<void> | null = null;
  private readonly queues = new Map<string, Promise<void>>();
  private readonly workers: Worker[] = [];
  private readonly schema: string;
  private readonly pollMs: number;
  private readonly onError: (error: unknown) => void;

  constructor(
    private readonly database: Database,
    private readonly options: JobQueueOptions,
  ) {
    this.schema = options.schema ?? 'pgboss';
    if (!/^[A-Za-z_]\w{0,49}$/.test(this.schema)) throw new Error(`invalid job queue schema name: ${this.schema}`);
    const pollSeconds = options.pollSeconds ?? 2;
    if (pollSeconds < MIN_POLL_SECONDS) throw new Error(`pollSeconds must be at least ${MIN_POLL_SECONDS}`);
    this.pollMs = pollSeconds * 1000;
    this.onError = options.onError ?? ((error) => console.warn('[jobs]', error instanceof Error ? error.message : error));
  }

  async work(name: string, handler: JobHandler): Promise<void> {
    const started = await this.ready(name);
    this.workers.push(new Worker(started, name, handler, { pollMs: this.pollMs, concurrency: this.options.concurrency ?? 4, onError: this.onError }));
  }

  async schedule(name: string, key: string, runAt: Date, data: Record<string, unknown> = {}): Promise<void> {
    const { boss, adapter } = await this.ready(name);
    const payload: Job = { key, data };
    const at = runAt.toISOString();
    // Two instances may race: the insert is guarded by pg-boss's unique index on (name, key) over
    // jobs not yet started ('short' queue policy); whoever loses moves the winner's time instead.
    for (let attempt = 0; attempt < 5; attempt++) {
      const moved = await adapter.executeSql(
        `UPDATE ${this.schema}.job
            SET data = CASE WHEN $3::timestamptz < start_after THEN $4::jsonb ELSE data END,
                start_after = LEAST(start_after, $3::timestamptz)
          WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry')
          RETURNING id`,
        [name, key, at, payload],
      );
      const id = moved.rows.length > 0 ? moved.rows[0].id : await boss.send(name, payload, { singletonKey: key, startAfter: at });
      if (id) {
        if (runAt.getTime() <= Date.now()) this.notify(name);
        return;
      }
    }
    throw new Error(`[jobs] could not schedule ${name} ${key}`);
  }

  async drain(name: string, timeoutMs = 30_000): Promise<void> {
    const { adapter } = await this.ready(name);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await adapter.executeSql(
        `SELECT count(*)::int AS pending FROM ${this.schema}.job
          WHERE name = $1 AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
        [name],
      );
      const pending = Number(rows[0]?.pending ?? 0);
      if (pending === 0) return;
      if (Date.now() >= deadline) throw new Error(`[jobs] ${name}: ${pending} job(s) still due or running after ${timeoutMs} ms`);
      this.notify(name);
      await delay(100).promise;
    }
  }

  async stats(): Promise<JobQueueStats[]> {
    const started = await this.startedOrNull();
    if (!started) return [];
    const { rows } = await started.adapter.executeSql(
      `SELECT name,
              count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())::int AS depth,
              coalesce(extract(epoch FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())), 0)::float8 AS lag,
              count(*) FILTER (WHERE state = 'active')::int AS active
         FROM ${this.schema}.job
        WHERE state IN ('created', 'retry', 'active')
        GROUP BY name`,
    );
    return (rows as Array<{ name: string; depth: number; lag: number; active: number }>).map((row) => ({
      name: row.name,
      depth: Number(row.depth),
      lagSeconds: Math.max(0, Number(row.lag)),
      active: Number(row.active),
    }));
  }

  async check(): Promise<'idle' | 'ok'> {
    if (this.stopping) throw new Error('stopped');
    const started = await this.startedOrNull();
    if (!started) return 'idle';
    await started.adapter.executeSql(`SELECT 1 FROM ${this.schema}.job LIMIT 1`);
    return 'ok';
  }

  /** pg-boss once started, else null (never starts it: reading health must not create its tables). */
  private async startedOrNull(): Promise<Started | null> {
    if (!this.starting) return null;
    const started = await this.starting.catch(() => null);
    if (!started) throw new Error('the job queue failed to start');
    return started;
  }

  stop(): Promise<void> {
    this.stopping ??= this.shutdown();
    return this.stopping;
  }

  private async shutdown(): Promise<void> {
    const started = await this.starting?.catch(() => null);
    if (!started) return;
    for (const worker of this.workers) worker.stop();
    const timeoutMs = (this.options.stopTimeoutSeconds ?? 10) * 1000;
    const timeout = delay(timeoutMs);
    await Promise.race([Promise.all(this.workers.map((worker) => worker.done)), timeout.promise]);
    timeout.wake();
    // Handlers still running past the timeout: their jobs go back to the queue now rather than
    // after they expire. They may finish anyway: that is the "run twice" every handler must allow.
    for (const worker of this.workers) {
      for (const id of worker.runningIds()) {
        await started.boss.fail(worker.name, id, { message: 'the job queue stopped while the job ran' }).catch(this.onError);
      }
    }
    await started.boss.stop({ graceful: false, close: false });
    await started.adapter.close();
  }

  private notify(name: string): void {
    for (const worker of this.workers) if (worker.name === name) worker.notify();
  }

  /** Starts pg-boss on first use and makes sure the queue `name` exists. */
  private async ready(name: string): Promise<Started> {
    if (this.stopping) throw new Error('[jobs] the job queue is stopped');
    this.starting ??= this.start();
    const started = await this.starting;
    let queue = this.queues.get(name);
    if (!queue) {
      queue = this.createQueue(started.boss, name);
      this.queues.set(name, queue);
      queue.catch(() => this.queues.delete(name));
    }
    await queue;
    return started;
  }

  private async createQueue(boss: PgBoss, name: string): Promise<void> {
    const options: PgBoss.Queue = {
      name,
      // 'short': at most one job per (name, key) waiting to start; running ones do not count.
      policy: 'short',
      retryLimit: this.options.retryLimit ?? 5,
      retryDelay: this.options.retryDelaySeconds ?? 2,
      retryBackoff: this.options.retryBackoff ?? true,
      expireInSeconds: this.options.expireInSeconds ?? 300,
    };
    // Creating a queue attaches a partition to pg-boss's job table (an exclusive lock): two instances creating
    // queues, or one creating while another sends, can deadlock on a fresh database. The loser retries.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name, options);
        // An existing queue keeps its old settings otherwise.
        await boss.updateQueue(name, options);
        return;
      } catch (error) {
        if (attempt >= 5 || !TRANSIENT.has((error as { code?: string }).code ?? '')) throw error;
      }
    }
  }

  private async start(): Promise<Started> {
    const adapter = sqlAdapterFor(this.database);
    const boss = new PgBoss({
      db: adapter,
      schema: this.schema,
      // No cron: jobs are scheduled one by one. Maintenance (failing expired jobs, archiving) stays.
      schedule: false,
      supervise: true,
      migrate: true,
      maintenanceIntervalSeconds: this.options.maintenanceSeconds ?? 60,
    });
    boss.on('error', this.onError);
    try {
      await boss.start();
      if (this.database.kind === 'pglite') await this.recoverOrphans(boss, adapter);
    } catch (error) {
      this.starting = null;
      await boss.stop({ graceful: false, close: false }).catch(() => {});
      await adapter.close();
      throw error;
    }
    return { boss, adapter };
  }

  /**
   * A PGlite directory is open in one process at a time, so a job still 'active' at start was
   * running when the previous process died: hand it back now instead of after it expires.
   */
  private async recoverOrphans(boss: PgBoss, adapter: SqlAdapter): Promise<void> {
    const { rows } = await adapter.executeSql(`SELECT name, id FROM ${this.schema}.job WHERE state = 'active'`);
    for (const row of rows as Array<{ name: string; id: string }>) {
      await boss.fail(row.name, row.id, { message: 'the server stopped while the job ran' });
    }
  }
}

/**
 * A durable job queue on the app's database (pg-boss 10). Nothing starts until the first
 * `work`/`schedule`/`drain`: creating pg-boss's tables takes seconds on PGlite.
 */
export function createJobQueue(database: Database, options: JobQueueOptions = {}): JobQueue {
  return new PgBossJobQueue(database, options);
}
