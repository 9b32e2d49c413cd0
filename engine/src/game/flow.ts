import type { GameState, PlayEvent, PlayEventType, Roster, Runner, TeamGameState } from '../types';
import { bat, pit } from '../stats/lines';
import type { GameRuntime } from './runtime';

export const rosterOf = (s: GameState, t: TeamGameState): Roster => (t.side === 0 ? s.setup.away : s.setup.home);
export const offense = (s: GameState): TeamGameState => s.teams[s.half];
export const defense = (s: GameState): TeamGameState => s.teams[s.half === 0 ? 1 : 0];
export const inningsFor = (s: GameState): number => s.setup.options.innings ?? 9;

export function currentBatterId(s: GameState): string {
  const t = offense(s);
  return (t.order[t.batterIndex] as { cardId: string }).cardId;
}

export const recording = (s: GameState): boolean => s.setup.options.recordEvents !== false;

/**
 * Callers whose text or extra fields cost anything test `recording(s)` first, so bulk simulation (recordEvents: false)
 * builds no strings, objects or closures (a closure for the text made every call of its function allocate a context).
 */
export function addEvent(s: GameState, type: PlayEventType, text: string, extra?: Partial<PlayEvent>): PlayEvent | undefined {
  if (!recording(s)) return undefined;
  // The team a play concerns defaults to the team at bat; fielding moves name theirs.
  const event: PlayEvent = { type, inning: s.inning, half: s.half, outs: s.outs, text, team: s.half, ...extra };
  s.events.push(event);
  return event;
}

/** Completes an event once its play is over (runners and outs after it), keeping it ahead of a 'game over' it caused. */
export function settleEvent(s: GameState, event: PlayEvent | undefined, outsBefore: number): void {
  if (!event) return;
  event.outsBefore = outsBefore;
  event.outs = s.outs;
  event.runnersAfter = runnerIds(s);
  event.score = [s.score[0], s.score[1]];
}

export const runnerIds = (s: GameState): [string | null, string | null, string | null] => [
  s.bases[0]?.cardId ?? null, s.bases[1]?.cardId ?? null, s.bases[2]?.cardId ?? null,
];

export function recordOuts(s: GameState, n: number): void {
  const d = defense(s);
  pit(d, d.pitcherId).outs += n;
  s.outs += n;
}

/**
 * Score one runner. Charges the run to the pitcher who put him on, tracks lead changes for the
 * decisions (W/L/SV) and ends the game on a walk-off. Returns true when the game just ended.
 */
export function scoreRun(s: GameState, runner: Runner, rbiBatter: string | null, earned = true, checkEnd = true): boolean {
  if (s.status === 'final') return true;
  const o = offense(s), d = defense(s);
  const side = s.half;
  s.score[side] += 1;
  s.scratch?.scored.push(runner.cardId);
  o.runsByInning[s.inning - 1] = (o.runsByInning[s.inning - 1] ?? 0) + 1;
  bat(o, runner.cardId).r += 1;
  if (rbiBatter) bat(o, rbiBatter).rbi += 1;
  const pl = pit(d, runner.pitcherId);
  pl.r += 1;
  if (earned && runner.earned) pl.er += 1;
  d.pitcherRuns += 1;
  const leader = s.score[0] > s.score[1] ? 0 : s.score[1] > s.score[0] ? 1 : null;
  if (leader !== s.record.leader) {
    if (leader !== null) {
      s.record.winPitcher[leader] = o.pitcherId;
      s.record.losePitcher[leader] = runner.pitcherId;
    }
    s.record.leader = leader;
  }
  return checkEnd ? checkWalkoff(s) : false;
}

export function checkWalkoff(s: GameState): boolean {
  if (s.status === 'final') return true;
  if (s.half === 1 && s.inning >= inningsFor(s) && s.score[1] > s.score[0]) {
    finishGame(s, 1);
    return true;
  }
  return false;
}

export function clearBases(s: GameState): void {
  s.bases[0] = null; s.bases[1] = null; s.bases[2] = null;
}

export function runnersOn(s: GameState): number {
  return (s.bases[0] ? 1 : 0) + (s.bases[1] ? 1 : 0) + (s.bases[2] ? 1 : 0);
}

/** After a play: if three outs, close the half-inning, decide whether the game is over, start the next half. */
export function endHalfIfNeeded(s: GameState, rt: GameRuntime): void {
  if (s.status === 'final' || s.outs < 3) return;
  const o = offense(s);
  o.lob += runnersOn(s);
  o.runsByInning[s.inning - 1] = o.runsByInning[s.inning - 1] ?? 0;
  clearBases(s);
  const n = inningsFor(s);
  if (s.half === 0 && s.inning >= n && s.score[1] > s.score[0]) {
    finishGame(s, 1);
    return;
  }
  if (s.half === 1 && s.inning >= n && s.score[0] !== s.score[1]) {
    finishGame(s, s.score[0] > s.score[1] ? 0 : 1);
    return;
  }
  s.outs = 0;
  if (s.half === 0) s.half = 1;
  else {
    s.half = 0;
    s.inning += 1;
  }
  startHalf(s, rt);
}

export function startHalf(s: GameState, rt: GameRuntime): void {
  const o = offense(s);
  o.runsByInning[s.inning - 1] = o.runsByInning[s.inning - 1] ?? 0;
  if (recording(s)) addEvent(s, 'inning', `${s.half === 0 ? 'Top' : 'Bottom'} of inning ${s.inning}`, { score: [s.score[0], s.score[1]] });
  if (s.extraRunner && s.inning > inningsFor(s)) {
    // The batter before the due-up hitter starts on second (MLB 2020+ extra-inning rule).
    const prev = o.order[(o.batterIndex + 8) % 9] as { cardId: string };
    s.bases[1] = { cardId: prev.cardId, pitcherId: defense(s).pitcherId, earned: false };
    if (recording(s)) addEvent(s, 'substitution', `${rt.name(prev.cardId)} starts the inning on second base`);
  }
}

export function finishGame(s: GameState, winner: 0 | 1): void {
  s.status = 'final';
  s.winner = winner;
  const loser = winner === 0 ? 1 : 0;
  const wt = s.teams[winner], lt = s.teams[loser];
  let w = s.record.winPitcher[winner];
  const starter = wt.pitchersUsed[0] as string;
  // A starter needs five innings for the win; otherwise the first reliever gets it.
  if (w === starter && (wt.pitching[starter]?.outs ?? 0) < 15 && wt.pitchersUsed.length > 1) w = wt.pitchersUsed[1] as string;
  pit(wt, w).w = 1;
  pit(lt, s.record.losePitcher[winner]).l = 1;
  const last = wt.pitchersUsed[wt.pitchersUsed.length - 1] as string;
  if (last !== w && (s.record.saveCandidate[winner] === last || (wt.pitching[last]?.outs ?? 0) >= 9)) pit(wt, last).sv = 1;
  for (const t of [wt, lt]) {
    const first = t.pitchersUsed[0] as string;
    if (t.pitchersUsed.length === 1) {
      pit(t, first).cg = 1;
      const opp = t === wt ? s.score[loser] : s.score[winner];
      if (opp === 0) pit(t, first).sho = 1;
    }
  }
  if (recording(s)) addEvent(s, 'game over', `Final: ${s.setup.away.name} ${s.score[0]}, ${s.setup.home.name} ${s.score[1]}`, { score: [s.score[0], s.score[1]] });
}
