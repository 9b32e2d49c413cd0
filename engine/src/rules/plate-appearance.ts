import type { GameRuntime } from '../game/runtime';
import { addEvent, checkWalkoff, defense, offense, recordOuts, recording, scoreRun } from '../game/flow';
import { rollDie } from '../random/sfc32';
import { d20Check } from '../dice/roll';
import { bat, pit } from '../stats/lines';
import type { GameState, Runner } from '../types';
import { OUTCOMES, O_1B, O_2B, O_3B, O_BB, O_FB, O_GB, O_HBP, O_HR, O_SO } from '../types';
import { runShift } from './aggressiveness';
import { armOf, errorPercent, fielderFor, outfieldArm, playerAt } from './fielders';

/**
 * Each out in play involves about 1.6 fielding chances (fielder plus the receiver of the throw);
 * the extra 15 % stands for the errors on hits and throws the card does not draw (replays were
 * 13 % short of Teams E in 1927, 1968 and 2019 without it).
 */
export const GROUND_ERROR_MULT = 1.85;
export const FLY_ERROR_MULT = 1.15;
/**
 * d20 faces (of 20) on which an error puts the batter on base; on the others he is out and the runners move up one
 * base. Not every error is a reached-on-error (about 60 % are: the rest come on hits, throws and relays); with every
 * drawn error putting the batter on, the replays had 1–2.5 % more batters per out than the record and scored 2–3 %
 * too many runs once pitchers' usage followed the record (README "Known gaps").
 */
export const ERROR_BATTER_SAFE_FACES = 16;

/** Extra-base d20 thresholds for a running-8 runner with Normal aggressiveness: [0-1 outs, 2 outs]. */
export const ADVANCE = {
  secondScoresOnSingle: [12, 17],
  firstToThirdOnSingle: [5, 6],
  firstScoresOnDouble: [8, 12],
  thirdScoresOnFly: [11, 0],
  secondToThirdOnFly: [5, 0],
  thirdScoresOnGround: [9, 0],
  secondToThirdOnGround: [12, 0],
  doublePlay: [10, 0],
} as const;

/** d20 faces (of 20) on which a ground ball gets through a drawn-in infield for a single. */
export const INFIELD_IN_HIT_FACES = 3;

/** Infield in: on this roll the runner on third does not try to score on a ground ball. */
export function holdRunnerOnThird(s: GameState): void {
  s.holdThird = true;
}

/** A runner's chance to make second when he is running (steal rating against the catcher's arm and the pitcher's hold). */
export function runnerSafeChance(s: GameState, rt: GameRuntime, cardId: string): number {
  const d = defense(s);
  const arm = armOf(rt, d, 'C');
  const hold = rt.pitcher(d).pitching?.ratings.holdRunner ?? 0;
  return Math.min(0.95, Math.max(0.1, rt.card(cardId).batting.ratings.stealSuccess + arm * 0.015 - hold * 0.02));
}

/** d20 faces (of 20) on which a single stays in the infield: runners move up one base only. */
export const INFIELD_SINGLE_FACES = 3;
/** d20 faces on which a caught liner doubles off the lead runner (Teams DP beyond GIDP). */
export const LINE_DRIVE_DP_FACES = 1;

/**
 * d20 faces per point of outfield arm (−6 strong .. +5 weak, from assists per game) added to an
 * extra-base threshold: old-era outfielders threw out about twice as many runners as modern ones.
 */
export const ARM_WEIGHT = 0.5;

/** d20 faces just above the threshold on which a runner trying for an extra base is thrown out. */
export const THROWN_OUT_FACES = 1;

/**
 * One d20 extra-base attempt. Safe at or under the threshold; the next face(s) - more with
 * aggressive settings - are a runner thrown out. Returns 1 safe, 0 holds, -1 thrown out.
 */
