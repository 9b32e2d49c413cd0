// sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG). The state is four uint32
// numbers in a plain array so a game's random stream serialises with the game.
export type RngState = [number, number, number, number];

export function seedRng(seed: number | string): RngState {
  // xmur3-style string hash gives four well-mixed seeds from any seed text.
  const text = String(seed);
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  const state: RngState = [next(), next(), next(), next()];
  // Discard the first outputs: sfc32 needs a few rounds to decorrelate close seeds.
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

export function nextUint32(s: RngState): number {
  const a = s[0], b = s[1], c = s[2], d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  const r = (c << 21) | (c >>> 11);
  s[2] = (r + t) | 0;
  return t >>> 0;
}

/** Uniform integer 1..sides (the face of a fair die). */
export function rollDie(s: RngState, sides: number): number {
  // sides is tiny, so modulo bias (< 2^-28) is far below any measurable effect.
  return (nextUint32(s) % sides) + 1;
}

/** Uniform number in [0, 1); used only by the computer manager's tie-breaks, never for play results. */
export function nextUnit(s: RngState): number {
  return nextUint32(s) / 4294967296;
}
