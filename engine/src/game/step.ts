import { rollPlateAppearance } from '../dice/roll';
import { chooseReliefChange, fatigueSteps, pickReliever } from '../manager/bullpen';
import { choosePinchHitter, wantsIntentionalWalk, wantsSacrifice, wantsSteal } from '../manager/tactics';
import { rollDie } from '../random/sfc32';
import { applyOutcome, outcomeName } from '../rules/plate-appearance';
import { attemptSteal, intentionalWalk, rareEventCheck, sacrificeBunt } from '../rules/rare-events';
import { isEligible, newPitcher, pinchHitter } from '../rules/substitution';
import type { GameState, LineupSpot } from '../types';
import { addEvent, currentBatterId, endHalfIfNeeded, offense, recording, rosterOf } from './flow';
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
  addEvent(s, 'injury', () => `${rt.name(spot.cardId)} is injured and leaves the game`);
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
    // Nobody out is the first thing wantsSacrifice checks; skip the context lookup otherwise.
    if (s.outs === 0 && wantsSacrifice(s, rt, currentBatterId(s), s.setup.contexts[s.envKey]?.sacrificesPerGame ?? 0.3)) {
      sacrificeBunt(s, rt, currentBatterId(s));
      s.plateAppearances++;
      nextBatter(s);
      endHalfIfNeeded(s, rt);
      return;
    }
  }
  swing(s, rt);
}

/** Roll the dice for the current batter and apply the card result. */
export function swing(s: GameState, rt: GameRuntime): void {
  const def = s.half === 0 ? 1 : 0;
  const d = s.teams[def];
  const batterId = currentBatterId(s);
  const env = s.setup.contexts[s.envKey];
  if (!env) throw new Error(`No league context ${s.envKey}`);
  const pf = s.setup.home.parkFactor ?? 100;
  const fatigue = fatigueSteps(s, rt, def);
  const layout = rt.layout(batterId, d.pitcherId, env, pf, rt.envSlot(s.envKey, pf), fatigue);
  const roll = rollPlateAppearance(s.rng, layout, rt.roll);
  if (recording(s)) {
    const card = roll.d6 <= 3 ? 'batter' : 'pitcher';
    const name = outcomeName(roll.outcome);
    addEvent(s, 'plate appearance',
      `${rt.name(batterId)}: ${card} card column ${((roll.d6 - 1) % 3) + 1}, row ${roll.red1 + roll.red2}, d20 ${roll.d20} -> ${name}`,
      { dice: { d6: roll.d6, row: roll.red1 + roll.red2, d20: roll.d20 }, reading: name, batter: batterId, pitcher: d.pitcherId });
  }
  const before = s.score[s.half];
  applyOutcome(s, rt, roll.outcome, batterId);
  s.plateAppearances++;
  // Test the cheap conditions first: events[-1] on an empty array is a slow prototype lookup.
  if (s.score[s.half] !== before && recording(s) && s.events.length > 0) {
    addEvent(s, 'plate appearance', `${s.score[s.half] - before} run(s) score. ${s.setup.away.name} ${s.score[0]}, ${s.setup.home.name} ${s.score[1]}`, { runs: s.score[s.half] - before, score: [s.score[0], s.score[1]] });
  }
  if (s.status !== 'final') {
    nextBatter(s);
    endHalfIfNeeded(s, rt);
  } else {
    nextBatter(s);
  }
}
