import { rosterOf } from '../game/flow';
import type { GameRuntime } from '../game/runtime';
import type { GameState, PlayerCard } from '../types';

/** Batters faced per out for fatigue limits when a pitcher has no starting record. */
const BF_PER_OUT = 1.43;

/** Batters a starter may face: his usual length stretched by his complete-game habit. */
export function starterHardLimit(limit: number, cgRate: number): number {
  return limit * (1.05 + 0.45 * cgRate);
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
  const card = rt.card(t.pitcherId);
  // Season lines already include ordinary tiring, so the penalty starts 15 % past the usual length.
  const over = t.pitcherBf - Math.round(fatigueLimit(card, t.pitchersUsed.length === 1) * 1.15);
  return over < 0 ? 0 : Math.min(4, 1 + Math.floor(over / 3));
}

/**
 * Decide whether the fielding team changes pitchers before this plate appearance; returns the
 * reliever's card id or null. Starters go to their endurance stretched by their complete-game
 * habit (so 1927 aces finish and 2019 starters leave in the sixth); blow-ups end early.
 */
export function chooseReliefChange(s: GameState, rt: GameRuntime, team: 0 | 1): string | null {
  const t = s.teams[team];
  const card = rt.card(t.pitcherId);
  const starter = t.pitchersUsed.length === 1;
  const bf = t.pitcherBf, runs = t.pitcherRuns;
  const lead = s.score[team] - s.score[team === 0 ? 1 : 0];
  const maximize = s.setup.options.mode === 1;
  const inningStart = s.outs === 0 && !s.bases[0] && !s.bases[1] && !s.bases[2];
  const trouble = !!(s.bases[1] || s.bases[2]);
  const limit = fatigueLimit(card, starter);
  let pull = false;
  if (starter) {
    const cg = card.pitching?.ratings.completeGameRate ?? 0;
    const hard = starterHardLimit(limit, cg);
    if (bf >= hard) pull = inningStart || trouble || bf >= hard + 4;
    else if (runs >= 5 + Math.floor(cg * 3) && bf >= 9) pull = true;
    else if (maximize && bf >= limit && trouble) pull = true;
    // Finish a lead in the ninth if he is not exhausted.
    if (pull && s.inning >= 9 && lead > 0 && bf < hard + 6 && cg >= 0.3 && runs <= 3) pull = false;
  } else {
    if (bf >= limit) pull = inningStart || trouble || bf >= limit + 3;
    else if (runs >= 3 && bf >= 3) pull = true;
  }
  const saveSpot = s.inning >= 9 && lead >= 1 && lead <= 3 && inningStart;
  const closer = saveSpot ? bestCloser(s, t, rt) : null;
  if (closer && closer !== t.pitcherId && (card.pitching?.role !== 'CP')) return closer;
  if (!pull) return null;
  return pickReliever(s, rt, team, lead);
}

function bullpen(s: GameState, t: GameState['teams'][0], rt: GameRuntime): PlayerCard[] {
  return rosterOf(s, t).players
    .filter((p) => p.card.pitching && p.card.primaryPosition === 'P' && p.available !== false && !t.removed.includes(p.card.cardId)
      && t.pitcherId !== p.card.cardId && !t.order.some((x) => x.cardId === p.card.cardId))
    .map((p) => p.card);
}

function bestCloser(s: GameState, t: GameState['teams'][0], rt: GameRuntime): string | null {
  const cps = bullpen(s, t, rt).filter((c) => (c.pitching?.saves ?? 0) >= 5 && (c.pitching?.gamesStarted ?? 0) * 2 < (c.pitching?.games ?? 0));
  cps.sort((a, b) => (b.pitching?.saves ?? 0) - (a.pitching?.saves ?? 0));
  return cps[0]?.cardId ?? null;
}

export function pickReliever(s: GameState, rt: GameRuntime, team: 0 | 1, lead: number): string | null {
  const t = s.teams[team];
  const all = bullpen(s, t, rt);
  if (!all.length) return null;
  const relievers = all.filter((c) => (c.pitching?.gamesStarted ?? 0) * 2 < (c.pitching?.games ?? 0));
  const pool = relievers.length ? relievers : all;
  const byId = (a: PlayerCard, b: PlayerCard) => (a.cardId < b.cardId ? -1 : 1);
  const reliefApps = (c: PlayerCard) => (c.pitching?.games ?? 0) - (c.pitching?.gamesStarted ?? 0);
  if (s.inning <= 5) {
    // Long relief: most innings per appearance among pitchers who really relieved.
    const longMen = pool.filter((c) => reliefApps(c) >= 5);
    const lp = longMen.length ? longMen : pool;
    let pick = lp[0] as PlayerCard;
    for (const c of lp) {
      const d = (c.pitching?.ratings.reliever ?? 0) - (pick.pitching?.ratings.reliever ?? 0);
      if (d > 0 || (d === 0 && byId(c, pick) < 0)) pick = c;
    }
    return pick.cardId;
  }
  const close = Math.abs(lead) <= 2;
  // Save the closer for save spots unless nobody else is left.
  const noCloser = pool.filter((c) => (c.pitching?.saves ?? 0) < 5 || s.inning >= 9);
  const list = noCloser.length ? noCloser : pool;
  // Close and late: the best arm among regular relievers. Otherwise the busiest reliever, so
  // bullpen innings go to the pitchers who really threw them (rest rules spread the work).
  const regulars = list.filter((c) => reliefApps(c) >= 15);
  const pickFrom = close && regulars.length ? regulars : list;
  const score = (c: PlayerCard) => (close ? rt.value(c.cardId, 'p') : reliefApps(c));
  let pick = pickFrom[0] as PlayerCard, pv = score(pick);
  for (const c of pickFrom) {
    const v = score(c);
    if (v > pv || (v === pv && c.cardId < pick.cardId)) { pick = c; pv = v; }
  }
  return pick.cardId;
}
