import { TOURNAMENT_POOL_ADVANCE, type TournamentFormat, type TournamentSeriesLength } from '@bb/contract';
import {
  bracketView,
  championOf,
  createBracket,
  nextGames,
  recordGame,
  tournamentRules,
  type TournamentBracketDoc,
} from '../src/tournaments/bracket';
import { drive, higherSeed, randomWinner, rng, shuffledSeeds, type DriveResult } from './tournament-bracket-driver';

const FORMATS: TournamentFormat[] = ['single-elimination', 'double-elimination', 'round-robin'];
const COUNTS = [4, 8, 12, 64];
const LENGTHS: TournamentSeriesLength[] = [1, 7];

function poolSeriesCount(doc: TournamentBracketDoc): number {
  const pools = bracketView(doc).stages[0]!.groups;
  return pools.reduce((sum, pool) => sum + (pool.standings!.length * (pool.standings!.length - 1)) / 2, 0);
}

/** Series a finished bracket must have decided. */
function expectSeriesCount(format: TournamentFormat, n: number, result: DriveResult): void {
  const decided = result.series.size;
  if (format === 'single-elimination') expect(decided).toBe(n - 1);
  if (format === 'double-elimination') expect([2 * n - 2, 2 * n - 1]).toContain(decided);
  if (format === 'round-robin') {
    const pools = bracketView(result.doc).stages[0]!.groups.length;
    expect(decided).toBe(poolSeriesCount(result.doc) + pools * TOURNAMENT_POOL_ADVANCE - 1);
  }
}

/** A series ends exactly when a side reaches ceil(len/2) wins. */
function expectSeriesLengths(length: number, result: DriveResult): void {
  const toWin = Math.ceil(length / 2);
  for (const log of result.series.values()) {
    const wins = [...log.teams].map((t) => log.wins.get(t) ?? 0).sort((a, b) => b - a);
    expect(wins[0]).toBe(toWin);
    expect(wins[1]).toBeLessThan(toWin);
    expect(log.games).toBe(wins[0]! + wins[1]!);
  }
}

function expectRoundRobinShape(doc: TournamentBracketDoc, result: DriveResult): void {
  const [pools, knockout] = bracketView(doc).stages;
  expect(pools!.type).toBe('round_robin');
  expect(knockout!.type).toBe('single_elimination');
  const qualifiers = new Set<number>();
  for (const pool of pools!.groups) {
    const teams = pool.standings!.map((s) => s.team);
    expect(teams.length).toBeGreaterThanOrEqual(3);
    expect(teams.length).toBeLessThanOrEqual(5);
    // Every pair of the pool met exactly once.
    const pairs = pool.rounds.flatMap((r) => r.matches).map((m) => [m.top!, m.bottom!].sort().join('-'));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs.length).toBe((teams.length * (teams.length - 1)) / 2);
    for (const pair of pairs) for (const team of pair.split('-')) expect(teams).toContain(Number(team));
    pool.standings!.slice(0, TOURNAMENT_POOL_ADVANCE).forEach((s) => qualifiers.add(s.team));
  }
  const firstRound = knockout!.groups[0]!.rounds[0]!.matches.flatMap((m) => [m.top, m.bottom]).filter((t) => t !== null);
  expect(new Set(firstRound)).toEqual(qualifiers);
  // Pool winners meet runners-up of other pools in round one (one pool has no other pool to meet).
  if (pools!.groups.length > 1) {
    const poolOf = new Map(pools!.groups.flatMap((p, i) => p.standings!.map((s) => [s.team, i] as const)));
    for (const m of knockout!.groups[0]!.rounds[0]!.matches) {
      if (m.top !== null && m.bottom !== null) expect(poolOf.get(m.top)).not.toBe(poolOf.get(m.bottom));
    }
  }
  expect(result.series.size).toBeGreaterThan(0);
}

