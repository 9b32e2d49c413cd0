import { rosterOf } from '../game/flow';
import { maximizes } from '../rules/aggressiveness';
import { nextUnit } from '../random/sfc32';
import type { GameRuntime } from '../game/runtime';
import type { GameState, ManagerTendencies, PlayerCard } from '../types';
import { OVER_LIMIT_DUE, outsLeftOf, rosterInfo, stampBusy, type ReliefCandidate } from './roster-info';
import { hookRunShift, hookRuns, hookScale, managerOf } from './tendencies';

/** Complete-game rates from which a starter may finish a ninth-inning lead, or any ninth inning. */
export const FINISH_LEAD_CG = 0.15;
export const FINISH_ANY_CG = 0.3;
/** Below this complete-game rate a starter does not finish a ninth-inning lead (2019: 58 complete games a season against 45 without it). */
export const FINISH_CHANCE_FROM_CG = 0.05;
/** Chance that a starter with no complete games goes out for the ninth when his limit would let him. */
export const NINTH_FOR_NON_FINISHER = 0.5;
/** Complete-game rate from which a fresh starter is not replaced by the closer in a save spot. */
export const KEEP_SAVE_SPOT_CG = 0.25;

/** True with probability p (no draw when p is 0 or at least 1). */
function chance(s: GameState, p: number): boolean {
  return p >= 1 || (p > 0 && nextUnit(s.rng) < p);
}

/**
 * Runs more a stretched starter may allow before the blow-up hook, per unit of stretch past 1 (2 at the most stretch).
 * The stretch alone left 2000's hard-hit AL staffs 10 % short of their starters' real outs (Rogers and Helling pitched
 * 89 % of their innings in as many starts): real managers left a workhorse in through a bad night, and the innings he
 * did not pitch went to relievers, who reached the usage limit by September and came back over it (14–19 %).
 */
export const STRETCH_RUNS = 8;
/** Batters faced per out for fatigue limits when a pitcher has no starting record. */
const BF_PER_OUT = 1.43;

/** Batters a starter may face: his usual length stretched by his complete-game habit. */
export function starterHardLimit(limit: number, cgRate: number): number {
  return limit * (1.05 + 0.45 * cgRate);
}

/** Batters a starter may face before the hook: his hard limit with the manager's bullpenHook applied. */
export function starterHook(card: PlayerCard, m: ManagerTendencies | undefined): number {
  const limit = fatigueLimit(card, true);
  return starterHardLimit(m ? limit * hookScale(m) : limit, card.pitching?.ratings.completeGameRate ?? 0);
}

/** The starter has allowed his manager's hard-hook runs (`ManagerTendencies.hookRuns`). */
export function hookReached(s: GameState, team: 0 | 1): boolean {
  const t = s.teams[team];
  if (t.pitchersUsed.length !== 1) return false;
  const m = managerOf(s, team);
  return m !== undefined && m.hookRuns !== undefined && t.pitcherRuns >= hookRuns(m);
}

export function fatigueLimit(card: PlayerCard, asStarter: boolean): number {
  const r = card.pitching?.ratings;
  if (!r) return 4;
  if (asStarter && r.endurance > 0 && (card.pitching?.gamesStarted ?? 0) > 0) return r.endurance;
  return Math.max(3, Math.round((r.reliever || 1) * 3 * BF_PER_OUT));
}

/** 0 while fresh; then one step per three batters past the limit (feeds the card odds). */
export function fatigueSteps(s: GameState, rt: GameRuntime, team: 0 | 1): number {
  const t = s.teams[team];
  // Season lines already include ordinary tiring, so the penalty starts 15 % past the usual length.
  const over = t.pitcherBf - Math.round(rt.fatigueLimit(t, t.pitchersUsed.length === 1) * 1.15);
  return over < 0 ? 0 : Math.min(4, 1 + Math.floor(over / 3));
}

/**
 * Decide whether the fielding team changes pitchers before this plate appearance; returns the
 * reliever's card id or null. Starters go to their endurance stretched by their complete-game
 * habit (so 1927 aces finish and 2019 starters leave in the sixth); blow-ups end early. The team's manager
 * settings (`Roster.manager`) move the starter's hook: `bullpenHook` scales it, `hookRuns` pulls him once he has
 * allowed that many runs (before the next plate appearance, when a reliever is available).
 */
