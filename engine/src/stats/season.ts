import type { BattingLine, GameState, PitchingLine } from '../types';
import { emptyBattingLine, emptyPitchingLine } from './lines';

export interface SeasonBatting extends BattingLine { g: number }
export interface SeasonPitching extends PitchingLine { g: number }
export interface SeasonStats {
  batting: Record<string, SeasonBatting>;
  pitching: Record<string, SeasonPitching>;
}

export function emptySeason(): SeasonStats {
  return { batting: {}, pitching: {} };
}

/** Add one game's player lines into season totals (every counting stat sums). */
export function addGameToSeason(season: SeasonStats, s: GameState): SeasonStats {
  for (const t of s.teams) {
    for (const [id, l] of Object.entries(t.batting)) {
      const acc = (season.batting[id] ??= { ...emptyBattingLine(id), g: 0 });
      acc.g++;
      for (const k of Object.keys(l) as (keyof BattingLine)[]) if (k !== 'cardId') (acc[k] as number) += l[k] as number;
    }
    for (const [id, l] of Object.entries(t.pitching)) {
      const acc = (season.pitching[id] ??= { ...emptyPitchingLine(id), g: 0 });
      acc.g++;
      for (const k of Object.keys(l) as (keyof PitchingLine)[]) if (k !== 'cardId') (acc[k] as number) += l[k] as number;
    }
  }
  return season;
}

/** Spec §3 rate statistics from counting lines. */
export function battingRates(l: BattingLine): { avg: number; obp: number; slg: number; ops: number } {
  const avg = l.ab > 0 ? l.h / l.ab : 0;
  const obpDen = l.ab + l.bb + l.hbp + l.sf;
  const obp = obpDen > 0 ? (l.h + l.bb + l.hbp) / obpDen : 0;
  const tb = l.h + l.d + 2 * l.t + 3 * l.hr;
  const slg = l.ab > 0 ? tb / l.ab : 0;
  return { avg, obp, slg, ops: obp + slg };
}

export function pitchingRates(l: PitchingLine): { era: number; whip: number; ip: number; h9: number; bb9: number; hr9: number; so9: number } {
  const ip = l.outs / 3;
  const per9 = (x: number) => (ip > 0 ? (x * 9) / ip : 0);
  return { era: ip > 0 ? (l.er * 9) / ip : 0, whip: ip > 0 ? (l.h + l.bb) / ip : 0, ip, h9: per9(l.h), bb9: per9(l.bb), hr9: per9(l.hr), so9: per9(l.so) };
}
