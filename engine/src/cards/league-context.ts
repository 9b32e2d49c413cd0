import type { LeagueContext } from '../types';
import { OUTCOME_COUNT, O_1B, O_2B, O_3B, O_BB, O_FB, O_GB, O_HBP, O_HR, O_SO } from '../types';
import { has, num, str, type LahmanRow } from './rows';
import { startOutsOf } from './start-relief';

/** Share of non-strikeout, non-sacrifice outs in play that are ground balls (no batted-ball data before 1988). */
export const GROUND_OUT_SHARE = 0.55;

export interface CountingLine {
  AB: number; H: number; D: number; T: number; HR: number; BB: number; SO: number; HBP: number; SF: number;
}

/** Outcome probabilities per plate appearance (PA = AB + BB + HBP + SF; bunts are decisions, not card results). */
export function lineRates(l: CountingLine): number[] {
  const pa = l.AB + l.BB + l.HBP + l.SF;
  const r = new Array<number>(OUTCOME_COUNT).fill(0);
  if (pa <= 0) return r;
  const singles = Math.max(0, l.H - l.D - l.T - l.HR);
  const inPlayOuts = Math.max(0, l.AB - l.H - l.SO);
  r[O_SO] = l.SO / pa;
  r[O_BB] = l.BB / pa;
  r[O_HBP] = l.HBP / pa;
  r[O_HR] = l.HR / pa;
  r[O_3B] = l.T / pa;
  r[O_2B] = l.D / pa;
  r[O_1B] = singles / pa;
  r[O_GB] = (inPlayOuts * GROUND_OUT_SHARE) / pa;
  r[O_FB] = (inPlayOuts * (1 - GROUND_OUT_SHARE) + l.SF) / pa;
  return r;
}

/** DH by league and year: AL 1973 on, both majors in 2020 and from 2022; no DH elsewhere. */
export function dhRuleFor(yearID: number, lgID: string): boolean {
  if (lgID === 'AL') return yearID >= 1973;
  if (lgID === 'NL') return yearID === 2020 || yearID >= 2022;
  return false;
}

export function contextKey(yearID: number, lgID: string): string {
  return `${yearID}-${lgID}`;
}

/**
 * League-season contexts from Teams rows (sums over the league's teams). Pitching rows of the
 * same seasons are optional and only refine the starters' innings share and relief length.
 */
export function buildLeagueContexts(teams: LahmanRow[], pitching: LahmanRow[] = [], batting: LahmanRow[] = []): Record<string, LeagueContext> {
  const battingByKey = new Map<string, LahmanRow[]>();
  for (const b of batting) {
    const k = contextKey(num(b, 'yearID'), str(b, 'lgID'));
    const a = battingByKey.get(k) ?? [];
    a.push(b);
    battingByKey.set(k, a);
  }
  const acc = new Map<string, { rows: LahmanRow[] }>();
  for (const t of teams) {
    const key = contextKey(num(t, 'yearID'), str(t, 'lgID'));
    let a = acc.get(key);
    if (!a) acc.set(key, (a = { rows: [] }));
    a.rows.push(t);
  }
  const starter = starterShares(pitching);
  const out: Record<string, LeagueContext> = {};
  for (const [key, { rows }] of acc) {
    const sum = (c: string) => rows.reduce((s, r) => s + num(r, c), 0);
    const line: CountingLine = { AB: sum('AB'), H: sum('H'), D: sum('2B'), T: sum('3B'), HR: sum('HR'), BB: sum('BB'), SO: sum('SO'), HBP: sum('HBP'), SF: sum('SF') };
    // Teams leaves HBP, SF (and early SO) empty in many seasons; player lines often have them.
    const bl = battingByKey.get(key) ?? [];
    for (const [col, f] of [['HBP', 'HBP'], ['SF', 'SF'], ['SO', 'SO']] as const) {
      if (!rows.some((r) => has(r, col)) && bl.some((r) => has(r, col))) line[f] = bl.reduce((s, r) => s + num(r, col), 0);
    }
    // Some seasons (e.g. 1927 NNL) record strikeouts only for pitchers.
    const pl = pitching.filter((p) => contextKey(num(p, 'yearID'), str(p, 'lgID')) === key);
    if (line.SO === 0 && pl.some((p) => num(p, 'SO') > 0)) line.SO = pl.reduce((s, p) => s + num(p, 'SO'), 0);
    // Seasons without strikeout records at all: assume the 1910s rate rather than zero.
    if (line.SO === 0) line.SO = line.AB * 0.1;
    const games = sum('G') || 1;
    const first = rows[0] as LahmanRow;
    const yearID = num(first, 'yearID');
    const lgID = str(first, 'lgID');
    const starts = starter.get(key);
    out[key] = {
      key, yearID, lgID,
      rates: lineRates(line),
      runsPerGame: sum('R') / games,
      cgRate: sum('CG') / games,
      starterInningsShare: starts?.share ?? 0.66,
      ...(starts?.startOuts ? { startOutsPerStart: starts.startOuts } : {}),
      errorsPerGame: sum('E') / games,
      stealAttemptsPerGame: (sum('SB') + sum('CS')) / games,
      sacrificesPerGame: bl.some((r) => has(r, 'SH')) ? bl.reduce((s, r) => s + num(r, 'SH'), 0) / games : defaultSacrifices(yearID),
      dhRule: dhRuleFor(yearID, lgID),
      teams: rows.length,
      caughtStealingRecorded: caughtStealingRecorded(rows, bl),
      pitcherShPerBf: unrecordedSacrificeRate(pl, bl),
    };
  }
  return out;
}

