import type { GameState } from '../types';

/** One player's batting in one game (or summed over games). */
export interface BatLine { g: number; pa: number; ab: number; r: number; h: number; d: number; t: number; hr: number; rbi: number; bb: number; so: number; sb: number; cs: number; hbp: number; sf: number; sh: number }
/** One pitcher's line in one game (or summed); `outs` = innings pitched x 3. */
export interface PitchLine { g: number; gs: number; w: number; l: number; sv: number; cg: number; sho: number; outs: number; h: number; r: number; er: number; bb: number; so: number; hr: number }

/** The per-game lines a league keeps for its statistics. */
export interface GameLines {
  /** Keyed by cardId, both teams. */
  bat: Record<string, BatLine>;
  pitch: Record<string, PitchLine>;
  /** Away, home teamId. */
  team: [string, string];
  winningPitcher: string | null;
  losingPitcher: string | null;
  save: string | null;
}

export const BAT_KEYS = ['g', 'pa', 'ab', 'r', 'h', 'd', 't', 'hr', 'rbi', 'bb', 'so', 'sb', 'cs', 'hbp', 'sf', 'sh'] as const;
/** Packed order puts the fields that are usually zero last (trailing zeros are dropped). */
export const PITCH_PACK_KEYS = ['outs', 'h', 'r', 'er', 'bb', 'so', 'hr', 'g', 'gs', 'w', 'l', 'sv', 'cg', 'sho'] as const;
const PITCH_KEYS = ['g', 'gs', 'w', 'l', 'sv', 'cg', 'sho', 'outs', 'h', 'r', 'er', 'bb', 'so', 'hr'] as const;

export function emptyBat(): BatLine {
  return { g: 0, pa: 0, ab: 0, r: 0, h: 0, d: 0, t: 0, hr: 0, rbi: 0, bb: 0, so: 0, sb: 0, cs: 0, hbp: 0, sf: 0, sh: 0 };
}
export function emptyPitch(): PitchLine {
  return { g: 0, gs: 0, w: 0, l: 0, sv: 0, cg: 0, sho: 0, outs: 0, h: 0, r: 0, er: 0, bb: 0, so: 0, hr: 0 };
}

/** a + b, field by field (a new line; either may be undefined). */
export function addBat(a: BatLine | undefined, b: BatLine | undefined): BatLine {
  const out = emptyBat();
  for (const k of BAT_KEYS) out[k] = (a?.[k] ?? 0) + (b?.[k] ?? 0);
  return out;
}
export function addPitch(a: PitchLine | undefined, b: PitchLine | undefined): PitchLine {
  const out = emptyPitch();
  for (const k of PITCH_KEYS) out[k] = (a?.[k] ?? 0) + (b?.[k] ?? 0);
  return out;
}

/**
 * An empty plain object for card-id keys. Adding two dozen keys that differ from game to game to `{}` makes V8
 * build a hidden class for each key added; an object that has had a property deleted is a hash table from the
 * start. Same prototype, and the same keys in the same order for every reader.
 */
function idRecord<T>(): Record<string, T> {
  const o: Record<string, unknown> = { a: 0, b: 0 };
  delete o.a;
  delete o.b;
  return o as Record<string, T>;
}

/**
 * The lines of a final game. Every player in a team's box score (starters, substitutes, pinch runners,
 * defensive replacements) gets G 1; every pitcher who appeared G 1, the first GS 1.
 * W/L/SV are the engine's simplified official-scorer rules (game/flow.ts `finishGame`): the pitcher of
 * record when his team took the lead for good wins, except that a starter needs 15 outs (five innings),
 * else the first reliever gets it; the loss goes to the pitcher charged with the go-ahead run; the save to the
 * winning team's finishing pitcher (not the winner) who entered a save situation (lead of 1-3 at the start of
 * the ninth or later, when the computer brings in its closer) or got 9+ outs. CG when one pitcher threw the
 * whole game, SHO when he also allowed no run. (Not modelled: the scorer's judgement to deny an ineffective
 * reliever the win, the tying run on deck/at bat save rule.)
 */
