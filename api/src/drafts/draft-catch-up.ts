/**
 * What is due on the clock, made by the scheduler's tick: the draft goes live at its time, then the server picks for
 * every team whose deadline has passed, in order (its queue first, else autopick). A computer's turn begins when the
 * previous pick was due, so a late tick (or the first after a restart) makes every overdue computer pick at once; it
 * stops at the first deadline still ahead, which is a person's once he is on the clock (his clock starts now).
 *
 * Written once for the whole batch: first without a lock (one read, one statement that writes only if the draft is
 * still at the version read: `writeIfUnchanged`), and when another change came first, again on the locked row. A
 * retried job, another tick or another instance finds nothing left to do; the picks' keys refuse anything twice.
 */
import { currentPick, makePick, resumeDraft } from '@bb/engine';
import type { Database, Db } from '../db/database';
import { fromEngine, refuse } from './draft-error';
import { draftDh, serverChoice, storePicks, type PickRowIn } from './draft-picks';
import { loadPool, type DraftPool } from './draft-pool';
import {
  bumped, deadlineFor, readQueue, readUnlocked, withLockedDraft, writeIfUnchanged, type DraftChange, type DraftRow, type Managers,
} from './draft-store';

export interface CatchUp {
  /** Picks the server made. */
  picks: number;
  /** The new version, or null when nothing changed. */
  version: number | null;
  /** This call made the last pick. */
  complete: boolean;
  /** When the draft next needs the server (its time, or the deadline of the pick on the clock); null: never on its own. */
  wake: Date | null;
}

export const wakeOf = (draft: Pick<DraftRow, 'status' | 'deadline' | 'heldAt'>): Date | null =>
  draft.status === 'scheduled' ? draft.heldAt : draft.status === 'live' ? draft.deadline : null;

interface Due {
  change: DraftChange | null;
  picks: PickRowIn[];
  pool: DraftPool | null;
  result: CatchUp;
}

/** What is due on `now` for the draft as read: the change and the picks' rows (nothing written). */
async function due(database: Database, db: Db, draft: DraftRow, managers: Managers, now: Date): Promise<Due> {
  let { state, status, deadline } = draft;
  let wentLive = false;
  if (status === 'scheduled' && draft.heldAt.getTime() <= now.getTime()) {
    state = bumped(resumeDraft(state));
    wentLive = true;
    const cur = currentPick(state);
    status = cur ? 'live' : 'complete';
    deadline = cur ? deadlineFor(draft, managers[cur.team], now, draft.heldAt) : null;
  }
  const picks: PickRowIn[] = [];
  const pool = status === 'live' && deadline && deadline.getTime() <= now.getTime() ? await loadPool(database, draft.years, draft.lgIds) : null;
  const dh = pool ? await draftDh(db, draft) : false;
  while (pool && status === 'live' && !state.paused && deadline && deadline.getTime() <= now.getTime()) {
    const cur = currentPick(state);
    if (!cur) break;
    const manager = managers[cur.team];
    // Computer managers keep no queue.
    const queue = manager === null ? [] : await readQueue(db, draft.leagueId, cur.team);
    try {
      const cardId = serverChoice({ leagueId: draft.leagueId, rounds: draft.rounds, state, dh }, pool, cur.team, queue);
      state = makePick(state, { pick: cur.pick, team: cur.team, playerId: cardId, auto: true });
      picks.push({ pick: cur.pick, team: cur.team, cardId, madeBy: manager === null ? 'computer' : 'timeout', userId: null });
    } catch (error) {
      throw fromEngine(error);
    }
    const next = currentPick(state);
    if (!next) [status, deadline] = ['complete', null];
    else if (state.paused) [status, deadline] = ['paused', null];
    else deadline = deadlineFor(draft, managers[next.team], now, deadline);
  }
  if (!wentLive && !picks.length) return { change: null, picks, pool, result: { picks: 0, version: null, complete: false, wake: wakeOf(draft) } };
  return {
    change: { state, status, deadline }, picks, pool,
    result: { picks: picks.length, version: state.version, complete: status === 'complete', wake: wakeOf({ status, deadline, heldAt: draft.heldAt }) },
  };
}

export async function catchUp(database: Database, leagueId: number, now: Date): Promise<CatchUp> {
  const db = database.db;
  const read = await readUnlocked(db, leagueId);
  if (!read) throw refuse.notFound();
  const first = await due(database, db, read.row, read.managers, now);
  if (!first.change) return first.result;
  const rows = first.picks.map((p) => ({ ...p, playerId: first.pool?.byCard.get(p.cardId)?.card.playerID ?? p.cardId }));
  if (await writeIfUnchanged(db, read.row, first.change, rows, now)) return first.result;
  // Another change came first: what is still due, on the locked row.
  return withLockedDraft<CatchUp>(database, leagueId, async (draft, tx, managers) => {
    const again = await due(database, tx, draft, managers, now);
    if (again.change && again.pool && again.picks.length) await storePicks(tx, draft, again.pool, again.picks, now);
    return { change: again.change, result: again.result };
  }, now);
}
