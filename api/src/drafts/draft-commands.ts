/**
 * The commissioner's commands (pause after the round, resume, undo the last pick, reschedule), a seat taken with the
 * invitation link, and a manager's queue. Each on the locked draft row. (Going live at the draft's time is the
 * scheduler's: `catchUp` in draft-picks.ts.)
 */
import { and, eq } from 'drizzle-orm';
import { currentPick, requestPause, resumeDraft, undoLastPick } from '@bb/engine';
import { DRAFT_MAX_QUEUE, DRAFT_MESSAGES } from '@bb/contract';
import type { Database } from '../db/database';
import { draftPicks } from '../db/schema/drafts';
import { leagueMembers, leagues, leagueTeams } from '../db/schema/leagues';
import { FieldErrors } from '../http/field-errors';
import { readTeams } from '../leagues';
import { DraftRefusal, fromEngine, refuse } from './draft-error';
import { checkTimes } from './create-draft';
import { loadPool } from './draft-pool';
import { bumped, deadlineFor, withLockedDraft, writeQueue, type DraftChange, type DraftRow } from './draft-store';

type Locked = Parameters<Parameters<typeof withLockedDraft>[2]>;
type Run = (draft: DraftRow, tx: Locked[1], managers: Locked[2]) => Promise<DraftChange | null>;
const run = (database: Database, leagueId: number, now: Date, work: Run) =>
  withLockedDraft(database, leagueId, async (draft, tx, managers) => ({ change: await work(draft, tx, managers), result: undefined }), now);

/** Pause: after the current round (between rounds, at once). */
export function pauseDraft(database: Database, leagueId: number, now: Date): Promise<void> {
  return run(database, leagueId, now, async (draft) => {
    if (draft.status === 'complete') throw refuse.complete();
    if (draft.status === 'scheduled') throw refuse.notStarted();
    let state;
    try {
      state = requestPause(draft.state);
    } catch (error) {
      throw fromEngine(error);
    }
    return state.paused ? { state, status: 'paused', deadline: null } : { state };
  });
}

/** Resume a paused draft (or cancel a pause still waiting for the round's end); the pick on the clock gets a new deadline. */
export function resumeDraftNow(database: Database, leagueId: number, now: Date): Promise<void> {
  return run(database, leagueId, now, async (draft, _tx, managers) => {
    if (draft.status === 'complete') throw refuse.complete();
    if (draft.status === 'scheduled') throw refuse.notStarted();
    const state = resumeDraft(draft.state);
    if (draft.status !== 'paused') return { state };
    const cur = currentPick(state);
    return { state, status: 'live', deadline: cur ? deadlineFor(draft, managers[cur.team], now) : null };
  });
}

/** Takes back the last pick (`pick` must name it, so a double click cannot undo two). */
export function undoPick(database: Database, leagueId: number, pick: number, now: Date): Promise<void> {
  return run(database, leagueId, now, async (draft, tx, managers) => {
    if (draft.status === 'complete') throw refuse.complete();
    const last = draft.state.picks[draft.state.picks.length - 1];
    if (!last) throw new DraftRefusal(DRAFT_MESSAGES.nothingToUndo, 409, 'nothing-to-undo');
    if (last.pick !== pick) throw new DraftRefusal(DRAFT_MESSAGES.notCurrent, 409, 'not-current');
    let state;
    try {
      state = undoLastPick(draft.state);
    } catch (error) {
      throw fromEngine(error);
    }
    await tx.delete(draftPicks).where(and(eq(draftPicks.leagueId, leagueId), eq(draftPicks.pick, pick)));
    const cur = currentPick(state);
    const live = draft.status === 'live' && !state.paused;
    return { state, ...(live && cur ? { deadline: deadlineFor(draft, managers[cur.team], now) } : {}) };
  });
}

/**
 * A new time for the draft (before it starts, or while paused: it goes on at the new time) and for the games.
 * Messages: 'Reschedule time must be after the current time', 'Reschedule game start date is required',
 * 'Reschedule game start date must be after draft date'.
 */
export function rescheduleDraft(database: Database, leagueId: number, body: { draftHeldAt: string; gamesBeginAt?: string }, now: Date): Promise<void> {
  return run(database, leagueId, now, async (draft, tx) => {
    if (draft.status === 'live') throw new DraftRefusal(DRAFT_MESSAGES.draftStarted, 409, 'draft-started');
    if (draft.status === 'complete') throw refuse.complete();
    const errors = new FieldErrors();
    const { held, begins } = checkTimes(errors, body.draftHeldAt, body.gamesBeginAt, now, 0);
    const problems = errors.body();
    if (problems) throw new DraftRefusal(problems.error, 400, 'invalid', problems.errors);
    await tx.update(leagues).set({ startsAt: begins as Date }).where(eq(leagues.id, leagueId));
    return { state: bumped(draft.state), status: 'scheduled', heldAt: held as Date, deadline: null };
  });
}

/** The invitation link: the user takes an open computer seat before the draft starts. Returns his team. */
export function joinDraft(database: Database, leagueId: number, user: { id: number; username: string }, token: string, now: Date): Promise<number> {
  return withLockedDraft(database, leagueId, async (draft, tx) => {
    if (draft.inviteToken !== token) throw new DraftRefusal(DRAFT_MESSAGES.badInvite, 404, 'bad-invite');
    const teams = await readTeams(tx, leagueId);
    const mine = teams.find((t) => t.userId === user.id);
    if (mine) return { change: null, result: mine.idx };
    if (draft.status !== 'scheduled') throw refuse.draftStarted();
    const seat = teams.find((t) => t.userId === null);
    if (!seat) throw new DraftRefusal(DRAFT_MESSAGES.noSeat, 409, 'no-seat');
    await tx
      .update(leagueTeams)
      .set({ userId: user.id, managerName: user.username, managerKind: 'user', tendencies: null })
      .where(and(eq(leagueTeams.leagueId, leagueId), eq(leagueTeams.idx, seat.idx)));
    await tx.insert(leagueMembers).values({ leagueId, userId: user.id, role: 'manager' }).onConflictDoUpdate({
      target: [leagueMembers.leagueId, leagueMembers.userId], set: { role: 'manager' },
    });
    return { change: { state: bumped(draft.state) }, result: seat.idx };
  }, now);
}

/** A manager's queue: pool players only, no repeats, at most DRAFT_MAX_QUEUE; drafted players may stay (autopick skips them). */
export async function setQueue(database: Database, draft: DraftRow, team: number, cardIds: string[]): Promise<void> {
  const pool = await loadPool(database, draft.years, draft.lgIds);
  const clean = [...new Set(cardIds)].slice(0, DRAFT_MAX_QUEUE);
  if (clean.some((id) => !pool.byCard.has(id))) throw new DraftRefusal(DRAFT_MESSAGES.notEligible, 400, 'not-eligible');
  await writeQueue(database.db, draft.leagueId, team, clean);
}
