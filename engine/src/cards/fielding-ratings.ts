import type { FieldingRating, Position } from '../types';
import { num, str, type LahmanRow } from './rows';
import { per9 } from '../stats/rates';

/** Modern (PO + A) per nine innings by position: the range norm before era scaling. */
const CHANCES_PER_9: Record<string, number> = {
  P: 1.9, C: 7.5, '1B': 8.8, '2B': 4.6, '3B': 2.6, SS: 4.2, LF: 1.9, CF: 2.5, RF: 2.0,
};
const LAHMAN_TO_POS: Record<string, Position[]> = {
  P: ['P'], C: ['C'], '1B': ['1B'], '2B': ['2B'], '3B': ['3B'], SS: ['SS'], LF: ['LF'], CF: ['CF'], RF: ['RF'], OF: ['LF', 'CF', 'RF'],
};

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

export interface FieldingSummary {
  ratings: Partial<Record<Position, FieldingRating>>;
  /** Eligible positions, most games first. */
  positions: Position[];
  gamesByPosition: Partial<Record<Position, number>>;
  /**
   * Games in the field off the mound, each record row once: a generic OF row counts for LF, CF and RF in
   * `gamesByPosition` but is one set of games (summing those made 2019 Lorenzen, 73 games pitched and 29 in the
   * outfield, an outfielder with 87, and his relief innings went to the rest of the bullpen).
   */
  fieldGames: number;
}

/**
 * Range 1-5 from range factor against the position norm (scaled by the share of balls in play,
 * since 1920s fielders saw more of them); error % from E / (PO + A + E); arm from assists
 * (outfield) or caught-stealing share (catchers).
 */
export function buildFieldingRatings(rows: LahmanRow[], ballsInPlayShare: number): FieldingSummary {
  const agg = new Map<Position, { g: number; outs: number; po: number; a: number; e: number; sb: number; cs: number }>();
  let fieldGames = 0;
  for (const r of rows) {
    const targets = LAHMAN_TO_POS[str(r, 'POS')];
    if (!targets) continue;
    // Lahman splits OF into LF/CF/RF only from 1954; generic OF games count for all three.
    const split = str(r, 'POS') === 'OF' && rows.some((o) => ['LF', 'CF', 'RF'].includes(str(o, 'POS')));
    if (split) continue;
    if (str(r, 'POS') !== 'P') fieldGames += num(r, 'G');
    for (const pos of targets) {
      const a = agg.get(pos) ?? { g: 0, outs: 0, po: 0, a: 0, e: 0, sb: 0, cs: 0 };
      a.g += num(r, 'G');
      a.outs += num(r, 'InnOuts') || num(r, 'G') * 24;
      a.po += num(r, 'PO'); a.a += num(r, 'A'); a.e += num(r, 'E'); a.sb += num(r, 'SB'); a.cs += num(r, 'CS');
      agg.set(pos, a);
    }
  }
  const ratings: Partial<Record<Position, FieldingRating>> = {};
  const gamesByPosition: Partial<Record<Position, number>> = {};
  const scale = ballsInPlayShare / 0.66;
  for (const [pos, a] of agg) {
    const norm = (CHANCES_PER_9[pos] ?? 2) * (pos === 'C' || pos === '1B' ? 1 : scale);
    const rf = per9(a.po + a.a, a.outs) ?? norm;
    // Regress toward the norm with 30 games of average play.
    const rel = (rf * a.g + norm * 30) / ((a.g + 30) * norm);
    const range = Math.round(clamp(3 - (rel - 1) * 12, 1, 5));
    const chances = a.po + a.a + a.e;
    const errPct = ((a.e + 0.03 * 20) / (chances + 20)) * 100;
    const rating: FieldingRating = { range, error: Math.round(errPct * 10) / 10 };
    if (pos === 'C') {
      const att = a.sb + a.cs;
      const csPct = (a.cs + 0.3 * 20) / (att + 20);
      rating.arm = Math.round(clamp((0.3 - csPct) * 30, -6, 5));
    } else if (pos === 'LF' || pos === 'CF' || pos === 'RF') {
      const aPer = a.g > 0 ? (a.a + 0.07 * 20) / (a.g + 20) : 0.07;
      rating.arm = Math.round(clamp((0.07 - aPer) * 60, -6, 5));
    }
    ratings[pos] = rating;
    gamesByPosition[pos] = a.g;
  }
  const total = [...agg.values()].reduce((s, a) => s + a.g, 0);
  const positions = [...agg.entries()]
    .filter(([, a]) => a.g >= Math.min(5, total) || a.g >= total * 0.1)
    .sort((x, y) => y[1].g - x[1].g)
    .map(([p]) => p);
  return { ratings, positions, gamesByPosition, fieldGames };
}
