import { illegalReason, reasonKind, type Decision, type GameState } from '@bb/engine';
import type { Refusal } from './game-rules';

/**
 * The engine's word on a decision, as an HTTP answer: a move the situation does not allow is a bad request (400,
 * the engine's reason), a move past the game's bounds (decisions per game, intentional walks in a row) is 422.
 * `team` is the side the actor manages (null: the owner of a computer-against-computer game, who only rolls).
 */
export function engineRefusal(state: GameState, team: 0 | 1 | null, decision: Decision): Refusal | null {
  const reason = illegalReason(state, team ?? state.half, decision);
  if (reason === null) return null;
  return { status: reasonKind(reason) === 'bound' ? 422 : 400, message: reason };
}

/** Defaults: Normal on the five-step baserunning list, mode Regular. */
const NORMAL = { scale: 5 as const, value: 2 };

/** A team's baserunning and mode as the controls show them: its manager's choice, else the game's options. */
export function teamSettings(state: GameState, team: 0 | 1): { baserunning: { scale: 5 | 7; value: number }; mode: 0 | 1 } {
  const t = state.teams[team];
  return {
    baserunning: t.baserunning ?? state.setup.options.baserunning ?? NORMAL,
    mode: t.mode ?? state.setup.options.mode ?? 0,
  };
}
