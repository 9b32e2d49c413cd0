/**
 * The decision clock, durable: one pg-boss job per head-to-head game ('h2h-clock', keyed by the game) wakes at the
 * game's next due time (the turn's deadline, a reconnect grace's end) and runs the due work (./takeover.ts `runDue`),
 * then plans the next wake. Everything it reads is in the database and every write is conditional on the game's
 * revision, so a restart loses nothing and two instances (or a retried job) never apply anything twice. Time is the
 * injected clock: tests move it and call `tick`.
 *
 * The decide path's hooks for the mode (`clockHooks`): before a decision, a clock that ran out is run first and the
 * decision is refused (it came after the clock); after one, the player's own move and the new turn are recorded.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { H2H_DECISION_SECONDS, H2H_MESSAGES } from '@bb/contract';
import type { Database } from '../db/database';
import { games, h2hGames } from '../db/schema/index';
import { GameServiceError, liveState, readRecord, type GameRecord } from '../games';
import { NOT_YOUR_GAME, battingSide } from '../games';
import { modeHooks, setModeHooks, type ModeHooks } from '../games';
import { viewerSide } from '../games';
import type { HeadToHeadDeps } from './index';
import { knownTurnStart, originalSide, readH2H, type H2HRow } from './h2h-store';
import { registerRejoinRoute } from './rejoin-route';
import { registeredSnapshots } from './h2h-snapshot';
import { markTakenOver, recordMove, runDue, startTurn, type DueOutcome } from './takeover';
import { clockRuns, isOver, needsTurnStart, nextDue, timeIsUp } from './turn-clock';

export const H2H_CLOCK = 'h2h-clock';

export interface ClockScheduler {
  /** Plans the game's next wake (after a turn, a disconnect, a seat change); starts a turn not started yet. */
  plan(gameId: string): Promise<void>;
  /** What the job does: one game, or every unfinished one. Returns the games it changed. */
  tick(gameId?: string): Promise<number>;
  /** At server start: every unfinished game wakes at its stored time. */
  resume(): Promise<void>;
  /** Registers this kind of job's worker on this instance (idempotent): the server does it at start, so any instance takes the jobs another one planned. */
  startWorker(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The head-to-head decision clock (tests and the test clock route tick it after moving the clock). */
    h2hClock: ClockScheduler;
  }
}

interface ClockSchedulerInternals extends ClockScheduler {
  /** `plan` with the game and its row as the caller just read or wrote them (a decision: no second read). */
  planKnown(record: GameRecord, row: H2HRow): Promise<void>;
}

// A job this process asked for, waiting at or before the wake we want, does the work: its tick plans again. Trusted
// only while it cannot have run yet (its time is still this far ahead).
const WAITING_MARGIN_MS = 1_000;

