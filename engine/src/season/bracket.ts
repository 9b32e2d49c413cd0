/**
 * A postseason bracket as plain, serializable data: seeded once from a `PostseasonFormat` and the seeded teams of each
 * group (league), then advanced one finished game at a time. Nothing here mutates its input, so a bracket can be
 * stored as JSON and revived between games.
 *
 * Seeding follows the standard single-elimination order (1 v 8, 4 v 5, 2 v 7, 3 v 6 for eight; fewer teams give the
 * best seeds a bye into the second round), which is exactly what MLB did:
 * - 2022 on (six a league): 3 v 6 and 4 v 5 in the Wild Card Series; seeds 1 and 2 wait for the Division Series
 *   (1 meets the 4/5 winner, 2 the 3/6 winner).
 * - 2012–2021 (five): the Wild Card Game is 4 v 5, its winner meets seed 1; 2 v 3 in the other Division Series.
 * - 2020 (eight): 1 v 8, 2 v 7, 3 v 6, 4 v 5; then the 1/8 winner meets the 4/5 winner.
 * - 1995–2011 (four): 1 v 4 and 2 v 3. MLB kept two teams of the same division apart in the Division Series (then
 *   1 met 3); that needs divisions, which the seeds alone do not tell, so the restriction is ignored.
 * - 1969–1994 (two): 1 v 2 in the League Championship Series.
 * - Before 1969 (one): the pennant winners meet in the World Series.
 *
 * Home advantage: `top` is the better (lower) seed; a slot filled from an earlier round is re-ordered once both teams
 * are known (so a 3 seed hosts a 4 seed in the League Championship Series). Between groups the seeds in the group
 * say who is better; on equal seeds group 0 is top, so the caller orders the groups to give home advantage (history
 * alternated it between the leagues, then gave it to the All-Star Game winner, then to the better record).
 *
 * Rounds are played in order across the whole bracket, as MLB does: a series starts when every series of the round
 * before it is over (a 2 v 3 Division Series waits for the Wild Card Game).
 */
import { winsNeeded, type PostseasonFormat, type PostseasonRound } from './postseason';

export interface BracketSeries {
  /** Index in `Bracket.series`. */
  id: number;
  /** Index into the format's rounds (and `Bracket.rounds`). */
  round: number;
  name: string;
  bestOf: number;
  /** The group (league) the series is played in; null for the final between groups. */
  group: number | null;
  /** Team indices, null until known; `top` has home advantage (the better seed). */
  top: number | null;
  bottom: number | null;
  /** Seeds within their group, 1 = best. */
  topSeed: number | null;
  bottomSeed: number | null;
  topWins: number;
  bottomWins: number;
  winner: number | null;
  /** Where the winner goes; null for the final. */
  next: { series: number; slot: 'top' | 'bottom' } | null;
}

export interface Bracket {
  rounds: Array<{ name: string; bestOf: number }>;
  series: BracketSeries[];
  champion: number | null;
  /**
   * The winner of each group's bracket (its pennant), null until decided. A format with `none` and two groups has no
   * champion; then the pennant winners are the best seeds, `seeds[g][0]`.
   */
  pennantWinners?: Array<number | null>;
}

