/**
 * Making a pick: a person's (the team on the clock, or the commissioner for any team) and the server's (time ran out,
 * a computer manager's turn). One transaction on the locked draft row: the engine's `makePick`, the `draft_picks`
 * row (whose keys refuse a second player for a pick and one player twice), the new state and the next deadline.
 */
import { DEFAULT_NEEDS, autopick, currentPick, makePick, type DraftState, type RosterNeeds } from '@bb/engine';
import type { Database, Db } from '../db/database';
import { draftPicks } from '../db/schema/drafts';
import { readTeams, type TeamRow } from '../leagues/league-data';
import { fromEngine, refuse } from './draft-error';
import { loadPool, takenCards, type DraftPool } from './draft-pool';
import { deadlineFor, readManagers, readQueue, withLockedDraft, type DraftChange, type DraftRow } from './draft-store';

export interface PickActor {
  userId: number;
  isCommissioner: boolean;
}

/** What a team drafts for, fitted to the draft's length: the lineup and a rotation first, then the bullpen and depth. */
export function needsFor(rounds: number): RosterNeeds {
  if (rounds >= 26) return DEFAULT_NEEDS;
  const core = { C: 1, '1B': 1, '2B': 1, '3B': 1, SS: 1, OF: 3, DH: rounds >= 16 ? 1 : 0, SP: rounds >= 14 ? 5 : 4, RP: 0 };
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

/** The state and status after a pick, and the next deadline. */
function afterPick(draft: DraftRow, next: DraftState, teams: Array<Pick<TeamRow, 'userId'>>, now: Date): DraftChange {
  const cur = currentPick(next);
  if (!cur) return { state: next, status: 'complete', deadline: null };
  if (next.paused) return { state: next, status: 'paused', deadline: null };
  return { state: next, status: 'live', deadline: deadlineFor(draft, teams[cur.team], now) };
}

async function storePick(tx: Db, draft: DraftRow, pool: DraftPool, pick: { pick: number; team: number; cardId: string; madeBy: string; userId: number | null }, now: Date) {
  const entry = pool.byCard.get(pick.cardId);
  await tx.insert(draftPicks).values({
    leagueId: draft.leagueId, pick: pick.pick, team: pick.team, cardId: pick.cardId, playerId: entry?.card.playerID ?? pick.cardId, madeBy: pick.madeBy,
    userId: pick.userId, at: now,
  });
}

export interface PickOutcome {
  state: DraftState;
  complete: boolean;
  /** The next pick's deadline (null: paused or complete). */
  deadline: Date | null;
}

/** A person's pick. Refusals (409 with the engine's code, 403, 404) leave everything as it was. */
export async function personPick(database: Database, leagueId: number, actor: PickActor, body: { pick: number; cardId: string }, now: Date): Promise<PickOutcome> {
  return withLockedDraft(database, leagueId, async (draft, tx) => {
    if (draft.status === 'scheduled') throw refuse.notStarted();
    const teams = await readTeams(tx, leagueId);
    const mine = teams.find((t) => t.userId === actor.userId);
    if (!mine && !actor.isCommissioner) throw refuse.notManager();
    const pool = await loadPool(database, draft.years, draft.lgIds);
    const cur = currentPick(draft.state);
    // The team the pick is for: the one on the clock when the commissioner picks, else the person's own.
    const team = actor.isCommissioner && (!mine || (cur && cur.team !== mine.idx)) ? (cur?.team ?? mine?.idx ?? 0) : (mine as TeamRow).idx;
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
    if (takenCards(pool, draft.state.picks.map((p) => p.playerId)).has(body.cardId)) throw refuse.playerTaken();
    const madeBy = mine && mine.idx === team ? 'user' : 'commissioner';
    await storePick(tx, draft, pool, { pick: body.pick, team, cardId: body.cardId, madeBy, userId: actor.userId }, now);
    const change = afterPick(draft, next, teams, now);
    return { change, result: { state: next, complete: change.status === 'complete', deadline: change.deadline ?? null } };
  }, now);
}

/** The player the server takes for a team: its queue first, else the best available for its open positions. */
export function serverChoice(draft: Pick<DraftRow, 'rounds' | 'state'>, pool: DraftPool, team: number, queue: readonly string[]): string {
  const taken = takenCards(pool, draft.state.picks.map((p) => p.playerId));
  const roster = draft.state.picks.filter((p) => p.team === team).map((p) => pool.byCard.get(p.playerId)?.draft).filter((p) => p !== undefined);
  return autopick(pool.players, roster, queue, taken, needsFor(draft.rounds));
}

/**
 * The server's pick for the team on the clock when its deadline has passed on `now`: null when nothing is due (another
 * tick or instance picked first, the draft is paused or done). Re-checked on the locked row, so it happens once.
 */
export async function duePick(database: Database, leagueId: number, now: Date): Promise<PickOutcome | null> {
  return withLockedDraft(database, leagueId, async (draft, tx) => {
    const cur = currentPick(draft.state);
    if (draft.status !== 'live' || !cur || draft.state.paused || !draft.deadline || draft.deadline.getTime() > now.getTime()) return { change: null, result: null };
    const teams = (await readManagers(tx, leagueId)).map((userId) => ({ userId }));
    const pool = await loadPool(database, draft.years, draft.lgIds);
    // Computer managers keep no queue.
    const queue = teams[cur.team]?.userId === null ? [] : await readQueue(tx, leagueId, cur.team);
    let cardId: string;
    let next: DraftState;
    try {
      cardId = serverChoice(draft, pool, cur.team, queue);
      next = makePick(draft.state, { pick: cur.pick, team: cur.team, playerId: cardId, auto: true });
    } catch (error) {
      throw fromEngine(error);
    }
    const computer = teams[cur.team]?.userId === null;
    await storePick(tx, draft, pool, { pick: cur.pick, team: cur.team, cardId, madeBy: computer ? 'computer' : 'timeout', userId: null }, now);
    const change = afterPick(draft, next, teams, now);
    return { change, result: { state: next, complete: change.status === 'complete', deadline: change.deadline ?? null } };
  }, now);
}
