import { O_1B, O_2B, O_3B, O_HR } from '../types';

/** Outcomes a park moves. Walks and strikeouts are treated as park-neutral. */
export const PARK_OUTCOMES = [O_1B, O_2B, O_3B, O_HR] as const;
/** Runs grow roughly with the square of hit rates, so hit odds move by PF^0.55. */
export const PARK_HIT_EXPONENT = 0.55;

/**
 * Lahman BPF/PPF (Total Baseball method) already average home and road games, so a season
 * line's exposure to its park is PF/100 itself (Coors 1996: BPF 123 for a ~1.46 home effect).
 */
export function seasonParkMultiplier(pf: number): number {
  return Math.pow(Math.max(50, pf) / 100, PARK_HIT_EXPONENT);
}

/** A game played in the park gets the full home effect 2*PF/100 - 1. */
export function gameParkMultiplier(pf: number): number {
  return Math.pow(Math.max(0.5, (2 * pf) / 100 - 1), PARK_HIT_EXPONENT);
}
