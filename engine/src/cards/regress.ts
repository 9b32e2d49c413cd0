import { OUTCOME_COUNT, O_1B, O_2B, O_3B, O_BB, O_HR, O_SO } from '../types';

/** Plate appearances of league-average performance added to every batter line. */
export const BATTER_PRIOR_PA = 40;
export const PITCHER_PRIOR_BF = 60;
export const PITCHER_BATTING_PRIOR_PA = 80;

export function blend(rates: number[], n: number, prior: number[], priorN: number): number[] {
  const out = new Array<number>(OUTCOME_COUNT);
  for (let i = 0; i < OUTCOME_COUNT; i++) out[i] = ((rates[i] ?? 0) * n + (prior[i] ?? 0) * priorN) / (n + priorN);
  return out;
}

/** What a typical pitcher hits: fewer hits and walks, more strikeouts (ratios from 1920-1990 pitcher batting). */
export function pitcherBattingBaseline(league: number[]): number[] {
  const r = league.slice();
  r[O_1B] = (r[O_1B] ?? 0) * 0.62;
  r[O_2B] = (r[O_2B] ?? 0) * 0.5;
  r[O_3B] = (r[O_3B] ?? 0) * 0.5;
  r[O_HR] = (r[O_HR] ?? 0) * 0.3;
  r[O_BB] = (r[O_BB] ?? 0) * 0.55;
  r[O_SO] = Math.min(0.6, (r[O_SO] ?? 0) * 2.3);
  const s = r.reduce((a, b) => a + b, 0);
  // Put the change into outs in play, keeping their ground/fly mix.
  const gap = 1 - s;
  const gb = r[7] ?? 0, fb = r[8] ?? 0;
  r[7] = gb + (gap * gb) / (gb + fb);
  r[8] = fb + (gap * fb) / (gb + fb);
  return r;
}
