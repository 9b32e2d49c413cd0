import { rollTable } from '../dice/roll';
import { chooseReliefChange, fatigueSteps, pickReliever } from '../manager/bullpen';
import { choosePinchHitter, wantsHitAndRun, wantsIntentionalWalk, wantsSacrifice, wantsSteal } from '../manager/tactics';
import { rollDie } from '../random/sfc32';
import { HIT_OUTCOMES, INFIELD_IN_HIT_FACES, applyOutcome, holdRunnerOnThird, outcomeName, runnerSafeChance } from '../rules/plate-appearance';
import { attemptSteal, intentionalWalk, rareEventCheck, sacrificeBunt } from '../rules/rare-events';
import { isEligible, newPitcher, pinchHitter } from '../rules/substitution';
import type { GameState, LineupSpot, OutcomeName, PlayEvent } from '../types';
import { O_1B, O_2B, O_3B, O_GB, O_FB, O_SO, OUTCOME_COUNT } from '../types';
import { addEvent, currentBatterId, endHalfIfNeeded, offense, recordOuts, recording, rosterOf, runnerIds } from './flow';
import type { GameRuntime } from './runtime';

export function nextBatter(s: GameState): void {
  const t = offense(s);
  t.batterIndex = (t.batterIndex + 1) % 9;
}

/** Before anything else: a fielding team whose pitcher was pinch-hit for must bring a new one. */
function ensurePitcher(s: GameState, rt: GameRuntime, team: 0 | 1): void {
  const t = s.teams[team];
  if (!t.removed.includes(t.pitcherId)) return;
  const lead = s.score[team] - s.score[team === 0 ? 1 : 0];
  const id = pickReliever(s, rt, team, lead);
  if (id) newPitcher(s, rt, team, id);
  else t.removed = t.removed.filter((x) => x !== t.pitcherId);
}

/** Rare random injury (1 in 8,000 PAs): the batter leaves for the best bench player at his spot. */
function injuryCheck(s: GameState, rt: GameRuntime): void {
  if (rollDie(s.rng, 20) !== 1 || rollDie(s.rng, 20) !== 1 || rollDie(s.rng, 20) !== 1) return;
  const t = offense(s);
  const spot = t.order[t.batterIndex] as LineupSpot;
  if (spot.position === 'P') return;
  const players = rosterOf(s, t).players;
  const sub = players.find((p) => p.card.primaryPosition !== 'P' && isEligible(s, t, p.card.cardId, rt) && p.card.positions.includes(spot.position))
    ?? players.find((p) => p.card.primaryPosition !== 'P' && isEligible(s, t, p.card.cardId, rt));
  if (!sub) return;
  if (recording(s)) addEvent(s, 'injury', `${rt.name(spot.cardId)} is injured and leaves the game`);
  pinchHitter(s, rt, s.half, sub.card.cardId);
}

/**
 * One plate appearance with everything that precedes it. `auto[t]` says whether the computer
 * manages team t right now (always during quick play).
 */
export function playOne(s: GameState, rt: GameRuntime, auto: readonly [boolean, boolean]): void {
  if (s.status === 'final') return;
  const off = s.half, def = off === 0 ? 1 : 0;
  ensurePitcher(s, rt, def);
  if (auto[def]) {
    const change = chooseReliefChange(s, rt, def);
    if (change) newPitcher(s, rt, def, change);
  }
  if (s.setup.options.injuries) injuryCheck(s, rt);
  if (auto[off]) {
    const ph = choosePinchHitter(s, rt);
    if (ph) pinchHitter(s, rt, off, ph);
  }
  if (auto[def] && wantsIntentionalWalk(s, rt)) {
    intentionalWalk(s, rt, currentBatterId(s));
    s.plateAppearances++;
    nextBatter(s);
    return;
  }
  if (rareEventCheck(s, rt)) {
    endHalfIfNeeded(s, rt);
    if ((s.status as string) === 'final' || s.half !== off) return;
  }
  if (auto[off]) {
    const steal = wantsSteal(s, rt);
    if (steal !== null) {
      attemptSteal(s, rt, steal);
      if (s.outs >= 3) { endHalfIfNeeded(s, rt); return; }
    }
    // Nobody or one out (the pitcher's spot) with a runner on first or second: the cheap part of wantsSacrifice's test.
    if (s.outs <= 1 && (s.bases[0] || s.bases[1]) && wantsSacrifice(s, rt, currentBatterId(s))) {
      sacrificeBunt(s, rt, currentBatterId(s));
      s.plateAppearances++;
      nextBatter(s);
      endHalfIfNeeded(s, rt);
      return;
    }
    // An aggressive manager's hit and run (never at aggressiveness 50 or without the setting: no draw then).
    if (s.bases[0] && !s.bases[1] && s.outs < 2 && wantsHitAndRun(s, rt)) {
      s.pending = { ...s.pending, hitAndRun: true };
      if (recording(s)) addEvent(s, 'hit and run', 'The runner goes with the pitch', { team: s.half });
    }
  }
  swing(s, rt);
}

/** Where a ball went, from the d20 already rolled for the plate appearance (no extra draw). */
const DIRECTIONS = ['left', 'center', 'right'] as const;
const directionOf = (d20: number) => DIRECTIONS[Math.min(2, Math.floor((d20 - 1) / 7))] as 'left' | 'center' | 'right';

