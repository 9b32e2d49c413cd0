import { matchupProbabilities } from '../src/cards/odds-ratio';
import { LayoutScratch, MatchupLayout, UNITS_PER_MATCHUP, describeCard, layoutMatchup, rowWeight } from '../src/dice/layout';
import { rollPlateAppearance } from '../src/dice/roll';
import { seedRng } from '../src/random/sfc32';
import { OUTCOMES } from '../src/types';
import fc from 'fast-check';
import { LEAGUE_RATES } from './support/fixtures';

function build(bat: number[], pit: number[]) {
  const p = matchupProbabilities(LEAGUE_RATES, bat, pit, null, new Float64Array(9));
  return { p, lay: layoutMatchup(p, bat, pit, new MatchupLayout(), new LayoutScratch()) };
}

/** Every white-d6 x 2d6 x d20 combination, weighted by its real probability. */
function enumerate(lay: MatchupLayout): number[] {
  const units = new Array(9).fill(0);
  for (let d6 = 1; d6 <= 6; d6++) for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let f = 1; f <= 20; f++) {
    units[lay.read(d6 <= 3 ? 0 : 1, (d6 - 1) % 3, a + b, f)]++;
  }
  return units;
}

describe('dice layout', () => {
  it('row weights are the 2d6 combination counts', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(rowWeight)).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
  });

  it('the 4,320 dice combinations reproduce the odds-ratio probabilities to one unit', () => {
    const bat = [0.7, 1.4, 1, 2.1, 0.8, 1.1, 0.95, 0.9, 1];
    const pit = [1.3, 0.8, 1, 0.9, 1, 1, 0.9, 1.05, 1];
    const { p, lay } = build(bat, pit);
    const counts = enumerate(lay);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(UNITS_PER_MATCHUP);
    counts.forEach((c, i) => expect(Math.abs(c - (p[i] as number) * UNITS_PER_MATCHUP)).toBeLessThanOrEqual(1));
    counts.forEach((c, i) => expect(c).toBe(lay.units[18 + i]));
  });

  it('holds exactly for random player odds ratios (property)', () => {
    const ratio = fc.double({ min: 0.2, max: 5, noNaN: true });
    fc.assert(fc.property(fc.array(ratio, { minLength: 9, maxLength: 9 }), fc.array(ratio, { minLength: 9, maxLength: 9 }), (bat, pit) => {
      const { p, lay } = build(bat, pit);
      const counts = enumerate(lay);
      return counts.every((c, i) => Math.abs(c - (p[i] as number) * UNITS_PER_MATCHUP) <= 1);
    }), { numRuns: 60 });
  });

  it("tilts the batter's card toward what the batter brings", () => {
    const bat = LEAGUE_RATES.map(() => 1); bat[3] = 3; // slugger
    const pit = LEAGUE_RATES.map(() => 1); pit[0] = 2; // strikeout pitcher
    const { lay } = build(bat, pit);
    expect(lay.units[3]).toBeGreaterThan(lay.units[9 + 3] as number); // HR mostly on batter card
    expect(lay.units[9]).toBeGreaterThan(lay.units[0] as number); // SO mostly on pitcher card
  });

  it('rolled plate appearances follow the card (frequencies near the probabilities)', () => {
    const { p, lay } = build(LEAGUE_RATES.map(() => 1), LEAGUE_RATES.map(() => 1));
    const rng = seedRng(7);
    const roll = { d6: 0, red1: 0, red2: 0, d20: 0, outcome: 0 };
    const n = 200000, seen = new Array(9).fill(0);
    for (let i = 0; i < n; i++) seen[rollPlateAppearance(rng, lay, roll).outcome]++;
    seen.forEach((c, i) => expect(Math.abs(c / n - (p[i] as number))).toBeLessThan(0.004));
  });

  it('describes card cells with d20 split ranges', () => {
    const { lay } = build(LEAGUE_RATES.map(() => 1), LEAGUE_RATES.map(() => 1));
    const cols = describeCard(lay, 0, OUTCOMES);
    expect(cols).toHaveLength(3);
    expect(cols[0]).toHaveLength(11);
    expect(cols.flat().join(' ')).toMatch(/\d+: \w+/);
    expect(cols.flat().some((c) => /\d+-\d+/.test(c))).toBe(true);
  });
});
