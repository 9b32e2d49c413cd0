import type { BattingLine, PitchingLine, TeamGameState } from '../types';

export function emptyBattingLine(cardId: string): BattingLine {
  return { cardId, pa: 0, ab: 0, r: 0, h: 0, d: 0, t: 0, hr: 0, rbi: 0, bb: 0, ibb: 0, so: 0, hbp: 0, sf: 0, sh: 0, sb: 0, cs: 0, gidp: 0, interference: 0, e: 0, lob: 0 };
}

export function emptyPitchingLine(cardId: string): PitchingLine {
  return { cardId, outs: 0, bf: 0, h: 0, r: 0, er: 0, bb: 0, ibb: 0, so: 0, hr: 0, hbp: 0, wp: 0, bk: 0, gs: 0, cg: 0, sho: 0, w: 0, l: 0, sv: 0, hld: 0 };
}

/**
 * An empty per-player record (batting or pitching lines keyed by card id). Every game adds a
 * different set of ids; on an ordinary `{}` V8 would mint a new hidden class for each id added
 * (tens of thousands over a season) and every lookup would go megamorphic. A prototype-less
 * object starts in dictionary mode instead. Enumeration order and JSON are the same.
 */
export function lineRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

export function bat(team: TeamGameState, id: string): BattingLine {
  let l = team.batting[id];
  if (!l) team.batting[id] = l = emptyBattingLine(id);
  return l;
}

export function pit(team: TeamGameState, id: string): PitchingLine {
  let l = team.pitching[id];
  if (!l) team.pitching[id] = l = emptyPitchingLine(id);
  return l;
}
