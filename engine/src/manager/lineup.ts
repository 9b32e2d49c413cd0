import type { LineupSpot, PlayerCard, Position, Roster } from '../types';
import { hitterValue, onBase } from './value';

/** Hardest positions first so a shortstop is not spent at first base. */
const FILL_ORDER: Position[] = ['C', 'SS', '2B', 'CF', '3B', 'RF', 'LF', '1B'];

const usable = (r: Roster) => r.players.filter((p) => p.available !== false).map((p) => p.card);
/** Plate appearances with this team when known, else for the season. */
const paWith = (r: Roster) => {
  const m = new Map(r.players.map((p) => [p.card.cardId, p.teamPa ?? p.card.batting.pa]));
  return (c: PlayerCard) => m.get(c.cardId) ?? 0;
};
const isPitcherCard = (c: PlayerCard) => c.primaryPosition === 'P';

/**
 * Computer lineup: regulars by season games and PA at their positions, the best remaining
 * hitter at DH, batting order by on-base (top) and run value (middle).
 */
export function buildLineup(roster: Roster, dh: boolean, pitcherId: string): LineupSpot[] {
  const cards = usable(roster).filter((c) => !isPitcherCard(c) && c.cardId !== pitcherId);
  const pa = paWith(roster);
  const used = new Set<string>();
  const field: LineupSpot[] = [];
  const byPa = [...cards].sort((a, b) => pa(b) - pa(a) || (a.cardId < b.cardId ? -1 : 1));
  for (const pos of FILL_ORDER) {
    // Most-used eligible player at the position; anyone left if nobody is eligible.
    const pick = byPa.find((c) => !used.has(c.cardId) && c.positions.includes(pos)) ?? byPa.find((c) => !used.has(c.cardId));
    if (!pick) throw new Error(`Roster ${roster.teamId} cannot field ${pos}`);
    used.add(pick.cardId);
    field.push({ cardId: pick.cardId, position: pos });
  }
  if (dh) {
    const rest = cards.filter((c) => !used.has(c.cardId)).sort((a, b) => pa(b) * hitterValue(b) - pa(a) * hitterValue(a));
    const pick = rest[0];
    if (!pick) throw new Error(`Roster ${roster.teamId} has no DH`);
    field.push({ cardId: pick.cardId, position: 'DH' });
  }
  const byId = new Map(cards.map((c) => [c.cardId, c]));
  const hv = new Map(field.map((x) => [x.cardId, hitterValue(byId.get(x.cardId) as PlayerCard)]));
  const ranked = [...field].sort((a, b) => (hv.get(b.cardId) as number) - (hv.get(a.cardId) as number));
  // Best OBP of the top five leads off; the two best hitters bat 3rd and 4th.
  const top = ranked.slice(0, 5);
  const lead = [...top].sort((a, b) => onBase((byId.get(b.cardId) as PlayerCard).batting.rates) - onBase((byId.get(a.cardId) as PlayerCard).batting.rates))[0] as LineupSpot;
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
