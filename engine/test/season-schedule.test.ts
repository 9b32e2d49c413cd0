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

/**
 * The properties every schedule keeps; `across` is each team's number of games against the other group (none by
 * default). Broken rules are collected and asserted once: an expect() per game and day costs more than the schedule.
 */
function scheduleViolations(games: ScheduledGame[], groups: number[][], target: (t: number) => number, maxStreak: number, across: (t: number) => number = () => 0): string[] {
  const broken: string[] = [];
  const teams = groups.flat().length;
  const { home, away } = tally(games, teams);
  const groupOf = new Map(groups.flatMap((g, i) => g.map((t) => [t, i] as const)));
  for (let t = 0; t < teams; t += 1) {
    const played = (home[t] as number) + (away[t] as number);
    if (played !== target(t)) broken.push(`team ${t} plays ${played} games, not ${target(t)}`);
    if (Math.abs((home[t] as number) - (away[t] as number)) > target(t) % 2) broken.push(`team ${t} is home ${home[t]}, away ${away[t]}`);
  }
  const busy = new Set<string>();
  const crossed = new Array<number>(teams).fill(0);
  for (const g of games) {
    if (g.home === g.away) broken.push(`team ${g.home} plays itself on day ${g.day}`);
    if (groupOf.get(g.home) !== groupOf.get(g.away)) for (const t of [g.home, g.away]) crossed[t] = (crossed[t] as number) + 1;
    for (const t of [g.home, g.away]) {
      const key = `${t}@${g.day}`;
      if (busy.has(key)) broken.push(`team ${t} plays twice on day ${g.day}`);
      busy.add(key);
    }
  }
  for (let t = 0; t < teams; t += 1) if (crossed[t] !== across(t)) broken.push(`team ${t} plays ${crossed[t]} games across groups, not ${across(t)}`);
  // No run of playing days longer than the limit.
  const daysOf = range(0, teams).map(() => [] as number[]);
  for (const g of games) for (const t of [g.home, g.away]) daysOf[t]?.push(g.day);
  for (let t = 0; t < teams; t += 1) {
    const days = (daysOf[t] as number[]).sort((a, b) => a - b);
    let run = 1;
    for (let i = 1; i < days.length; i += 1) {
      run = days[i] === (days[i - 1] as number) + 1 ? run + 1 : 1;
      if (run === maxStreak + 1) broken.push(`team ${t} plays more than ${maxStreak} days in a row (to day ${days[i]})`);
    }
  }
  // A series is one pairing, one park, on consecutive days.
  const bySeries = new Map<number, ScheduledGame[]>();
  for (const g of games) {
    const list = bySeries.get(g.series);
    if (list) list.push(g);
    else bySeries.set(g.series, [g]);
  }
  for (const [series, list] of bySeries) {
    if (new Set(list.map((g) => `${g.home}-${g.away}`)).size !== 1) broken.push(`series ${series} mixes pairings or parks`);
    if (list.some((g, i) => g.day !== list[0]!.day + i)) broken.push(`series ${series} is not on consecutive days`);
    if (list.length > 4) broken.push(`series ${series} is ${list.length} games long`);
  }
  return broken;
}

function checkSchedule(...args: Parameters<typeof scheduleViolations>): void {
  expect(scheduleViolations(...args)).toEqual([]);
}

test('the checker itself finds a team booked twice a day, a wrong total and a broken series', () => {
  const groups = [range(0, 4)];
  const games = makeSeasonSchedule({ groups, gamesPerTeam: 12, seed: 'check' });
  expect(scheduleViolations(games, groups, () => 12, 20)).toEqual([]);
  const [first, second] = games;
  const broken = [...games, { ...first!, series: -1 }, { ...second!, day: second!.day + 3 }];
  const found = scheduleViolations(broken, groups, () => 12, 20).join('\n');
  expect(found).toMatch(/plays twice on day/);
  expect(found).toMatch(/plays 1[34] games, not 12/);
  expect(found).toMatch(/not on consecutive days|plays twice/);
});

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