/**
 * The dice part of a plate appearance's text ('batter card column 2, row 7, d20 14 -> GB'), one string per white d6,
 * row, d20 and card result, made once: most of a play-by-play game's text was these few thousand strings rebuilt.
 */
const DICE_TEXT = new Array<string | undefined>(6 * 11 * 20 * OUTCOME_COUNT);
function diceText(d6: number, row: number, d20: number, outcome: number): string {
  const k = (((d6 - 1) * 11 + (row - 2)) * 20 + (d20 - 1)) * OUTCOME_COUNT + outcome;
  return (DICE_TEXT[k] ??= `${d6 <= 3 ? 'batter' : 'pitcher'} card column ${((d6 - 1) % 3) + 1}, row ${row}, d20 ${d20} -> ${outcomeName(outcome)}`);
}

/** Roll the dice for the current batter and apply the card result. */
export function swing(s: GameState, rt: GameRuntime): void {
  const def = s.half === 0 ? 1 : 0;
  const d = s.teams[def];
  const batterId = currentBatterId(s);
  const env = rt.context(s.setup.contexts, s.envKey);
  if (!env) throw new Error(`No league context ${s.envKey}`);
  const pf = s.setup.home.parkFactor ?? 100;
  const fatigue = fatigueSteps(s, rt, def);
  const at = rt.diceAt(batterId, s.half * 9 + offense(s).batterIndex, d, env, pf, rt.envSlot(s.envKey, pf), fatigue);
  const roll = rollTable(s.rng, rt.dice.bytes, at, rt.roll);
  if (s.walksInRow) s.walksInRow = 0;
  if (!recording(s)) {
    const outcome = s.pending ? applyPendingTactics(s, rt, roll.outcome) : roll.outcome;
    applyOutcome(s, rt, outcome, batterId);
    if (s.holdThird) s.holdThird = false;
    s.plateAppearances++;
    nextBatter(s);
    endHalfIfNeeded(s, rt);
    return;
  }
  // One event holds the plate appearance: dice, card result, runners before and after, who scored.
  const name = outcomeName(roll.outcome) as OutcomeName;
  const dice = { d6: roll.d6, row: roll.red1 + roll.red2, d20: roll.d20 };
  const half = s.half, inning = s.inning, outsBefore = s.outs, runnersBefore = runnerIds(s);
  const eventsBefore = s.events.length;
  // The runtime's arrays, emptied without losing their room: a new array's first push allocated room for 17.
  const sc = rt.playScratch;
  while (sc.scored.length) sc.scored.pop();
  while (sc.fielders.length) sc.fielders.pop();
  sc.play = undefined;
  s.scratch = sc;
  const outcome = s.pending ? applyPendingTactics(s, rt, roll.outcome) : roll.outcome;
  const pitcherId = d.pitcherId;
  applyOutcome(s, rt, outcome, batterId);
  if (s.holdThird) s.holdThird = false;
  s.scratch = undefined;
  const scored = sc.scored.slice(), play = sc.play;
  s.plateAppearances++;
  const event: PlayEvent = {
    type: 'plate appearance', inning, half, team: half, outsBefore, outs: s.outs,
    text: `${rt.name(batterId)}: ${diceText(roll.d6, roll.red1 + roll.red2, roll.d20, roll.outcome)}${scored.length ? `, ${scored.length} run(s) score` : ''}`,
    dice, reading: name, outcome: name, batter: batterId, pitcher: pitcherId,
    runnersBefore, runnersAfter: runnerIds(s), scored, runs: scored.length, score: [s.score[0], s.score[1]],
  };
  // Set one by one (not spread in): the same keys in the same order without building throwaway objects.
  if (sc.fielders.length) event.fielders = sc.fielders.slice();
  if (play) event.play = play;
  if (HIT_OUTCOMES.has(outcome) || outcome === O_GB || outcome === O_FB) event.direction = directionOf(roll.d20);
  // Plays the result set off (an error, the final out's 'game over') come after the plate appearance itself.
  if (eventsBefore === s.events.length) s.events.push(event);
  else s.events.splice(eventsBefore, 0, event);
  nextBatter(s);
  if (s.status !== 'final') endHalfIfNeeded(s, rt);
}

/**
 * A tactic called for this roll changes what the card result does (new dice only while one is active, so
 * games that never call them replay exactly as before). Returns the outcome to apply.
 */
function applyPendingTactics(s: GameState, rt: GameRuntime, outcome: number): number {
  const pending = s.pending ?? {};
  s.pending = undefined;
  let result = outcome;
  if (pending.infieldIn && outcome === O_GB && s.bases[2] && s.outs < 2) {
    // Drawn in, the infield holds the runner at third but lets a few more grounders through.
    if (rollDie(s.rng, 20) <= INFIELD_IN_HIT_FACES) result = O_1B;
    else holdRunnerOnThird(s);
  }
  if (pending.hitAndRun && s.bases[0] && !s.bases[1]) {
    const runner = s.bases[0];
    if (result === O_SO) {
      // Strike 'em out, throw 'em out: the runner was going.
      if (rollDie(s.rng, 20) > Math.round(runnerSafeChance(s, rt, runner.cardId) * 20)) {
        s.bases[0] = null;
        recordOuts(s, 1);
        if (s.scratch) s.scratch.play = 'strike em out throw em out';
      }
    } else if (result === O_GB || result === O_1B || result === O_2B || result === O_3B) {
      // Running with the pitch: no force at second, an extra base on a hit.
      s.bases[1] = runner;
      s.bases[0] = null;
    }
  }
  return result;
}
