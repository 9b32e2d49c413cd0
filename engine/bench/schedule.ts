import { nextUnit, seedRng } from '../src/random/sfc32';

export interface ScheduledGame { day: number; home: number; away: number }

/**
 * A season schedule in days: each day the teams that still owe games are shuffled, ordered by
 * games still owed (most first) and paired; teams play only within their own league.
 */
export function makeSchedule(teamGames: number[], leagueOf: string[], seed: string): ScheduledGame[] {
  const rng = seedRng(seed);
  const left = teamGames.slice();
  const games: ScheduledGame[] = [];
  for (let day = 0; left.some((g) => g > 0) && day < 400; day++) {
    const byLeague = new Map<string, number[]>();
    left.forEach((g, i) => { if (g > 0) { const l = leagueOf[i] as string; byLeague.set(l, [...(byLeague.get(l) ?? []), i]); } });
    for (const ids of byLeague.values()) {
      const keyed = ids.map((i) => ({ i, k: (left[i] as number) + nextUnit(rng) * 6 }));
      keyed.sort((a, b) => b.k - a.k);
      for (let j = 0; j + 1 < keyed.length; j += 2) {
        const a = (keyed[j] as { i: number }).i, b = (keyed[j + 1] as { i: number }).i;
        const homeFirst = nextUnit(rng) < 0.5;
        games.push({ day, home: homeFirst ? a : b, away: homeFirst ? b : a });
        left[a] = (left[a] as number) - 1;
        left[b] = (left[b] as number) - 1;
      }
    }
  }
  return games;
}
