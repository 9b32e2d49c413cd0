import { matchupProbabilities, odds } from '../src/cards/odds-ratio';
import { LEAGUE_RATES } from './support/fixtures';

describe('odds ratio (log5)', () => {
  it('reproduces the textbook example: .400 batter vs .250 pitcher in a .333 league gives .308', () => {
    const m = (odds(0.4) * odds(0.25)) / odds(0.333);
    expect(m / (1 + m)).toBeCloseTo(0.308, 3);
  });

  it('returns the environment when both players are league average', () => {
    const out = new Float64Array(9);
    matchupProbabilities(LEAGUE_RATES, LEAGUE_RATES.map(() => 1), LEAGUE_RATES.map(() => 1), null, out);
    LEAGUE_RATES.forEach((r, i) => expect(out[i]).toBeCloseTo(r, 10));
  });

  it('moves each outcome toward the players and keeps probabilities summing to 1', () => {
    const out = new Float64Array(9);
    const bat = LEAGUE_RATES.map(() => 1);
    bat[3] = 2; // twice the league's home-run odds
    const pit = LEAGUE_RATES.map(() => 1);
    pit[0] = 1.5; // strikeout pitcher
    matchupProbabilities(LEAGUE_RATES, bat, pit, null, out);
    expect(out[3]).toBeGreaterThan(LEAGUE_RATES[3] as number * 1.6);
    expect(out[0]).toBeGreaterThan(LEAGUE_RATES[0] as number * 1.2);
    expect(Array.from(out).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('puts a 1927 hitter into a 2019 environment through his ratio to his own league', () => {
    const env1927 = LEAGUE_RATES.slice();
    env1927[0] = 0.08; // far fewer strikeouts in 1927
    const out = new Float64Array(9);
    // A 1927 hitter who struck out at exactly his league's rate is average in 2019 too.
    matchupProbabilities(LEAGUE_RATES, LEAGUE_RATES.map(() => 1), LEAGUE_RATES.map(() => 1), null, out);
    expect(out[0]).toBeCloseTo(LEAGUE_RATES[0] as number, 6);
  });
});
