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
