import { OUTCOME_COUNT } from '../types';

/**
 * Card layout arithmetic. A card has 3 columns x 11 rows (2d6 sums) x 20 d20 faces. A d20 face
 * in row r carries weight w(r) = 6 - |7 - r| (the number of 2d6 combinations for r), so a column
 * holds 36 x 20 = 720 weight units, a card 2160 and a matchup (both cards) 4320: one unit is
 * 1/4320 of a plate appearance. Faces are grouped into six weight classes; class k (weight k+1)
 * holds 40 faces per column (two rows) except class 5 (row 7 alone), which holds 20.
 */
export const UNITS_PER_CARD = 2160;
export const UNITS_PER_MATCHUP = 4320;
export const CLASS_COUNT = 6;
const CLASS_CAP = [120, 120, 120, 120, 120, 60];
const UNITS_BYTES = 3 * OUTCOME_COUNT * 4;
const CUM_BYTES = 2 * CLASS_COUNT * OUTCOME_COUNT * 2;
const ORDER_BYTES = 2 * OUTCOME_COUNT;
/** Bytes of one layout in a shared slab, rounded up to keep the next layout's Int32Array aligned. */
export const LAYOUT_BYTES = Math.ceil((UNITS_BYTES + CUM_BYTES + ORDER_BYTES) / 4) * 4;

export function rowWeight(row: number): number {
  return 6 - Math.abs(7 - row);
}

/** Index of a face within its weight class on a card: rows below 7 first, then above. */
export function faceIndex(column: number, row: number, face: number): number {
  const w = rowWeight(row);
  if (w === 6) return column * 20 + (face - 1);
  return column * 40 + (row < 7 ? 0 : 20) + (face - 1);
}

/**
 * A matchup layout: for each card (0 batter, 1 pitcher) and weight class, the outcomes in fill
 * order with cumulative face counts. Reused buffers: the hot loop never allocates.
 */
export class MatchupLayout {
  /** Units per outcome on each card and in total (for tests and display). */
  readonly units: Int32Array;
  /** [(card * 6 + k) * 9 + j] -> faces of class k given to outcomes order[0..j]. */
  readonly cum: Int16Array;
  /** [card * 9 + j] -> outcome at fill position j. */
  readonly order: Uint8Array;

  /**
   * One backing store for all three views: a dice read touches one allocation, not three. A cache of many
   * layouts passes a slab and an offset (a multiple of 4; see `LAYOUT_BYTES`): one ArrayBuffer per layout
   * made allocation and garbage collection a large part of building a layout.
   */
  constructor(buf: ArrayBuffer = new ArrayBuffer(LAYOUT_BYTES), offset = 0) {
    this.units = new Int32Array(buf, offset, 3 * OUTCOME_COUNT);
    this.cum = new Int16Array(buf, offset + UNITS_BYTES, 2 * CLASS_COUNT * OUTCOME_COUNT);
    this.order = new Uint8Array(buf, offset + UNITS_BYTES + CUM_BYTES, 2 * OUTCOME_COUNT);
  }

  read(card: number, column: number, row: number, face: number): number {
    const k = rowWeight(row) - 1;
    const idx = faceIndex(column, row, face);
    const base = (card * CLASS_COUNT + k) * OUTCOME_COUNT;
    for (let j = 0; j < OUTCOME_COUNT; j++) {
      if (idx < (this.cum[base + j] as number)) return this.order[card * OUTCOME_COUNT + j] as number;
    }
    return this.order[card * OUTCOME_COUNT + OUTCOME_COUNT - 1] as number;
  }
}

/** Work buffers for one caller (a game runtime owns one), so layout building never allocates. */
export class LayoutScratch {
  readonly n = new Int32Array(OUTCOME_COUNT);
  readonly b = new Int32Array(OUTCOME_COUNT);
  readonly rem = new Float64Array(OUTCOME_COUNT);
  readonly tilt = new Float64Array(OUTCOME_COUNT);
  readonly avail = new Int32Array(CLASS_COUNT);
}

/** Largest-remainder rounding of total * p into integers summing to total. */
function apportion(p: ArrayLike<number>, total: number, out: Int32Array, scratchRem: Float64Array): void {
  let given = 0;
  for (let i = 0; i < OUTCOME_COUNT; i++) {
    const x = (p[i] as number) * total;
    const f = Math.floor(x);
    out[i] = f;
    scratchRem[i] = x - f;
    given += f;
  }
  while (given < total) {
    let best = 0;
    for (let i = 1; i < OUTCOME_COUNT; i++) if ((scratchRem[i] as number) > (scratchRem[best] as number)) best = i;
    out[best] = (out[best] as number) + 1;
    scratchRem[best] = -1;
    given++;
  }
}

