/**
 * A league season's plan for each player's usage, from the record: who is with the team today (stint windows), how
 * far into his stay he is (his real share so far), and the usage control limit (each player capped at his real
 * starts, plate appearances and outs pitched, scaled to the league's season length, times the limit).
 */
import type { RosterPlayer } from '../types';
import { daysAway, shareOfStay, withTeamOn } from './stints';
import type { TeamUsage } from './team-usage';

/** The league's regular season as the usage plan measures it. */
export interface SeasonCalendar {
  /** Regular-season schedule days (the last day + 1): stint windows are cut on them. */
  days: number;
  /** The league's games per team: real usage is scaled by games / the team's real games. */
  games: number;
  /** The usage control limit in percent of real usage (100, 110, 125, 150); 0 or absent: no limit. */
  limit?: number;
  /**
   * The share of the team's real games its record covers (`recordCoverage`); absent: 1. Negro Leagues clubs of the
   * 1920s–40s have box scores for 70–95 % of their games: their players' recorded usage, scaled by games alone, cannot
   * fill a replayed season, so it is scaled by the covered games instead (each player keeps his share of the team).
   */
  coverage?: number;
}

/**
 * How much of a team's real games its record covers: recorded starts over games, between 0.5 and 1 (a complete
 * record has one start per game; a thinner one could not be trusted to scale by more than twice).
 */
export function recordCoverage(players: ReadonlyArray<Pick<RosterPlayer, 'teamGs'>>, realGames: number): number {
  let starts = 0;
  for (const p of players) starts += p.teamGs ?? 0;
  return realGames > 0 ? Math.min(1, Math.max(0.5, starts / realGames)) : 1;
}

/** Plate appearances a start is assumed to take when checking a batter's room under the limit. */
export const PA_PER_START = 4;
/** Outs a relief appearance is assumed to take when checking a pitcher's room under the limit. */
export const OUTS_PER_RELIEF = 3;

/** Real relief outs of a pitcher with this team: `teamReliefOuts`, else the card's (relief appearances x their length). */
export function realReliefOuts(p: RosterPlayer): number {
  if (p.teamReliefOuts !== undefined) return p.teamReliefOuts;
  const pc = p.card.pitching;
  return pc ? Math.max(0, pc.games - pc.gamesStarted) * pc.ratings.reliever * 3 : 0;
}

/** Real outs pitched with the team: `teamOuts`, else the card's season outs (one team's season). */
export const realOuts = (p: RosterPlayer): number => p.teamOuts ?? p.card.pitching?.inningsOuts ?? 0;

export interface DayPlan {
  /** Whether the player is with the team on this day. */
  here: (p: RosterPlayer) => boolean;
  /** Schedule days to his nearest stretch with the team. */
  away: (p: RosterPlayer) => number;
  /** The share of his real usage with the team he should have had once today's game is played (scaled to the league's length). */
  pace: (p: RosterPlayer) => number;
  /** Usage allowed by the limit over the season (Infinity without one). */
  capPa: (p: RosterPlayer) => number;
  capStarts: (p: RosterPlayer) => number;
  capOuts: (p: RosterPlayer) => number;
  limited: boolean;
}

/** How much more the replay's games take than the record's (each at least 1): the usage limit's caps grow with it. */
export interface ReplayLoad {
  pa: number;
  outs: number;
}

/** Games played before the replay's own plate appearances and outs per game are trusted over the record's. */
export const LOAD_FROM_GAMES = 20;
/** The most the caps grow with the replay's load: the limit's promise is a few percent over real usage at most. */
export const MAX_LOAD = 1.05;

/**
 * The replay's plate appearances and outs per game so far over the record's (the team's players' real totals over its
 * covered games), between 1 and `MAX_LOAD`. A replay pitches about 1-2 % more outs a game than the record (no tied or
 * rain-shortened games) and bats 1-4 % more, depending on the team: with caps at exactly the real totals the whole
 * excess fell on the few players the limit brought back when too few had room (1968 Yankees: two relievers at 127 %
 * of their real innings while every starter sat at 100 %). Grown caps spread it over everyone, a few percent each.
 */
