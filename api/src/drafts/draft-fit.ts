/**
 * What a team may draft now, by the engine's one rule (`rosterRoom`): the lineup and a rotation must stay within reach
 * of the picks it has left. The server's check of a person's pick, its own pick (queue and autopick) and the pool the
 * screens offer all ask here, so a player the pool offers is a pick the server takes.
 */
import { ROSTER_SLOTS, dhRuleFor, fieldableNeeds, rosterRoom, type CurrentPick, type DraftPlayer, type DraftState, type RosterRoom, type RosterSlot } from '@bb/engine';
import { DRAFT_MESSAGES, type DraftRosterNeeds } from '@bb/contract';
import type { DraftPool } from './draft-pool';

/** Whether a league's games use a designated hitter: its rule, or by the environment's league and year ('1998-AL'). */
export function usesDh(rule: string | null | undefined, environment: string): boolean {
  const [year, lgId] = environment.split('-') as [string, string];
  return rule === 'yes' || (rule === 'auto' && dhRuleFor(Number(year), lgId));
}

/** The team a pick is for: the one on the clock when the commissioner picks for another, else the person's own (null: none). */
export function teamPickingFor(mine: number | null, isCommissioner: boolean, cur: Pick<CurrentPick, 'team'> | null): number | null {
  if (isCommissioner && (mine === null || (cur && cur.team !== mine))) return cur?.team ?? mine;
  return mine;
}

export function rosterOf(state: DraftState, pool: DraftPool, team: number): DraftPlayer[] {
  return state.picks.filter((p) => p.team === team).map((p) => pool.byCard.get(p.playerId)?.draft).filter((p) => p !== undefined);
}

/** Picks the team has from `pick` on (that one included), within its roster limit. */
function picksFrom(state: DraftState, team: number, pick: number, rosterSize: number): number {
  let left = 0;
  for (let i = pick - 1; i < state.order.length; i++) if (state.order[i] === team) left++;
  return Math.max(0, Math.min(left, state.maxPlayers - (state.keptPlayers[team] ?? 0) - rosterSize));
}

function* undrafted(pool: DraftPool, taken: ReadonlySet<string>): Generator<DraftPlayer> {
  for (const person of pool.people) if (!taken.has(person.id)) yield person;
}

export interface TeamRoom extends RosterRoom {
  team: number;
  /** Players the team has drafted. */
  drafted: number;
}

/** Where `team` stands at `pick` (the pick on the clock), every player in `taken` gone. */
export function teamRoom(state: DraftState, pool: DraftPool, team: number, pick: number, dh: boolean, taken: ReadonlySet<string>): TeamRoom {
  const roster = rosterOf(state, pool, team);
  const room = rosterRoom(roster, undrafted(pool, taken), picksFrom(state, team, pick, roster.length), fieldableNeeds(dh));
  return { ...room, team, drafted: roster.length };
}

const NEED_WORDS: Record<RosterSlot, (n: number) => string> = {
  C: () => 'a catcher', '1B': () => 'a first baseman', '2B': () => 'a second baseman', '3B': () => 'a third baseman', SS: () => 'a shortstop',
  OF: (n) => (n === 1 ? 'an outfielder' : `${n} outfielders`), DH: () => 'a designated hitter',
  SP: (n) => (n === 1 ? 'a starting pitcher' : `${n} starting pitchers`), RP: (n) => (n === 1 ? 'a reliever' : `${n} relievers`),
};

/** The refusal of a player the team may not take now. */
export function rosterNeedsMessage(room: RosterRoom): string {
  const needs = ROSTER_SLOTS.filter((slot) => room.open[slot] > 0).map((slot) => NEED_WORDS[slot](room.open[slot]));
  return DRAFT_MESSAGES.rosterNeeds(needs.join(', '), Math.max(0, room.picksLeft - 1));
}

/** The pool's summary of a team's needs (contract `DraftRosterNeeds`). */
export function needsView(room: TeamRoom): DraftRosterNeeds {
  return {
    team: room.team, drafted: room.drafted, picksLeft: room.picksLeft, fillOnly: room.fillOnly,
    open: ROSTER_SLOTS.filter((slot) => room.open[slot] > 0).map((slot) => ({ slot, count: room.open[slot] })),
  };
}
