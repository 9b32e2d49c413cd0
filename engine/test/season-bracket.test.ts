import fc from 'fast-check';
import { customFormat, nextBracketGames, recordBracketGame, seedBracket, topIsHome, type Bracket } from '../src/season/bracket';
import { postseasonFormat, winsNeeded, type PostseasonFormat } from '../src/season/postseason';

const YEARS = [1890, 1903, 1927, 1975, 1998, 2015, 2020, 2023];

/** Two groups of `n` teams: 0.. and 100.. in seed order. */
const twoGroups = (n: number): number[][] => [0, 1].map((g) => Array.from({ length: n }, (_, i) => g * 100 + i));

interface Played {
  series: number;
  round: number;
  bestOf: number;
  home: number;
  away: number;
  top: number;
  gameOfSeries: number;
}

/** Plays the bracket to its end, each game's winner by `pick` (true = home); optionally round-trips through JSON at `reviveAt`. */
function playOut(start: Bracket, pick: (i: number) => boolean, reviveAt = -1): { end: Bracket; played: Played[] } {
  let b = start;
  const played: Played[] = [];
  for (let step = 0; step < 1000; step++) {
    if (step === reviveAt) {
      const revived = JSON.parse(JSON.stringify(b)) as Bracket;
      expect(revived).toEqual(b);
      expect(nextBracketGames(revived)).toEqual(nextBracketGames(b));
      b = revived;
    }
    const games = nextBracketGames(b);
    if (games.length === 0) return { end: b, played };
    for (const g of games) {
      const s = b.series[g.series];
      if (!s || s.top === null) throw new Error('game of an unknown series');
      played.push({ series: g.series, round: s.round, bestOf: s.bestOf, home: g.home, away: g.away, top: s.top, gameOfSeries: g.gameOfSeries });
      const before = JSON.stringify(b);
      const after = recordBracketGame(b, g.series, pick(played.length) ? g.home : g.away);
      expect(JSON.stringify(b)).toBe(before);
      b = after;
    }
  }
  throw new Error('bracket did not finish in 1000 steps');
}

/** Checks a finished bracket and its games against the format. */
function checkFinished(format: PostseasonFormat, seeds: number[][], end: Bracket, played: Played[]): void {
  const all = seeds.flat();
  expect(end.champion).not.toBeNull();
  expect(all).toContain(end.champion);
  expect(nextBracketGames(end)).toEqual([]);
  const finals = end.series.filter((s) => s.next === null);
  expect(finals).toHaveLength(1);
  expect(finals[0]?.winner).toBe(end.champion);
  for (const s of end.series) {
    const need = winsNeeded(s);
    expect(Math.max(s.topWins, s.bottomWins)).toBe(need);
    expect(Math.min(s.topWins, s.bottomWins)).toBeLessThan(need);
    expect(s.winner).toBe(s.topWins === need ? s.top : s.bottom);
    expect(played.filter((p) => p.series === s.id)).toHaveLength(s.topWins + s.bottomWins);
  }
  // Each team loses at most one series and plays no game after it.
  for (const team of all) {
    const lost = end.series.filter((s) => (s.top === team || s.bottom === team) && s.winner !== team);
    expect(lost.length).toBeLessThanOrEqual(team === end.champion ? 0 : 1);
  }
  // Teams enter in the round the format says (a bye team plays only from its round), within each group.
  const groupRounds = end.rounds.length - (seeds.length === 2 ? 1 : 0);
  for (const group of seeds) {
    const firstRound = group.map((t) => Math.min(...played.filter((p) => p.home === t || p.away === t).map((p) => p.round)));
    for (let r = 0; r < groupRounds; r++) {
      const entering = firstRound.filter((x) => x === r).length;
      expect(entering).toBe(format.rounds[r]?.newTeamsPerLeague);
    }
  }
  // Rounds are played in order: no game of a round before a game of an earlier one.
  for (let i = 1; i < played.length; i++) expect((played[i] as Played).round).toBeGreaterThanOrEqual((played[i - 1] as Played).round);
  // Home teams follow the pattern: 2-3-2 for seven, 2-2-1 for five, all at the better seed for three and one.
  const patterns: Record<number, string> = { 1: 'T', 3: 'TTT', 5: 'TTBBT', 7: 'TTBBBTT', 9: 'TTBBBTTBT' };
  for (const s of end.series) {
    const homes = played.filter((p) => p.series === s.id).map((p) => (p.home === p.top ? 'T' : 'B')).join('');
    expect(patterns[s.bestOf]?.startsWith(homes)).toBe(true);
    expect(played.filter((p) => p.series === s.id).map((p) => p.gameOfSeries)).toEqual(homes.split('').map((_, i) => i + 1));
  }
}

