/**
 * Making a pick: a person's (the team on the clock, or the commissioner for any team), and the server's choice (its
 * queue, else autopick; used by draft-catch-up.ts when time runs out). A person's pick is one transaction on the
 * locked draft row: the engine's `makePick`, the `draft_picks` row (whose keys refuse a second player for a pick and
 * one player twice), the new state and the next deadline.
 */
import { DEFAULT_NEEDS, autopick, currentPick, makePick, type DraftState, type RosterNeeds } from '@bb/engine';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { draftPicks } from '../db/schema/drafts';
import { leagues } from '../db/schema/leagues';
import { DraftRefusal, fromEngine, refuse } from './draft-error';
import { rosterNeedsMessage, rosterOf, teamPickingFor, teamRoom, usesDh } from './draft-fit';
import { loadPool, takenByDraft, takenCards, type DraftPool, type PoolEntry } from './draft-pool';
import { deadlineFor, withLockedDraft, type DraftChange, type DraftRow, type Managers } from './draft-store';

export interface PickActor {
  userId: number;
  isCommissioner: boolean;
}

/**
 * What a team drafts for, fitted to the draft's length: the lineup (its designated hitter where the league's games
 * have one) and a rotation first, then the bullpen and depth.
 */
export function needsFor(rounds: number, dh = false): RosterNeeds {
  if (rounds >= 26) return DEFAULT_NEEDS;
  const core = { C: 1, '1B': 1, '2B': 1, '3B': 1, SS: 1, OF: 3, DH: dh || rounds >= 16 ? 1 : 0, SP: rounds >= 14 + (dh ? 1 : 0) ? 5 : 4, RP: 0 };
  const filled = Object.values(core).reduce((a, b) => a + b, 0);
  core.RP = Math.max(0, Math.min(7, rounds - filled - 2));
  const pitchers = Math.ceil(rounds * 0.5);
  return {
    slots: core,
    depth: { C: 2, '1B': 2, '2B': 2, '3B': 2, SS: 2, OF: 5, DH: 1, SP: core.SP + 2, RP: core.RP + 2 },
    maxPitchers: pitchers,
    maxHitters: rounds - pitchers + 2,
  };
}

/** The state and status after a person's pick, and the next deadline (the next team's turn begins now). */
function afterPick(draft: DraftRow, next: DraftState, managers: Managers, now: Date): DraftChange {
  const cur = currentPick(next);
  if (!cur) return { state: next, status: 'complete', deadline: null };
  if (next.paused) return { state: next, status: 'paused', deadline: null };
  return { state: next, status: 'live', deadline: deadlineFor(draft, managers[cur.team], now) };
}

// A league's DH rule never changes after it is created: read once per draft and process.
const dhByLeague = new Map<number, boolean>();

/** Whether the draft league's games use a designated hitter (its rule, or by the environment's league and year). */
export async function draftDh(db: Db, draft: Pick<DraftRow, 'leagueId' | 'environment'>): Promise<boolean> {
  const known = dhByLeague.get(draft.leagueId);
  if (known !== undefined) return known;
  const [row] = await db.select({ dh: leagues.dh }).from(leagues).where(eq(leagues.id, draft.leagueId));
  const dh = usesDh(row?.dh, draft.environment);
  if (dhByLeague.size > 1000) dhByLeague.clear();
  dhByLeague.set(draft.leagueId, dh);
  return dh;
}

export interface PickRowIn {
  pick: number;
  team: number;
  cardId: string;
  madeBy: string;
  userId: number | null;
}

/** The picks' rows, in one statement (a batch of the server's picks); their keys refuse a pick or a player twice. */
export async function storePicks(tx: Db, draft: DraftRow, pool: DraftPool, picks: readonly PickRowIn[], now: Date) {
  for (let i = 0; i < picks.length; i += 500) {
    await tx.insert(draftPicks).values(picks.slice(i, i + 500).map((p) => ({
      leagueId: draft.leagueId, pick: p.pick, team: p.team, cardId: p.cardId, playerId: pool.byCard.get(p.cardId)?.card.playerID ?? p.cardId, madeBy: p.madeBy,
      userId: p.userId, at: now,
    })));
  }
}

export interface PickOutcome {
  state: DraftState;
  complete: boolean;
  /** The next pick's deadline (null: paused or complete). */
  deadline: Date | null;
}

/** A person's pick. Refusals (409 with the engine's code, 403, 404) leave everything as it was. */
export async function personPick(database: Database, leagueId: number, actor: PickActor, body: { pick: number; cardId: string }, now: Date): Promise<PickOutcome> {
  return withLockedDraft(database, leagueId, async (draft, tx, managers) => {
    if (draft.status === 'scheduled') throw refuse.notStarted();
    const mine = managers.indexOf(actor.userId);
    if (mine < 0 && !actor.isCommissioner) throw refuse.notManager();
    const pool = await loadPool(database, draft.years, draft.lgIds);
    const cur = currentPick(draft.state);
    // The team the pick is for: the one on the clock when the commissioner picks, else the person's own.
    const team = teamPickingFor(mine < 0 ? null : mine, actor.isCommissioner, cur) ?? 0;
    const onTheClock = cur !== null && body.pick === cur.pick && team === cur.team;
    if (onTheClock && !draft.state.paused && draft.deadline && now.getTime() > draft.deadline.getTime()) throw refuse.deadlinePassed();
    let next: DraftState;
    try {
      next = makePick(draft.state, { pick: body.pick, team, playerId: body.cardId });
    } catch (error) {
      throw fromEngine(error);
    }
    // The engine knows card ids; the pool knows a player's other seasons, which are gone once he is drafted.
    if (!pool.byCard.has(body.cardId)) throw refuse.notEligible();
    const taken = takenByDraft(pool, leagueId, draft.state.picks);
    if (taken.has(body.cardId)) throw refuse.playerTaken();
    const room = teamRoom(draft.state, pool, team, body.pick, await draftDh(tx, draft), taken);
    if (!room.fits((pool.byCard.get(body.cardId) as PoolEntry).draft)) throw new DraftRefusal(rosterNeedsMessage(room), 409, 'roster-needs');
    const madeBy = mine === team ? 'user' : 'commissioner';
    await storePicks(tx, draft, pool, [{ pick: body.pick, team, cardId: body.cardId, madeBy, userId: actor.userId }], now);
    const change = afterPick(draft, next, managers, now);
    return { change, result: { state: next, complete: change.status === 'complete', deadline: change.deadline ?? null } };
  }, now);
}

/**
 * The player the server takes for a team: its queue first, else the best available for its open positions; either only
 * among the players the team may take (draft-fit.ts). With the draft's `leagueId`, the taken players are kept between
 * calls (see `takenByDraft`).
 */
export function serverChoice(
  draft: Pick<DraftRow, 'rounds' | 'state'> & { leagueId?: number; dh?: boolean },
  pool: DraftPool,
  team: number,
  queue: readonly string[],
): string {
  const { state } = draft;
  const picks = state.picks;
  const taken = draft.leagueId === undefined ? takenCards(pool, picks.map((p) => p.playerId)) : takenByDraft(pool, draft.leagueId, picks);
  const roster = rosterOf(state, pool, team);
  const cur = currentPick(state);
  const dh = draft.dh ?? false;
  // A queued player who would leave the roster unable to field a team waits: autopick fills the holes first.
  const allowed = cur ? teamRoom(state, pool, team, cur.pick, dh, taken).fits : undefined;
  return autopick(pool.players, roster, queue, taken, needsFor(draft.rounds, dh), allowed);
}
