import type { GameRuntime } from '../game/runtime';
import { addEvent, defense, offense, recordOuts, recording, runnerIds, runnersOn, scoreRun, settleEvent } from '../game/flow';
import { rollDie } from '../random/sfc32';
import { bat, pit } from '../stats/lines';
import type { GameState, Runner } from '../types';
import { armOf, playerAt } from './fielders';

/** Share of batters faced with someone on base: converts per-BF rates to per-chance rates. */
export const RUNNERS_ON_SHARE = 0.42;
/** League-typical passed balls and pickoffs per batter faced with runners on. */
export const PASSED_BALL_RATE = 0.0025;
export const PICKOFF_RATE = 0.003;

/** Three d20s read as one number 1..8000 give the resolution balks need (about 1 in 2,000 PAs). */
const SCALE = 8000;

/**
 * With runners on, one three-d20 check (1/8000 resolution) per plate appearance decides whether
 * a wild pitch, passed ball, balk or pickoff happens first. Returns true if something happened.
 */
export function rareEventCheck(s: GameState, rt: GameRuntime): boolean {
  if (runnersOn(s) === 0) return false;
  const d = defense(s);
  const pr = rt.pitcher(d).pitching?.ratings;
  const wp = ((pr?.wildPitch ?? 4) / 1000 / RUNNERS_ON_SHARE) * SCALE;
  const bk = ((pr?.balk ?? 0.5) / 1000 / RUNNERS_ON_SHARE) * SCALE;
  const pb = (PASSED_BALL_RATE / RUNNERS_ON_SHARE) * SCALE;
  const hold = pr?.holdRunner ?? 0;
  const po = s.bases[0] ? ((PICKOFF_RATE * (1 + hold * 0.15)) / RUNNERS_ON_SHARE) * SCALE : 0;
  const a = rollDie(s.rng, 20), b = rollDie(s.rng, 20), c = rollDie(s.rng, 20);
  const v = ((a - 1) * 20 + (b - 1)) * 20 + c;
  if (v <= wp) {
    pit(d, d.pitcherId).wp++;
    const event = recording(s) ? addEvent(s, 'wild pitch', `Wild pitch by ${rt.name(d.pitcherId)}`, { dice: { d20: a, d20b: b, d20c: c }, pitcher: d.pitcherId, runnersBefore: runnerIds(s) }) : undefined;
    advanceAll(s);
    settleEvent(s, event, s.outs);
    return true;
  }
  if (v <= wp + pb) {
    const event = recording(s) ? addEvent(s, 'passed ball', `Passed ball by ${rt.name(playerAt(d, 'C'))}`, { dice: { d20: a, d20b: b, d20c: c }, player: playerAt(d, 'C'), runnersBefore: runnerIds(s) }) : undefined;
    advanceAll(s, false);
    settleEvent(s, event, s.outs);
    return true;
  }
  if (v <= wp + pb + bk) {
    pit(d, d.pitcherId).bk++;
    const event = recording(s) ? addEvent(s, 'balk', `Balk by ${rt.name(d.pitcherId)}`, { dice: { d20: a, d20b: b, d20c: c }, pitcher: d.pitcherId, runnersBefore: runnerIds(s) }) : undefined;
    advanceAll(s);
    settleEvent(s, event, s.outs);
    return true;
  }
  if (v <= wp + pb + bk + po && s.bases[0]) {
    const r = s.bases[0];
    s.bases[0] = null;
    recordOuts(s, 1);
    if (recording(s)) addEvent(s, 'pickoff', `${rt.name(r.cardId)} picked off first by ${rt.name(d.pitcherId)}`, { dice: { d20: a, d20b: b, d20c: c }, player: r.cardId, pitcher: d.pitcherId, outsBefore: s.outs - 1 });
    return true;
  }
  return false;
}

/** Every runner moves up one base (wild pitch, passed ball, balk). */
function advanceAll(s: GameState, earned = true): void {
  const b = s.bases;
  const r3 = b[2];
  b[2] = b[1]; b[1] = b[0]; b[0] = null;
  if (r3) scoreRun(s, r3, null, earned);
}

/**
 * Steal of second (or third): success when d20 <= 20 * success rate, moved by the catcher's arm
 * (-6 best .. +5) and the pitcher's hold rating.
 */