describe('seedBracket by era', () => {
  // First-round pairings (seeds) of each group, and the seeds waiting for round two.
  test.each([
    [1975, [[1, 2]], []],
    [1998, [[1, 4], [2, 3]], []],
    [2015, [[4, 5]], [1, 2, 3]],
    [2020, [[1, 8], [4, 5], [2, 7], [3, 6]], []],
    [2023, [[4, 5], [3, 6]], [1, 2]],
  ])('%i: first round %j, byes %j', (year, pairs, byes) => {
    const format = postseasonFormat(year);
    const seeds = twoGroups(format.teamsPerLeague);
    const b = seedBracket(format, seeds);
    expect(b.rounds).toEqual(format.rounds.map((r) => ({ name: r.name, bestOf: r.bestOf })));
    for (const g of [0, 1]) {
      const first = b.series.filter((s) => s.round === 0 && s.group === g);
      expect(first.map((s) => [s.topSeed, s.bottomSeed])).toEqual(pairs);
      expect(first.map((s) => [s.top, s.bottom])).toEqual(pairs.map(([a, c]) => [g * 100 + (a as number) - 1, g * 100 + (c as number) - 1]));
      const waiting = b.series.filter((s) => s.round === 1 && s.group === g).flatMap((s) => [s.topSeed, s.bottomSeed]).filter((x) => x !== null);
      expect(waiting.sort()).toEqual(byes);
    }
    const ws = b.series.filter((s) => s.group === null);
    expect(ws).toHaveLength(1);
    expect(ws[0]?.name).toBe('World Series');
    expect(b.champion).toBeNull();
  });

  test('2015: the Wild Card Game winner meets seed 1; 2 v 3 waits for the Wild Card Game', () => {
    const b = seedBracket(postseasonFormat(2015), twoGroups(5));
    const wc = b.series[0];
    expect(wc?.name).toBe('Wild Card Game');
    const ds = b.series[wc?.next?.series ?? -1];
    expect([ds?.top, ds?.topSeed, wc?.next?.slot]).toEqual([0, 1, 'bottom']);
    expect(nextBracketGames(b).map((g) => b.series[g.series]?.name)).toEqual(['Wild Card Game', 'Wild Card Game']);
  });

  test.each([[1903, 9], [1927, 7]])('%i: the pennant winners meet in a best-of-%i World Series', (year, bestOf) => {
    const b = seedBracket(postseasonFormat(year), [[3], [104]]);
    expect(b.series).toEqual([
      { id: 0, round: 0, name: 'World Series', bestOf, group: null, top: 3, bottom: 104, topSeed: 1, bottomSeed: 1, topWins: 0, bottomWins: 0, winner: null, next: null },
    ]);
    expect(nextBracketGames(b)).toEqual([{ series: 0, home: 3, away: 104, gameOfSeries: 1 }]);
  });

  test('pennant only: no series; champion is the best seed of one group, null with two (pennant winners are the best seeds)', () => {
    const format = postseasonFormat(1890);
    expect(seedBracket(format, [[7]])).toEqual({ rounds: [], series: [], champion: 7, pennantWinners: [7] });
    expect(seedBracket(format, [[7], [9]])).toEqual({ rounds: [], series: [], champion: null, pennantWinners: [7, 9] });
    expect(nextBracketGames(seedBracket(format, [[7], [9]]))).toEqual([]);
  });

  test('one group: rounds run within it and the last is the final, named for the format', () => {
    const b = seedBracket(postseasonFormat(2023), [[5, 4, 3, 2, 1, 0]]);
    expect(b.rounds.map((r) => r.name)).toEqual(['Wild Card Series', 'Division Series', 'World Series']);
    expect(b.series.every((s) => s.group === 0)).toBe(true);
    const { end } = playOut(b, (i) => i % 3 !== 0);
    expect(end.pennantWinners).toEqual([end.champion]);
    const lcs1975 = seedBracket(postseasonFormat(1975), [[1, 2]]);
    expect(lcs1975.series.map((s) => [s.name, s.bestOf, s.group, s.top, s.bottom])).toEqual([['World Series', 7, 0, 1, 2]]);
    expect(seedBracket(postseasonFormat(1927), [[8]])).toEqual({ rounds: [], series: [], champion: 8, pennantWinners: [8] });
  });

  test('rejects seeds that do not fit the format', () => {
    expect(() => seedBracket(postseasonFormat(2023), twoGroups(5))).toThrow(/format takes 6/);
    expect(() => seedBracket(postseasonFormat(2023), [[0, 1, 2, 3, 4, 5], [5, 6, 7, 8, 9, 10]])).toThrow(/seeded twice/);
    expect(() => seedBracket(postseasonFormat(1975), [[0, 1], [2, 3], [4, 5]])).toThrow(/one or two groups/);
  });
});

