import { postseasonFormat, winsNeeded } from '../src/season/postseason';
import { settleTie, standings, tieRule, type FinalScore } from '../src/season/standings';

describe('postseason formats by era', () => {
  test.each([
    [1890, 1, [], 'Pennant only'],
    [1903, 1, ['World Series:9'], undefined],
    [1904, 1, [], 'No World Series in 1904'],
    [1927, 1, ['World Series:7'], undefined],
    [1920, 1, ['World Series:9'], undefined],
    [1969, 2, ['League Championship Series:5', 'World Series:7'], undefined],
    [1985, 2, ['League Championship Series:7', 'World Series:7'], undefined],
    [1994, 0, [], 'No postseason in 1994'],
    [1998, 4, ['Division Series:5', 'League Championship Series:7', 'World Series:7'], undefined],
    [2012, 5, ['Wild Card Game:1', 'Division Series:5', 'League Championship Series:7', 'World Series:7'], undefined],
    [2020, 8, ['Wild Card Series:3', 'Division Series:5', 'League Championship Series:7', 'World Series:7'], undefined],
    [2023, 6, ['Wild Card Series:3', 'Division Series:5', 'League Championship Series:7', 'World Series:7'], undefined],
  ])('%i: %i teams a league, rounds %j', (year, teams, rounds, none) => {
    const format = postseasonFormat(year);
    expect(format.teamsPerLeague).toBe(teams);
    expect(format.rounds.map((r) => `${r.name}:${r.bestOf}`)).toEqual(rounds);
    if (none) expect(format.none).toContain(none);
    else expect(format.none).toBeUndefined();
    // Every team that reaches the postseason enters exactly one round (pennant winners enter the World Series).
    const entering = format.rounds.reduce((n, r) => n + (r.name === 'World Series' && teams > 1 ? 0 : r.newTeamsPerLeague), 0);
    expect(entering).toBe(format.rounds.length === 0 ? 0 : teams);
  });

  test('tiebreaker games until 2021, rules from 2022; wins to take a round', () => {
    expect(postseasonFormat(1978).tiebreakerGames).toBe(true);
    expect(postseasonFormat(2021).tiebreakerGames).toBe(true);
    expect(postseasonFormat(2022).tiebreakerGames).toBe(false);
    expect(winsNeeded({ bestOf: 7 })).toBe(4);
    expect(winsNeeded({ bestOf: 5 })).toBe(3);
    expect(winsNeeded({ bestOf: 1 })).toBe(1);
    expect(winsNeeded({ bestOf: 9 })).toBe(5);
  });
});

const game = (home: number, away: number, homeRuns: number, awayRuns: number): FinalScore => ({ home, away, homeRuns, awayRuns });

describe('standings', () => {
  const games = [game(0, 1, 5, 3), game(1, 0, 2, 1), game(2, 0, 0, 4), game(1, 2, 6, 6), game(2, 1, 3, 1), game(0, 2, 7, 2)];

  test('wins, losses, ties, percentage without ties, games behind, runs', () => {
    const table = standings([0, 1, 2], games);
    expect(table.map((r) => [r.team, r.wins, r.losses, r.ties, r.gamesBehind])).toEqual([
      [0, 3, 1, 0, 0],
      [2, 1, 2, 1, 1.5],
      [1, 1, 2, 1, 1.5],
    ]);
    expect(table[0]!.pct).toBeCloseTo(0.75);
    expect(table[0]).toMatchObject({ runsScored: 17, runsAllowed: 7 });
  });

  test('level on percentage: the games between them, then run differential', () => {
    // Teams 2 and 1 are both 1-2-1; 2 beat 1 once, 1 never beat 2: 2 first.
    expect(standings([1, 2], games).map((r) => r.team)).toEqual([2, 1]);
    const even = [game(0, 1, 1, 0), game(1, 0, 9, 0)];
    expect(standings([0, 1], even).map((r) => r.team)).toEqual([1, 0]);
  });

  test('a tie for a place: a tiebreaker game before 2022 (the better head-to-head at home), the rules after', () => {
    const h2h = [game(0, 1, 3, 2), game(1, 0, 1, 4), game(1, 0, 5, 0)];
    expect(settleTie(1978, h2h, 1, 0)).toEqual({ kind: 'game', home: 0, away: 1 });
    expect(settleTie(2023, h2h, 1, 0)).toEqual({ kind: 'rule', winner: 0, by: 'head-to-head' });
    const split = [game(0, 1, 1, 0), game(1, 0, 9, 0)];
    expect(settleTie(2023, split, 0, 1)).toEqual({ kind: 'rule', winner: 1, by: 'run differential' });
  });

  test('level on head-to-head and on run differential: the table keeps its order, and the rule says so', () => {
    const even = [game(0, 1, 2, 1), game(1, 0, 2, 1)];
    expect(tieRule(even, 1, 0)).toEqual({ winner: 0, by: 'table order' });
    expect(settleTie(2023, even, 1, 0)).toEqual({ kind: 'rule', winner: 0, by: 'table order' });
  });
});
