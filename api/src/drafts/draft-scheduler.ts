/**
 * Draft time, durable: one pg-boss job per draft ('draft-tick', keyed by the league) wakes at the draft's time and at
 * each stored deadline. A tick makes the draft live when its time has come and picks for the team on the clock whose
 * deadline has passed (its queue first, else autopick for its open positions), then plans the next wake. Everything
 * it reads is in the database and re-checked on the locked draft row, so a restart loses nothing and two instances
 * (or a retried job) never pick twice. Time is the injected clock: tests move it and call `tick`.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { drafts } from '../db/schema/drafts';
import type { JobQueue } from '../jobs';
import { goLive } from './draft-commands';
import { duePick } from './draft-picks';
import { readHead } from './draft-store';

export const DRAFT_TICK = 'draft-tick';

export interface DraftScheduler {
  /** Plans the draft's next wake (after creation, a pick, a pause, a resume, a reschedule). */
  plan(leagueId: number, known?: Date | null): Promise<void>;
  /** What the job does: one draft, or every unfinished draft. Returns the picks the server made. */
  tick(leagueId?: number): Promise<number>;
  /** At server start: every unfinished draft wakes at its stored time (and an interrupted completion finishes). */
  resume(): Promise<void>;
}

export interface DraftHooks {
  /** The room changed (publish it). */
  changed(leagueId: number, version: number): Promise<void>;
  /** The last pick was made: the season is set up (once; later calls find it done and do nothing). */
  completed(leagueId: number): Promise<void>;
}

export function createDraftScheduler(database: Database, jobs: JobQueue, hooks: DraftHooks, clock: () => Date): DraftScheduler {
  let working: Promise<void> | null = null;
  const ensureWorker = () => {
    working ??= jobs.work(DRAFT_TICK, async ({ key }) => {
      await tickOne(Number(key));
    });
    return working;
  };

  /** `known`: the wake the caller just stored (a pick's new deadline), which saves reading it back. */
  async function plan(leagueId: number, known?: Date | null): Promise<void> {
    let at = known;
    if (at === undefined) {
      const head = await readHead(database.db, leagueId);
      if (!head) return;
      at = head.status === 'scheduled' ? head.heldAt : head.status === 'live' ? head.deadline : null;
    }
    if (!at) return;
    await ensureWorker();
    // The queue's clock is the database's; the wait is measured on ours.
    await jobs.schedule(DRAFT_TICK, String(leagueId), new Date(Date.now() + Math.max(0, at.getTime() - clock().getTime())));
  }

  /** What is due now: the draft's start, or the pick on the clock. Each server pick's deadline is after `now`, so one pick a tick. */
  async function tickOne(leagueId: number): Promise<number> {
    const now = clock();
    const head = await readHead(database.db, leagueId);
    if (!head) return 0;
    let picks = 0;
    let wake: Date | null | undefined;
    if (head.status === 'scheduled' && head.heldAt.getTime() <= now.getTime()) {
      if (await goLive(database, leagueId, now)) await hooks.changed(leagueId, (await readHead(database.db, leagueId))?.version ?? head.version + 1);
    } else if (head.status === 'live' && head.deadline && head.deadline.getTime() <= now.getTime()) {
      const outcome = await duePick(database, leagueId, now);
      if (outcome) {
        picks = 1;
        wake = outcome.deadline;
        await hooks.changed(leagueId, outcome.state.version);
        if (outcome.complete) await hooks.completed(leagueId);
      }
    }
    await plan(leagueId, wake);
    return picks;
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

  return { plan, tick, resume };
}
