import type { Roster } from '../types';

/**
 * Rotation by games started: each game goes to the available starter furthest behind his
 * share of the team's real starts (share_i * games so far - starts_i), needing `minRestDays`
 * since his last start. Reproduces the real distribution of starts over a season.
 */
export function chooseStarter(
  roster: Roster, startsSoFar: Record<string, number>, lastStartDay: Record<string, number>, day: number, minRestDays = 4,
): string {
  const gs = (p: Roster['players'][number]) => p.teamGs ?? p.card.pitching?.gamesStarted ?? 0;
  const ps = roster.players.filter((p) => p.available !== false && gs(p) > 0);
  const total = ps.reduce((a, p) => a + gs(p), 0);
  const games = Object.values(startsSoFar).reduce((a, b) => a + b, 0) + 1;
  let best: string | null = null, bestScore = -Infinity;
  for (const p of ps) {
    const id = p.card.cardId;
    const rested = day - (lastStartDay[id] ?? -99) > minRestDays;
    const share = gs(p) / total;
    const score = share * games - (startsSoFar[id] ?? 0) - (rested ? 0 : 1000);
    if (score > bestScore || (score === bestScore && best !== null && id < best)) { best = id; bestScore = score; }
  }
  if (best) return best;
  const any = roster.players.find((p) => p.card.pitching);
  if (!any) throw new Error(`Roster ${roster.teamId} has no pitcher`);
  return any.card.cardId;
}