describe('interleague play', () => {
  /** Games against the other group, from a schedule. */
  const crossedOf = (games: ScheduledGame[], groups: number[][]) => {
    const groupOf = new Map(groups.flatMap((g, i) => g.map((t) => [t, i] as const)));
    const out = new Map<number, number>();
    for (const g of games) if (groupOf.get(g.home) !== groupOf.get(g.away)) for (const t of [g.home, g.away]) out.set(t, (out.get(t) ?? 0) + 1);
    return out;
  };

  test('2013–2022: two leagues of 15, 162 games, 20 of them interleague for every team, spread through the season', () => {
    const groups = [range(0, 15), range(15, 30)];
    const games = makeSeasonSchedule({ groups, gamesPerTeam: 162, seed: 'mlb-2019', interleague: 20 });
    checkSchedule(games, groups, () => 162, 20, () => 20);
    const lastDay = Math.max(...games.map((g) => g.day));
    expect(lastDay).toBeLessThan(200);
    const crossDays = games.filter((g) => (g.home < 15) !== (g.away < 15)).map((g) => g.day);
    expect(Math.min(...crossDays)).toBeLessThan(lastDay / 3);
    expect(Math.max(...crossDays)).toBeGreaterThan((2 * lastDay) / 3);
  });

  test('1998–2012: 14 AL and 16 NL teams; the AL teams play 16, the NL teams share those 224 games, 14 each', () => {
    const groups = [range(0, 14), range(14, 30)];
    const games = makeSeasonSchedule({ groups, gamesPerTeam: 162, seed: 'mlb-1998', interleague: 16 });
    checkSchedule(games, groups, () => 162, 20, (t) => (t < 14 ? 16 : 14));
  });

  test('2023 on: 46 interleague games of 162, many opponents of the other league, each met home and away', () => {
    const groups = [range(0, 15), range(15, 30)];
    const games = makeSeasonSchedule({ groups, gamesPerTeam: 162, seed: 'mlb-2023', interleague: 46 });
    checkSchedule(games, groups, () => 162, 20, () => 46);
    const hosts = new Map<string, Set<number>>();
    for (const g of games.filter((x) => (x.home < 15) !== (x.away < 15))) {
      const key = [g.home, g.away].sort((a, b) => a - b).join('-');
      hosts.set(key, (hosts.get(key) ?? new Set()).add(g.home));
    }
    expect([...hosts.values()].every((h) => h.size === 2)).toBe(true);
    expect(hosts.size / 15).toBeGreaterThanOrEqual(7);
  });

  test('no interleague asked: the same schedule as without the option', () => {
    const request = { groups: [range(0, 6), range(6, 12)], gamesPerTeam: 40, seed: 5 };
    expect(makeSeasonSchedule({ ...request, interleague: 0 })).toEqual(makeSeasonSchedule(request));
  });

  test('any two groups, season length and interleague count: totals, balance, one game a day, streak limit, the groups sharing one total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.integer({ min: 2, max: 16 }),
        fc.integer({ min: 8, max: 90 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 5, max: 20 }),
        fc.string({ maxLength: 6 }),
        (sizeA, sizeB, games, interleague, maxStreak, seed) => {
          const total = (sizeA % 2 === 1 || sizeB % 2 === 1) && games % 2 === 1 ? games + 1 : games;
          const groups = [range(0, sizeA), range(sizeA, sizeA + sizeB)];
          const schedule = makeSeasonSchedule({ groups, gamesPerTeam: total, seed, maxStreak, interleague });
          const crossed = crossedOf(schedule, groups);
          const across = (t: number) => crossed.get(t) ?? 0;
          checkSchedule(schedule, groups, () => total, maxStreak, across);
          const [small, large] = sizeA <= sizeB ? groups : [groups[1]!, groups[0]!];
          // The smaller group's teams play the asked number (even, at most half the season); the larger share it.
          const each = 2 * Math.min(Math.floor(interleague / 2), Math.floor(total / 4));
          for (const t of small!) expect(across(t)).toBe(each);
          const shares = large!.map(across);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(each * small!.length);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(2);
        },
      ),
      { numRuns: 80 },
    );
  });

  test('interleague play needs two groups', () => {
    expect(() => makeSeasonSchedule({ groups: [range(0, 4), range(4, 8), range(8, 12)], gamesPerTeam: 20, seed: 1, interleague: 4 })).toThrow('interleague play needs two groups');
  });
});

describe('division-weighted schedules', () => {
  const meetings = (games: ScheduledGame[], a: number, b: number) => games.filter((g) => (g.home === a && g.away === b) || (g.home === b && g.away === a)).length;

  it('2013–2022 shape: two leagues of three divisions of five, 20 interleague games; rivals meet about 19 times, the rest of the league about 6', () => {
    const groups = [range(0, 15), range(15, 30)];
    const divisions = { teams: [range(0, 5), range(5, 10), range(10, 15), range(15, 20), range(20, 25), range(25, 30)], extraSeries: 2 };
    const games = makeSeasonSchedule({ groups, gamesPerTeam: 162, seed: 'mlb-2019', interleague: 20, divisions });
    checkSchedule(games, groups, () => 162, 20, () => 20);
    for (const t of [0, 7, 14, 22]) {
      const division = divisions.teams.find((d) => d.includes(t))!;
      const group = groups.find((g) => g.includes(t))!;
      for (const r of division.filter((x) => x !== t)) expect(meetings(games, t, r)).toBeGreaterThanOrEqual(17);
      const others = group.filter((x) => !division.includes(x)).map((o) => meetings(games, t, o));
      expect(Math.max(...others)).toBeLessThanOrEqual(12);
      expect(others.reduce((a, b) => a + b, 0) / others.length).toBeLessThanOrEqual(7.5);
    }
    // Without divisions the same request is the balanced schedule it always was.
    expect(makeSeasonSchedule({ groups, gamesPerTeam: 162, seed: 'mlb-2019', interleague: 20 })).toEqual(makeSeasonSchedule({ groups, gamesPerTeam: 162, seed: 'mlb-2019', interleague: 20, divisions: { teams: [], extraSeries: 2 } }));
  });

  it('keeps every schedule property for any division split and weight', () => {
    fc.assert(fc.property(
      fc.integer({ min: 4, max: 16 }), fc.integer({ min: 2, max: 3 }), fc.integer({ min: 60, max: 162 }), fc.integer({ min: 0, max: 3 }), fc.string({ maxLength: 6 }),
      (size, parts, total, extraSeries, seed) => {
        const group = range(0, size);
        const cut = Math.ceil(size / parts);
        const teams = range(0, parts).map((i) => group.slice(i * cut, (i + 1) * cut)).filter((d) => d.length > 0);
        const games = total % 2 === 1 && size % 2 === 1 ? null : makeSeasonSchedule({ groups: [group], gamesPerTeam: total, seed, divisions: { teams, extraSeries } });
        if (games) checkSchedule(games, [group], () => total, 20);
      },
    ), { numRuns: 150 });
  });
});
