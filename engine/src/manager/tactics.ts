import type { GameRuntime } from '../game/runtime';
import { rosterOf } from '../game/flow';
import { nextUnit } from '../random/sfc32';
import { maximizes, teamTacticsFactor } from '../rules/aggressiveness';
import type { GameState } from '../types';
import { hookReached, starterHook } from './bullpen';
import { benchOf, rosterInfo, stampBusy } from './roster-info';
import { HIT_AND_RUN_GRADE, hitAndRunChance, managerOf, tendencyFactor } from './tendencies';
import { hitterValue } from './value';

/** Batters short of a starter's hook at which his turn at bat goes to a pinch hitter. */
export const STARTER_PH_MARGIN = 5;

/** Pinch hitter for the pitcher late in games the team is not comfortably winning. */
export function choosePinchHitter(s: GameState, rt: GameRuntime): string | null {
  const team = s.half;
  const t = s.teams[team];
  const spot = t.order[t.batterIndex];
  if (!spot || spot.position !== 'P') return null;
  const lead = s.score[team] - s.score[team === 0 ? 1 : 0];
  const maximize = maximizes(s, team);
  const late = s.inning >= (maximize ? 6 : 7);
  // Relievers almost never bat: they are hit for from the fifth inning whatever the score.
  const reliever = t.pitchersUsed.length > 1 && s.inning >= 5;
  const pitcher = rt.pitcher(t);
  const cg = pitcher.pitching?.ratings.completeGameRate ?? 0;
  // A starter (not a complete-game pitcher) within 5 batters of his hook is hit for from the
  // fifth: he would leave next inning anyway (real NL managers; pitchers' share of PA). So is a
  // starter past his manager's hard hook (hookRuns), whatever the inning.
  const m = managerOf(s, team);
  const hooked = m !== undefined && m.hookRuns !== undefined && hookReached(s, team);
  // A league season's starter behind his real innings pace carries his stretched hook (`startStretch`) here too.
  const stretch = t.pitchersUsed.length === 1 ? rosterOf(s, t).starterStretch ?? 1 : 1;
  const spent = hooked || (t.pitchersUsed.length === 1 && s.inning >= 5 && cg < 0.25
    && t.pitcherBf >= starterHook(pitcher, m) * stretch - STARTER_PH_MARGIN);
  if (!reliever && !spent && (!late || lead >= (maximize ? 3 : 1))) return null;
  // Complete-game eras: a fresh starter bats for himself until the ninth unless well behind.
  if (!maximize && !hooked && t.pitchersUsed.length === 1 && cg >= 0.25 && s.inning < 9 && lead >= -2
    && t.pitcherBf < starterHook(pitcher, m) * stretch) return null;
  // Best available bench hitter (one pass; ties by card id).
  let best: string | null = null, bestV = -Infinity;
  const roster = rosterOf(s, t), info = rosterInfo(rt, roster);
  const busy = stampBusy(info, t);
  for (const b of benchOf(rt, roster, info)) {
    const id = b.id;
    if (info.stamps[b.key] === busy) continue;
    const v = b.value;
    if (v > bestV || (v === bestV && best !== null && id < best)) { best = id; bestV = v; }
  }
  return best;
}

const BUNTER: Record<string, number> = { A: 1.4, B: 1, C: 0.6, D: 0.3 };
/**
 * Sacrifice chance per sacrifice situation for a batter's real SH / (PA + SH): about 1 / (share of plate
 * appearances that are sacrifice situations x success rate), calibrated on the 2019, 2000, 1968 and 1927 replays.
 */
export const SACRIFICE_PER_RATE = 14;
/** Pitchers also sacrifice with one out, at this share of their nobody-out chance (2019 NL pitchers: 9 % of PA). */
export const PITCHER_ONE_OUT = 0.6;

/**
 * Sacrifice with a runner on first and/or second and nobody out (the pitcher's spot also with one out).
 * The chance is the batter's own real sacrifice rate x SACRIFICE_PER_RATE (so era, team and pitchers
 * follow the record); cards without the rate (older cards, under 10 PA) use the era's league
 * sacrifices per team game / 2.6, scaled by pitcher's spot x3 and the bunting grade, power hitters x0.15.
 * Big deficits or leads x0.2, late and close x1.5.
 */