/**
 * Lay out a matchup so the dice reproduce `p` to the unit (1/4320):
 * 1. N_i = round(4320 p_i) (largest remainder).
 * 2. The batter card takes a share tilted toward what the batter contributes:
 *    b_i ∝ p_i * sqrt(batterOR_i / pitcherOR_i), pulled toward p until b_i <= 2 p_i;
 *    B_i = round(2160 b_i) capped at N_i; the pitcher card holds P_i = N_i - B_i.
 * 3. Each card's units are dealt to faces heaviest class first, so every outcome gets
 *    exactly its units (the 120 weight-1 faces absorb the remainders).
 */
export function layoutMatchup(
  p: Float64Array, batterOR: number[], pitcherOR: number[], out: MatchupLayout, sc: LayoutScratch,
): MatchupLayout {
  const scratchN = sc.n, scratchB = sc.b, scratchTilt = sc.tilt;
  apportion(p, UNITS_PER_MATCHUP, scratchN, sc.rem);
  let s = 0;
  for (let i = 0; i < OUTCOME_COUNT; i++) {
    const t = (p[i] as number) * Math.sqrt((batterOR[i] ?? 1) / (pitcherOR[i] ?? 1));
    scratchTilt[i] = t;
    s += t;
  }
  let lambda = 1;
  for (let i = 0; i < OUTCOME_COUNT; i++) {
    const bi = (scratchTilt[i] as number) / s;
    scratchTilt[i] = bi;
    const pi = p[i] as number;
    if (bi > 2 * pi && bi > pi) lambda = Math.min(lambda, pi / (bi - pi));
  }
  for (let i = 0; i < OUTCOME_COUNT; i++) {
    const pi = p[i] as number;
    scratchTilt[i] = pi + lambda * ((scratchTilt[i] as number) - pi);
  }
  apportion(scratchTilt, UNITS_PER_CARD, scratchB, sc.rem);
  // Rounding may leave B_i = N_i + 1; move such units to an outcome with room.
  for (let i = 0; i < OUTCOME_COUNT; i++) {
    while ((scratchB[i] as number) > (scratchN[i] as number)) {
      let j = 0;
      while (j < OUTCOME_COUNT && (scratchB[j] as number) >= (scratchN[j] as number)) j++;
      scratchB[i] = (scratchB[i] as number) - 1;
      scratchB[j] = (scratchB[j] as number) + 1;
    }
  }
  for (let i = 0; i < OUTCOME_COUNT; i++) {
    out.units[i] = scratchB[i] as number;
    out.units[OUTCOME_COUNT + i] = (scratchN[i] as number) - (scratchB[i] as number);
    out.units[2 * OUTCOME_COUNT + i] = scratchN[i] as number;
  }
  fillCard(out, 0, sc.avail);
  fillCard(out, 1, sc.avail);
  return out;
}

function fillCard(out: MatchupLayout, card: number, avail: Int32Array): void {
  const units = out.units;
  const off = card * OUTCOME_COUNT;
  // Fill order: most units first, so big results sit on the heavy middle rows like a printed card.
  const order = out.order;
  for (let j = 0; j < OUTCOME_COUNT; j++) order[off + j] = j;
  for (let a = 1; a < OUTCOME_COUNT; a++) {
    const v = order[off + a] as number;
    let b = a - 1;
    while (b >= 0 && (units[off + (order[off + b] as number)] as number) < (units[off + v] as number)) {
      order[off + b + 1] = order[off + b] as number;
      b--;
    }
    order[off + b + 1] = v;
  }
  for (let k = 0; k < CLASS_COUNT; k++) avail[k] = CLASS_CAP[k] as number;
  const cumBase = card * CLASS_COUNT * OUTCOME_COUNT;
  for (let j = 0; j < OUTCOME_COUNT; j++) {
    const outcome = order[off + j] as number;
    let need = units[off + outcome] as number;
    const last = j === OUTCOME_COUNT - 1;
    for (let k = CLASS_COUNT - 1; k >= 0; k--) {
      const w = k + 1;
      const a = avail[k] as number;
      const take = last ? a : Math.min(a, Math.floor(need / w));
      avail[k] = a - take;
      need -= take * w;
      const prev = j === 0 ? 0 : (out.cum[cumBase + k * OUTCOME_COUNT + j - 1] as number);
      out.cum[cumBase + k * OUTCOME_COUNT + j] = prev + take;
    }
  }
}

/** Human-readable card cells for one card of a matchup (UI and docs; not used by the hot loop). */
export function describeCard(layout: MatchupLayout, card: 0 | 1, names: readonly string[]): string[][] {
  const cols: string[][] = [];
  for (let c = 0; c < 3; c++) {
    const col: string[] = [];
    for (let row = 2; row <= 12; row++) {
      const parts: string[] = [];
      let start = 1, current = layout.read(card, c, row, 1);
      for (let f = 2; f <= 21; f++) {
        const o = f <= 20 ? layout.read(card, c, row, f) : -1;
        if (o !== current) {
          parts.push(start === 1 && f === 21 ? `${names[current]}` : `${names[current]} ${start}-${f - 1}`);
          start = f;
          current = o;
        }
      }
      col.push(`${row}: ${parts.join(', ')}`);
    }
    cols.push(col);
  }
  return cols;
}
