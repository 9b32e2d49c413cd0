import { seedRng, type RngState } from '../random/sfc32';
import { interleagueHalves, interleagueRng, interleagueRounds, shuffled, spreadRounds } from './interleague';

/** One game of a season: its day (0 = opening day), the teams (indices into the league's team list), its series. */
export interface ScheduledGame {
  day: number;
  home: number;
  away: number;
  /** Games of one series share this number (consecutive days, same park). */
  series: number;
}

export interface ScheduleRequest {
  /** Teams that play one another, by index; a team plays within its group, and across only as `interleague` allows. */
  groups: number[][];
  /** Games each team plays: one number for all, or one per team index (a real season's uneven totals). */
  gamesPerTeam: number | number[];
  /**
   * Games per team against the other group (two groups only), counted within `gamesPerTeam`: home and home, so an
   * even number, at most half a team's season; the larger group's teams share the smaller group's total and play
   * fewer each. 0 or absent: none, as before interleague play.
   */
  interleague?: number;
  seed: string | number;
  /** Longest run of consecutive days a team plays before an off day (MLB's limit is 20). */
  maxStreak?: number;
  /**
   * Divisions within the groups (team index lists) and how many extra three-game series each team plays against
   * each division rival in each half, before the group's own round-robins: real schedules from 1969 weighted division
   * rivals (19 games each in 2013–2022 against 6 or 7 for the rest of the league). Absent: a balanced schedule.
   */
  divisions?: { teams: number[][]; extraSeries: number };
}

/** Why a schedule cannot be made, in words a league form can show. */
export class ScheduleError extends Error {}

interface Series {
  home: number;
  away: number;
  length: number;
}

/** Round-robin rounds by the circle method; with an odd count, the team paired with -1 sits out that round. */
function circleRounds(teams: number[]): Array<Array<[number, number]>> {
  const list = teams.length % 2 === 0 ? teams.slice() : [...teams, -1];
  const n = list.length;
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 0; r < n - 1; r += 1) {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < n / 2; i += 1) {
      const a = list[i] as number;
      const b = list[n - 1 - i] as number;
      if (a < 0 || b < 0) continue;
      // Alternate who hosts so that a team's home and away series follow each other.
      pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    // Keep the first team fixed, rotate the rest one place.
    list.splice(1, 0, list.pop() as number);
  }
  return rounds;
}

/**
 * The mirrored part of a group's season, one half of it: whole round-robins of three-game series while every team
 * still needs a whole one (so a team sitting out a round with an odd count falls no further behind than the rest),
 * then series between the teams furthest short, until at most one team is left short.
 */
function halfSeason(group: number[], half: number[], rng: RngState, divisions: number[][] = [], extraSeries = 0): Series[] {
  const left = half.slice();
  const series: Series[] = [];
  // Division rivals first: whole round-robins of each division while every member still has room for one and a
  // round-robin of the whole group after it, so the group's own cycle below is never squeezed out.
  const groupCycle = 3 * (group.length - 1);
  for (let k = 0; k < extraSeries; k += 1) {
    for (const division of divisions) {
      if (division.length < 2) continue;
      const cycle = 3 * (division.length - 1);
      if (!division.every((t) => (left[t] as number) >= cycle + groupCycle)) continue;
      // Nor may the rivals' games leave a team owing more, after the group's round-robins, than the others can
      // still play with it (a lone team of a division would be stranded).
      const after = group.map((t) => (left[t] as number) - (division.includes(t) ? cycle : 0));
      const cycles = Math.floor(Math.min(...after) / groupCycle);
      const rest = after.map((x) => x - cycles * groupCycle);
      if (Math.max(...rest) * 2 > rest.reduce((x, y) => x + y, 0)) continue;
      for (const round of circleRounds(shuffled(division, rng))) {
        for (const [home, away] of round) {
          series.push({ home, away, length: 3 });
          left[home] = (left[home] as number) - 3;
          left[away] = (left[away] as number) - 3;
        }
      }
    }
  }
  const order = shuffled(group, rng);
  const rank = new Map(order.map((t, i) => [t, i]));
  const rounds = circleRounds(order);
  const perCycle = 3 * (group.length - 1);
  while (group.every((t) => (left[t] as number) >= perCycle)) {
    for (const round of rounds) {
      for (const [home, away] of round) {
        series.push({ home, away, length: 3 });
        left[home] = (left[home] as number) - 3;
        left[away] = (left[away] as number) - 3;
      }
    }
  }
  let last = '';
  for (;;) {
    const short = group.filter((t) => (left[t] as number) > 0).sort((a, b) => (left[b] as number) - (left[a] as number) || (rank.get(a) as number) - (rank.get(b) as number));
    if (short.length < 2) return series;
    // The two furthest short, unless they just met and a third team can take one of the places.
    const a = short[0] as number;
    const b = (`${a}-${short[1]}` === last && short.length > 2 ? short[2] : short[1]) as number;
    const length = feasibleLength(group, left, a, b);
    const [home, away] = series.length % 2 === 0 ? [a, b] : [b, a];
    series.push({ home, away, length });
    left[a] = (left[a] as number) - length;
    left[b] = (left[b] as number) - length;
    last = `${a}-${b}`;
  }
}