export function wantsSacrifice(s: GameState, rt: GameRuntime, batterId: string, sacrificesPerGame?: number): boolean {
  if (s.outs > 1 || !(s.bases[0] || s.bases[1]) || s.bases[2]) return false;
  const t = s.teams[s.half];
  const isPitcherSpot = t.order[t.batterIndex]?.position === 'P';
  if (s.outs === 1 && !isPitcherSpot) return false;
  const r = rt.card(batterId).batting.ratings;
  const lead = s.score[s.half] - s.score[s.half === 0 ? 1 : 0];
  let p: number;
  if (r.sacrificeRate !== undefined) p = r.sacrificeRate * SACRIFICE_PER_RATE;
  else {
    const perGame = sacrificesPerGame ?? s.setup.contexts[s.envKey]?.sacrificesPerGame ?? 0.3;
    p = Math.min(0.9, perGame / 2.6) * (isPitcherSpot ? 3 : BUNTER[r.bunting] ?? 1);
    if (r.power >= 7 && !isPitcherSpot) p *= 0.15;
  }
  if (s.outs === 1) p *= PITCHER_ONE_OUT;
  if (lead <= -3 || lead >= 4) p *= 0.2;
  else if (s.inning >= 7 && Math.abs(lead) <= 1) p *= 1.5;
  const m = managerOf(s, s.half);
  p = Math.min(0.95, p * teamTacticsFactor(s, s.half) * (m ? tendencyFactor(m.smallBall) : 1));
  return p > 0 && nextUnit(s.rng) < p;
}

/**
 * Attempts per plate appearance as a share of the runner's attempts per time on first. A runner
 * stays on first for about 1.3 plate appearances, so 1.0 replays real SB + CS per game (0.75
 * left 2019, 1968 and 1927 a quarter short).
 */
export const STEAL_SECOND_PER_PA = 1.0;
export const STEAL_THIRD_PER_PA = 0.1;

/** Steal attempts at the runner's real attempt rate (per time on first), scaled per plate appearance. */
export function wantsSteal(s: GameState, rt: GameRuntime): 0 | 1 | null {
  const lead = s.score[s.half] - s.score[s.half === 0 ? 1 : 0];
  if (lead <= -4 || s.outs === 2 && s.bases[1]) return null;
  const m = managerOf(s, s.half);
  const f = teamTacticsFactor(s, s.half) * (m ? tendencyFactor(m.aggressiveness) : 1);
  if (s.bases[0] && !s.bases[1]) {
    const r = rt.card(s.bases[0].cardId).batting.ratings;
    if (nextUnit(s.rng) < r.stealAttemptRate * STEAL_SECOND_PER_PA * f) return 0;
  } else if (s.bases[1] && !s.bases[2] && s.outs < 2) {
    const r = rt.card(s.bases[1].cardId).batting.ratings;
    if (nextUnit(s.rng) < r.stealAttemptRate * STEAL_THIRD_PER_PA * f) return 1;
  }
  return null;
}

/**
 * The computer's own hit and run, only for a manager with aggressiveness above 50 (`hitAndRunChance`; none at 50, so
 * no new draw for other rosters): runner on first only, fewer than two outs, not far behind or ahead, by the batter's
 * hit-and-run grade.
 */
export function wantsHitAndRun(s: GameState, rt: GameRuntime): boolean {
  const m = managerOf(s, s.half);
  if (!m || m.aggressiveness === undefined || !s.bases[0] || s.bases[1] || s.outs >= 2 || s.pending?.hitAndRun) return false;
  const base = hitAndRunChance(m);
  if (base <= 0) return false;
  const lead = s.score[s.half] - s.score[s.half === 0 ? 1 : 0];
  if (lead <= -4 || lead >= 5) return false;
  const t = s.teams[s.half];
  const grade = rt.card((t.order[t.batterIndex] as { cardId: string }).cardId).batting.ratings.hitAndRun;
  return nextUnit(s.rng) < base * (HIT_AND_RUN_GRADE[grade] ?? 0.4);
}

/** Walk a dangerous hitter with first base open late in a close game when the next hitter is weaker. */
export function wantsIntentionalWalk(s: GameState, rt: GameRuntime): boolean {
  if (s.bases[0] || !(s.bases[1] || s.bases[2]) || s.inning < 7 || s.outs === 0) return false;
  const diff = Math.abs(s.score[0] - s.score[1]);
  if (diff > 1) return false;
  const t = s.teams[s.half];
  const now = rt.card((t.order[t.batterIndex] as { cardId: string }).cardId);
  const next = rt.card((t.order[(t.batterIndex + 1) % 9] as { cardId: string }).cardId);
  const factor = maximizes(s, s.half === 0 ? 1 : 0) ? 1.25 : 1.45;
  return hitterValue(now) > hitterValue(next) * factor && now.batting.ratings.power >= 7;
}