describe('playing a bracket through (random winners)', () => {
  test.each(YEARS)('%i: terminates with one champion, series end at the wins needed, byes, home patterns, JSON round trip', (year) => {
    const format = postseasonFormat(year);
    const seeds = twoGroups(format.teamsPerLeague);
    const start = seedBracket(format, seeds);
    if (format.none) {
      expect(start.champion).toBeNull();
      expect(start.pennantWinners).toEqual([0, 100]);
      expect(nextBracketGames(start)).toEqual([]);
      return;
    }
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 64 }), fc.nat(40), (choices, reviveAt) => {
        const { end, played } = playOut(start, (i) => choices[i % choices.length] as boolean, reviveAt);
        checkFinished(format, seeds, end, played);
        // The World Series is between the two pennant winners.
        const ws = end.series.find((s) => s.group === null);
        expect([ws?.top, ws?.bottom].sort()).toEqual([...(end.pennantWinners ?? [])].sort());
        expect(end.pennantWinners?.map((t) => (t === null ? null : t >= 100 ? 1 : 0))).toEqual([0, 1]);
      }),
      { numRuns: 40, seed: year },
    );
  });

  test('best of 7 is 2-3-2 at the better seed, best of 5 is 2-2-1, best of 3 all at the better seed, best of 9 is 2-3-2-1-1', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((g) => topIsHome(7, g))).toEqual([true, true, false, false, false, true, true]);
    expect([1, 2, 3, 4, 5].map((g) => topIsHome(5, g))).toEqual([true, true, false, false, true]);
    expect([1, 2, 3].map((g) => topIsHome(3, g))).toEqual([true, true, true]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((g) => topIsHome(9, g))).toEqual([true, true, false, false, false, true, true, false, true]);
    // A full seven-game LCS: the home team by game, starting from the better seed.
    let b = seedBracket(postseasonFormat(1985), [[10, 11], [20, 21]]);
    const homes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const g = nextBracketGames(b).find((x) => x.series === 0);
      if (!g) throw new Error('no LCS game');
      homes.push(g.home);
      b = recordBracketGame(b, 0, i % 2 === 0 ? 10 : 11);
    }
    expect(homes).toEqual([10, 10, 11, 11, 11, 10, 10]);
    expect(b.series[0]?.winner).toBe(10);
  });

  test('the better seed hosts a later round whichever slot it came from; between groups, group 0 on equal seeds', () => {
    let b = seedBracket(postseasonFormat(1998), twoGroups(4));
    // Group 0: 4 beats 1, 3 beats 2 → LCS 3 v 4 with 3 at home.
    const win = (series: number, team: number, times: number) => {
      for (let i = 0; i < times; i++) b = recordBracketGame(b, series, team);
    };
    win(0, 3, 3);
    win(1, 2, 3);
    const lcs = b.series.find((s) => s.round === 1 && s.group === 0);
    expect([lcs?.top, lcs?.topSeed, lcs?.bottom, lcs?.bottomSeed]).toEqual([2, 3, 3, 4]);
    const ws = seedBracket(postseasonFormat(1950), [[1], [2]]).series[0];
    expect([ws?.top, ws?.bottom]).toEqual([1, 2]);
  });
});

