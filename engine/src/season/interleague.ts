import { rollDie, seedRng, type RngState } from '../random/sfc32';

/** A series of one half of the season; the other half mirrors it with the hosts swapped. */
export interface HalfSeries {
  home: number;
  away: number;
  length: number;
}

/** A seeded shuffle (Fisher-Yates on the league's own stream): the seed, not the team order, decides. */
export function shuffled(values: number[], rng: RngState): number[] {
  const out = values.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = rollDie(rng, i + 1) - 1;
    [out[i], out[j]] = [out[j] as number, out[i] as number];
  }
  return out;
}

/**
 * Interleague games per team in one half of the season. The smaller group's teams play `perTeam` (rounded down to an
 * even number: every pairing is home and home), at most a quarter of any team's season each half so that each group
 * keeps at least half its games within itself; every interleague game needs an opponent from the other side, so the
 * larger group's teams share the same total and play fewer each (1998–2012: 14 AL teams, 16 NL teams).
 */
export function interleagueHalves(groups: number[][], perTeam: number, target: (t: number) => number, teamCount: number, rng: RngState): number[] {
  const half = new Array<number>(teamCount).fill(0);
  const [first, second] = groups as [number[], number[]];
  const [small, large] = first.length <= second.length ? [first, second] : [second, first];
  const floorQuarter = Math.min(...groups.flat().map((t) => Math.floor(target(t) / 4)));
  const each = Math.max(0, Math.min(Math.floor(perTeam / 2), floorQuarter));
  for (const t of small) half[t] = each;
  const total = each * small.length;
  const base = Math.floor(total / large.length);
  const extra = total - base * large.length;
  // Which of the larger group's teams play the odd series more is the seed's choice, not the team order's.
  shuffled(large, rng).forEach((t, i) => {
    half[t] = base + (i < extra ? 1 : 0);
  });
  return half;
}

/**
 * One half's interleague series in rounds: each round pairs every team still owed games with a free opponent from the
 * other group (the one it has met least, then the one owed most), three games a series or what is left. The two
 * groups' totals are equal, so a round always pairs someone while games are owed.
 */
export function interleagueRounds(groups: number[][], half: number[], rng: RngState): HalfSeries[][] {
  const [a, b] = [shuffled(groups[0] as number[], rng), shuffled(groups[1] as number[], rng)];
  const left = half.slice();
  const met = new Map<string, number>();
  const rounds: HalfSeries[][] = [];
  for (let r = 0; ; r += 1) {
    const owed = a.filter((t) => (left[t] as number) > 0).sort((x, y) => (left[y] as number) - (left[x] as number));
    if (owed.length === 0) return rounds;
    const free = new Set(b.filter((t) => (left[t] as number) > 0));
    const round: HalfSeries[] = [];
    for (const x of owed) {
      const times = (y: number) => met.get(`${x}-${y}`) ?? 0;
      let best = -1;
      for (const y of b) {
        if (!free.has(y)) continue;
        if (best < 0 || times(y) < times(best) || (times(y) === times(best) && (left[y] as number) > (left[best] as number))) best = y;
      }
      if (best < 0) continue;
      free.delete(best);
      const length = Math.min(3, left[x] as number, left[best] as number);
      // Hosts alternate by round, so a team's interleague home and away series follow each other.
      round.push(r % 2 === 0 ? { home: x, away: best, length } : { home: best, away: x, length });
      left[x] = (left[x] as number) - length;
      left[best] = (left[best] as number) - length;
      met.set(`${x}-${best}`, (met.get(`${x}-${best}`) ?? 0) + 1);
    }
    rounds.push(round);
  }
}

/**
 * One half of the season with the interleague rounds spread through it: each group's own series and the rounds keep
 * their order and advance together (by the share of each list already placed), so the groups' rounds stay side by
 * side and the games between the groups come all through the season rather than as one block.
 */
export function spreadRounds(parts: Array<{ series: HalfSeries[]; roundSize: number }>, rounds: HalfSeries[][]): HalfSeries[] {
  const keyed: Array<{ key: number; list: HalfSeries[] }> = [];
  for (const { series, roundSize } of parts) {
    // A whole round of the group's own series shares one place, so no team waits on an interleague round mid-round.
    const count = Math.ceil(series.length / roundSize);
    series.forEach((s, i) => keyed.push({ key: (Math.floor(i / roundSize) + 0.5) / count, list: [s] }));
  }
  rounds.forEach((round, i) => keyed.push({ key: i / rounds.length, list: round }));
  return keyed.sort((a, b) => a.key - b.key).flatMap((k) => k.list);
}

export const interleagueRng = (seed: string | number) => seedRng(`interleague-${seed}`);