export function tryAdvance(s: GameState, rt: GameRuntime, runner: Runner, base: number, arm = 0): number {
  if (base <= 0 || s.outs >= 3) return 0;
  const shift = runShift(s);
  const running = rt.card(runner.cardId).batting.ratings.running;
  const t = base + (running - 8) / 2 + shift + ARM_WEIGHT * arm;
  const d = rollDie(s.rng, 20);
  if (d <= t) return 1;
  if (d <= t + THROWN_OUT_FACES + Math.max(0, shift)) return -1;
  return 0;
}

/** The batter as a runner; made only when he reaches (most plate appearances end in an out). */
const onBase = (cardId: string, pitcherId: string): Runner => ({ cardId, pitcherId, earned: true });

function forceAdvance(s: GameState, batter: Runner, rbiBatter: string): void {
  const b = s.bases;
  if (b[0]) {
    if (b[1]) {
      if (b[2]) scoreRun(s, b[2], rbiBatter);
      b[2] = b[1];
    }
    b[1] = b[0];
  }
  b[0] = batter;
}

/** Apply one card result for the current batter. The caller has already counted nothing. */
export function applyOutcome(s: GameState, rt: GameRuntime, outcome: number, batterId: string): void {
  const o = offense(s), d = defense(s);
  const bl = bat(o, batterId), pl = pit(d, d.pitcherId);
  const b = s.bases;
  const two = s.outs === 2 ? 1 : 0;
  bl.pa++; pl.bf++; d.pitcherBf++;
  switch (outcome) {
    case O_SO:
      bl.ab++; bl.so++; pl.so++;
      recordOuts(s, 1);
      return;
    case O_BB:
    case O_HBP:
      if (outcome === O_BB) { bl.bb++; pl.bb++; } else { bl.hbp++; pl.hbp++; }
      forceAdvance(s, onBase(batterId, d.pitcherId), batterId);
      return;
    case O_HR: {
      bl.ab++; bl.h++; bl.hr++; pl.h++; pl.hr++; o.hits++;
      for (let i = 2; i >= 0; i--) { const r = b[i]; if (r) { b[i] = null; scoreRun(s, r, batterId, true, false); } }
      scoreRun(s, onBase(batterId, d.pitcherId), batterId, true, false);
      checkWalkoff(s);
      return;
    }
    case O_3B: {
      bl.ab++; bl.h++; bl.t++; pl.h++; o.hits++;
      for (let i = 2; i >= 0; i--) { const r = b[i]; if (r) { b[i] = null; if (scoreRun(s, r, batterId)) return; } }
      b[2] = onBase(batterId, d.pitcherId);
      return;
    }
    case O_2B: {
      bl.ab++; bl.h++; bl.d++; pl.h++; o.hits++;
      const r3 = b[2], r2 = b[1], r1 = b[0];
      b[0] = b[1] = b[2] = null;
      if (r3 && scoreRun(s, r3, batterId)) return;
      if (r2 && scoreRun(s, r2, batterId)) return;
      if (r1) {
        const a = tryAdvance(s, rt, r1, ADVANCE.firstScoresOnDouble[two] as number, outfieldArm(rt, defense(s)));
        if (a === 1) { if (scoreRun(s, r1, batterId)) return; }
        else if (a === -1) recordOuts(s, 1);
        else b[2] = r1;
      }
      b[1] = onBase(batterId, d.pitcherId);
      return;
    }
    case O_1B: {
      bl.ab++; bl.h++; pl.h++; o.hits++;
      if (rollDie(s.rng, 20) <= INFIELD_SINGLE_FACES) {
        // Infield single: forced runners move up, a runner on second alone takes third.
        if (b[1] && !b[0] && !b[2]) { b[2] = b[1]; b[1] = null; }
        forceAdvance(s, onBase(batterId, d.pitcherId), batterId);
        return;
      }
      const r3 = b[2], r2 = b[1], r1 = b[0];
      b[0] = b[1] = b[2] = null;
      if (r3 && scoreRun(s, r3, batterId)) return;
      if (r2) {
        const a = tryAdvance(s, rt, r2, ADVANCE.secondScoresOnSingle[two] as number, outfieldArm(rt, defense(s)));
        if (a === 1) { if (scoreRun(s, r2, batterId)) return; }
        else if (a === -1) recordOuts(s, 1);
        else b[2] = r2;
      }
      if (r1) {
        const a = b[2] ? 0 : tryAdvance(s, rt, r1, ADVANCE.firstToThirdOnSingle[two] as number, outfieldArm(rt, defense(s)));
        if (a === 1) b[2] = r1;
        else if (a === -1) recordOuts(s, 1);
        else b[1] = r1;
      }
      b[0] = onBase(batterId, d.pitcherId);
      return;
    }
    case O_GB:
    case O_FB:
      ballInPlayOut(s, rt, outcome === O_GB, batterId);
      return;
  }
}

