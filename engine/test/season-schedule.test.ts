import fc from 'fast-check';
import { makeSeasonSchedule, ScheduleError, type ScheduledGame } from '../src/season/schedule';

function tally(games: ScheduledGame[], teams: number) {
  const home = new Array<number>(teams).fill(0);
  const away = new Array<number>(teams).fill(0);
  for (const g of games) {
    home[g.home] = (home[g.home] as number) + 1;
    away[g.away] = (away[g.away] as number) + 1;
  }
  return { home, away };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** The properties every schedule keeps, for groups of teams 0..n-1 split at `split`. */
function checkSchedule(games: ScheduledGame[], groups: number[][], target: (t: number) => number, maxStreak: number): void {
  const teams = groups.flat().length;
  const { home, away } = tally(games, teams);
  const groupOf = new Map(groups.flatMap((g, i) => g.map((t) => [t, i] as const)));
  for (let t = 0; t < teams; t += 1) {
    expect({ team: t, games: (home[t] as number) + (away[t] as number) }).toEqual({ team: t, games: target(t) });
    expect(Math.abs((home[t] as number) - (away[t] as number))).toBeLessThanOrEqual(target(t) % 2);
  }
  const busy = new Set<string>();
  for (const g of games) {
    expect(g.home).not.toBe(g.away);
    expect(groupOf.get(g.home)).toBe(groupOf.get(g.away));
    for (const t of [g.home, g.away]) {
      const key = `${t}@${g.day}`;
      expect(busy.has(key)).toBe(false);
      busy.add(key);
    }
  }
  // No run of playing days longer than the limit.
  for (let t = 0; t < teams; t += 1) {
    const days = games.filter((g) => g.home === t || g.away === t).map((g) => g.day).sort((a, b) => a - b);
    let run = 1;
    for (let i = 1; i < days.length; i += 1) {
      run = days[i] === (days[i - 1] as number) + 1 ? run + 1 : 1;
      expect(run).toBeLessThanOrEqual(maxStreak);
    }
  }
  // A series is one pairing, one park, on consecutive days.
  const bySeries = new Map<number, ScheduledGame[]>();
  for (const g of games) bySeries.set(g.series, [...(bySeries.get(g.series) ?? []), g]);
  for (const list of bySeries.values()) {
    expect(new Set(list.map((g) => `${g.home}-${g.away}`)).size).toBe(1);
    expect(list.map((g) => g.day)).toEqual(range(list[0]!.day, list[0]!.day + list.length));
    expect(list.length).toBeLessThanOrEqual(4);
  }
}

test('a 30-team, 162-game season in two leagues of 15: the right totals, home and away equal, no doubleheaders, off days', () => {
  const groups = [range(0, 15), range(15, 30)];
  const games = makeSeasonSchedule({ groups, gamesPerTeam: 162, seed: 'mlb' });
  checkSchedule(games, groups, () => 162, 20);
  expect(games).toHaveLength((30 * 162) / 2);
  const lastDay = Math.max(...games.map((g) => g.day));
  // MLB plays 162 games in about 186 days.
  expect(lastDay).toBeLessThan(200);
  // Mostly three-game series.
  const lengths = new Map<number, number>();
  for (const g of games) lengths.set(g.series, (lengths.get(g.series) ?? 0) + 1);
  const threes = [...lengths.values()].filter((n) => n === 3).length;
  expect(threes / lengths.size).toBeGreaterThan(0.8);
});

test('the same seed gives the same schedule; another seed another one', () => {
  const request = { groups: [range(0, 8)], gamesPerTeam: 40 };
  expect(makeSeasonSchedule({ ...request, seed: 1 })).toEqual(makeSeasonSchedule({ ...request, seed: 1 }));
  expect(makeSeasonSchedule({ ...request, seed: 2 })).not.toEqual(makeSeasonSchedule({ ...request, seed: 1 }));
});

test('real seasons: uneven totals per team (rainouts) are met exactly', () => {
  const totals = [154, 152, 153, 155, 154, 152, 151, 153];
  const groups = [range(0, 8)];
  checkSchedule(makeSeasonSchedule({ groups, gamesPerTeam: totals, seed: '1927-AL' }), groups, (t) => totals[t] as number, 20);
});

test('any team count and season length: totals, balance, one game a day per team, streak limit', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 16 }),
      fc.integer({ min: 1, max: 2 }),
      fc.integer({ min: 2, max: 90 }),
      fc.integer({ min: 5, max: 20 }),
      fc.string({ maxLength: 6 }),
      (perGroup, groupCount, games, maxStreak, seed) => {
        // An odd team count with an odd total cannot be paired (one team would be a game short).
        const total = perGroup % 2 === 1 && games % 2 === 1 ? games + 1 : games;
        const groups = range(0, groupCount).map((g) => range(g * perGroup, (g + 1) * perGroup));
        checkSchedule(makeSeasonSchedule({ groups, gamesPerTeam: total, seed, maxStreak }), groups, () => total, maxStreak);
      },
    ),
    { numRuns: 80 },
  );
});

test('totals that cannot be paired are refused with a reason', () => {
  expect(() => makeSeasonSchedule({ groups: [range(0, 3)], gamesPerTeam: 5, seed: 1 })).toThrow(ScheduleError);
  expect(() => makeSeasonSchedule({ groups: [[0]], gamesPerTeam: 4, seed: 1 })).toThrow('a group needs at least two teams');
});
