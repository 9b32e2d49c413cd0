import { OUTCOME_COUNT } from '../types';

export function odds(p: number): number {
  const q = Math.min(Math.max(p, 1e-6), 1 - 1e-6);
  return q / (1 - q);
}

/** Odds of each outcome relative to a league's odds of it (1 = league average). */
export function oddsRatios(rates: number[], league: number[]): number[] {
  const out = new Array<number>(OUTCOME_COUNT);
  // An outcome the league never recorded (e.g. HBP before it was kept) carries no information.
  for (let i = 0; i < OUTCOME_COUNT; i++) out[i] = (league[i] ?? 0) < 1e-4 ? 1 : odds(rates[i] ?? 0) / odds(league[i] ?? 0);
  return out;
}

/**
 * Log5 overstates home runs when extreme hitters meet (notes: "known bias"); the replays of 1927
 * and 1968 ran 8-9 % high. The batter's home-run odds ratio is damped by this exponent; the pitcher's
 * enters whole (damping the product also pressed teams' home runs allowed together: 1927 slope 0.81).
 */
export const HR_RATIO_EXPONENT = 0.88;
const EXPONENTS = [1, 1, 1, HR_RATIO_EXPONENT, 1, 1, 1, 1, 1];

/**
 * Generalised log5 (Tango's odds ratio), one binary split per outcome, then renormalised:
 * Odds(m) = Odds(env) * [Odds(b)/Odds(lgB)]^e * [Odds(p)/Odds(lgP)] * adjust, e = 1 except HR (batter only).
 * `adjust` carries park and platoon multipliers. Writes into `out` to avoid allocation.
 */
export function matchupProbabilities(
  env: number[], batterOR: number[], pitcherOR: number[], adjust: number[] | null, out: Float64Array,
): Float64Array {
  let sum = 0;
  for (let i = 0; i < OUTCOME_COUNT; i++) {
    const b = batterOR[i] ?? 1;
    const e = EXPONENTS[i] as number;
    const o = odds(env[i] ?? 0) * (e === 1 ? b : Math.pow(b, e)) * (pitcherOR[i] ?? 1) * (adjust ? adjust[i] ?? 1 : 1);
    const p = o / (1 + o);
    out[i] = p;
    sum += p;
  }
  for (let i = 0; i < OUTCOME_COUNT; i++) out[i] = (out[i] as number) / sum;
  return out;
}
