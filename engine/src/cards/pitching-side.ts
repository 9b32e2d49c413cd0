import type { LeagueContext, PitcherRole, PitcherSide, PitchingRatings } from '../types';
import { contextKey, lineRates } from './league-context';
import { oddsRatios } from './odds-ratio';
import { seasonParkMultiplier } from './park';
import { PITCHER_PRIOR_BF, blend } from './regress';
import { neutralise } from './batting-side';
import { has, num, str, type LahmanRow } from './rows';
import { era as earnedRunAverage, ipFromOuts } from '../stats/rates';
import { startOutsOf } from './start-relief';

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/**
 * Park-neutral outcome rates of a pitching line (one pitcher's stints, or a whole staff) and its batters faced.
 * Lahman pitching lines have no doubles or triples allowed, so the non-HR hits allowed are split like the league's
 * singles/doubles/triples.
 */
export function pitchingLineRates(rows: LahmanRow[], league: LeagueContext, parkByStint: number[]): { rates: number[]; bf: number } {
  const s = (c: string) => rows.reduce((a, r) => a + num(r, c), 0);
  const H = s('H'), HR = s('HR'), BB = s('BB'), HBP = s('HBP'), SF = s('SF'), IPouts = s('IPouts');
  let SO = s('SO');
  if (!rows.some((r) => has(r, 'SO'))) SO = 0;
  const bfKnown = rows.some((r) => has(r, 'BFP')) && s('BFP') > 0;
  // BF = outs + H + BB + HBP (+ errors) when BFP is missing; AB-based identity below.
  // BFP counts sacrifice hits; rows that leave SH empty get the league's unrecorded rate.
  const shEst = rows.reduce((a, r) => a + (has(r, 'SH') ? num(r, 'SH') : num(r, 'BFP') * (league.pitcherShPerBf ?? 0)), 0);
  const bf = bfKnown ? s('BFP') - shEst : IPouts + H + BB + HBP;
  const ab = Math.max(0, bf - BB - HBP - SF);
  const lr = league.rates;
  const nonHrLeague = (lr[6] ?? 0) + (lr[5] ?? 0) + (lr[4] ?? 0);
  const nonHr = Math.max(0, H - HR);
  const D = nonHrLeague > 0 ? (nonHr * (lr[5] ?? 0)) / nonHrLeague : 0;
  const T = nonHrLeague > 0 ? (nonHr * (lr[4] ?? 0)) / nonHrLeague : 0;
  let rates = lineRates({ AB: ab, H, D, T, HR, BB, SO, HBP, SF });
  let pfSum = 0, pfW = 0;
  rows.forEach((r, i) => {
    const w = num(r, 'IPouts') + 1;
    pfSum += (parkByStint[i] ?? 100) * w;
    pfW += w;
  });
  if (bf > 0) rates = neutralise(rates, seasonParkMultiplier(pfW > 0 ? pfSum / pfW : 100));
  return { rates, bf };
}

/**
 * Pitching side of a card: the line's rates blended with `PITCHER_PRIOR_BF` batters of `prior` (the league's rates
 * unless given: season replays pass the pitcher's team staff, see `teamPitchingPriors`).
 */
export function buildPitcherSide(
  rows: LahmanRow[], league: LeagueContext, throws: 'L' | 'R', parkByStint: number[], reliefOutsPerApp: number, prior?: number[],
): PitcherSide {
  const s = (c: string) => rows.reduce((a, r) => a + num(r, c), 0);
  const IPouts = s('IPouts');
  const { rates, bf } = pitchingLineRates(rows, league, parkByStint);
  const lr = league.rates;
  const regressed = bf > 0 ? blend(rates, bf, prior ?? lr, PITCHER_PRIOR_BF) : lr.slice();
  const G = s('G'), GS = s('GS'), SV = s('SV'), CG = s('CG');
  const startOuts = startOutsOf({ G, GS, IPouts }, reliefOutsPerApp, league.startOutsPerStart);
  const reliefApps = G - GS;
  const reliefOuts = IPouts - startOuts;
  const bfPerOut = IPouts > 0 ? bf / IPouts : 4.3 / 3;
  const ratings: PitchingRatings = {
    starter: GS > 0 ? round1(ipFromOuts(startOuts / GS)) : 0,
    reliever: reliefApps > 0 ? round1(ipFromOuts(reliefOuts / reliefApps)) : 0,
    closer: Math.min(5, Math.round(SV / 8)),
    endurance: Math.round(GS > 0 ? (startOuts / GS) * bfPerOut : reliefApps > 0 ? (reliefOuts / reliefApps) * bfPerOut : 6),
    holdRunner: throws === 'L' ? 2 : 0,
    balk: round1((s('BK') / Math.max(1, bf)) * 1000),
    wildPitch: round1((s('WP') / Math.max(1, bf)) * 1000),
    pressure: 3,
    durability: GS >= 30 ? 5 : GS >= 25 ? 4 : GS >= 15 ? 3 : G >= 65 ? 5 : G >= 50 ? 4 : G >= 35 ? 3 : G >= 15 ? 2 : 1,
    completeGameRate: GS > 0 ? CG / GS : 0,
  };
  // Pressure: run prevention against the league (ERA vs league runs); a pitcher without an out reads 9.00.
  const era = earnedRunAverage({ er: s('ER'), outs: IPouts }) ?? 9;
  const lgRa = league.runsPerGame * 0.9;
  ratings.pressure = Math.round(clamp(3 + 3 * Math.log(lgRa / Math.max(0.5, era)), 1, 5));
  const role: PitcherRole = GS >= G * 0.5 && GS > 0 ? 'SP' : SV >= 10 ? 'CP' : 'RP';
  return {
    rates: regressed, oddsRatio: oddsRatios(regressed, lr), battersFaced: bf, role, ratings,
    gamesStarted: GS, games: G, saves: SV, inningsOuts: IPouts,
  };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Park-neutral rates of each team's whole staff, by `${yearID}-${teamID}`: the prior a pitcher's card is regressed toward
 * in season replays (`CardBuildContext.pitchingPriors`). Regressing toward the league pressed teams' runs allowed
 * together (2019: every team's staff pulled a sixth of the way to average through its short-sample relievers); the
 * staff's own rates keep what its pitchers share (defence, park, catchers) and still tame tiny samples.
 */
export function teamPitchingPriors(
  pitchingRows: LahmanRow[], contexts: Record<string, LeagueContext>, parkFactors?: Record<string, { bpf: number; ppf: number }>,
): Record<string, number[]> {
  const byTeam = new Map<string, LahmanRow[]>();
  for (const r of pitchingRows) {
    const key = `${num(r, 'yearID')}-${str(r, 'teamID')}|${str(r, 'lgID')}`;
    const a = byTeam.get(key);
    if (a) a.push(r); else byTeam.set(key, [r]);
  }
  const out: Record<string, number[]> = {};
  for (const [key, rows] of byTeam) {
    const [team, lgID] = key.split('|') as [string, string];
    const league = contexts[contextKey(num(rows[0] as LahmanRow, 'yearID'), lgID)];
    if (!league) continue;
    const { rates, bf } = pitchingLineRates(rows, league, rows.map(() => parkFactors?.[team]?.bpf ?? 100));
    if (bf > 0) out[team] = rates;
  }
  return out;
}
