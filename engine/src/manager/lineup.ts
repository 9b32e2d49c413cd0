import type { LineupSpot, PlayerCard, Position, Roster } from '../types';
import { hitterValue, onBase } from './value';

/** Hardest positions first so a shortstop is not spent at first base. */
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
 * Computer lineup: regulars by season games and PA at their positions, the best remaining
 * hitter at DH, batting order by on-base (top) and run value (middle).
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
  const used = new Set<string>();
  const field: LineupSpot[] = [];
  const byPa = cards.slice().sort((a, b) => b.pa - a.pa || (a.id < b.id ? -1 : 1));
  for (const pos of FILL_ORDER) {
    // Most-used eligible player at the position; anyone left if nobody is eligible.
    let pick: Candidate | undefined;
    for (const c of byPa) if (!used.has(c.id) && c.card.positions.includes(pos)) { pick = c; break; }
    if (!pick) for (const c of byPa) if (!used.has(c.id)) { pick = c; break; }
    // Late in a league season the regulars reach the usage limit: a bench bat with room takes a corner before a
    // regular goes past his real playing time (replays had 1927 outfielders at 110 % of theirs).
    if (pick?.over && EASY_POSITIONS.has(pos)) for (const c of byPa) if (!used.has(c.id) && !c.over) { pick = c; break; }
    if (!pick) throw new Error(`Roster ${roster.teamId} cannot field ${pos}`);
    used.add(pick.id);
    field.push({ cardId: pick.id, position: pos });
  }
  if (dh) {
    const rest = cards.filter((c) => !used.has(c.id)).sort((a, b) => b.pa * b.hv - a.pa * a.hv);
    const pick = rest[0];
    if (!pick) throw new Error(`Roster ${roster.teamId} has no DH`);
    field.push({ cardId: pick.id, position: 'DH' });
  }
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
