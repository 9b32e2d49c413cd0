import fc from 'fast-check';
import { RELIEF_LENGTH_CAP, START_LENGTH_CAP, startOutsOf } from '../src/cards/start-relief';
import { buildLeagueContexts } from '../src/cards/league-context';
import type { LahmanRow } from '../src/cards/rows';

const line = fc.record({ G: fc.integer({ min: 0, max: 90 }), GS: fc.integer({ min: 0, max: 45 }), IPouts: fc.integer({ min: 0, max: 1200 }) })
  .map((l) => ({ ...l, G: Math.max(l.G, l.GS) }));

describe("a pitcher's outs split between starts and relief", () => {
  it('gives starts between nothing and all of his outs, and none to a pitcher who never started', () => {
    fc.assert(fc.property(line, fc.double({ min: 1, max: 9, noNaN: true }), fc.option(fc.double({ min: 9, max: 27, noNaN: true }), { nil: undefined }), (l, relief, avg) => {
      const starts = startOutsOf(l, relief, avg);
      expect(starts).toBeGreaterThanOrEqual(0);
      expect(starts).toBeLessThanOrEqual(l.IPouts);
      if (l.GS === 0) expect(starts).toBe(0);
      // A pitcher who only started keeps every out for his starts, however long they were.
      if (l.GS > 0 && l.G === l.GS) expect(starts).toBe(l.IPouts);
    }));
  });

  it("holds a swingman's starts to the league cap unless his relief outings would then run past theirs", () => {
    fc.assert(fc.property(line, fc.double({ min: 2, max: 6, noNaN: true }), fc.double({ min: 12, max: 24, noNaN: true }), (l, relief, avg) => {
      const starts = startOutsOf(l, relief, avg);
      const apps = l.G - l.GS;
      if (l.GS === 0 || apps === 0) return;
      const longest = l.GS * avg * START_LENGTH_CAP;
      const fewest = l.IPouts - apps * Math.max(RELIEF_LENGTH_CAP, relief);
      if (starts > Math.max(longest, l.GS * 3) + 1e-9) expect(starts).toBeCloseTo(Math.min(l.IPouts, fewest), 9);
    }));
  });

  it('reads a 2019 bulk man behind an opener as a long reliever, not a 13-inning starter', () => {
    // Wade LeBlanc, 2019 Mariners: 26 games, 8 starts, 121.1 innings.
    const before = startOutsOf({ G: 26, GS: 8, IPouts: 364 }, 3.1);
    const after = startOutsOf({ G: 26, GS: 8, IPouts: 364 }, 3.1, 16.3);
    expect(before / 8).toBeGreaterThan(36);
    expect(after / 8).toBeCloseTo(16.3 * START_LENGTH_CAP, 5);
    expect((364 - after) / 18).toBeGreaterThan(9);
    expect((364 - after) / 18).toBeLessThanOrEqual(RELIEF_LENGTH_CAP);
  });

  it('gives the league context its average start and a starters\' share the cap lowers', () => {
    const team: LahmanRow = { yearID: '2019', lgID: 'AL', teamID: 'SEA', G: '162', AB: '5500', H: '1300', '2B': '250', '3B': '20', HR: '200', BB: '500', SO: '1500', R: '750', CG: '2', E: '100', SB: '100', CS: '30', HBP: '60', SF: '40' };
    const rows: LahmanRow[] = [
      { yearID: '2019', lgID: 'AL', teamID: 'SEA', playerID: 'ace', G: '32', GS: '32', IPouts: '600' },
      { yearID: '2019', lgID: 'AL', teamID: 'SEA', playerID: 'bulk', G: '26', GS: '8', IPouts: '364' },
      { yearID: '2019', lgID: 'AL', teamID: 'SEA', playerID: 'pen', G: '60', GS: '0', IPouts: '180' },
    ];
    const ctx = buildLeagueContexts([team], rows)['2019-AL']!;
    // First pass: the bulk man's starts at 364 - 18 x 3 outs.
    expect(ctx.startOutsPerStart).toBeCloseTo((600 + 364 - 18 * 3) / 40, 9);
    const capped = startOutsOf({ G: 26, GS: 8, IPouts: 364 }, 3, ctx.startOutsPerStart);
    expect(ctx.starterInningsShare).toBeCloseTo((600 + capped) / (600 + 364 + 180), 9);
  });
});
