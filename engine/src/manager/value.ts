import type { PlayerCard } from '../types';
import { O_1B, O_2B, O_3B, O_BB, O_HBP, O_HR, O_SO } from '../types';

/** Linear-weights run value per PA from a rate vector (relative scale; used only for ranking). */
export function battingValue(rates: number[]): number {
  return 0.69 * (rates[O_BB] ?? 0) + 0.72 * (rates[O_HBP] ?? 0) + 0.89 * (rates[O_1B] ?? 0) + 1.27 * (rates[O_2B] ?? 0)
    + 1.62 * (rates[O_3B] ?? 0) + 2.1 * (rates[O_HR] ?? 0) - 0.02 * (rates[O_SO] ?? 0);
}

export function onBase(rates: number[]): number {
  return (rates[O_BB] ?? 0) + (rates[O_HBP] ?? 0) + (rates[O_1B] ?? 0) + (rates[O_2B] ?? 0) + (rates[O_3B] ?? 0) + (rates[O_HR] ?? 0);
}

export function hitterValue(c: PlayerCard): number {
  return battingValue(c.batting.rates);
}

/** Runs allowed proxy (lower is better) for ranking pitchers. */
export function pitcherValue(c: PlayerCard): number {
  return c.pitching ? -battingValue(c.pitching.rates) : -1;
}