describe('recordBracketGame', () => {
  const b = seedBracket(postseasonFormat(2015), twoGroups(5));

  test('returns a new bracket and leaves the given one alone', () => {
    const before = JSON.stringify(b);
    const after = recordBracketGame(b, 0, 3);
    expect(JSON.stringify(b)).toBe(before);
    expect(after.series[0]?.winner).toBe(3);
    expect(after.series[after.series[0]?.next?.series ?? -1]?.bottom).toBe(3);
  });

  test('throws on a team not in the series, a decided series, an unknown series, a series not ready', () => {
    expect(() => recordBracketGame(b, 0, 0)).toThrow(/does not play/);
    expect(() => recordBracketGame(b, 0, 103)).toThrow(/does not play/);
    expect(() => recordBracketGame(recordBracketGame(b, 0, 3), 0, 3)).toThrow(/already decided/);
    expect(() => recordBracketGame(b, 99, 3)).toThrow(/No series/);
    expect(() => recordBracketGame(b, -1, 3)).toThrow(/No series/);
    expect(() => recordBracketGame(b, 1.5, 3)).toThrow(/No series/);
    const ds1 = b.series.find((s) => s.round === 1 && s.topSeed === 1);
    expect(() => recordBracketGame(b, ds1?.id ?? -1, 0)).toThrow(/both teams/);
    const ds23 = b.series.find((s) => s.round === 1 && s.topSeed === 2);
    expect(() => recordBracketGame(b, ds23?.id ?? -1, 1)).toThrow(/waits for the round/);
    const ws = b.series.find((s) => s.group === null);
    expect(() => recordBracketGame(b, ws?.id ?? -1, 0)).toThrow(/both teams/);
  });
});

describe('customFormat', () => {
  const sizes = Array.from({ length: 14 }, (_, i) => i + 3);

  test.each(sizes)('%i teams a group: single elimination, bestOf 3/5/7 growing to the final, byes for top seeds', (n) => {
    for (const groups of [1, 2]) {
      const format = customFormat(n, groups);
      expect(format.teamsPerLeague).toBe(n);
      expect(format.none).toBeUndefined();
      const bestOf = format.rounds.map((r) => r.bestOf);
      expect(bestOf.every((x) => [3, 5, 7].includes(x))).toBe(true);
      expect(bestOf).toEqual([...bestOf].sort((x, y) => x - y));
      expect(format.rounds.at(-1)).toMatchObject({ name: 'World Series', bestOf: 7 });
      const size = 2 ** Math.ceil(Math.log2(n));
      expect(format.rounds).toHaveLength(Math.log2(size) + groups - 1);
      const groupEntering = format.rounds.slice(0, Math.log2(size)).reduce((sum, r) => sum + r.newTeamsPerLeague, 0);
      expect(groupEntering).toBe(n);
      const seeds = groups === 2 ? twoGroups(n) : [Array.from({ length: n }, (_, i) => i)];
      const start = seedBracket(format, seeds);
      expect(start.series.filter((s) => s.round === 0 && s.group === 0)).toHaveLength(n - size / 2);
      fc.assert(
        fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 32 }), fc.nat(60), (choices, reviveAt) => {
          const { end, played } = playOut(start, (i) => choices[i % choices.length] as boolean, reviveAt);
          checkFinished(format, seeds, end, played);
          // Byes: the best size − n seeds first play in round two.
          for (const team of seeds[0]?.slice(0, size - n) ?? []) {
            expect(Math.min(...played.filter((p) => p.home === team || p.away === team).map((p) => p.round))).toBe(1);
          }
        }),
        { numRuns: 8, seed: n * 10 + groups },
      );
    }
  });

  test('small and invalid sizes', () => {
    expect(customFormat(1, 1).none).toBeDefined();
    expect(customFormat(1, 2).rounds).toEqual([{ name: 'World Series', bestOf: 7, newTeamsPerLeague: 1 }]);
    expect(customFormat(2, 1).rounds).toEqual([{ name: 'World Series', bestOf: 7, newTeamsPerLeague: 2 }]);
    expect(customFormat(6, 2).rounds.map((r) => [r.name, r.bestOf, r.newTeamsPerLeague])).toEqual(
      postseasonFormat(2023).rounds.map((r) => [r.name, r.bestOf, r.newTeamsPerLeague]),
    );
    expect(() => customFormat(0, 1)).toThrow(RangeError);
    expect(() => customFormat(4.5, 1)).toThrow(RangeError);
    expect(() => customFormat(4, 3)).toThrow(RangeError);
  });
});