export function chooseReliefChange(s: GameState, rt: GameRuntime, team: 0 | 1): string | null {
  const t = s.teams[team];
  const card = rt.pitcher(t);
  const starter = t.pitchersUsed.length === 1;
  const bf = t.pitcherBf, runs = t.pitcherRuns;
  const lead = s.score[team] - s.score[team === 0 ? 1 : 0];
  const maximize = maximizes(s, team);
  const inningStart = s.outs === 0 && !s.bases[0] && !s.bases[1] && !s.bases[2];
  const trouble = !!(s.bases[1] || s.bases[2]);
  const m = starter ? managerOf(s, team) : undefined;
  let limit = rt.fatigueLimit(t, starter);
  if (m) limit *= hookScale(m);
  // A league season's starter behind his real innings pace goes longer (`startStretch`) and through more runs
  // (`STRETCH_RUNS`); one property read a batter.
  // Not into the ninth: complete games keep their own rules below (stretched, 2019 replays threw 49 % too many).
  let extraRuns = 0;
  if (starter && s.inning < 9) {
    const stretch = rosterOf(s, t).starterStretch;
    if (stretch) {
      limit *= stretch;
      extraRuns = Math.round((stretch - 1) * STRETCH_RUNS);
    }
  }
  let pull = false;
  if (starter) {
    const cg = card.pitching?.ratings.completeGameRate ?? 0;
    const hard = starterHardLimit(limit, cg);
    if (bf >= hard) pull = inningStart || trouble || bf >= hard + 4;
    else if (runs >= 5 + Math.floor(cg * 3) + (m ? hookRunShift(m) : 0) + extraRuns && bf >= 9) pull = true;
    else if (maximize && bf >= limit && trouble) pull = true;
    // Finishing his own game: with a ninth-inning lead for any starter who completes games now and
    // then; in complete-game eras also when level or behind (1927 aces finished their losses too).
    // With a lead the chance grows with his complete-game rate (every batter reconsidered), so a 2000 starter
    // with a .07 rate finishes now and then and a .15 one whenever he can.
    if (pull && s.inning >= 9 && bf < hard + 6 && runs <= 3 && (lead > 0 ? cg >= FINISH_CHANCE_FROM_CG && chance(s, cg / FINISH_LEAD_CG) : cg >= FINISH_ANY_CG)) pull = false;
    // A starter who (nearly) never finished his games goes out for the ninth, however efficient, only with chance
    // NINTH_FOR_NON_FINISHER + the rest × CG rate / FINISH_CHANCE_FROM_CG. 2019 starters with CG rates under .05
    // threw 39 complete games a season in the replays against 18 in the record (never sent out: 2019 30 in all, 2000 189).
    if (!pull && inningStart && s.inning >= 9 && cg < FINISH_CHANCE_FROM_CG
      && !chance(s, NINTH_FOR_NON_FINISHER + (1 - NINTH_FOR_NON_FINISHER) * (cg / FINISH_CHANCE_FROM_CG))) pull = true;
    // The human's hard hook wins over everything above (checked last, so no draw moves for other rosters).
    if (!pull && m && m.hookRuns !== undefined && runs >= hookRuns(m)) pull = true;
  } else {
    if (bf >= limit) pull = inningStart || trouble || bf >= limit + 3;
    else if (runs >= 3 && bf >= 3) pull = true;
  }
  // The league's usage limit: he has pitched the outs he had left this season (only rosters under a limit carry them).
  // Looked at between innings only: the roster lookup on every plate appearance cost the engine 5 % of its speed,
  // and finishing the inning costs the limit two outs at most.
  // A starter going out for the ninth is past both (his start's budget, see `startBudget`, would otherwise end every
  // complete game of a starter ahead of his pace; the season's cap gives way by an inning at most).
  if (!pull && inningStart && !(starter && s.inning >= 9)) {
    const left = outsLeftOf(rosterInfo(rt, rosterOf(s, t)), t.pitcherId);
    if (left !== undefined && (t.pitching[t.pitcherId]?.outs ?? 0) >= left) pull = true;
  }
  const saveSpot = s.inning >= 9 && lead >= 1 && lead <= 3 && inningStart;
  // A fresh starter who completes games keeps his own save spot (1968 aces were not relieved for the ninth).
  const keepsStarter = starter && !pull && runs <= 2 && saveSpot && chance(s, (card.pitching?.ratings.completeGameRate ?? 0) / KEEP_SAVE_SPOT_CG);
  const closer = saveSpot && !keepsStarter ? bestCloser(s, t, rt) : null;
  if (closer && closer !== t.pitcherId && (card.pitching?.role !== 'CP')) return closer;
  if (!pull) return null;
  return pickReliever(s, rt, team, lead);
}