export function gameLines(state: GameState): GameLines {
  if (state.status !== 'final') throw new Error('gameLines needs a final game');
  const out: GameLines = {
    bat: idRecord(), pitch: idRecord(), team: [state.setup.away.teamId, state.setup.home.teamId], winningPitcher: null, losingPitcher: null, save: null,
  };
  for (const t of state.teams) {
    for (const l of Object.values(t.batting)) {
      const b: BatLine = {
        g: 1, pa: l.pa, ab: l.ab, r: l.r, h: l.h, d: l.d, t: l.t, hr: l.hr, rbi: l.rbi, bb: l.bb, so: l.so, sb: l.sb, cs: l.cs, hbp: l.hbp, sf: l.sf, sh: l.sh,
      };
      out.bat[l.cardId] = out.bat[l.cardId] ? addBat(out.bat[l.cardId], b) : b;
    }
    for (const id of t.pitchersUsed) {
      const l = t.pitching[id];
      if (!l) continue;
      const p: PitchLine = {
        g: 1, gs: l.gs, w: l.w, l: l.l, sv: l.sv, cg: l.cg, sho: l.sho, outs: l.outs, h: l.h, r: l.r, er: l.er, bb: l.bb, so: l.so, hr: l.hr,
      };
      out.pitch[id] = out.pitch[id] ? addPitch(out.pitch[id], p) : p;
      if (l.w) out.winningPitcher = id;
      if (l.l) out.losingPitcher = id;
      if (l.sv) out.save = id;
    }
  }
  return out;
}

/** Packed form version (first element). */
const PACK_VERSION = 1;

function packNums(id: string, line: Record<string, number>, keys: readonly string[]): Array<string | number> {
  const row: Array<string | number> = [id];
  let last = 0;
  for (let i = 0; i < keys.length; i++) if (line[keys[i] as string] !== 0) last = i + 1;
  for (let i = 0; i < last; i++) row.push(line[keys[i] as string] as number);
  return row;
}

/**
 * Compact JSON form: `[1, away, home, W, L, SV, batCount, ...bat rows, ...pitch rows]`, each row
 * `[cardId, ...numbers]` in a fixed order (BAT_KEYS; PITCH_PACK_KEYS) with trailing zeros dropped.
 * A 2019 game packs to about 1.2 kB of JSON (a 2,430-game season about 3 MB).
 */
export function packLines(lines: GameLines): unknown {
  const bat = Object.entries(lines.bat).map(([id, l]) => packNums(id, l as unknown as Record<string, number>, BAT_KEYS));
  const pitch = Object.entries(lines.pitch).map(([id, l]) => packNums(id, l as unknown as Record<string, number>, PITCH_PACK_KEYS));
  return [PACK_VERSION, lines.team[0], lines.team[1], lines.winningPitcher, lines.losingPitcher, lines.save, bat.length, ...bat, ...pitch];
}

function unpackRow<T>(row: unknown, keys: readonly string[], empty: () => T): [string, T] {
  if (!Array.isArray(row) || typeof row[0] !== 'string' || row.length > keys.length + 1) throw new Error('Bad packed line');
  const line = empty() as Record<string, number>;
  for (let i = 1; i < row.length; i++) {
    const v: unknown = row[i];
    if (typeof v !== 'number') throw new Error('Bad packed line');
    line[keys[i - 1] as string] = v;
  }
  return [row[0], line as T];
}

export function unpackLines(packed: unknown): GameLines {
  if (!Array.isArray(packed) || packed[0] !== PACK_VERSION || packed.length < 7) throw new Error('Bad packed game lines');
  const [, away, home, w, l, sv, nBat] = packed as [number, string, string, string | null, string | null, string | null, number];
  const out: GameLines = { bat: {}, pitch: {}, team: [away, home], winningPitcher: w, losingPitcher: l, save: sv };
  packed.slice(7).forEach((row, i) => {
    if (i < nBat) {
      const [id, line] = unpackRow(row, BAT_KEYS, emptyBat);
      out.bat[id] = line;
    } else {
      const [id, line] = unpackRow(row, PITCH_PACK_KEYS, emptyPitch);
      out.pitch[id] = line;
    }
  });
  return out;
}