export function attemptSteal(s: GameState, rt: GameRuntime, from: 0 | 1): void {
  const r = s.bases[from] as Runner;
  const o = offense(s), d = defense(s);
  const rating = rt.card(r.cardId).batting.ratings;
  const arm = armOf(rt, d, 'C');
  const hold = rt.pitcher(d).pitching?.ratings.holdRunner ?? 0;
  const p = rating.stealSuccess + arm * 0.015 - hold * 0.02 - (from === 1 ? 0.05 : 0);
  const threshold = Math.round(Math.min(19, Math.max(2, p * 20)));
  const d20 = rollDie(s.rng, 20);
  s.bases[from] = null;
  if (d20 <= threshold) {
    s.bases[from + 1] = r;
    bat(o, r.cardId).sb++;
    if (recording(s)) addEvent(s, 'stolen base', `${rt.name(r.cardId)} steals ${from === 0 ? 'second' : 'third'}`, { dice: { d20 }, reading: `1-${threshold} safe`, player: r.cardId, runnersAfter: runnerIds(s) });
  } else {
    bat(o, r.cardId).cs++;
    recordOuts(s, 1);
    if (recording(s)) addEvent(s, 'caught stealing', `${rt.name(r.cardId)} caught stealing ${from === 0 ? 'second' : 'third'}`, { dice: { d20 }, reading: `1-${threshold} safe`, player: r.cardId, fielders: ['C', from === 0 ? '2B' : '3B'], outsBefore: s.outs - 1, runnersAfter: runnerIds(s) });
  }
}

// Scored sacrifices succeed about 80 % of the time; pitchers and poor bunters less.
const BUNT_THRESHOLD = { A: 19, B: 17, C: 16, D: 14 } as const;

/** Sacrifice bunt: success moves every runner up and costs the batter an out (SH, no AB). */
export function sacrificeBunt(s: GameState, rt: GameRuntime, batterId: string): void {
  const o = offense(s), d = defense(s);
  const bl = bat(o, batterId), pl = pit(d, d.pitcherId);
  const grade = rt.card(batterId).batting.ratings.bunting;
  const d20 = rollDie(s.rng, 20);
  bl.pa++; pl.bf++; d.pitcherBf++;
  const b = s.bases;
  if (d20 <= BUNT_THRESHOLD[grade]) {
    bl.sh++;
    recordOuts(s, 1);
    const event = recording(s) ? addEvent(s, 'sacrifice bunt', `${rt.name(batterId)} sacrifices`, { dice: { d20 }, reading: 'SAC', batter: batterId, runnersBefore: runnerIds(s) }) : undefined;
    if (s.outs < 3) {
      const r3 = b[2];
      b[2] = b[1]; b[1] = b[0]; b[0] = null;
      if (r3) scoreRun(s, r3, batterId);
    }
    settleEvent(s, event, s.outs - 1);
  } else {
    // Failed bunt: lead runner forced, batter safe on the fielder's choice.
    bl.ab++;
    recordOuts(s, 1);
    const event = recording(s) ? addEvent(s, 'sacrifice bunt', `${rt.name(batterId)} bunts, lead runner forced`, { dice: { d20 }, reading: 'FC', batter: batterId, play: "fielder's choice", runnersBefore: runnerIds(s) }) : undefined;
    if (b[1] && b[0]) { b[1] = b[0]; } else if (b[1]) { b[1] = null; }
    b[0] = { cardId: batterId, pitcherId: d.pitcherId, earned: true };
    settleEvent(s, event, s.outs - 1);
  }
}

export function intentionalWalk(s: GameState, rt: GameRuntime, batterId: string): void {
  const o = offense(s), d = defense(s);
  const bl = bat(o, batterId), pl = pit(d, d.pitcherId);
  bl.pa++; bl.bb++; bl.ibb++; pl.bf++; pl.bb++; pl.ibb++; d.pitcherBf++;
  const event = recording(s) ? addEvent(s, 'intentional walk', `${rt.name(batterId)} walked intentionally`, { batter: batterId, pitcher: d.pitcherId, runnersBefore: runnerIds(s) }) : undefined;
  const b = s.bases;
  const runner: Runner = { cardId: batterId, pitcherId: d.pitcherId, earned: true };
  if (b[0]) {
    if (b[1]) {
      if (b[2]) scoreRun(s, b[2], batterId);
      b[2] = b[1];
    }
    b[1] = b[0];
  }
  b[0] = runner;
  settleEvent(s, event, s.outs);
}