/**
 * Whether the league-season kept caught-stealing records: at least one CS per ten SB in Teams
 * (or, when Teams leaves CS empty, in Batting). Real success rates rarely exceed 85 %.
 */
export function caughtStealingRecorded(teams: LahmanRow[], batting: LahmanRow[]): boolean {
  const src = teams.some((r) => has(r, 'CS')) ? teams : batting;
  const sb = src.reduce((a, r) => a + num(r, 'SB'), 0), cs = src.reduce((a, r) => a + num(r, 'CS'), 0);
  return sb <= 0 || cs >= 0.1 * sb;
}

/**
 * Pitching lines count sacrifice hits in BFP; when Pitching leaves SH empty (1927 AL/NL, 1968)
 * the league's Batting SH not found in Pitching are spread over those rows' BFP.
 */
export function unrecordedSacrificeRate(pitching: LahmanRow[], batting: LahmanRow[]): number {
  if (!batting.some((r) => has(r, 'SH'))) return 0;
  const batSh = batting.reduce((a, r) => a + num(r, 'SH'), 0);
  let recorded = 0, bfMissing = 0;
  for (const p of pitching) {
    if (has(p, 'SH')) recorded += num(p, 'SH');
    else if (has(p, 'BFP')) bfMissing += num(p, 'BFP');
  }
  const missing = batSh - recorded;
  return bfMissing > 0 && missing > 0 ? Math.min(0.06, missing / bfMissing) : 0;
}

/** Era-typical sacrifice hits per team game when no Batting rows are given. */
export function defaultSacrifices(yearID: number): number {
  return yearID < 1940 ? 1.1 : yearID < 1970 ? 0.65 : yearID < 2000 ? 0.45 : 0.2;
}

/** Relief appearances' average length in outs, by league-season, from pitchers who never started. */
export function reliefOutsPerAppearance(pitching: LahmanRow[]): Map<string, number> {
  const acc = new Map<string, [number, number]>();
  for (const p of pitching) {
    if (num(p, 'GS') > 0 || num(p, 'G') <= 0) continue;
    const key = contextKey(num(p, 'yearID'), str(p, 'lgID'));
    const a = acc.get(key) ?? [0, 0];
    a[0] += num(p, 'IPouts');
    a[1] += num(p, 'G');
    acc.set(key, a);
  }
  const out = new Map<string, number>();
  for (const [k, [o, g]] of acc) out.set(k, g > 0 ? o / g : 4);
  return out;
}

/** Starter outs for one pitcher line (`startOutsOf`, see `start-relief.ts`). */
export function starterOuts(p: LahmanRow, reliefOuts: number, leagueStartOuts?: number): number {
  return startOutsOf({ G: num(p, 'G'), GS: num(p, 'GS'), IPouts: num(p, 'IPouts') }, reliefOuts, leagueStartOuts);
}

/**
 * Per league-season: its average start in outs (first pass: every relief appearance at the league's relief length)
 * and the starters' share of its innings (second pass, with starts held to the cap that average sets).
 */
function starterShares(pitching: LahmanRow[]): Map<string, { share: number; startOuts: number }> {
  const relief = reliefOutsPerAppearance(pitching);
  const first = new Map<string, [number, number]>();
  for (const p of pitching) {
    const key = contextKey(num(p, 'yearID'), str(p, 'lgID'));
    const a = first.get(key) ?? [0, 0];
    a[0] += starterOuts(p, relief.get(key) ?? 4);
    a[1] += num(p, 'GS');
    first.set(key, a);
  }
  const startOuts = new Map<string, number>();
  for (const [k, [o, gs]] of first) if (gs > 0) startOuts.set(k, o / gs);
  const acc = new Map<string, [number, number]>();
  for (const p of pitching) {
    const key = contextKey(num(p, 'yearID'), str(p, 'lgID'));
    const a = acc.get(key) ?? [0, 0];
    a[0] += starterOuts(p, relief.get(key) ?? 4, startOuts.get(key));
    a[1] += num(p, 'IPouts');
    acc.set(key, a);
  }
  const out = new Map<string, { share: number; startOuts: number }>();
  for (const [k, [s, t]] of acc) if (t > 0) out.set(k, { share: s / t, startOuts: startOuts.get(k) ?? 0 });
  return out;
}

/** Park factors by `${yearID}-${teamID}` (Teams BPF/PPF, 100 = neutral). */
export function buildParkFactors(teams: LahmanRow[]): Record<string, { bpf: number; ppf: number }> {
  const out: Record<string, { bpf: number; ppf: number }> = {};
  for (const t of teams) {
    out[`${num(t, 'yearID')}-${str(t, 'teamID')}`] = { bpf: num(t, 'BPF') || 100, ppf: num(t, 'PPF') || 100 };
  }
  return out;
}