function createClockScheduler(deps: HeadToHeadDeps, onError: (error: unknown) => void): ClockSchedulerInternals {
  const { database, jobs, clock, live, realtime } = deps;
  /** Per game: when the job this process last asked for runs (real time, ms), until a tick of this process starts. */
  const waiting = new Map<string, number>();
  let working: Promise<void> | null = null;
  const ensureWorker = () =>
    (working ??= jobs.work(H2H_CLOCK, async ({ key }) => {
      waiting.delete(key);
      await tickOne(key);
    }));
  // What streams show beside the game (the clock) changed without a new revision.
  const refresh = (gameId: string) => realtime.hub.publish({ type: 'game-viewers-changed', gameId });

  async function readGame(gameId: string): Promise<GameRecord | null> {
    try {
      const record = await readRecord(database, gameId);
      return record.mode === 'head-to-head' ? record : null;
    } catch (error) {
      if (error instanceof GameServiceError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async function plan(gameId: string): Promise<void> {
    const record = await readGame(gameId);
    const row = record && (await readH2H(database, gameId));
    if (!record || !row) return;
    await planKnown(record, row);
  }

  async function planKnown(record: GameRecord, known: H2HRow): Promise<void> {
    if (isOver(record)) {
      waiting.delete(record.id);
      return;
    }
    const now = clock();
    let row: H2HRow | null = known;
    if (needsTurnStart(row, record)) {
      // The first time the clock sees this revision (a seat filled, a restart): its turn starts now.
      if (await startTurn(database, record.id, record.revision, now)) await refresh(record.id);
      row = await readH2H(database, record.id);
    }
    const batting = battingSide((await liveState(database, record)).state);
    const due = row && nextDue(row, record, batting);
    if (!due) return;
    // The queue's clock is the database's; the wait is measured on ours. A job waiting for an earlier time stays
    // (the queue keeps the earliest): it finds nothing due and plans again.
    const runAt = Date.now() + Math.max(0, due.getTime() - now.getTime());
    const held = waiting.get(record.id);
    if (held !== undefined && held <= runAt && held > Date.now() + WAITING_MARGIN_MS) return;
    await ensureWorker();
    await jobs.schedule(H2H_CLOCK, record.id, new Date(runAt));
    waiting.set(record.id, held !== undefined && held > Date.now() ? Math.min(held, runAt) : runAt);
  }

  async function announce(gameId: string, outcome: DueOutcome): Promise<void> {
    if (outcome.revision !== null) await live.topics.publish(gameId, outcome.revision);
    else if (outcome.rowChanged) await refresh(gameId);
  }

  async function tickOne(gameId: string): Promise<number> {
    const outcome = await runDue(database, gameId, clock());
    await announce(gameId, outcome);
    await plan(gameId);
    return outcome.revision === null ? 0 : 1;
  }

  async function unfinished(): Promise<string[]> {
    const rows = await database.db
      .select({ id: h2hGames.gameId })
      .from(h2hGames)
      .innerJoin(games, eq(games.id, h2hGames.gameId))
      .where(and(ne(games.status, 'final'), eq(games.exited, false)));
    return rows.map((r) => r.id);
  }

  async function tick(gameId?: string): Promise<number> {
    if (gameId !== undefined) return tickOne(gameId);
    let changed = 0;
    for (const id of await unfinished()) changed += await tickOne(id);
    return changed;
  }

  async function resume(): Promise<void> {
    for (const id of await unfinished()) {
      try {
        await plan(id);
      } catch (error) {
        onError(error);
      }
    }
  }

  return { plan, planKnown, tick, resume, startWorker: ensureWorker };
}

/** No clock runs for the game, or the turn of its revision is known and its deadline is still ahead. */
function timeCannotBeUp(database: Database, record: GameRecord, now: Date): boolean {
  if (!clockRuns(record)) return true;
  const started = knownTurnStart(database, record.id, record.revision);
  return started !== null && now.getTime() < started.getTime() + H2H_DECISION_SECONDS * 1000;
}

interface ClockContext {
  clock: () => Date;
  scheduler: ClockSchedulerInternals;
}

/** The clock of the app that owns each database (the mode's hooks are process-wide, the apps are not). */
const contexts = new WeakMap<Database, ClockContext>();

/** The decide path's hooks for head to head; `registerClock` merges them into the mode's hooks. */
export const clockHooks: Pick<ModeHooks, 'beforeDecision' | 'afterDecision'> = {
  async beforeDecision(database, record, actor, request) {
    const context = contexts.get(database);
    // The clock cannot have run out: no clock runs, or this revision's turn (fixed once started) ends later. Saves
    // the row's read on nearly every move; an exit still reads it (a stranger's exit is refused below).
    if (context && request.type !== 'exit' && timeCannotBeUp(database, record, context.clock())) return record;
    const row = context && (await readH2H(database, record.id));
    if (!context || !row) return record;
    // A user the computer replaced would otherwise "exit" a game he no longer plays: the computer would finish it.
    if (request.type === 'exit' && viewerSide(record, actor) === null) throw new GameServiceError(NOT_YOUR_GAME, 403);
    if (!timeIsUp(row, record, context.clock())) return record;
    await context.scheduler.tick(record.id);
    const fresh = await readRecord(database, record.id);
    // Nothing of a decision made after the clock is applied; leaving the game still is, and strangers hear 403.
    if (request.type === 'exit' || viewerSide(record, actor) === null) return fresh;
    throw new GameServiceError(H2H_MESSAGES.timeUp, 409);
  },

  async afterDecision(database, record, _state, actor, request) {
    const context = contexts.get(database);
    if (!context) return;
    if (request.type === 'exit') {
      const row = await readH2H(database, record.id);
      if (!row) return;
      const side = originalSide(row, actor.userId);
      if (side && record.seats[side].kind === 'computer') await markTakenOver(database, record.id, side, 'exit');
      await context.scheduler.planKnown(record, row);
      return;
    }
    // One write that answers the whole row: the clock plans from it and the streams' snapshot takes it (the move is
    // published after this hook: its renders read no row).
    const prime = registeredSnapshots(database)?.primer(record.id);
    const row = await recordMove(database, record, viewerSide(record, actor), context.clock());
    if (!row) return;
    prime?.(record.revision, row);
    await context.scheduler.planKnown(record, row);
  },
};

/**
 * The clock of this app: the job's worker, `app.h2hClock`, the rejoin route, the wake of unfinished games at start,
 * and the clock's hooks merged into the mode's (whoever registers the mode's other hooks keeps `clockHooks` in them).
 */
export async function registerClock(app: FastifyInstance, deps: HeadToHeadDeps): Promise<ClockScheduler> {
  if (app.hasDecorator('h2hClock')) return app.h2hClock;
  const scheduler = createClockScheduler(deps, (error) => app.log.error(error));
  contexts.set(deps.database, { clock: deps.clock, scheduler });
  setModeHooks('head-to-head', { ...modeHooks('head-to-head'), ...clockHooks });
  registerRejoinRoute(app, deps, scheduler);
  app.decorate('h2hClock', scheduler);
  // Unfinished games wake again after a restart, at their stored times (not awaited by requests).
  app.addHook('onReady', async () => scheduler.resume());
  return scheduler;
}
