import type { GameOptions } from '../types';

/** Spec §9 first list: Very Aggressive 0 .. Extra Conservative 4 -> d20 shift. */
const FIVE = [3, 1.5, 0, -1.5, -3];
/** Second list: Extreme Aggressive 0 .. Extra Conservative 5, Deadball Style 6. */
const SEVEN = [4.5, 3, 1.5, 0, -1.5, -3, 0];

/** Shift added to every extra-base d20 threshold (positive = takes more chances). */
export function advanceShift(o: GameOptions): number {
  const b = o.baserunning;
  if (!b) return 0;
  const list = b.scale === 7 ? SEVEN : FIVE;
  return list[Math.max(0, Math.min(list.length - 1, Math.round(b.value)))] ?? 0;
}

/** Deadball Style doubles steal and sacrifice-bunt tendencies; aggressive settings raise steals. */
export function tacticsFactor(o: GameOptions): number {
  const b = o.baserunning;
  if (!b) return 1;
  if (b.scale === 7 && b.value === 6) return 2;
  return 1 + advanceShift(o) * 0.1;
}
