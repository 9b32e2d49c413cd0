import { accuracyFigures, diffPct, median, type RealTeamRecord, type ReplayResult, type ReplayTeamResult, type StatKey, type TeamStats } from './figures';

// Two teams of ten real games each, replayed three times over twenty (a doubled schedule: every figure must scale).
// The expected numbers are worked out by hand in the comments.
const stats = (x: Partial<Record<StatKey, number | null>>): Record<StatKey, number | null> => ({
  ab: 0, h: 0, d: 0, t: 0, hr: 0, bb: 0, so: 0, hbp: 0, sf: 0, er: 0, outs: 270, cg: 0, sho: 0, ...x,
});
const realTeam = (teamId: string, x: Partial<RealTeamRecord>): RealTeamRecord => ({
  teamId, name: `Team ${teamId}`, league: 'National League', division: null, g: 10, w: 0, l: 0, r: 0, ra: 0, starters: 0, stats: stats({}), ...x,
});
const real = {
  year: 1900,
  teams: [
    realTeam('A', { w: 6, l: 4, r: 50, ra: 40, starters: 4, stats: stats({ cg: 2, sho: 1, ab: 300, h: 90, d: 15, t: 3, hr: 6, bb: 30, so: 50, hbp: 2, sf: 3, er: 36 }) }),
    // B's strikeouts are not in the record: strikeouts per game are A's alone, on both sides. Its sacrifice flies
    // are not either: they count as none.
    realTeam('B', { w: 4, l: 6, r: 40, ra: 50, starters: 6, stats: stats({ ab: 320, h: 80, d: 10, t: 2, hr: 4, bb: 20, so: null, sf: null, er: 45 }) }),
    // Left out of the replays (the engine could not field it): it must count nowhere.
    realTeam('C', { w: 10, l: 0, r: 999, ra: 1, starters: 30, stats: stats({ cg: 10, sho: 10, ab: 999, h: 999, er: 1 }) }),
  ],
  players: [
    { playerId: 'p1', teamId: 'A', gs: 10, pa: 0, outs: 180 },
    { playerId: 'p2', teamId: 'A', gs: 0, pa: 100, outs: 0 }, // under the 150 PA floor
    { playerId: 'p3', teamId: 'A', gs: 0, pa: 90, outs: 0 }, // traded: 180 PA over two teams
    { playerId: 'p3', teamId: 'B', gs: 0, pa: 90, outs: 0 },
    { playerId: 'p4', teamId: 'B', gs: 9, pa: 0, outs: 140 }, // under both pitching floors
    { playerId: 'p6', teamId: 'B', gs: 1, pa: 0, outs: 20 }, // B's record covers its ten games: one start each
    { playerId: 'p5', teamId: 'C', gs: 20, pa: 0, outs: 500 },
  ],
};
// Every replay: A bats 600 AB, 165 H, 25 2B, 5 3B, 10 HR, 50 BB, 100 SO, 2 HBP, 5 SF, and allows 80 ER in 540 outs with
// 2 complete games, one a shutout; B the same with 120 strikeouts and one complete game, no shutout.
const simStats = (x: Partial<TeamStats>): TeamStats => ({ ab: 600, h: 165, d: 25, t: 5, hr: 10, bb: 50, so: 100, hbp: 2, sf: 5, er: 80, outs: 540, cg: 2, sho: 1, ...x });
const side = (teamId: string, w: number, l: number, rs: number, ra: number, starters: number): ReplayTeamResult => ({
  teamId, games: 20, w, l, rs, ra, starters, stats: teamId === 'A' ? simStats({}) : simStats({ so: 120, cg: 1, sho: 0 }),
});
const replay = (teams: ReplayTeamResult[], players: ReplayResult['players']): ReplayResult => ({ year: 1900, seed: 1, ownerTeamId: 'A', ms: 1, teams, players });
const replays = [
  replay([side('A', 14, 6, 110, 80, 5), side('B', 6, 14, 80, 110, 5)], [
    { playerId: 'p1', gs: 24, pa: 0, outs: 360 }, // 120 % of 10 starts × 2
    { playerId: 'p2', gs: 0, pa: 500, outs: 0 }, // 250 %, but under the floor
    { playerId: 'p3', gs: 0, pa: 378, outs: 0 }, // 105 %
    { playerId: 'p4', gs: 30, pa: 0, outs: 400 },
    { playerId: 'nobody', gs: 50, pa: 900, outs: 900 },
  ]),
  replay([side('A', 8, 12, 90, 100, 3), side('B', 12, 8, 100, 90, 7)], [{ playerId: 'p3', gs: 0, pa: 450, outs: 0 }]), // 125 %: the worst
  replay([side('A', 10, 10, 100, 100, 4), side('B', 10, 10, 100, 100, 4)], [{ playerId: 'p1', gs: 20, pa: 0, outs: 200 }]),
];