export function replayLoad(players: readonly RosterPlayer[], usage: Pick<TeamUsage, 'games' | 'pa' | 'outs'>, realGames: number, coverage = 1): ReplayLoad {
  if (usage.games < LOAD_FROM_GAMES) return { pa: 1, outs: 1 };
  let realPa = 0, realOutsSum = 0, simPa = 0, simOuts = 0;
  for (const p of players) {
    realPa += p.teamPa ?? 0;
    realOutsSum += realOuts(p);
  }
  for (const id in usage.pa) simPa += usage.pa[id] as number;
  for (const id in usage.outs ?? {}) simOuts += (usage.outs as Record<string, number>)[id] as number;
  const games = Math.max(1, realGames * coverage);
  const grow = (sim: number, real: number) => (real > 0 ? Math.min(MAX_LOAD, Math.max(1, sim / usage.games / (real / games))) : 1);
  return { pa: grow(simPa, realPa), outs: grow(simOuts, realOutsSum) };
}

export function dayPlan(calendar: SeasonCalendar, realGames: number, day: number, load: ReplayLoad = { pa: 1, outs: 1 }): DayPlan {
  const scale = calendar.games / Math.max(1, realGames * (calendar.coverage ?? 1));
  const limit = calendar.limit ?? 0;
  const cap = limit > 0 ? (real: number) => real * scale * (limit / 100) : () => Infinity;
  return {
    here: (p) => withTeamOn(p.stints, day, calendar.days),
    away: (p) => daysAway(p.stints, day, calendar.days),
    pace: (p) => shareOfStay(p.stints, day, calendar.days) * scale,
    capPa: (p) => cap(p.teamPa ?? 0) * load.pa,
    capStarts: (p) => cap(p.teamGs ?? 0),
    capOuts: (p) => cap(realOuts(p)) * load.outs,
    limited: limit > 0,
  };
}

/** His real start's length in outs: outs with the team less relief outs, over starts (at least three innings). */
export const startLength = (p: RosterPlayer) => {
  const gs = p.teamGs ?? 0;
  return gs > 0 ? Math.max(9, (realOuts(p) - (p.teamReliefOuts ?? 0)) / gs) : 9;
};

/** Outs a starter must have left under the limit to take a start (an inning; `outsLeft` then ends his start). */
export const MIN_START_OUTS = 3;

/**
 * Room for one more start under the limit: a start rounds to the nearest whole one (29.6 allowed starts are 30), and
 * he must have an inning left. A card that goes a little deeper than his real starts did reaches his innings a start
 * early; asking for his usual start's outs turned his last start into a bullpen game (2019: 192 a season, closers
 * among the openers, 15.6 starters a team against 12.9), where a short last start by the right man costs the bullpen
 * less than a whole game.
 */
export const mayStart = (plan: DayPlan, p: RosterPlayer, starts: number, outs: number): boolean =>
  !plan.limited || (starts + 1 <= Math.round(plan.capStarts(p)) && outs + MIN_START_OUTS <= plan.capOuts(p));

/**
 * Players whose usage the limit's promise ("within a few percent of his real usage") is measured on: at fewer real
 * plate appearances, starts or outs, one game is already more than a few percent (a pinch hitter with 8 PA who bats
 * twice in his last game). Shared by the engine's tests, the accuracy report and `npm run bench:fidelity`.
 */
export const USAGE_FLOORS = { pa: 150, gs: 10, outs: 150 } as const;

export const mayRelieve = (plan: DayPlan, p: RosterPlayer, outs: number): boolean => !plan.limited || outs + OUTS_PER_RELIEF <= plan.capOuts(p);

export const mayBat = (plan: DayPlan, p: RosterPlayer, pa: number): boolean => !plan.limited || pa + PA_PER_START <= plan.capPa(p);
