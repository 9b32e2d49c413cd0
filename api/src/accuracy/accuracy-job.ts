/**
 * The durable job behind a report ('season-accuracy', keyed by year and engine version). One run plays one replay
 * and stores its results under a guard on `replays_done`, then asks for the next run of its own key, until N
 * replays are stored and the report is written. A run is seconds long, well inside the queue's 5-minute expiry,
 * and a run repeated (at-least-once: a crash, an expiry) adds nothing twice. Replays run one at a time per process:
 * they are CPU-bound, and the machine serves users meanwhile.
 */
import { createHash } from 'node:crypto';
import { ACCURACY_REPLAYS } from '@bb/contract';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs';
import { addReplay, finishRow, markRunning, readRow, recordFailure, unfinishedYears } from './accuracy-store';
import { engineVersion } from './engine-version';
import { accuracyFigures, type ReplayResult } from './figures';
import { realSeason } from './real-season';
import { deleteOrphanReplays, replaySeason } from './replay-season';

export const ACCURACY_JOB = 'season-accuracy';
/** Failed runs of one replay in a row before the report is marked failed (the queue retries in between). */
const ATTEMPTS = 3;

/** N replays per report: ACCURACY_REPLAYS in the environment (tests ask for fewer), else the contract's. */
export function replaysWanted(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.ACCURACY_REPLAYS);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : ACCURACY_REPLAYS;
}

/** Replay i of a report always has the same seed: a rerun of the same code on the same data gives the same report. */
export function replaySeed(year: number, version: string, index: number): number {
  const n = createHash('sha256').update(`${year}|${version}|${index}`).digest().readUInt32BE(0);
  return 1 + (n % (2 ** 31 - 2));
}

const jobKey = (year: number, version: string) => `${year}:${version}`;

export interface AccuracyRunner {
  /** Makes sure the job for this report runs (idempotent). */
  schedule(year: number): Promise<void>;
  /** One run of the job; exported for tests. */
  step(year: number, version: string): Promise<void>;
  /** At start: the unfinished reports of this engine version get their job again. */
  resume(): Promise<void>;
  /** Registers this kind of job's worker on this instance (idempotent): the server does it at start, so any instance takes the jobs another one planned. */
  startWorker(): Promise<void>;
}

export function createAccuracyRunner(database: Database, jobs: JobQueue, clock: () => Date): AccuracyRunner {
  const db = database.db;
  let working: Promise<void> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  const ensureWorker = () =>
    (working ??= jobs.work(ACCURACY_JOB, async ({ data }) => {
      await step(Number(data.year), String(data.version));
    }));

  async function schedule(year: number): Promise<void> {
    await ensureWorker();
    const version = engineVersion();
    await jobs.schedule(ACCURACY_JOB, jobKey(year, version), new Date(), { year, version });
  }

  async function finish(year: number, version: string, replays: ReplayResult[]): Promise<void> {
    const real = await realSeason(database, year);
    if (!real) throw new Error(`the record has no season ${year}`);
    await finishRow(db, year, version, accuracyFigures(real, replays), clock());
  }

  async function step(year: number, version: string): Promise<void> {
    // A job of another build (a deploy in progress) is left to an instance running that engine.
    if (version !== engineVersion()) return;
    const row = await readRow(db, year, version);
    if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
    try {
      if (row.replaysDone >= row.replays) return await finish(year, version, row.partial as ReplayResult[]);
      await markRunning(db, year, version, clock());
      const result = await oneAtATime(async () => {
        await deleteOrphanReplays(database, clock());
        return replaySeason(database, { year, seed: replaySeed(year, version, row.replaysDone), clock });
      });
      if (!(await addReplay(db, year, version, row.replaysDone, result, clock()))) return;
      if (row.replaysDone + 1 < row.replays) await jobs.schedule(ACCURACY_JOB, jobKey(year, version), new Date(), { year, version });
      else await finish(year, version, [...(row.partial as ReplayResult[]), result]);
    } catch (error) {
      const failed = await recordFailure(db, year, version, error instanceof Error ? error.message : String(error), ATTEMPTS, clock());
      // Not failed for good yet: throwing hands the run back to the queue, which retries it after a delay.
      if (!failed) throw error;
    }
  }

  async function resume(): Promise<void> {
    const years = await unfinishedYears(db, engineVersion());
    for (const year of years) await schedule(year);
  }

  return { schedule, step, resume, startWorker: ensureWorker };
}