describe('accuracyFigures', () => {
  const figures = accuracyFigures(real, replays);

  it('compares each fielded team: wins scaled to its real decisions and averaged, runs per game', () => {
    // A: 14, 8, 10 wins of 20 → 7, 4, 5 of 10 → 5.33; B: 3, 6, 5 → 4.67.
    expect(figures.teams.map((t) => t.teamId)).toEqual(['A', 'B']);
    expect(figures.teams[0]).toMatchObject({ realWins: 6, realLosses: 4, simWins: 5.33, simLosses: 4.67, realRunsPerGame: 5, realRunsAllowedPerGame: 4 });
    // A scores 5.5, 4.5, 5 a game (mean 5) and allows 4, 5, 5 (4.667).
    expect(figures.teams[0]!.simRunsPerGame).toBeCloseTo(5, 3);
    expect(figures.teams[0]!.simRunsAllowedPerGame).toBeCloseTo(4.667, 3);
  });

  it('takes the median over replays of each replay RMSE, and the RMSE of the mean wins', () => {
    // Win errors per replay: ±1, ±2, ±1 → RMSE 1, 2, 1: median 1 (the mean would be 1.33).
    expect(figures.errors.wRmse).toBeCloseTo(1, 3);
    // Mean wins 5.33 and 4.67 against 6 and 4: ±0.667.
    expect(figures.errors.wRmseOfMean).toBeCloseTo(0.667, 3);
    // Runs scored per game off by (0.5, 0), (−0.5, 1), (0, 1): per replay RMSE 0.354, 0.791, 0.707 → 0.707; allowed
    // likewise. Of the means over the replays: A 5 against 5, B 4.667 against 4 → RMSE 0.471.
    expect(figures.errors.rsRmsePerReplay).toBeCloseTo(0.707, 3);
    expect(figures.errors.raRmsePerReplay).toBeCloseTo(0.707, 3);
    expect(figures.errors.rsRmse).toBeCloseTo(0.471, 3);
    expect(figures.errors.raRmse).toBeCloseTo(0.471, 3);
  });

  it('names the luck a perfect engine cannot beat', () => {
    // A: 50 runs for, 40 against over 10 games: p = 1 / (1 + 0.8^1.83) = 0.6007, 6.007 wins against 6; B: 3.993
    // against 4. Variance 10 · p · (1 − p) = 2.399 each. (C, left out of the replays, counts nowhere.)
    expect(figures.errors.luckFloor!.wRmseOfMean).toBeCloseTo(0.0069, 3);
    expect(figures.errors.luckFloor!.wRmse).toBeCloseTo(Math.sqrt(0.0069 ** 2 + 2.3986), 3);
  });

  it('sets league totals per team game beside the record, ignoring the team left out', () => {
    // Runs: 580 in 120 team games (4.833) against 90 in 20 (4.5): +7.41 %.
    expect(figures.errors.rPerGDiffPct).toBeCloseTo(7.41, 2);
    // Complete games 9 in 120 (0.075) against 2 in 20 (0.1): −25 %; shutouts 3/120 against 1/20: −50 %.
    expect(figures.errors.cgDiffPct).toBeCloseTo(-25, 2);
    expect(figures.errors.shoDiffPct).toBeCloseTo(-50, 2);
    expect(figures.errors.startersPerTeam).toEqual({ real: 5, sim: 4.67 });
    const rate = (key: string) => figures.rates.find((r) => r.key === key);
    expect(rate('rPerG')).toMatchObject({ real: 4.5, sim: 4.833 });
    expect(rate('avg')).toMatchObject({ real: 0.274, sim: 0.275 });
    // OBP (H+BB+HBP)/(AB+BB+HBP+SF): 222/675 (B's unrecorded SF as none) and 1302/3942; SLG TB/AB: 235/620 and 1380/3600.
    expect(rate('obp')).toMatchObject({ real: 0.329, sim: 0.33 });
    expect(rate('slg')).toMatchObject({ real: 0.379, sim: 0.383 });
    expect(rate('hrPerG')).toMatchObject({ real: 0.5, sim: 0.5 });
    // Strikeouts: A's 50 in 10 games against A's 300 in 60 replayed games; B's 120 a replay must not count.
    expect(rate('soPerG')).toMatchObject({ real: 5, sim: 5 });
    expect(rate('era')).toMatchObject({ real: 4.05, sim: 4 });
    // Per team over a season of the record's length (10 games): 2 CG / 2 teams = 1; 0.075 a game × 10 = 0.75.
    expect(rate('cgPerTeam')).toMatchObject({ real: 1, sim: 0.75 });
    expect(rate('shoPerTeam')).toMatchObject({ real: 0.5, sim: 0.25 });
  });

  it('scales a thin record\'s usage by the games it covers, as the usage limit does', () => {
    // T's record has starts for 6 of its 10 games: its players' usage is scaled by 20 / (10 × 0.6), not 20 / 10.
    const thin = {
      year: 1900,
      teams: [realTeam('T', { w: 5, l: 5, r: 40, ra: 40 })],
      players: [{ playerId: 't1', teamId: 'T', gs: 6, pa: 0, outs: 160 }, { playerId: 't2', teamId: 'T', gs: 0, pa: 180, outs: 0 }],
    };
    const played = [replay([{ ...side('T', 10, 10, 80, 80, 2), stats: simStats({}) }], [{ playerId: 't2', gs: 0, pa: 660, outs: 0 }, { playerId: 't1', gs: 20, pa: 0, outs: 500 }])];
    // t2: 180 × 20 / 6 = 600 → 110 %; t1: 20 starts of 6 × 20 / 6 = 20 → 100 %, 500 outs of 533.3.
    expect(accuracyFigures(thin, played).errors.maxUsageOf).toEqual({ playerId: 't2', kind: 'pa', sim: 660, real: 600, pct: 110 });
  });

  it('finds the worst usage of any replay against real usage scaled to the season, above the floors only', () => {
    expect(figures.errors.maxUsagePct).toBe(125);
    expect(figures.errors.maxUsageOf).toEqual({ playerId: 'p3', kind: 'pa', sim: 450, real: 360, pct: 125 });
    const one = accuracyFigures(real, [replays[0]!]);
    expect(one.errors.maxUsageOf).toEqual({ playerId: 'p1', kind: 'gs', sim: 24, real: 20, pct: 120 });
  });

  it('needs a replay, and reads a zero record sensibly', () => {
    expect(() => accuracyFigures(real, [])).toThrow();
    expect(diffPct(0, 0)).toBe(0);
    expect(diffPct(3, 0)).toBe(100);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});