/** Smallest power of two at least `n`. */
function bracketSize(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

/** Standard seed order of a bracket of `size` (a power of two): [1, 8, 4, 5, 2, 7, 3, 6] for eight. */
function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

function emptySeries(id: number, round: number, spec: { name: string; bestOf: number }, group: number | null): BracketSeries {
  return { id, round, name: spec.name, bestOf: spec.bestOf, group, top: null, bottom: null, topSeed: null, bottomSeed: null, topWins: 0, bottomWins: 0, winner: null, next: null };
}

/** Puts a team in a slot; once both teams are known the better seed becomes `top` (ties keep the order). */
function place(s: BracketSeries, slot: 'top' | 'bottom', team: number, seed: number | null): void {
  if (slot === 'top') {
    s.top = team;
    s.topSeed = seed;
  } else {
    s.bottom = team;
    s.bottomSeed = seed;
  }
  if (s.top !== null && s.bottom !== null && s.topSeed !== null && s.bottomSeed !== null && s.bottomSeed < s.topSeed) {
    [s.top, s.bottom, s.topSeed, s.bottomSeed] = [s.bottom, s.top, s.bottomSeed, s.topSeed];
  }
}

function checkSeeds(format: PostseasonFormat, seeds: number[][]): void {
  if (seeds.length !== 1 && seeds.length !== 2) throw new RangeError(`A bracket needs one or two groups, got ${seeds.length}`);
  const seen = new Set<number>();
  for (const [g, list] of seeds.entries()) {
    for (const team of list) {
      if (!Number.isInteger(team) || team < 0) throw new RangeError(`Group ${g}: team ${team} is not a team index`);
      if (seen.has(team)) throw new RangeError(`Team ${team} is seeded twice`);
      seen.add(team);
    }
    if (!format.none && list.length !== format.teamsPerLeague) {
      throw new RangeError(`Group ${g} has ${list.length} seeded teams; the format takes ${format.teamsPerLeague}`);
    }
  }
}

/**
 * Seeds a bracket. `seeds[g]` = team indices of group g in seed order (best first), already cut to
 * `format.teamsPerLeague`.
 * - Two groups: the first rounds run within each group and produce its pennant winner; the format's last round (the
 *   World Series, `group` null) is between the two pennant winners.
 * - One group (a small league): the rounds run within the group and its last round is the final, named (and as long
 *   as) the format's last round; `rounds` then leaves out the round between groups. With one team a group and one
 *   group, that team is the champion without a game.
 * - A format with `none` (pennant only): an empty bracket; the champion is the best seed of a single group, or null
 *   with two groups, whose `pennantWinners` are then `seeds[g][0]`.
 */
export function seedBracket(format: PostseasonFormat, seeds: number[][]): Bracket {
  checkSeeds(format, seeds);
  if (format.none || format.rounds.length === 0) {
    const pennantWinners = seeds.map((list) => list[0] ?? null);
    return { rounds: [], series: [], champion: seeds.length === 1 ? (pennantWinners[0] ?? null) : null, pennantWinners };
  }
  const teams = format.teamsPerLeague;
  if (!Number.isInteger(teams) || teams < 1) throw new RangeError(`A format with rounds needs at least one team a group, got ${teams}`);
  const size = bracketSize(teams);
  const groupRounds = Math.log2(size);
  const groups = seeds.length;
  const spec = (r: PostseasonRound | undefined) => ({ name: r?.name ?? '', bestOf: r?.bestOf ?? 1 });
  let rounds: Bracket['rounds'];
  if (groups === 2) {
    if (format.rounds.length !== groupRounds + 1) {
      throw new RangeError(`${teams} teams a group need ${groupRounds} rounds in the group and one between groups; the format has ${format.rounds.length}`);
    }
    rounds = format.rounds.map(spec);
  } else {
    if (format.rounds.length < groupRounds) throw new RangeError(`${teams} teams need ${groupRounds} rounds; the format has ${format.rounds.length}`);
    rounds = format.rounds.slice(0, groupRounds).map(spec);
    if (groupRounds > 0) rounds[groupRounds - 1] = spec(format.rounds[format.rounds.length - 1]);
  }
  if (groups === 1 && groupRounds === 0) {
    const champion = seeds[0]?.[0] ?? null;
    return { rounds, series: [], champion, pennantWinners: [champion] };
  }

  const order = seedOrder(size);
  const series: BracketSeries[] = [];
  // Per group and round, the series at each bracket position (positions halve each round); null = no series (a bye).
  const at: Array<Array<Array<BracketSeries | null>>> = seeds.map(() => []);
  for (let r = 0; r < groupRounds; r++) {
    for (let g = 0; g < groups; g++) {
      const positions = size >> (r + 1);
      const row: Array<BracketSeries | null> = [];
      for (let p = 0; p < positions; p++) {
        const playing = r > 0 || ((order[2 * p] as number) <= teams && (order[2 * p + 1] as number) <= teams);
        if (!playing) {
          row.push(null);
          continue;
        }
        const s = emptySeries(series.length, r, rounds[r] as Bracket['rounds'][number], g);
        series.push(s);
        row.push(s);
      }
      (at[g] as Array<Array<BracketSeries | null>>).push(row);
    }
  }
  const final = groups === 2 ? emptySeries(series.length, groupRounds, rounds[groupRounds] as Bracket['rounds'][number], null) : null;
  if (final) series.push(final);

  for (let g = 0; g < groups; g++) {
    const list = seeds[g] as number[];
    const byRound = at[g] as Array<Array<BracketSeries | null>>;
    // One team a group: it is the pennant winner and goes straight to the final.
    if (groupRounds === 0 && final) place(final, g === 0 ? 'top' : 'bottom', list[0] as number, 1);
    // First round: the two seeds of each pair, or the better one straight into round two on a bye.
    for (let p = 0; groupRounds > 0 && p < size / 2; p++) {
      const a = order[2 * p] as number;
      const b = order[2 * p + 1] as number;
      const first = byRound[0]?.[p];
      if (first) {
        place(first, 'top', list[a - 1] as number, a);
        place(first, 'bottom', list[b - 1] as number, b);
      } else {
        place(byRound[1]?.[p >> 1] as BracketSeries, p % 2 === 0 ? 'top' : 'bottom', list[a - 1] as number, a);
      }
    }
    for (let r = 0; r < groupRounds; r++) {
      for (const [p, s] of (byRound[r] as Array<BracketSeries | null>).entries()) {
        if (!s) continue;
        const to = r + 1 < groupRounds ? byRound[r + 1]?.[p >> 1] : final;
        if (to) s.next = { series: to.id, slot: r + 1 < groupRounds ? (p % 2 === 0 ? 'top' : 'bottom') : g === 0 ? 'top' : 'bottom' };
      }
    }
  }
  return { rounds, series, champion: null, pennantWinners: seeds.map((list) => (groupRounds === 0 ? (list[0] ?? null) : null)) };
}

/**
 * Whether the top (better) seed is home in game `game` (1-based) of a best-of-`bestOf` series: 2-3-2 for seven,
 * 2-2-1 for five, all at the better seed for three (MLB from 2022; 2020 too) and one. Best of nine (1903, 1919–1921)
 * follows 1919: 2-3-2-1-1. Other lengths alternate, the top seed first.
 */
export function topIsHome(bestOf: number, game: number): boolean {
  const patterns: Record<number, boolean[]> = {
    1: [true],
    3: [true, true, true],
    5: [true, true, false, false, true],
    7: [true, true, false, false, false, true, true],
    9: [true, true, false, false, false, true, true, false, true],
  };
  return patterns[bestOf]?.[game - 1] ?? game % 2 === 1;
}

/** The round being played: the earliest with a series not yet decided (null once there is a champion). */
function roundInPlay(bracket: Bracket): number | null {
  let round: number | null = null;
  for (const s of bracket.series) if (s.winner === null && (round === null || s.round < round)) round = s.round;
  return round;
}

/**
 * Games to play now: one for each undecided series of the round in play whose two teams are known, in series order,
 * with its home team by the series' pattern (`topIsHome`). Empty once there is a champion.
 */
export function nextBracketGames(bracket: Bracket): Array<{ series: number; home: number; away: number; gameOfSeries: number }> {
  const round = roundInPlay(bracket);
  const games: Array<{ series: number; home: number; away: number; gameOfSeries: number }> = [];
  for (const s of bracket.series) {
    if (s.round !== round || s.winner !== null || s.top === null || s.bottom === null) continue;
    const gameOfSeries = s.topWins + s.bottomWins + 1;
    const topHome = topIsHome(s.bestOf, gameOfSeries);
    games.push({ series: s.id, home: topHome ? s.top : s.bottom, away: topHome ? s.bottom : s.top, gameOfSeries });
  }
  return games;
}

/**
 * Records one finished game of series `series` won by team `winner` and returns a new bracket (the given one is not
 * changed): a series won moves its winner on, and the final sets the champion. Throws on an unknown series, a series
 * whose teams are not both known or whose round has not started, a decided series, or a team not in the series.
 */
export function recordBracketGame(bracket: Bracket, series: number, winner: number): Bracket {
  const current = Number.isInteger(series) ? bracket.series[series] : undefined;
  if (!current) throw new RangeError(`No series ${series} in the bracket`);
  if (current.winner !== null) throw new Error(`Series ${series} (${current.name}) is already decided`);
  if (current.top === null || current.bottom === null) throw new Error(`Series ${series} (${current.name}) does not know both teams yet`);
  if (current.round !== roundInPlay(bracket)) throw new Error(`Series ${series} (${current.name}) waits for the round before it`);
  if (winner !== current.top && winner !== current.bottom) throw new Error(`Team ${winner} does not play in series ${series} (${current.name})`);

  const next: Bracket = {
    ...bracket,
    rounds: bracket.rounds.map((r) => ({ ...r })),
    series: bracket.series.map((s) => ({ ...s, next: s.next ? { ...s.next } : null })),
  };
  const pennants = bracket.pennantWinners ? [...bracket.pennantWinners] : null;
  const s = next.series[series] as BracketSeries;
  if (winner === s.top) s.topWins += 1;
  else s.bottomWins += 1;
  if (Math.max(s.topWins, s.bottomWins) < winsNeeded(s)) return next;

  s.winner = winner;
  const seed = winner === s.top ? s.topSeed : s.bottomSeed;
  const to = s.next ? (next.series[s.next.series] as BracketSeries) : null;
  if (to && s.next) place(to, s.next.slot, winner, seed);
  else next.champion = winner;
  if (s.group !== null && (!to || to.group === null) && pennants) pennants[s.group] = winner;
  if (pennants) next.pennantWinners = pennants;
  return next;
}

const ROUND_NAMES: Array<PostseasonRound['name']> = ['World Series', 'League Championship Series', 'Division Series', 'Wild Card Series'];
const ROUND_BEST_OF = [7, 7, 5, 3];

/**
 * A single-elimination format of a league's own size: `teamsPerGroup` teams from each of `groups` (1 or 2) groups.
 * Counted back from the final, the rounds are the World Series (best of 7), League Championship Series (7), Division
 * Series (5) and Wild Card Series (3); earlier rounds of a large bracket are Wild Card Series (3) too. When the count is
 * not a power of two the best seeds get a bye into the second round. With two groups the World Series is between the
 * groups' pennant winners; with one group it is the group's last round. One team in one group: pennant only.
 */
export function customFormat(teamsPerGroup: number, groups: number): PostseasonFormat {
  if (!Number.isInteger(teamsPerGroup) || teamsPerGroup < 1) throw new RangeError(`teamsPerGroup must be a positive whole number, got ${teamsPerGroup}`);
  if (groups !== 1 && groups !== 2) throw new RangeError(`groups must be 1 or 2, got ${groups}`);
  const base = { teamsPerLeague: teamsPerGroup, divisionWinners: 0, tiebreakerGames: false };
  const size = bracketSize(teamsPerGroup);
  const groupRounds = Math.log2(size);
  const total = groupRounds + (groups === 2 ? 1 : 0);
  if (total === 0) return { ...base, rounds: [], none: 'Pennant only: the league champion is the team with the best record' };
  const rounds: PostseasonRound[] = [];
  for (let r = 0; r < total; r++) {
    const fromEnd = Math.min(total - 1 - r, ROUND_NAMES.length - 1);
    let entering = 0;
    if (r === 0 && groupRounds > 0) entering = 2 * (teamsPerGroup - size / 2);
    else if (r === 1 && groupRounds > 1) entering = size - teamsPerGroup;
    else if (r === groupRounds) entering = 1; // the pennant winners, as in MLB's formats
    rounds.push({ name: ROUND_NAMES[fromEnd] as PostseasonRound['name'], bestOf: ROUND_BEST_OF[fromEnd] as number, newTeamsPerLeague: entering });
  }
  return { ...base, rounds };
}