describe.each(FORMATS)('%s', (format) => {
  describe.each(COUNTS)('%i teams', (n) => {
    test.each(LENGTHS)('best of %i: the higher seed always wins, and seed 1 is champion', async (seriesLength) => {
      const seeds = shuffledSeeds(n, rng(n * 31 + seriesLength));
      const result = await drive({ format, seriesLength, seeds }, higherSeed);
      expect(championOf(result.doc)).toBe(seeds[0]);
      expect(bracketView(result.doc).champion).toBe(seeds[0]);
      expectSeriesCount(format, n, result);
      expectSeriesLengths(seriesLength, result);
      if (format === 'double-elimination') expect(result.series.size).toBe(2 * n - 2); // no reset when the WB winner wins
      if (format === 'round-robin') expectRoundRobinShape(result.doc, result);
      expect(nextGames(result.doc)).toEqual([]);
    });

    test.each(LENGTHS)('best of %i: random winners still end with one champion from the field', async (seriesLength) => {
      const seeds = shuffledSeeds(n, rng(n * 17 + seriesLength));
      const result = await drive({ format, seriesLength, seeds }, randomWinner(rng(n + seriesLength)));
      expect(seeds).toContain(championOf(result.doc));
      expectSeriesCount(format, n, result);
      expectSeriesLengths(seriesLength, result);
      if (format === 'round-robin') expectRoundRobinShape(result.doc, result);
    });
  });
});

test('12 teams in single elimination: seeds 1 to 4 have byes and never play in round one', async () => {
  const seeds = shuffledSeeds(12, rng(3));
  const doc = await createBracket({ format: 'single-elimination', seriesLength: 3, seeds, name: 'Byes' });
  const rounds = bracketView(doc).stages[0]!.groups[0]!.rounds;
  expect(rounds.map((r) => r.name)).toEqual(['Round of 16', 'Quarterfinals', 'Semifinals', 'Final']);
  const byes = rounds[0]!.matches.filter((m) => m.bye);
  expect(byes.map((m) => m.top ?? m.bottom).sort()).toEqual(seeds.slice(0, 4).sort());
  for (const m of byes) expect(m.status).toBe('completed');
  const games = nextGames(doc);
  expect(games).toHaveLength(4);
  const playing = games.flatMap((g) => [g.home, g.away]);
  for (const top of seeds.slice(0, 4)) expect(playing).not.toContain(top);
  // Seed 5 meets seed 12 and is home in game 1 of a best of three.
  const fiveTwelve = games.find((g) => [g.home, g.away].includes(seeds[4]!))!;
  expect(fiveTwelve).toMatchObject({ home: seeds[4], away: seeds[11], gameOfSeries: 1 });
  // A bye series refuses a game.
  await expect(recordGame(doc, byes[0]!.id, seeds[0]!)).rejects.toThrow(/bye/);
});

test('home alternates 2-3-2 in a best of seven with the better seed home in games 1, 2, 5 and 7', async () => {
  const seeds = [10, 11, 12, 13];
  let doc = await createBracket({ format: 'single-elimination', seriesLength: 7, seeds, name: 'Homes' });
  const series = nextGames(doc).find((g) => [g.home, g.away].includes(10))!.series;
  const homes: number[] = [];
  // Alternate winners so the series goes the full seven games.
  for (let game = 1; game <= 7; game++) {
    const g = nextGames(doc).find((x) => x.series === series)!;
    expect(g.gameOfSeries).toBe(game);
    homes.push(g.home);
    doc = await recordGame(doc, series, game % 2 === 1 ? 10 : 13);
  }
  expect(homes).toEqual([10, 10, 13, 13, 10, 13, 10]);
  expect(nextGames(doc).some((g) => g.series === series)).toBe(false);
  await expect(recordGame(doc, series, 10)).rejects.toThrow(/already decided/);
});

test('recordGame refuses bad input and never changes the document it is given', async () => {
  const seeds = [4, 5, 6, 7, 8, 9, 10, 11];
  const doc = await createBracket({ format: 'double-elimination', seriesLength: 3, seeds, name: 'Refusals' });
  const frozen = JSON.stringify(doc);
  const [game] = nextGames(doc);
  await expect(recordGame(doc, 9999, game!.home)).rejects.toThrow(/No series 9999/);
  await expect(recordGame(doc, game!.series, 42)).rejects.toThrow(/does not play in series/);
  const locked = bracketView(doc).stages[0]!.groups[0]!.rounds[1]!.matches[0]!;
  await expect(recordGame(doc, locked.id, seeds[0]!)).rejects.toThrow(/cannot be played yet/);
  const after = await recordGame(doc, game!.series, game!.home);
  expect(JSON.stringify(doc)).toBe(frozen);
  expect(after).not.toBe(doc);
  expect(nextGames(after).find((g) => g.series === game!.series)?.gameOfSeries).toBe(2);
  await expect(createBracket({ format: 'single-elimination', seriesLength: 1, seeds: [1, 2, 3], name: 'x' })).rejects.toThrow(/4 to 64/);
  await expect(createBracket({ format: 'single-elimination', seriesLength: 1, seeds: [1, 1, 2, 3], name: 'x' })).rejects.toThrow(/once/);
  await expect(createBracket({ format: 'single-elimination', seriesLength: 2 as TournamentSeriesLength, seeds: [1, 2, 3, 4], name: 'x' })).rejects.toThrow(/1, 3, 5 or 7/);
});

