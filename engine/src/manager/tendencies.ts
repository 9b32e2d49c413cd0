import type { GameState, ManagerTendencies } from '../types';

/**
 * A league manager's tendencies (`Roster.manager`, see types.ts) as the numbers the computer manager multiplies by.
 * Each returns the neutral value (1 or 0) for an absent field or 50 without arithmetic, so rosters without settings
 * play exactly as before. Reading `roster.manager` is two property loads: nothing is looked up or allocated per plate
 * appearance.
 */

/** 2^((v - 50) / 50) for v = 0..100 (0.5 .. 2), index 50 exactly 1. */
const FACTORS: readonly number[] = Array.from({ length: 101 }, (_, v) => 2 ** ((v - 50) / 50));

/** The 0..100 value clamped and rounded, or null when absent or 50 (the usual play). */
function lean(v: number | undefined): number | null {
  if (v === undefined || v === 50 || !Number.isFinite(v)) return null;
  return Math.max(0, Math.min(100, Math.round(v)));
}

/** The manager of team `team` (0 away, 1 home) in this game. */
export const managerOf = (s: GameState, team: 0 | 1): ManagerTendencies | undefined =>
  (s.teams[team].side === 0 ? s.setup.away : s.setup.home).manager;

/** Multiplier on steal attempts (aggressiveness) or sacrifice bunts (smallBall): 0.5 .. 2. */
export function tendencyFactor(v: number | undefined): number {
  const x = lean(v);
  return x === null ? 1 : (FACTORS[x] as number);
}

/** Extra-base d20 shift per unit of (aggressiveness - 50) / 50. */
export const AGGRESSIVE_RUN_SHIFT = 1.5;

/** d20 points added to extra-base thresholds by aggressiveness: -1.5 .. +1.5. */
export function aggressiveRunShift(m: ManagerTendencies | undefined): number {
  const x = lean(m?.aggressiveness);
  return x === null ? 0 : (AGGRESSIVE_RUN_SHIFT * (x - 50)) / 50;
}

/** Computer hit and run per chance at aggressiveness 100 for an A hitter (scaled down to 0 at 50). */
export const HIT_AND_RUN_CHANCE = 0.1;
export const HIT_AND_RUN_GRADE: Record<string, number> = { A: 1, B: 0.7, C: 0.4, D: 0.15 };

/** Chance (before the batter's grade) of a computer hit and run: 0 up to aggressiveness 50. */
export function hitAndRunChance(m: ManagerTendencies | undefined): number {
  const x = lean(m?.aggressiveness);
  return x === null || x <= 50 ? 0 : (HIT_AND_RUN_CHANCE * (x - 50)) / 50;
}

/** Batters-faced limits of the starter x 1.25 (bullpenHook 0) .. 0.75 (100). */
export function hookScale(m: ManagerTendencies | undefined): number {
  const x = lean(m?.bullpenHook);
  return x === null ? 1 : 1 - (0.25 * (x - 50)) / 50;
}

/** Added to the runs that end a starter's blow-up: +2 (bullpenHook 0) .. -2 (100). */
export function hookRunShift(m: ManagerTendencies | undefined): number {
  const x = lean(m?.bullpenHook);
  return x === null ? 0 : Math.round((50 - x) / 25);
}

/** The human's hard hook, 1..10 runs, or Infinity without one. */
export function hookRuns(m: ManagerTendencies | undefined): number {
  const v = m?.hookRuns;
  if (v === undefined || !Number.isFinite(v)) return Infinity;
  return Math.max(1, Math.min(10, Math.round(v)));
}
