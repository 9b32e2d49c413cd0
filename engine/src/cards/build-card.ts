import type { Hand, LeagueContext, PlayerCard, Position } from '../types';
import { O_BB, O_HBP, O_HR, O_SO } from '../types';
import { buildBatterSide } from './batting-side';
import { buildFieldingRatings } from './fielding-ratings';
import { buildPitcherSide } from './pitching-side';
import { num, str, type LahmanRow } from './rows';

export interface PlayerSeasonRows {
  people: LahmanRow;
  /** This player's Batting, Pitching and Fielding rows for one season (all stints). */
  batting: LahmanRow[];
  pitching: LahmanRow[];
  fielding: LahmanRow[];
}

export interface CardBuildContext {
  /** The league-season the player spent most of the year in. */
  league: LeagueContext;
  /** Teams BPF/PPF by `${yearID}-${teamID}`. */
  parkFactors?: Record<string, { bpf: number; ppf: number }>;
  /** League relief appearance length in outs (see reliefOutsPerAppearance); default 4. */
  reliefOutsPerApp?: number;
  /**
   * Park-neutral staff rates by `${yearID}-${teamID}` (`teamPitchingPriors`): a pitcher is regressed toward his teams'
   * staffs (weighted by batters faced) instead of the league. Absent: the league.
   */
  pitchingPriors?: Record<string, number[]>;
}

/** One card per player-season from plain Lahman rows. Pure: reads no files. */
export function buildPlayerCard(rows: PlayerSeasonRows, ctx: CardBuildContext): PlayerCard {
  const p = rows.people;
  const first = rows.batting[0] ?? rows.pitching[0] ?? rows.fielding[0];
  const yearID = first ? num(first, 'yearID') : ctx.league.yearID;
  const bats = (str(p, 'bats') || 'R') as Hand;
  const throws = (str(p, 'throws') === 'L' ? 'L' : 'R') as 'L' | 'R';
  const pf = (r: LahmanRow, k: 'bpf' | 'ppf') => ctx.parkFactors?.[`${yearID}-${str(r, 'teamID')}`]?.[k] ?? 100;
  const lr = ctx.league.rates;
  const bip = 1 - (lr[O_SO] ?? 0) - (lr[O_BB] ?? 0) - (lr[O_HBP] ?? 0) - (lr[O_HR] ?? 0);
  const field = buildFieldingRatings(rows.fielding, bip);
  const pitchG = rows.pitching.reduce((a, r) => a + num(r, 'G'), 0);
  const isPitcher = pitchG > 0 && pitchG >= field.fieldGames;
  const pitching = rows.pitching.length > 0
    ? buildPitcherSide(rows.pitching, ctx.league, throws, rows.pitching.map((r) => pf(r, 'bpf')), ctx.reliefOutsPerApp ?? 4, staffPrior(rows.pitching, yearID, ctx.pitchingPriors))
    : undefined;
  const batting = buildBatterSide(rows.batting, ctx.league, bats, isPitcher, rows.batting.map((r) => pf(r, 'bpf')));
  let positions: Position[] = field.positions.filter((x) => x !== 'P');
  if (isPitcher) positions = ['P', ...positions];
  else if (pitching && pitching.games >= 3) positions = [...positions, 'P'];
  const primaryPosition: Position = positions[0] ?? (isPitcher ? 'P' : 'DH');
  const teamIDs = [...new Set([...rows.batting, ...rows.pitching, ...rows.fielding].map((r) => str(r, 'teamID')))];
  const games = Math.max(rows.batting.reduce((a, r) => a + num(r, 'G'), 0), pitchG);
  return {
    cardId: internedId(`${str(p, 'playerID')}-${yearID}`),
    playerID: str(p, 'playerID'),
    yearID,
    lgID: ctx.league.lgID,
    teamIDs,
    firstName: str(p, 'nameFirst'),
    lastName: str(p, 'nameLast'),
    bats,
    throws,
    primaryPosition,
    positions: positions.length ? positions : ['DH'],
    fielding: field.ratings,
    batting,
    ...(pitching ? { pitching } : {}),
    games,
  };
}

/** The BF-weighted mix of the pitcher's teams' staff rates, or undefined (the league) when none is known. */
function staffPrior(rows: LahmanRow[], yearID: number, priors: Record<string, number[]> | undefined): number[] | undefined {
  if (!priors) return undefined;
  let out: number[] | undefined, w = 0;
  for (const r of rows) {
    const p = priors[`${yearID}-${str(r, 'teamID')}`];
    const bf = num(r, 'BFP') || num(r, 'IPouts') + 1;
    if (!p || bf <= 0) continue;
    out ??= p.map(() => 0);
    for (let i = 0; i < p.length; i++) out[i] = (out[i] as number) + (p[i] as number) * bf;
    w += bf;
  }
  return out && w > 0 ? out.map((x) => x / w) : undefined;
}

/**
 * The id as an internalized string. A template literal of 13+ characters is a rope (V8 cons
 * string), and card ids are compared millions of times a season (lineups, bases, bullpen, line
 * lookups): two different ropes of the same length compare through a slow runtime path, two
 * internalized strings by pointer. Property keys are always internalized, so reading one back
 * gives the internalized copy (same characters; the largest single gain in the engine bench).
 */
function internedId(id: string): string {
  return Object.keys({ [id]: 0 })[0] as string;
}