/**
 * The longest series (up to three games) between a and b after which the games still owed can all be paired: no
 * team may be left owing more than all the others together.
 */
function feasibleLength(group: number[], left: number[], a: number, b: number): number {
  for (let length = Math.min(3, left[a] as number, left[b] as number); length > 1; length -= 1) {
    const after = group.map((t) => (left[t] as number) - (t === a || t === b ? length : 0));
    const total = after.reduce((x, y) => x + y, 0);
    if (Math.max(...after) * 2 <= total) return length;
  }
  return 1;
}

/** Single make-up games for what the mirrored part left: the two teams furthest short meet first. */
function makeUpGames(group: number[], left: number[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (;;) {
    const short = group.filter((t) => (left[t] as number) > 0).sort((a, b) => (left[b] as number) - (left[a] as number) || a - b);
    if (short.length === 0) return pairs;
    if (short.length === 1) throw new ScheduleError(`team ${short[0]} would be ${left[short[0] as number]} game(s) short: the totals cannot be paired`);
    const [a, b] = short as [number, number];
    pairs.push([a, b]);
    left[a] = (left[a] as number) - 1;
    left[b] = (left[b] as number) - 1;
  }
}

/**
 * Hosts for single games so that every team's home and away differ by at most one: walk Euler circuits of the games
 * (odd-degree teams joined through a dummy team first) and host each game at the team the walk leaves.
 */
function orientBalanced(pairs: Array<[number, number]>): Series[] {
  const DUMMY = -1;
  const degree = new Map<number, number>();
  for (const [a, b] of pairs) for (const t of [a, b]) degree.set(t, (degree.get(t) ?? 0) + 1);
  const edges: Array<[number, number]> = [...pairs];
  for (const [t, d] of degree) if (d % 2 === 1) edges.push([t, DUMMY]);
  const incident = new Map<number, number[]>();
  edges.forEach(([a, b], i) => {
    for (const t of [a, b]) incident.set(t, [...(incident.get(t) ?? []), i]);
  });
  const used = new Array<boolean>(edges.length).fill(false);
  const out: Series[] = [];
  for (const start of incident.keys()) {
    // Hierholzer: follow unused edges; each step hosts the game at the team it leaves.
    const stack = [start];
    while (stack.length > 0) {
      const at = stack[stack.length - 1] as number;
      const list = incident.get(at) as number[];
      while (list.length > 0 && used[list[list.length - 1] as number]) list.pop();
      const next = list.pop();
      if (next === undefined) {
        stack.pop();
        continue;
      }
      used[next] = true;
      const [a, b] = edges[next] as [number, number];
      const to = a === at ? b : a;
      if (at !== DUMMY && to !== DUMMY) out.push({ home: at, away: to, length: 1 });
      stack.push(to);
    }
  }
  return out;
}

/**
 * A season schedule: every team plays exactly its number of games, within its group but for `interleague`; home and
 * away are equal for an even total and one apart for an odd one (the second half mirrors the first with the hosts
 * swapped; the few make-up games left are hosted along Euler circuits); no team plays twice on a day; series run on
 * consecutive days, and a team gets an off day before a run longer than `maxStreak` days.
 */
export function makeSeasonSchedule({ groups, gamesPerTeam, seed, maxStreak = 20, interleague = 0, divisions }: ScheduleRequest): ScheduledGame[] {
  const teamCount = groups.reduce((n, g) => Math.max(n, ...g.map((t) => t + 1)), 0);
  const total = (t: number) => (typeof gamesPerTeam === 'number' ? gamesPerTeam : (gamesPerTeam[t] ?? 0));
  if (interleague > 0 && groups.length !== 2) throw new ScheduleError('interleague play needs two groups');
  for (const group of groups) if (group.length < 2) throw new ScheduleError('a group needs at least two teams');
  // Interleague games come off each team's total first (their own rng: a schedule without them is drawn as before).
  const otherRng = interleagueRng(seed);
  const across = interleague > 0 ? interleagueHalves(groups, interleague, total, teamCount, otherRng) : new Array<number>(teamCount).fill(0);
  const target = (t: number) => total(t) - 2 * (across[t] as number);
  const rng = seedRng(`schedule-${seed}`);
  const firstHalf: Series[] = [];
  const parts: Array<{ series: Series[]; roundSize: number }> = [];
  const makeUps: Series[] = [];
  for (const group of groups) {
    // The mirrored part leaves each team two or three games, played as single make-up games: the halves are balanced
    // exactly, the make-ups within one, and no parity of team count and total can block the pairing.
    const half = Array.from({ length: teamCount }, (_, t) => Math.max(0, Math.floor((target(t) - 2) / 2)));
    const mine = new Set(group);
    const ownDivisions = (divisions?.teams ?? []).filter((d) => d.every((t) => mine.has(t)));
    const part = halfSeason(group, half, rng, ownDivisions, divisions?.extraSeries ?? 0);
    firstHalf.push(...part);
    parts.push({ series: part, roundSize: Math.max(1, Math.floor(group.length / 2)) });
    const left = Array.from({ length: teamCount }, (_, t) => target(t));
    for (const s of part) {
      left[s.home] = (left[s.home] as number) - 2 * s.length;
      left[s.away] = (left[s.away] as number) - 2 * s.length;
    }
    makeUps.push(...orientBalanced(makeUpGames(group, left)));
  }
  const half = interleague > 0 ? spreadRounds(parts, interleagueRounds(groups, across, otherRng)) : firstHalf;
  const all = [...half, ...half.map((s) => ({ home: s.away, away: s.home, length: s.length })), ...makeUps];

  const nextFree = new Array<number>(teamCount).fill(0);
  const streak = new Array<number>(teamCount).fill(0);
  const games: ScheduledGame[] = [];
  all.forEach((s, number) => {
    let start = Math.max(nextFree[s.home] as number, nextFree[s.away] as number);
    const runOf = (t: number) => (start === nextFree[t] ? (streak[t] as number) : 0);
    // An off day when the series would stretch either team's run of playing days past the limit.
    if (runOf(s.home) + s.length > maxStreak || runOf(s.away) + s.length > maxStreak) start += 1;
    for (const t of [s.home, s.away]) {
      streak[t] = (start === nextFree[t] ? (streak[t] as number) : 0) + s.length;
      nextFree[t] = start + s.length;
    }
    for (let k = 0; k < s.length; k += 1) games.push({ day: start + k, home: s.home, away: s.away, series: number });
  });
  return games.sort((a, b) => a.day - b.day || a.series - b.series);
}
