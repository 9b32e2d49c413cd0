import { attemptSteal, intentionalWalk, sacrificeBunt } from '../rules/rare-events';
import { MESSAGES, SubstitutionError, defensiveSwitch, newPitcher, pinchHitter, pinchRunner, setLineup } from '../rules/substitution';
import { setTeamBaserunning } from '../rules/aggressiveness';
import { decisionSide, illegalReason } from '../rules/legal-actions';
import type { Decision, GameSetup, GameState, PlayEvent } from '../types';
import { createGame } from './create';
import { addEvent, currentBatterId, endHalfIfNeeded, finishGame, recording } from './flow';
import { GameRuntime } from './runtime';
import { nextBatter, playOne } from './step';

/** Longest game the engine plays before calling it for the team ahead (home on a tie). */
export const MAX_INNINGS = 40;

const BOTH_AUTO: readonly [boolean, boolean] = [true, true];

function autoSides(s: GameState): [boolean, boolean] {
  // A seat handed over mid-game (setManager) wins over the managers the game started with.
  if (s.managers) return [s.managers[0] === 'computer', s.managers[1] === 'computer'];
  const m = s.setup.options.managers ?? { away: 'computer', home: 'computer' };
  return [m.away === 'computer', m.home === 'computer'];
}

function setting(s: GameState, type: 'setting' | 'manager', team: 0 | 1, text: string, value: NonNullable<PlayEvent['setting']>): void {
  addEvent(s, type, text, { team, setting: value });
}

function guardLength(s: GameState): void {
  if (s.status !== 'final' && s.inning > MAX_INNINGS) finishGame(s, s.score[0] > s.score[1] ? 0 : 1);
}

/** Apply a decision to a state in place (the fast path used by replay and simulation). */
export function applyInPlace(s: GameState, rt: GameRuntime, d: Decision): void {
  const playing = d.type === 'swingAway' || d.type === 'quickPlay' || d.type === 'steal' || d.type === 'sacrificeBunt' || d.type === 'intentionalWalk';
  if (playing && s.status === 'final') throw new Error('Game is over');
  switch (d.type) {
    case 'swingAway': {
      const auto = autoSides(s);
      if (d.computerFor !== undefined) {
        // The team's decision clock ran out: the computer makes its choices for this one plate appearance.
        const team = d.computerFor;
        if (recording(s)) addEvent(s, 'time up', `Time ran out for the ${(team === 0 ? s.setup.away : s.setup.home).name}: the computer manages this plate appearance`, { team });
        auto[team] = true;
      }
      playOne(s, rt, auto);
      break;
    }
    case 'quickPlay': {
      const inning = s.inning, half = s.half;
      while (s.status !== 'final') {
        if (d.scope === 'halfInning' && (s.inning !== inning || s.half !== half)) break;
        playOne(s, rt, BOTH_AUTO);
        guardLength(s);
      }
      break;
    }
    case 'steal': {
      const from = s.bases[0] && !s.bases[1] ? 0 : s.bases[1] && !s.bases[2] ? 1 : null;
      if (from === null) throw new SubstitutionError(MESSAGES.eligiblesInvalid);
      attemptSteal(s, rt, from);
      endHalfIfNeeded(s, rt);
      break;
    }
    case 'sacrificeBunt':
      if (!s.bases.some(Boolean) || s.outs >= 2) throw new SubstitutionError(MESSAGES.eligiblesInvalid);
      sacrificeBunt(s, rt, currentBatterId(s));
      s.plateAppearances++;
      nextBatter(s);
      endHalfIfNeeded(s, rt);
      break;
    case 'intentionalWalk':
      intentionalWalk(s, rt, currentBatterId(s));
      s.walksInRow = (s.walksInRow ?? 0) + 1;
      s.plateAppearances++;
      nextBatter(s);
      break;
    case 'hitAndRun':
      s.pending = { ...s.pending, hitAndRun: true };
      addEvent(s, 'hit and run', 'The runner goes with the pitch', { team: s.half });
      break;
    case 'infieldIn':
      s.pending = { ...s.pending, infieldIn: true };
      addEvent(s, 'infield in', 'The infield is drawn in', { team: s.half === 0 ? 1 : 0 });
      break;
    case 'setBaserunning':
      setTeamBaserunning(s, d.team, d.scale, d.value);
      setting(s, 'setting', d.team, `Baserunning ${d.scale}:${d.value}`, { baserunning: { scale: d.scale, value: d.value } });
      break;
    case 'setMode':
      s.teams[d.team].mode = d.mode;
      setting(s, 'setting', d.team, `Mode ${d.mode}`, { mode: d.mode });
      break;
    case 'setManager': {
      const now = autoSides(s);
      s.managers = [now[0] ? 'computer' : 'human', now[1] ? 'computer' : 'human'];
      s.managers[d.team] = d.kind;
      setting(s, 'manager', d.team, `Managed by the ${d.kind}`, { manager: d.kind });
      break;
    }
    case 'pinchHitter':
      pinchHitter(s, rt, d.team, d.cardId);
      break;
    case 'pinchRunner':
      pinchRunner(s, rt, d.team, d.base, d.cardId);
      break;
    case 'newPitcher':
      newPitcher(s, rt, d.team, d.cardId);
      break;
    case 'defensiveSwitch':
      defensiveSwitch(s, rt, d.team, d.moves);
      break;
    case 'setLineup':
      setLineup(s, d.team, d.lineup, d.pitcherId);
      break;
  }
  guardLength(s);
}

/** Deep copy of the dynamic part; the setup (rosters, contexts) is shared, never mutated. */
export function cloneState(s: GameState): GameState {
  const { setup, ...rest } = s;
  const copy = JSON.parse(JSON.stringify(rest)) as Omit<GameState, 'setup'>;
  return { ...copy, setup };
}

/**
 * Pure: returns a new state with the decision applied and recorded. Throws SubstitutionError on invalid moves,
 * first of all on any `illegalReason` (replays of stored logs use `applyInPlace`, which trusts the log).
 */
export function applyDecision(state: GameState, decision: Decision, rt?: GameRuntime): GameState {
  const reason = illegalReason(state, decisionSide(state, decision), decision);
  if (reason) throw new SubstitutionError(reason);
  const s = cloneState(state);
  applyInPlace(s, (rt ?? new GameRuntime()).register(s.setup), decision);
  s.decisions.push(decision);
  return s;
}

/** Same setup + same decisions = the same game, on any machine. */
export function replayGame(setup: GameSetup, decisions: Decision[], rt: GameRuntime = new GameRuntime().register(setup)): GameState {
  const s = createGame(setup, rt);
  for (const d of decisions) {
    applyInPlace(s, rt, d);
    s.decisions.push(d);
  }
  return s;
}

/** Undo = replay without the last decision. */
export function undoLast(state: GameState, rt?: GameRuntime): GameState {
  return replayGame(state.setup, state.decisions.slice(0, -1), rt);
}

/** A whole game with both sides managed by the computer. */
export function simulateGame(setup: GameSetup, rt: GameRuntime = new GameRuntime().register(setup)): GameState {
  return replayGame(setup, [{ type: 'quickPlay', scope: 'game' }], rt);
}
