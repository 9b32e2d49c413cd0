import type { SeasonData } from '../test/support/lahman';
import { num } from '../src/cards/rows';
import type { SeasonResult } from '../src/season/simulate-season';

export const rmse = (a: number[], b: number[]) => Math.sqrt(a.reduce((s, x, i) => s + (x - (b[i] as number)) ** 2, 0) / a.length);
export function corr(a: number[], b: number[]): number {
  const n = a.length, ma = a.reduce((s, x) => s + x, 0) / n, mb = b.reduce((s, x) => s + x, 0) / n;
  let sab = 0, saa = 0, sbb = 0;
  for (let i = 0; i < n; i++) { const x = (a[i] as number) - ma, y = (b[i] as number) - mb; sab += x * y; saa += x * x; sbb += y * y; }
  return sab / Math.sqrt(saa * sbb);
}

export interface LeagueLine { avg: number; obp: number; slg: number; hrPa: number; kPct: number; bbPct: number; rPerG: number; rPer27Outs: number }

export function actualLeague(d: SeasonData): LeagueLine {
  const s = (c: string) => d.teamRows.reduce((a, r) => a + num(r, c), 0);
  // Teams leaves HBP blank in many seasons while Batting has it: an OBP without it reads .005 low.
  const ab = s('AB'), h = s('H'), bb = s('BB'), hbp = s('HBP') || d.battingHbp, sf = s('SF'), hr = s('HR'), so = s('SO');
  const pa = ab + bb + hbp + sf;
  // Leagues whose team lines lack strikeouts: use the context (pitchers' strikeouts).
  const ctxK = Object.values(d.contexts).reduce((a, c) => a + (c.rates[0] ?? 0) * c.teams, 0) / d.teams.length;
  const kPct = so > 0 ? so / pa : ctxK;
  const tb = h + s('2B') + 2 * s('3B') + 3 * hr;
  return { avg: h / ab, obp: (h + bb + hbp) / pa, slg: tb / ab, hrPa: hr / pa, kPct, bbPct: bb / pa, rPerG: s('R') / s('G'), rPer27Outs: (s('R') * 27) / s('IPouts') };
}

/** Seasons whose records lack sacrifice flies (Teams.SF blank: before 1954, SF then sat in SH and out of PA). */
export function recordsSacrificeFlies(d: SeasonData): boolean {
  return d.teamRows.some((r) => num(r, 'SF') > 0);
}

/** The replay's league line, its PA counted the way the real record counts it (with or without SF). */
export function simLeague(rs: SeasonResult[], countSf = true): LeagueLine {
  const t = { pa: 0, ab: 0, h: 0, d: 0, t: 0, hr: 0, bb: 0, hbp: 0, sf: 0, so: 0 };
  let runs = 0, games = 0, outs = 0;
  for (const r of rs) {
    for (const k of Object.keys(t) as (keyof typeof t)[]) t[k] += r.bat[k];
    runs += r.runs; games += r.games * 2; outs += r.outs;
  }
  if (!countSf) t.pa -= t.sf;
  const tb = t.h + t.d + 2 * t.t + 3 * t.hr;
  return { avg: t.h / t.ab, obp: (t.h + t.bb + t.hbp) / t.pa, slg: tb / t.ab, hrPa: t.hr / t.pa, kPct: t.so / t.pa, bbPct: t.bb / t.pa, rPerG: runs / games, rPer27Outs: (runs * 27) / outs };
}

export interface TeamMetrics { rgRmse: number; ragRmse: number; winsRmse: number; winsCorr: number; pythagRmse: number; starterShare: number; cgPerSeason: number }

export function teamMetrics(d: SeasonData, rs: SeasonResult[]): TeamMetrics {
  const n = d.teams.length;
  const simRg = new Array(n).fill(0), simRag = new Array(n).fill(0), simW = new Array(n).fill(0);
  let pyth = 0, pythN = 0;
  for (const r of rs) {
    r.teams.forEach((t, i) => {
      const actualG = (d.teams[i] as SeasonData['teams'][number]).G;
      simRg[i] += t.r / t.g / rs.length;
      simRag[i] += t.ra / t.g / rs.length;
      // Scale to the real number of games (the generated schedule can differ by one).
      simW[i] += (t.w / t.g) * actualG / rs.length;
      const exp = 1.83;
      const pw = (t.r ** exp / (t.r ** exp + t.ra ** exp)) * t.g;
      pyth += (t.w - pw) ** 2; pythN++;
    });
  }
  const actRg = d.teams.map((t) => t.R / t.G), actRag = d.teams.map((t) => t.RA / t.G), actW = d.teams.map((t) => t.W);
  const outs = rs.reduce((a, r) => a + r.outs, 0), sOuts = rs.reduce((a, r) => a + r.starterOuts, 0);
  return {
    rgRmse: rmse(simRg, actRg), ragRmse: rmse(simRag, actRag), winsRmse: rmse(simW, actW), winsCorr: corr(simW, actW),
    pythagRmse: Math.sqrt(pyth / pythN), starterShare: sOuts / outs, cgPerSeason: rs.reduce((a, r) => a + r.cg, 0) / rs.length,
  };
}

export interface RunEnvironment { ePerG: number; sbPerG: number; csPerG: number; shPerG: number; dpPerG: number; earnedShare: number }

/** Per team game. Actual DP counts every double play turned (Teams.DP), the sim only GIDP. */
export function actualEnvironment(d: SeasonData, shByTeam: number): RunEnvironment {
  const s = (c: string) => d.teamRows.reduce((a, r) => a + num(r, c), 0);
  const g = s('G');
  return { ePerG: s('E') / g, sbPerG: s('SB') / g, csPerG: s('CS') / g, shPerG: shByTeam / g, dpPerG: s('DP') / g, earnedShare: s('ER') / Math.max(1, s('RA')) };
}

export function simEnvironment(rs: SeasonResult[]): RunEnvironment {
  let g = 0, runs = 0;
  const t = { e: 0, sb: 0, cs: 0, sh: 0, gidp: 0, er: 0 };
  for (const r of rs) {
    g += r.games * 2; runs += r.runs;
    for (const k of Object.keys(t) as (keyof typeof t)[]) t[k] += r.diag[k];
  }
  return { ePerG: t.e / g, sbPerG: t.sb / g, csPerG: t.cs / g, shPerG: t.sh / g, dpPerG: t.gidp / g, earnedShare: t.er / Math.max(1, runs) };
}

/**
 * How complete and consistent the season's record is: in a closed league runs scored equal runs
 * allowed and every team records about 27 outs a game. Thin records (Negro Leagues box-score
 * coverage, games against non-league teams) break both, and then the team targets measure the
 * record's gaps as much as the engine.
 */
export function recordQuality(d: SeasonData) {
  const sum = (c: string) => d.teamRows.reduce((a, r) => a + num(r, c), 0);
  const outsPerGame = d.teamRows.map((r) => num(r, 'IPouts') / Math.max(1, num(r, 'G')));
  return {
    runs: sum('R'), runsAllowed: sum('RA'),
    outsPerGameMin: Math.min(...outsPerGame), outsPerGameMax: Math.max(...outsPerGame),
    teamStrikeoutsRecorded: d.teamRows.every((r) => num(r, 'SO') > 0),
  };
}
