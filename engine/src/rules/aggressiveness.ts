import { aggressiveRunShift } from '../manager/tendencies';
import type { GameOptions, GameState } from '../types';

/** The five-step baserunning list: Very Aggressive 0 .. Extra Conservative 4 -> d20 shift. */
const FIVE = [3, 1.5, 0, -1.5, -3];
/** Second list: Extreme Aggressive 0 .. Extra Conservative 5, Deadball Style 6. */
const SEVEN = [4.5, 3, 1.5, 0, -1.5, -3, 0];

/** Shift added to every extra-base d20 threshold (positive = takes more chances). */
export function advanceShift(o: GameOptions): number {
  const b = o.baserunning;
  if (!b) return 0;
  const list = b.scale === 7 ? SEVEN : FIVE;
  return list[Math.max(0, Math.min(list.length - 1, Math.round(b.value)))] ?? 0;
}

/** Deadball Style doubles steal and sacrifice-bunt tendencies; aggressive settings raise steals. */
export function tacticsFactor(o: GameOptions): number {
  const b = o.baserunning;
  if (!b) return 1;
  if (b.scale === 7 && b.value === 6) return 2;
  return 1 + advanceShift(o) * 0.1;
}

type Settings = Pick<GameOptions, 'baserunning' | 'mode'>;

/** A team's own settings where its manager set them, else the game's options. */
function settingsOf(s: GameState, team: 0 | 1): Settings {
  const t = s.teams[team];
  if (t.baserunning === undefined && t.mode === undefined) return s.setup.options;
  return { baserunning: t.baserunning ?? s.setup.options.baserunning, mode: t.mode ?? s.setup.options.mode };
}

/**
 * The extra-base shift of the team at bat (cached on the team when its manager changed it in the game); otherwise the
 * options' shift plus its league manager's aggressiveness (`Roster.manager`, 0 when absent or 50).
 */
export function runShift(s: GameState): number {
  const t = s.teams[s.half];
  const cached = t.runShift;
  if (cached !== undefined) return cached;
  const m = (t.side === 0 ? s.setup.away : s.setup.home).manager;
  return m ? advanceShift(s.setup.options) + aggressiveRunShift(m) : advanceShift(s.setup.options);
}

export function teamTacticsFactor(s: GameState, team: 0 | 1): number {
  return tacticsFactor(settingsOf(s, team));
}

export function maximizes(s: GameState, team: 0 | 1): boolean {
  return (s.teams[team].mode ?? s.setup.options.mode) === 1;
}

/** Applies a manager's baserunning choice to his team from now on. */
export function setTeamBaserunning(s: GameState, team: 0 | 1, scale: 5 | 7, value: number): void {
  const t = s.teams[team];
  t.baserunning = { scale, value };
  t.runShift = advanceShift({ baserunning: t.baserunning });
}
