/**
 * One number per player-season card, 0–100, that the draft ranks by (autopick, the pool's 'rating' sort) and trades
 * value by. Deterministic: the card alone decides it.
 *
 * Era-neutral: a card's odds ratios (his rates against his own league) are applied to one fixed reference
 * environment, as the engine applies them to the draft league's environment, so a 1927 hitter and a 1998 hitter
 * compare by how far they stood above their leagues, not by the run level of their eras.
 *
 * - Hitters: linear-weights runs per plate appearance in the reference environment against its average (offense),
 *   plus a position adjustment (catcher and shortstop up, first base and DH down) and the fielding range at his
 *   primary position, above a replacement level, times his share of a full season's plate appearances.
 * - Pitchers: the reference environment's runs per batter over his (lower is better), above replacement, times his
 *   share of a full season's innings for his role: a starter's innings count whole, a reliever's weigh double (his
 *   innings come in close late games), and the card's innings per start lifts a starter a little (he saves the bullpen).
 * - The sum maps to 0–100 by a saturating curve: about 50 for a solid regular, 80+ for a star, 95+ for an all-time season.
 *
 * Trades use `tradeValue(rating)`, convex (≈ rating³) as in the public model the notes describe: one star is worth more
 * than several average players.
 */
import { matchupProbabilities, O_1B, O_2B, O_3B, O_BB, O_HBP, O_HR, O_SO, OUTCOME_COUNT, type PlayerCard, type Position } from '@bb/engine';

/** Linear-weights runs per plate appearance (the weights the engine's computer manager ranks hitters by). */
function battingValue(r: readonly number[]): number {
  return 0.69 * (r[O_BB] ?? 0) + 0.72 * (r[O_HBP] ?? 0) + 0.89 * (r[O_1B] ?? 0) + 1.27 * (r[O_2B] ?? 0) + 1.62 * (r[O_3B] ?? 0) + 2.1 * (r[O_HR] ?? 0) - 0.02 * (r[O_SO] ?? 0);
}

/** A league of about 4.5 runs per game (the 1990s–2010s AL/NL average), indexed like OUTCOMES. */
const REFERENCE_RATES = [0.17, 0.085, 0.009, 0.028, 0.005, 0.047, 0.15, 0.26, 0.246];
const ONES = new Array<number>(OUTCOME_COUNT).fill(1);
const REFERENCE_VALUE = battingValue(REFERENCE_RATES);

/** Runs per plate appearance above the average hitter, per position (about a positional adjustment's size). */
const POSITION_ADJUSTMENT: Partial<Record<Position, number>> = {
  C: 0.1, SS: 0.07, '2B': 0.04, CF: 0.04, '3B': 0.03, LF: -0.02, RF: -0.02, '1B': -0.05, DH: -0.08,
};
const HITTER_REPLACEMENT = 0.78;
const PITCHER_REPLACEMENT = 0.82;
const FULL_SEASON_PA = 650;
const FULL_SEASON_STARTER_OUTS = 220 * 3;
const FULL_SEASON_RELIEVER_OUTS = 75 * 3;
/** The curve's scale: a value of this much reaches about 63 of 100. */
const SCALE = 0.3;

/** The card's rates replayed in the reference environment. */
function neutralRates(oddsRatio: readonly number[]): number[] {
  return Array.from(matchupProbabilities(REFERENCE_RATES, [...oddsRatio], ONES, null, new Float64Array(OUTCOME_COUNT)));
}

/** Offense against the reference average: 1 = average, 1.5 = half again as many runs per plate appearance. */
export function offenseIndex(card: PlayerCard): number {
  return battingValue(neutralRates(card.batting.oddsRatio)) / REFERENCE_VALUE;
}

/** Runs allowed against the reference average, inverted: 1 = average, 1.25 = a quarter fewer runs per batter. */
export function pitchingIndex(card: PlayerCard): number {
  if (!card.pitching) return 0;
  return REFERENCE_VALUE / Math.max(0.05, battingValue(neutralRates(card.pitching.oddsRatio)));
}

function hitterScore(card: PlayerCard): number {
  const pos = card.primaryPosition === 'P' ? 'DH' : card.primaryPosition;
  const range = card.fielding[pos]?.range;
  const fielding = range === undefined ? 0 : (3 - range) * 0.02;
  const above = offenseIndex(card) + (POSITION_ADJUSTMENT[pos] ?? 0) + fielding - HITTER_REPLACEMENT;
  const share = Math.min(1, card.batting.pa / FULL_SEASON_PA);
  return above * share;
}

function pitcherScore(card: PlayerCard): number {
  const p = card.pitching;
  if (!p) return 0;
  const above = pitchingIndex(card) - PITCHER_REPLACEMENT;
  if (p.role === 'SP') {
    const depth = 1 + Math.max(0, p.ratings.starter - 5.5) * 0.05;
    return above * Math.min(1, p.inningsOuts / FULL_SEASON_STARTER_OUTS) * depth;
  }
  return above * Math.min(1, p.inningsOuts / FULL_SEASON_RELIEVER_OUTS) * 0.6;
}

/** The player's rating, 0–100 (whole numbers); pitchers by their pitching, everyone else by bat and glove. */
export function playerRating(card: PlayerCard): number {
  const score = card.primaryPosition === 'P' ? pitcherScore(card) : hitterScore(card);
  if (score <= 0) return 0;
  return Math.round(100 * (1 - Math.exp(-score / SCALE)));
}

/** A trade's worth of a rating: convex, ≈ rating³, scaled so a 100 is worth 1,000 and a 50 is worth 125. */
export function tradeValue(rating: number): number {
  const r = Math.max(0, Math.min(100, rating));
  return Math.round((r * r * r) / 1_000);
}
