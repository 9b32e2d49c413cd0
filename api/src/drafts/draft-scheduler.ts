/**
 * Draft time, durable: one pg-boss job per draft ('draft-tick', keyed by the league) wakes at the draft's time and at
 * each stored deadline. A tick makes, in one transaction, what is due: the draft goes live when its time has come, and
 * the server picks for every team whose deadline has passed (`catchUp`: a late tick makes all the overdue computer
 * picks at once), then plans the next wake. Everything it reads is in the database and re-checked on the locked draft
 * row, so a restart loses nothing and two instances (or a retried job) never pick twice. Time is the injected clock:
 * tests move it and call `tick`.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { drafts } from '../db/schema/drafts';
import type { JobQueue } from '../jobs';
import { DraftRefusal } from './draft-error';
import { catchUp, wakeOf } from './draft-catch-up';
import { foreignChanges, observe, readHead } from './draft-store';

export const DRAFT_TICK = 'draft-tick';

export interface DraftScheduler {
  /** Plans the draft's next wake (after creation, a pick, a pause, a resume, a reschedule); `known`: that wake (null: none). */
  plan(leagueId: number, known?: Date | null): Promise<void>;
  /** What the job does: one draft, or every unfinished draft. Returns the picks the server made. */
  tick(leagueId?: number): Promise<number>;
  /** At server start: every unfinished draft wakes at its stored time (and an interrupted completion finishes). */
  resume(): Promise<void>;
  /** Registers this kind of job's worker on this instance (idempotent): the server does it at start, so any instance takes the jobs another one planned. */
  startWorker(): Promise<void>;
}

export interface DraftHooks {
  /** The room changed (publish it). */
  changed(leagueId: number, version: number): Promise<void>;
  /** The last pick was made: the season is set up (once; later calls find it done and do nothing). */
  completed(leagueId: number): Promise<void>;
}

/** A wake this process asked for and no tick of this process has started since. */
interface Waiting {
  /** When the job runs, on the queue's clock (ms). */
  runAt: number;
  /** `foreignChanges` when it was asked for. */
  foreign: number;
}

// A job waiting at or before the wake we want does the work: its tick plans again. Trusted only while it cannot have
// run (its time is still this far ahead) and no other instance has changed the draft since (which may have moved it).
const WAITING_MARGIN_MS = 1_000;

export function createDraftScheduler(database: Database, jobs: JobQueue, hooks: DraftHooks, clock: () => Date): DraftScheduler {
  const waiting = new Map<number, Waiting>();
  let working: Promise<void> | null = null;
  const ensureWorker = () => {
    working ??= jobs.work(DRAFT_TICK, async ({ key }) => {
      // This job no longer waits: the next wake must be asked for.
      waiting.delete(Number(key));
      await tickOne(Number(key));
    });
    return working;
  };

  async function plan(leagueId: number, known?: Date | null): Promise<void> {
    let at = known;
    if (at === undefined) {
      const head = await readHead(database.db, leagueId);
      if (!head) return;
      observe(database.db, leagueId, head);
      at = wakeOf(head);
    }
    if (!at) return;
    // The queue's clock is the database's; the wait is measured on ours.
    const runAt = Date.now() + Math.max(0, at.getTime() - clock().getTime());
    const foreign = foreignChanges(database.db, leagueId);
    const held = waiting.get(leagueId);
    const trusted = held && held.foreign === foreign && held.runAt > Date.now() + WAITING_MARGIN_MS ? held : null;
    if (trusted && trusted.runAt <= runAt) return;
    await ensureWorker();
    await jobs.schedule(DRAFT_TICK, String(leagueId), new Date(runAt));
    waiting.set(leagueId, { runAt: Math.min(runAt, trusted?.runAt ?? Infinity), foreign });
  }

  async function tickOne(leagueId: number): Promise<number> {
    const now = clock();
    let outcome;
    try {
      outcome = await catchUp(database, leagueId, now);
    } catch (error) {
      if (error instanceof DraftRefusal && error.statusCode === 404) return 0;
      throw error;
    }
    if (outcome.version !== null) await hooks.changed(leagueId, outcome.version);
    if (outcome.complete) await hooks.completed(leagueId);
    await plan(leagueId, outcome.wake);
    return outcome.picks;
  }

  async function unfinished(): Promise<number[]> {
    const rows = await database.db.select({ id: drafts.leagueId }).from(drafts).where(inArray(drafts.status, ['scheduled', 'live']));
    return rows.map((r) => r.id);
  }

  async function tick(leagueId?: number): Promise<number> {
    if (leagueId !== undefined) return tickOne(leagueId);
    let picks = 0;
    for (const id of await unfinished()) picks += await tickOne(id);
    return picks;
  }

  async function resume(): Promise<void> {
    for (const id of await unfinished()) await plan(id);
    // A completion cut short by a crash (draft complete, league still drafting) finishes now.
    const done = await database.db.select({ id: drafts.leagueId }).from(drafts).where(inArray(drafts.status, ['complete']));
    for (const { id } of done) await hooks.completed(id);
  }

  return { plan, tick, resume, startWorker: ensureWorker };
}
