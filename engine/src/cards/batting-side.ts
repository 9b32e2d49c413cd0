import type { BatterSide, BattingRatings, Hand, LeagueContext } from '../types';
import { O_HR, O_SO } from '../types';
import { lineRates, type CountingLine } from './league-context';
import { oddsRatios } from './odds-ratio';
import { PARK_OUTCOMES, seasonParkMultiplier } from './park';
import { BATTER_PRIOR_PA, PITCHER_BATTING_PRIOR_PA, blend, pitcherBattingBaseline } from './regress';
import { has, num, type LahmanRow } from './rows';

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

export function sumBatting(rows: LahmanRow[]): CountingLine & { R: number; SB: number; CS: number; csKnown: boolean; SH: number; IBB: number; G: number } {
  const s = (c: string) => rows.reduce((a, r) => a + num(r, c), 0);
  return {
    AB: s('AB'), H: s('H'), D: s('2B'), T: s('3B'), HR: s('HR'), BB: s('BB'), SO: s('SO'), HBP: s('HBP'), SF: s('SF'),
    R: s('R'), SB: s('SB'), CS: s('CS'), csKnown: rows.some((r) => has(r, 'CS')), SH: s('SH'), IBB: s('IBB'), G: s('G'),
  };
}

/**
 * Batting side of a card: season line -> rates -> park-neutral -> regressed to the league
 * (or to typical pitcher batting) -> odds ratios against the league.
 */
export function buildBatterSide(
  rows: LahmanRow[], league: LeagueContext, bats: Hand, isPitcher: boolean, parkByStint: number[],
): BatterSide {
  const line = sumBatting(rows);
  const pa = line.AB + line.BB + line.HBP + line.SF;
  let rates = lineRates(line);
  // PA-weighted park factor over stints.
  let pfSum = 0, pfW = 0;
  rows.forEach((r, i) => {
    const w = num(r, 'AB') + num(r, 'BB') + 1;
    pfSum += (parkByStint[i] ?? 100) * w;
    pfW += w;
  });
  const parkMult = seasonParkMultiplier(pfW > 0 ? pfSum / pfW : 100);
  if (pa > 0) rates = neutralise(rates, parkMult);
  // Strikeouts not recorded for this batter: assume the league rate, taken out of outs in play.
  if (pa > 0 && !rows.some((r) => has(r, 'SO'))) {
    rates = withLeagueStrikeouts(rates, league.rates);
  }
  const prior = isPitcher ? pitcherBattingBaseline(league.rates) : league.rates;
  const regressed = pa > 0 ? blend(rates, pa, prior, isPitcher ? PITCHER_BATTING_PRIOR_PA : BATTER_PRIOR_PA) : prior.slice();
  const oddsRatio = oddsRatios(regressed, league.rates);
  // A league without caught-stealing records (1927 NNL) leaves CS at 0 or empty: not "never caught".
  if (league.caughtStealingRecorded === false) line.csKnown = false;
  return { rates: regressed, oddsRatio, pa, ratings: battingRatings(line, pa, oddsRatio, bats, league.yearID) };
}

function withLeagueStrikeouts(rates: number[], league: number[]): number[] {
  const r = rates.slice();
  const so = league[O_SO] ?? 0;
  const gb = r[7] ?? 0, fb = r[8] ?? 0;
  const take = Math.min(so, gb + fb);
  r[O_SO] = take;
  r[7] = gb - (take * gb) / (gb + fb || 1);
  r[8] = fb - (take * fb) / (gb + fb || 1);
  return r;
}

/** Divide hit odds by the park multiplier, then renormalise so the line still sums to 1. */
export function neutralise(rates: number[], mult: number): number[] {
  const r = rates.slice();
  for (const i of PARK_OUTCOMES) r[i] = (r[i] ?? 0) / mult;
  const s = r.reduce((a, b) => a + b, 0);
  return r.map((x) => x / s);
}

/** Seasons whose SH also counts sacrifice flies (1908-1930 and 1939; separate SF from 1954). */
export function sacrificeFliesInSh(year: number): boolean {
  return (year >= 1908 && year <= 1930) || year === 1939;
}
/** Share of those seasons' SH taken as bunts for a batter's sacrifice rate (calibrated on the 1927 replays). */
export const BUNT_SHARE_OF_LUMPED_SH = 1;

function battingRatings(line: ReturnType<typeof sumBatting>, pa: number, or: number[], bats: Hand, year: number): BattingRatings {
  const singles = Math.max(0, line.H - line.D - line.T - line.HR);
  const onFirst = singles + line.BB + line.HBP + 1;
  // Early seasons record SB without CS: assume a 70 % success rate.
  const cs = line.csKnown ? line.CS : line.SB * 0.43;
  const attempts = line.SB + cs;
  const attemptRate = clamp((attempts + 0.5) / (onFirst + 8), 0, 0.8);
  const success = (line.SB + 2.8) / (attempts + 4);
  const stealing = attemptRate >= 0.35 && success >= 0.78 ? 'AAA' : attemptRate >= 0.25 ? 'AA' : attemptRate >= 0.15 ? 'A'
    : attemptRate >= 0.08 ? 'B' : attemptRate >= 0.04 ? 'C' : attemptRate >= 0.015 ? 'D' : 'E';
  const tripleShare = line.T / (line.D + line.T + 2);
  const reachedNotHr = line.H + line.BB + line.HBP - line.HR;
  const scoreRate = reachedNotHr > 0 ? (line.R - line.HR) / reachedNotHr : 0.3;
  const running = Math.round(clamp(7 + 22 * attemptRate + 25 * tripleShare + 12 * (scoreRate - 0.3), 1, 17));
  const shRate = line.SH / (pa + line.SH + 1);
  const bunting = shRate >= 0.025 ? 'A' : shRate >= 0.012 ? 'B' : shRate >= 0.004 ? 'C' : 'D';
  const contact = Math.round(clamp(5.5 - 4 * Math.log(or[O_SO] ?? 1), 1, 10));
  const power = Math.round(clamp(5.5 + 2.5 * Math.log(or[O_HR] ?? 1), 1, 10));
  const hitAndRun = contact >= 8 ? 'A' : contact >= 6 ? 'B' : contact >= 4 ? 'C' : 'D';
  // No splits in Lahman: league-typical platoon tilt by handedness (see README, "Balance").
  const balance = bats === 'B' ? 'E' : bats === 'L' ? '4R' : '3L';
  return {
    balance, running, stealing, stealAttemptRate: attemptRate, stealSuccess: success, bunting, hitAndRun, contact, power,
    ...(pa + line.SH >= 10 ? { sacrificeRate: shRate * (sacrificeFliesInSh(year) ? BUNT_SHARE_OF_LUMPED_SH : 1) } : {}),
  };
}
