import type { LineupSpot, PlayerCard, Position, Roster } from '../types';
import { assignMinCost } from './assign';
import { hitterValue, onBase } from './value';

/** The positions of a lineup without its DH (the order of the `field` list before the batting order). */
const FILL_ORDER: Position[] = ['C', 'SS', '2B', 'CF', '3B', 'RF', 'LF', '1B'];

const usable = (r: Roster) => r.players.filter((p) => p.available !== false).map((p) => p.card);

/** A lineup candidate with the numbers the lineup ranks by (computed once, not in every comparison). */
interface Candidate {
  card: PlayerCard;
  id: string;
  /** Plate appearances with this team when known, else for the season (the roster's last entry for the id). */
  pa: number;
  /** `hitterValue(card)`. */
  hv: number;
  /** Back past the league's usage limit only to fill out the side (`RosterPlayer.overLimit`). */
  over: boolean;
}

/** Where a player with room under the usage limit plays out of position before one past it plays his own. */
const EASY_POSITIONS: ReadonlySet<Position> = new Set(['1B', 'LF', 'RF']);

/**
 * Costs of the lineup's assignment, in tiers far apart so that no difference of playing time crosses one: a player
 * with room at his own position, then (corners only) one with room out of position, then one past the usage limit at
 * his own position, then anyone anywhere, so a roster short of a position still fields a side.
 */
const OUT_OF_POSITION_EASY = 1e5;
const PAST_LIMIT = 1e6;
const OUT_OF_POSITION = 1e8;
/** Plate appearances of priority a step down a player's positions (most games first) is worth: a tie-break. */
const POSITION_STEP = 10;

/** Cost of `c` at `pos` (lower is better): minus his priority, plus the tier he would play in. */
function spotCost(c: Candidate, pos: Position): number {
  if (pos === 'DH') return c.over ? PAST_LIMIT + overCost(c) : -c.pa + (c.card.primaryPosition === 'DH' ? 0 : POSITION_STEP);
  const rank = c.card.positions.indexOf(pos);
  if (rank >= 0) return c.over ? PAST_LIMIT + overCost(c) + POSITION_STEP * rank : -c.pa + POSITION_STEP * rank;
  if (!c.over && EASY_POSITIONS.has(pos)) return OUT_OF_POSITION_EASY - c.pa;
  return OUT_OF_POSITION - c.pa;
}

/** Among players past the limit, the least over first: their priority is `OVER_LIMIT_PRIORITY / usage ratio`. */
const overCost = (c: Candidate) => (c.pa > 0 ? Math.min(1e4, 0.1 / c.pa) : 1e4);

/**
 * Computer lineup: the side whose players are furthest behind their real playing time in all (in a league season
 * `teamPa` is that priority; elsewhere it is the real plate appearances, so the regulars), each at a position he
 * played, found as one assignment of players to positions rather than position by position. Then the batting order
 * by on-base (top) and run value (middle).
 */
export function buildLineup(roster: Roster, dh: boolean, pitcherId: string): LineupSpot[] {
  const paById = new Map<string, number>();
  for (const p of roster.players) paById.set(p.card.cardId, p.teamPa ?? p.card.batting.pa);
  const cards: Candidate[] = [];
  for (const p of roster.players) {
    const c = p.card;
    if (p.available === false || c.primaryPosition === 'P' || c.cardId === pitcherId) continue;
    cards.push({ card: c, id: c.cardId, pa: paById.get(c.cardId) ?? 0, hv: hitterValue(c), over: p.overLimit === true });
  }
  // One column per player: a card listed twice must not fill two positions.
  const seen = new Set<string>();
  const byPa = cards
    .slice()
    .sort((a, b) => b.pa - a.pa || (a.id < b.id ? -1 : 1))
    .filter((c) => !seen.has(c.id) && !!seen.add(c.id));
  if (byPa.length < FILL_ORDER.length) throw new Error(`Roster ${roster.teamId} cannot field ${FILL_ORDER[byPa.length]}`);
  if (dh && byPa.length === FILL_ORDER.length) throw new Error(`Roster ${roster.teamId} has no DH`);
  const spots: Position[] = dh ? [...FILL_ORDER, 'DH'] : FILL_ORDER;
  const picks = assignMinCost(spots.map((pos) => byPa.map((c) => spotCost(c, pos))));
  const field: LineupSpot[] = spots.map((pos, i) => ({ cardId: (byPa[picks[i] as number] as Candidate).id, position: pos }));
  // By id, the last candidate with it (as a Map built from the list keeps).
  const byId = new Map<string, Candidate>();
  for (const c of cards) byId.set(c.id, c);
  const hvOf = (x: LineupSpot) => (byId.get(x.cardId) as Candidate).hv;
  const ranked = field.slice().sort((a, b) => hvOf(b) - hvOf(a));
  // Best OBP of the top five leads off; the two best hitters bat 3rd and 4th.
  const top = ranked.slice(0, 5);
  const ob = new Map(top.map((x) => [x, onBase((byId.get(x.cardId) as Candidate).card.batting.rates)]));
  const lead = top.slice().sort((a, b) => (ob.get(b) as number) - (ob.get(a) as number))[0] as LineupSpot;
  const others = ranked.filter((x) => x !== lead);
  const order: LineupSpot[] = [lead, others[2], others[0], others[1], ...others.slice(3)].filter((x): x is LineupSpot => !!x);
  if (!dh) order.push({ cardId: pitcherId, position: 'P' });
  return order;
}

/** Computer pick when no starter is given: the rested starter with most season starts. */
export function defaultStarter(roster: Roster): string {
  const ps = usable(roster).filter((c) => c.pitching);
  ps.sort((a, b) => (b.pitching?.gamesStarted ?? 0) - (a.pitching?.gamesStarted ?? 0) || (a.cardId < b.cardId ? -1 : 1));
  const first = ps[0];
  if (!first) throw new Error(`Roster ${roster.teamId} has no pitcher`);
  return first.cardId;
}