function bestCloser(s: GameState, t: GameState['teams'][0], rt: GameRuntime): string | null {
  let best: ReliefCandidate | null = null;
  const info = rosterInfo(rt, rosterOf(s, t));
  if (!info.closers.length) return null;
  const busy = stampBusy(info, t);
  for (const r of info.closers) {
    if (info.stamps[r.key] === busy) continue;
    if (!best || r.saves > best.saves || (r.saves === best.saves && r.id < best.id)) best = r;
  }
  return best?.id ?? null;
}

/** Relief outs a reliever may be ahead of his real pace and still count as due (`RosterPlayer.reliefDue`). */
export const RELIEF_PACE_MARGIN = 3;
/**
 * In a league season's close late innings, run value per out a reliever is behind his real pace (up to
 * `CLOSE_PACE_CAP` outs): ten outs behind weigh about the gap between a good and a poor reliever of one staff. Ranked
 * by value alone, the best arms ran ahead of their pace and the others fell behind theirs (1998 Mariners: Wells and
 * the long men at their limit by mid-September, Ayala at 90 % of his outs), so the limit left the staff short in the
 * last weeks and its arms came back past their real innings.
 */
export const CLOSE_PACE_WEIGHT = 0.005;
export const CLOSE_PACE_CAP = 30;
/** reliefDue (outs behind his real pace) from which a league season's closer is used before the ninth (see `pickReliever`). */
export const FIREMAN_DUE = 0;

/**
 * One pass over the staff, ranking by tier then score (ties by card id, for determinism).
 * Early (inning <= 5): long relief, most innings per appearance among real relievers.
 * Later: the closer is kept for the ninth; close games get the best run value among regular
 * relievers (15+ relief games); otherwise the busiest reliever, so bullpen innings go to the
 * pitchers who really threw them (the caller's rest rules spread the work).
 * League seasons (`reliefDue` set by `rosterForDay`): the real pace replaces the card's role: close games get the
 * best run value among pitchers not ahead of their pace of relief outs, other late innings the one furthest behind
 * it, long relief the longest among those not ahead (starters who relieved between starts included, as in 1927).
 * Ranking by card alone gave the best 2019 relievers 1.2–2 times their real innings and the worst 0.6–0.8, and
 * 1927 relievers with a few games 2–4 times theirs, which pressed teams' runs allowed together.
 */
export function pickReliever(s: GameState, rt: GameRuntime, team: 0 | 1, lead: number): string | null {
  const t = s.teams[team];
  const early = s.inning <= 5;
  const close = Math.abs(lead) <= 2;
  let best: string | null = null, bestTier = -1, bestScore = -Infinity;
  const info = rosterInfo(rt, rosterOf(s, t));
  const busy = stampBusy(info, t);
  const due = info.reliefDue;
  const relievers = info.relievers;
  for (let i = 0; i < relievers.length; i++) {
    const r = relievers[i] as ReliefCandidate;
    if (info.stamps[r.key] === busy) continue;
    let tier: number, score: number;
    if (due) {
      const d = due[i] as number;
      const onPace = d > -RELIEF_PACE_MARGIN;
      if (d <= OVER_LIMIT_DUE) {
        // Back over the usage limit only to fill out the staff: the last choice, the least over first.
        tier = early || (r.keep && s.inning < 9) ? 0 : 1;
        score = d;
      } else if (early) {
        tier = onPace ? 2 : 1;
        score = r.relieverInnings;
      } else {
        // A closer not ahead of his real relief pace (reliefDue at or above FIREMAN_DUE) pitches the late close innings too:
        // 1968 firemen worked the seventh and eighth, and kept for ninth-inning saves they ended at 55–75 % of
        // their innings while the rest of the bullpen went 20–30 % over theirs.
        const keepCloser = r.keep && s.inning < 9 && d < FIREMAN_DUE;
        tier = (keepCloser ? 0 : 4) + (close && onPace ? 1 : 0);
        score = close ? r.value + CLOSE_PACE_WEIGHT * Math.max(-RELIEF_PACE_MARGIN, Math.min(CLOSE_PACE_CAP, d)) : d;
      }
    } else if (early) {
      tier = (r.isReliever ? 2 : 0) + (r.apps >= 5 ? 1 : 0);
      score = r.relieverInnings;
    } else {
      const keepCloser = r.keep && s.inning < 9;
      tier = (keepCloser ? 0 : 4) + (r.isReliever ? 2 : 0) + (close && r.apps >= 15 ? 1 : 0);
      score = close ? r.value : r.apps;
    }
    if (tier > bestTier || (tier === bestTier && (score > bestScore || (score === bestScore && best !== null && r.id < best)))) {
      best = r.id; bestTier = tier; bestScore = score;
    }
  }
  return best;
}
