import { CLASS_COUNT, faceIndex, rowWeight, type MatchupLayout } from './layout';
import { OUTCOME_COUNT } from '../types';

/**
 * Bytes of one compiled layout: per card, the fill order (9) then the cumulative faces per weight class (6 x 9), 63
 * bytes padded to 64, so one dice read touches one cache line. Cumulative counts never pass a class's 120 faces, so a
 * byte holds them.
 */
const CARD_BYTES = 64;
export const TABLE_BYTES = 2 * CARD_BYTES;
/** Ints per hash slot: batter index + 1 (0 = empty), pitcher index, bucket, byte offset of the table. */
const SLOT_INTS = 4;

/**
 * The game loop's matchup layouts, compiled into one byte array and found through one open-addressing hash. A season
 * meets tens of thousands of matchups, each read a few times a game: with a Map of `MatchupLayout` objects (three
 * typed-array views each) every first read of a matchup in a game was five or six cache misses; here it is two.
 */
export class DiceTables {
  bytes = new Uint8Array(1024 * TABLE_BYTES);
  count = 0;
  /** Bumped by `clear`: offsets handed out before then are stale. */
  generation = 0;
  private slots = new Int32Array(2048 * SLOT_INTS);
  private mask = 2047;

  /** Byte offset of the table for (batter, pitcher, bucket), or -1. */
  find(b: number, p: number, bucket: number): number {
    const slots = this.slots, mask = this.mask;
    for (let i = hash(b, p, bucket) & mask; ; i = (i + 1) & mask) {
      const o = i * SLOT_INTS;
      const k = slots[o] as number;
      if (k === 0) return -1;
      if (k === b + 1 && slots[o + 1] === p && slots[o + 2] === bucket) return slots[o + 3] as number;
    }
  }

  /** Compiles `lay` as the table for (batter, pitcher, bucket), which must be absent; returns its byte offset. */
  add(b: number, p: number, bucket: number, lay: MatchupLayout): number {
    if ((this.count + 1) * TABLE_BYTES > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    if ((this.count + 1) * 2 > this.mask + 1) this.rehash((this.mask + 1) * 2);
    const at = this.count++ * TABLE_BYTES;
    compile(lay, this.bytes, at);
    this.put(b, p, bucket, at);
    return at;
  }

  clear(): void {
    this.slots.fill(0);
    this.count = 0;
    this.generation++;
  }

  private put(b: number, p: number, bucket: number, at: number): void {
    const slots = this.slots, mask = this.mask;
    let i = hash(b, p, bucket) & mask;
    while (slots[i * SLOT_INTS] !== 0) i = (i + 1) & mask;
    const o = i * SLOT_INTS;
    slots[o] = b + 1; slots[o + 1] = p; slots[o + 2] = bucket; slots[o + 3] = at;
  }

  private rehash(size: number): void {
    const old = this.slots;
    this.slots = new Int32Array(size * SLOT_INTS);
    this.mask = size - 1;
    for (let o = 0; o < old.length; o += SLOT_INTS) {
      if (old[o] !== 0) this.put((old[o] as number) - 1, old[o + 1] as number, old[o + 2] as number, old[o + 3] as number);
    }
  }
}

function hash(b: number, p: number, bucket: number): number {
  let h = Math.imul(b, 0x9e3779b1) ^ Math.imul(p, 0x85ebca6b) ^ Math.imul(bucket, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 13);
}

function compile(lay: MatchupLayout, out: Uint8Array, at: number): void {
  for (let card = 0; card < 2; card++) {
    const base = at + card * CARD_BYTES;
    for (let j = 0; j < OUTCOME_COUNT; j++) out[base + j] = lay.order[card * OUTCOME_COUNT + j] as number;
    for (let k = 0; k < CLASS_COUNT; k++) {
      for (let j = 0; j < OUTCOME_COUNT; j++) {
        out[base + OUTCOME_COUNT * (k + 1) + j] = lay.cum[(card * CLASS_COUNT + k) * OUTCOME_COUNT + j] as number;
      }
    }
  }
}

/** `MatchupLayout.read` on a compiled table. */
export function readTable(t: Uint8Array, at: number, card: number, column: number, row: number, face: number): number {
  const base = at + card * CARD_BYTES;
  const cum = base + OUTCOME_COUNT * rowWeight(row);
  const idx = faceIndex(column, row, face);
  for (let j = 0; j < OUTCOME_COUNT - 1; j++) {
    if (idx < (t[cum + j] as number)) return t[base + j] as number;
  }
  return t[base + OUTCOME_COUNT - 1] as number;
}
