/**
 * What a draft-league roster must keep through trades, adds and drops: its size within ROSTER_MIN_PLAYERS..maxPlayers,
 * a lineup (C, 1B, 2B, 3B, SS and three outfielders by the cards' positions) and a four-man rotation. A move is
 * refused only when it makes a roster worse on one of these, so a team drafted short of a catcher can still trade
 * for one. Pure: the cards come from the caller.
 */
import { openSlots, type DraftPlayer, type PlayerCard, type RosterNeeds, type RosterSlot } from '@bb/engine';
import { ROSTER_MIN_PLAYERS, TRADE_MESSAGES } from '@bb/contract';

const NONE: Record<RosterSlot, number> = { C: 0, '1B': 0, '2B': 0, '3B': 0, SS: 0, OF: 0, DH: 0, SP: 0, RP: 0 };
/** A lineup and a rotation; the engine's slot matching places each player once (a two-way player fills one slot). */
const PLAYABLE: RosterNeeds = {
  slots: { ...NONE, C: 1, '1B': 1, '2B': 1, '3B': 1, SS: 1, OF: 3, SP: 4 },
  depth: NONE,
  maxPitchers: 99,
  maxHitters: 99,
};
const SLOT_NAMES: Partial<Record<RosterSlot, string>> = { C: 'catcher', '1B': 'first baseman', '2B': 'second baseman', '3B': 'third baseman', SS: 'shortstop' };
const ORDINALS = ['first', 'second', 'third', 'fourth'];

/** A pitcher who can take a turn in the rotation: a starter by role, or one the card rates for starts. */
export function canStart(card: PlayerCard): boolean {
  return card.primaryPosition === 'P' && !!card.pitching && (card.pitching.role === 'SP' || card.pitching.ratings.starter > 0);
}

/** Only real pitchers pitch in the rotation; a position player's odd relief outing does not make him one. */
function asDraftPlayer(card: PlayerCard): DraftPlayer {
  const fielding = card.positions.filter((p) => p !== 'P');
  const positions = card.primaryPosition === 'P' ? ['P', ...fielding] : fielding.length ? fielding : ['DH'];
  return { id: card.cardId, positions, role: canStart(card) ? 'SP' : 'RP', value: 0 };
}

export function openPlayable(cardIds: readonly string[], cards: ReadonlyMap<string, PlayerCard>): Record<RosterSlot, number> {
  return openSlots(cardIds.flatMap((id) => (cards.has(id) ? [asDraftPlayer(cards.get(id) as PlayerCard)] : [])), PLAYABLE);
}

/** 'catcher', 'third outfielder', 'fourth starting pitcher' … for the coverage message. */
function missing(slot: RosterSlot, open: number): string {
  if (slot === 'OF') return open >= 3 ? 'outfielders' : `${ORDINALS[3 - open]} outfielder`;
  if (slot === 'SP') return open >= 4 ? 'starting pitcher' : `${ORDINALS[4 - open]} starting pitcher`;
  return SLOT_NAMES[slot] ?? slot;
}

export interface RosterChange {
  team: string;
  before: readonly string[];
  after: readonly string[];
}

/** Why this change to one roster is refused (empty when it may go through). */
export function rosterReasons(change: RosterChange, cards: ReadonlyMap<string, PlayerCard>, maxPlayers: number): string[] {
  const reasons: string[] = [];
  const { team, before, after } = change;
  if (after.length > maxPlayers && after.length > before.length) reasons.push(TRADE_MESSAGES.rosterOver(team, maxPlayers));
  if (after.length < ROSTER_MIN_PLAYERS && after.length < before.length) reasons.push(TRADE_MESSAGES.rosterUnder(team, ROSTER_MIN_PLAYERS));
  const was = openPlayable(before, cards);
  const now = openPlayable(after, cards);
  for (const slot of Object.keys(PLAYABLE.slots) as RosterSlot[]) {
    if ((now[slot] ?? 0) > (was[slot] ?? 0)) reasons.push(TRADE_MESSAGES.coverage(team, missing(slot, now[slot] ?? 0)));
  }
  return reasons;
}

export interface TradeSide {
  name: string;
  roster: readonly string[];
}

export const cardName = (id: string, cards: ReadonlyMap<string, PlayerCard>): string => {
  const c = cards.get(id);
  return c ? `${c.firstName} ${c.lastName}`.trim() : id;
};

/** Rosters after `from` sends `give` and receives `get`. */
export function afterTrade(from: TradeSide, to: TradeSide, give: readonly string[], get: readonly string[]): { from: string[]; to: string[] } {
  const out = new Set(give);
  const back = new Set(get);
  return { from: [...from.roster.filter((id) => !out.has(id)), ...get], to: [...to.roster.filter((id) => !back.has(id)), ...give] };
}

/** Every reason this trade cannot go through now (the invalid trade modal), or none. */
export function tradeReasons(
  from: TradeSide & { idx: number },
  to: TradeSide & { idx: number },
  give: readonly string[],
  get: readonly string[],
  cards: ReadonlyMap<string, PlayerCard>,
  maxPlayers: number,
): string[] {
  if (from.idx === to.idx) return [TRADE_MESSAGES.sameTeam];
  if (give.length + get.length === 0) return [TRADE_MESSAGES.empty];
  const mine = new Set(from.roster);
  const theirs = new Set(to.roster);
  const placement = [
    ...give.filter((id) => !mine.has(id)).map((id) => TRADE_MESSAGES.notOnTeam(cardName(id, cards), from.name)),
    ...get.filter((id) => !theirs.has(id)).map((id) => TRADE_MESSAGES.notOnTeam(cardName(id, cards), to.name)),
  ];
  if (placement.length) return placement;
  const after = afterTrade(from, to, give, get);
  return [
    ...rosterReasons({ team: from.name, before: from.roster, after: after.from }, cards, maxPlayers),
    ...rosterReasons({ team: to.name, before: to.roster, after: after.to }, cards, maxPlayers),
  ];
}
