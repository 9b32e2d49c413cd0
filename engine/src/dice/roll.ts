import type { RngState } from '../random/sfc32';
import { rollDie } from '../random/sfc32';
import { readTable } from './dice-tables';
import type { MatchupLayout } from './layout';

/** The dice of one plate appearance, reused between rolls. */
export interface PaRoll {
  d6: number;
  red1: number;
  red2: number;
  d20: number;
  outcome: number;
}

/**
 * White d6: 1-3 read the batter card column 1-3, 4-6 the pitcher card column 1-3.
 * Red 2d6: the row. d20: the face within the row (splits).
 */
export function rollPlateAppearance(rng: RngState, layout: MatchupLayout, out: PaRoll): PaRoll {
  out.d6 = rollDie(rng, 6);
  out.red1 = rollDie(rng, 6);
  out.red2 = rollDie(rng, 6);
  out.d20 = rollDie(rng, 20);
  const card = out.d6 <= 3 ? 0 : 1;
  const column = (out.d6 - 1) % 3;
  out.outcome = layout.read(card, column, out.red1 + out.red2, out.d20);
  return out;
}

/** `rollPlateAppearance` on a compiled table (`DiceTables`): the same dice in the same order. */
export function rollTable(rng: RngState, table: Uint8Array, at: number, out: PaRoll): PaRoll {
  const d6 = rollDie(rng, 6), red1 = rollDie(rng, 6), red2 = rollDie(rng, 6), d20 = rollDie(rng, 20);
  out.d6 = d6; out.red1 = red1; out.red2 = red2; out.d20 = d20;
  out.outcome = readTable(table, at, d6 <= 3 ? 0 : 1, (d6 - 1) % 3, red1 + red2, d20);
  return out;
}

/**
 * Rare-event check with two d20s (1/400 resolution): succeeds when (d20a - 1) * 20 + d20b
 * <= chance400. Returns the two faces packed as a*100+b, negative when the check fails.
 */
export function d20Check(rng: RngState, chance400: number): number {
  const a = rollDie(rng, 20);
  const b = rollDie(rng, 20);
  const packed = a * 100 + b;
  return (a - 1) * 20 + b <= chance400 ? packed : -packed;
}