function ballInPlayOut(s: GameState, rt: GameRuntime, ground: boolean, batterId: string): void {
  const o = offense(s), d = defense(s);
  const bl = bat(o, batterId);
  const fd20 = rollDie(s.rng, 20);
  const pos = fielderFor(ground, fd20);
  const sc = s.scratch;
  if (sc) sc.fielders.push(pos);
  const err = errorPercent(rt, d, pos, s) * (ground ? GROUND_ERROR_MULT : FLY_ERROR_MULT);
  const check = d20Check(s.rng, Math.round(err * 4));
  const b = s.bases;
  if (check > 0) {
    bl.ab++;
    d.errors++;
    bat(d, playerAt(d, pos)).e++;
    if (recording(s)) addEvent(s, 'error', `Error by ${pos} (${rt.name(playerAt(d, pos))})`, { dice: { d20: fd20, d20b: check % 100 }, reading: `E${pos}`, team: s.half === 0 ? 1 : 0, player: playerAt(d, pos), position: pos, fielders: [pos] });
    if (rollDie(s.rng, 20) > ERROR_BATTER_SAFE_FACES) {
      // The batter is out and the error (a throw after the out, a muffed relay) moves the runners up one base; runs unearned.
      if (sc) sc.play = ground ? 'ground out' : fd20 >= 17 ? 'pop out' : 'fly out';
      recordOuts(s, 1);
      if (s.outs >= 3) return;
      const r3 = b[2];
      b[2] = b[1]; b[1] = b[0]; b[0] = null;
      if (r3) scoreRun(s, r3, null, false);
      return;
    }
    // Reached on error: everyone moves up one base; those runs and the batter's are unearned.
    if (sc) sc.play = 'reached on error';
    const r3 = b[2];
    b[2] = b[1]; b[1] = b[0]; b[0] = { cardId: batterId, pitcherId: d.pitcherId, earned: false };
    if (r3) scoreRun(s, r3, null, false);
    return;
  }
  const two = s.outs === 2 ? 1 : 0;
  const outsBefore = s.outs;
  if (ground) {
    if (b[0] && outsBefore < 2) {
      // Double-play check: slower batters are easier to double up.
      const running = rt.card(batterId).batting.ratings.running;
      const dp = rollDie(s.rng, 20) <= ADVANCE.doublePlay[0] - (running - 8) / 2;
      const r3 = b[2], r2 = b[1];
      b[0] = null;
      if (dp) {
        if (sc) { sc.play = 'double play'; sc.fielders.push(pos === '2B' ? 'SS' : '2B', '1B'); }
        bl.ab++; bl.gidp++;
        recordOuts(s, 2);
        b[1] = null; b[2] = null;
        if (r2) b[2] = r2;
        if (r3 && s.holdThird) { b[1] = b[2]; b[2] = r3; }
        else if (r3 && outsBefore === 0) scoreRun(s, r3, null);
        return;
      }
      // Fielder's choice at second: batter safe at first, forced runners move up.
      if (sc) { sc.play = "fielder's choice"; sc.fielders.push(pos === '2B' ? 'SS' : '2B'); }
      bl.ab++;
      recordOuts(s, 1);
      if (r2) {
        if (r3) { b[2] = null; if (scoreRun(s, r3, batterId)) return; }
        b[2] = r2; b[1] = null;
      } else if (r3 && !s.holdThird) {
        const a = tryAdvance(s, rt, r3, ADVANCE.thirdScoresOnGround[0]);
        if (a === 1) { b[2] = null; if (scoreRun(s, r3, batterId)) return; }
      }
      b[0] = onBase(batterId, d.pitcherId);
      return;
    }
    bl.ab++;
    recordOuts(s, 1);
    if (sc) { sc.play = 'ground out'; if (pos !== '1B') sc.fielders.push('1B'); }
    if (s.outs >= 3) return;
    const r3 = b[2], r2 = b[1], r1 = b[0];
    if (r3 && !s.holdThird) {
      const a = tryAdvance(s, rt, r3, ADVANCE.thirdScoresOnGround[two] as number);
      if (a === 1) { b[2] = null; if (scoreRun(s, r3, batterId)) return; }
      else if (a === -1) { b[2] = null; recordOuts(s, 1); if (s.outs >= 3) return; }
    }
    // A runner on second alone moves up on most grounders (those hit behind him), not all.
    if (r2 && !b[2]) {
      const a = tryAdvance(s, rt, r2, ADVANCE.secondToThirdOnGround[0]);
      if (a === 1) { b[2] = r2; b[1] = null; }
      else if (a === -1) { b[1] = null; recordOuts(s, 1); if (s.outs >= 3) return; }
    }
    if (r1 && !b[1]) { b[1] = r1; b[0] = null; }
    return;
  }
  const popup = fd20 >= 17;
  const r3 = b[2], r2 = b[1];
  const arm = popup ? 0 : armOf(rt, d, pos);
  if (!popup && outsBefore < 2 && (b[0] || b[1] || b[2]) && rollDie(s.rng, 20) <= LINE_DRIVE_DP_FACES) {
    // A caught liner: the lead runner is doubled off before he can get back.
    if (sc) sc.play = 'line drive double play';
    bl.ab++;
    const lead = b[2] ? 2 : b[1] ? 1 : 0;
    b[lead] = null;
    recordOuts(s, 2);
    return;
  }
  if (!popup && r3 && outsBefore < 2) {
    const a = tryAdvance(s, rt, r3, ADVANCE.thirdScoresOnFly[0], arm);
    if (a === 1) {
      if (sc) sc.play = 'sacrifice fly';
      bl.sf++;
      recordOuts(s, 1);
      b[2] = null;
      if (scoreRun(s, r3, batterId)) return;
      if (r2 && tryAdvance(s, rt, r2, ADVANCE.secondToThirdOnFly[0], arm) === 1) { b[2] = r2; b[1] = null; }
      return;
    }
    bl.ab++;
    recordOuts(s, 1);
    if (sc) sc.play = a === -1 ? 'thrown out advancing' : popup ? 'pop out' : 'fly out';
    if (a === -1) { b[2] = null; recordOuts(s, 1); }
    return;
  }
  if (sc) sc.play = popup ? 'pop out' : 'fly out';
  bl.ab++;
  recordOuts(s, 1);
  if (!popup && r2 && !b[2] && s.outs < 3 && tryAdvance(s, rt, r2, ADVANCE.secondToThirdOnFly[two] as number, arm) === 1) {
    b[2] = r2; b[1] = null;
  }
}

export function outcomeName(outcome: number): string {
  return OUTCOMES[outcome] ?? '?';
}

export const HIT_OUTCOMES = new Set([O_1B, O_2B, O_3B, O_HR]);
export { O_FB, O_GB };
