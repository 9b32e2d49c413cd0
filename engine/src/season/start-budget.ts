import type { RosterPlayer } from '../types';
import type { TeamUsage } from './team-usage';
import { OUTS_PER_RELIEF, realOuts, realReliefOuts, startLength, type DayPlan } from './usage-plan';

/** How far past his share of the outs left a starter may go today (a good day runs long; the next starts even it out). */
export const START_BUDGET_SLACK = 1.5;
/**
 * The budget starts once his outs left a start fall below this share of his real start's length: a little ahead is
 * left alone, or 1955 aces lost the long outings behind their complete games (−31 % against the record; 2019 with no
 * budget at all threw 32 % too many, its starters finishing games on innings their relievers then lacked).
 */
export const START_BUDGET_FROM = 0.85;

/**
 * Outs a starter may pitch today under the limit: his outs left for starting (the limit's outs, less those spent and his
 * relief still due) shared over his starts left, with some slack. Without it a card that goes deeper than the real
 * starts did spent its innings by August, and his last starts became bullpen games (2019: 15 starters a team against
 * 13, the bullpen 11 % over its real outs, relievers 26 % over theirs). Undefined for a pitcher who never started.
 */
export function startBudget(p: RosterPlayer, plan: DayPlan, usage: TeamUsage): number | undefined {
  const gs = p.teamGs ?? 0;
  if (gs <= 0) return undefined;
  const id = p.card.cardId;
  const startsLeft = Math.max(1, Math.round(plan.capStarts(p)) - (usage.starts[id] ?? 0));
  const capOuts = plan.capOuts(p), real = realOuts(p);
  const reliefCap = real > 0 ? realReliefOuts(p) * (capOuts / real) : 0;
  const reliefLeft = Math.max(0, reliefCap - (usage.reliefOuts?.[id] ?? 0));
  const perStart = (capOuts - (usage.outs?.[id] ?? 0) - reliefLeft) / startsLeft;
  // On pace (as many outs a start left as his real starts took, or more), only the season's cap holds: a budget on
  // every start cut the long outings that make complete games (2019 replays: half the record's).
  if (perStart >= startLength(p) * START_BUDGET_FROM) return undefined;
  return Math.max(OUTS_PER_RELIEF * 3, Math.ceil(perStart * START_BUDGET_SLACK));
}

/** Starts after which a starter's own average steers his hook (fewer are one bad night). */
export const STRETCH_FROM_STARTS = 3;
/**
 * How strongly the stretch answers a shortfall: a start ends early for other reasons too (a blow-up, a pinch hitter),
 * so a limit raised by the shortfall alone barely moves his average.
 */
export const STRETCH_GAIN = 3;
/** The most a starter's batters-faced limit is stretched toward his real start's length. */
export const MAX_START_STRETCH = 1.25;

/**
 * How much further than his card's usual limit a league season's starter goes today (read by the hook before the ninth
 * and by the pinch hitter's margin): 1 + `STRETCH_GAIN` x (his real start's length / his starts' average so far - 1),
 * between 1 and `MAX_START_STRETCH`. Replayed NL starts ran 3-7 % short of the record's (2000: 0.930 of real; the
 * record's starts already end for pinch hitters, and the engine hit for them again a few batters before the hook), so
 * the bullpen pitched past its real innings and, at the usage limit, its arms ran past their real outs by September.
 */
export function startStretch(p: RosterPlayer, usage: TeamUsage): number {
  if ((p.teamGs ?? 0) <= 0) return 1;
  const id = p.card.cardId;
  const starts = usage.starts[id] ?? 0;
  if (starts < STRETCH_FROM_STARTS) return 1;
  const startOuts = (usage.outs?.[id] ?? 0) - (usage.reliefOuts?.[id] ?? 0);
  if (startOuts <= 0) return MAX_START_STRETCH;
  return Math.min(MAX_START_STRETCH, Math.max(1, 1 + STRETCH_GAIN * (startLength(p) / (startOuts / starts) - 1)));
}