test('double elimination: the grand final resets when the losers-bracket team wins it', async () => {
  const seeds = [0, 1, 2, 3];
  // Team 1 (seed 2) loses the winners-bracket final to team 0, then wins every game after it: the reset is played.
  let metTeam0 = false;
  const pick = (g: { home: number; away: number }) => {
    const teams = [g.home, g.away];
    if (teams.includes(0) && teams.includes(1) && !metTeam0) return ((metTeam0 = true), 0);
    return teams.includes(1) ? 1 : Math.min(...teams);
  };
  const result = await drive({ format: 'double-elimination', seriesLength: 1, seeds }, (g) => pick(g));
  expect(result.doc.champion).toBe(1);
  expect(result.series.size).toBe(2 * 4 - 1);
  const final = bracketView(result.doc).stages[0]!.groups[2]!;
  expect(final.name).toBe('Grand final');
  expect(final.rounds.map((r) => r.matches[0]!.winner)).toEqual([1, 1]);
});

test('the view names rounds and groups, and an empty bracket has no stages', async () => {
  expect(bracketView(null)).toEqual({ stages: [], champion: null });
  const de = bracketView(await createBracket({ format: 'double-elimination', seriesLength: 5, seeds: shuffledSeeds(16, rng(1)), name: 'Names' }));
  expect(de.stages[0]!.groups.map((g) => g.name)).toEqual(['Winners bracket', 'Losers bracket', 'Grand final']);
  expect(de.stages[0]!.groups[0]!.rounds.map((r) => r.name)).toEqual(['Round of 16', 'Quarterfinals', 'Semifinals', 'Final']);
  expect(de.stages[0]!.groups[1]!.rounds[0]!.name).toBe('Losers round 1');
  expect(de.stages[0]!.groups[0]!.rounds[0]!.matches[0]).toMatchObject({ bestOf: 5, status: 'ready', topWins: 0, bye: false });
  const rr = bracketView(await createBracket({ format: 'round-robin', seriesLength: 1, seeds: shuffledSeeds(13, rng(2)), name: 'Pools' }));
  expect(rr.stages.map((s) => s.name)).toEqual(['Pool play']);
  expect(rr.stages[0]!.groups.map((g) => [g.name, g.standings!.length])).toEqual([['Pool A', 4], ['Pool B', 3], ['Pool C', 3], ['Pool D', 3]]);
  expect(rr.stages[0]!.groups[0]!.rounds[0]!.name).toBe('Matchday 1');
});

test('tournament rules: a game every TOURNAMENT_GAME_INTERVAL_MINUTES', async () => {
  const start = new Date('2030-01-01T12:00:00Z');
  expect(tournamentRules.gameTime(start, 3).toISOString()).toBe('2030-01-01T15:00:00.000Z');
  const doc = await createBracket({ format: 'single-elimination', seriesLength: 1, seeds: [3, 2, 1, 0], name: 'Rules' });
  expect(tournamentRules.next(doc)).toEqual(nextGames(doc));
  expect(tournamentRules.champion(doc)).toBeNull();
});

test('64 teams, best of seven: timing of the bracket alone (printed, not asserted)', async () => {
  const lines: string[] = [];
  for (const format of FORMATS) {
    const seeds = shuffledSeeds(64, rng(64));
    const result = await drive({ format, seriesLength: 7, seeds }, randomWinner(rng(7)), false);
    lines.push(`${format}: ${result.series.size} series, ${result.games} games, ${result.ms.toFixed(0)} ms (${(result.ms / result.games).toFixed(2)} ms a game)`);
    expect(result.doc.champion).not.toBeNull();
  }
  console.log(`64-team best-of-7 bracket, recordGame + nextGames only:\n${lines.join('\n')}`);
});
