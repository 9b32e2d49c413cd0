import type { GameState, Position, TeamGameState } from '../types';
import { POSITION_CODES } from '../types';
import { FIELDING_SLOTS, type GameRuntime } from '../game/runtime';

/** d20 -> fielder for ground balls and fly balls (17-20 on flies are infield pop-ups). */
const GB_FIELDER: Position[] = ['P', '3B', '3B', '3B', '3B', 'SS', 'SS', 'SS', 'SS', 'SS', 'SS', '2B', '2B', '2B', '2B', '2B', '1B', '1B', '1B', 'C'];
const FB_FIELDER: Position[] = ['LF', 'LF', 'LF', 'LF', 'LF', 'CF', 'CF', 'CF', 'CF', 'CF', 'CF', 'RF', 'RF', 'RF', 'RF', 'RF', 'SS', '2B', '3B', '1B'];

export function fielderFor(ground: boolean, d20: number): Position {
  return ((ground ? GB_FIELDER : FB_FIELDER)[d20 - 1] ?? 'SS') as Position;
}

export function playerAt(t: TeamGameState, pos: Position): string {
  if (pos === 'P') return t.pitcherId;
  for (let i = 0; i < 9; i++) {
    const spot = t.order[i];
    if (spot && spot.position === pos) return spot.cardId;
  }
  return t.pitcherId;
}

/** `rt.fielding(playerAt(t, pos))`, through the runtime's per-spot entries (no card map lookup). */
function fieldingAt(rt: GameRuntime, t: TeamGameState, pos: Position): Float64Array {
  if (pos !== 'P') {
    for (let i = 0; i < 9; i++) {
      const spot = t.order[i];
      if (spot && spot.position === pos) return rt.fieldingAt(spot.cardId, t.side * 9 + i);
    }
  }
  return rt.pitcherFielding(t);
}

/** Error chance in percent for whoever plays `pos`; out-of-position players get double the league-typical rate. */
export function errorPercent(rt: GameRuntime, t: TeamGameState, pos: Position, _s: GameState): number {
  return fieldingAt(rt, t, pos)[POSITION_CODES[pos]] as number;
}

export function armOf(rt: GameRuntime, t: TeamGameState, pos: Position): number {
  return fieldingAt(rt, t, pos)[FIELDING_SLOTS + POSITION_CODES[pos]] as number;
}

/** Mean arm of the three outfielders: who fields a base hit is not drawn, so hits use the outfield as a whole. */
export function outfieldArm(rt: GameRuntime, t: TeamGameState): number {
  return (armOf(rt, t, 'LF') + armOf(rt, t, 'CF') + armOf(rt, t, 'RF')) / 3;
}
