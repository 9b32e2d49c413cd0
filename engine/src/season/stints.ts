/**
 * When a player was with a team during a season. The record has no dates of trades or call-ups, only each player's
 * stints (1, 2, … in the order he was with each team) and his games in each. The approximation used by every season
 * replay: a player's stints follow each other in their recorded order and together cover the season; each stint's
 * share of it is the share of his team's games he played in that stint (G / team G), the shares rescaled to add up
 * to the whole season. A player with one stint is with his team all season (a late call-up is paced, not dated: he
 * plays his real games, spread over the season). Windows are fractions of the regular season: [from, to).
 */

import type { StintWindow } from '../types';

export type { StintWindow };

/** One stint as the record has it: the team key, the player's games in it and his team's games that season. */
export interface RecordedStint {
  team: string;
  games: number;
  teamGames: number;
}

/** Each stint's window, in the order given (the record's stint order). */
export function stintWindows(stints: ReadonlyArray<RecordedStint>): StintWindow[] {
  if (stints.length === 0) return [];
  if (stints.length === 1) return [{ from: 0, to: 1 }];
  const shares = stints.map((s) => (s.teamGames > 0 ? Math.min(1, Math.max(0, s.games) / s.teamGames) : 0));
  const total = shares.reduce((a, b) => a + b, 0);
  // A stint with no games on record (a roster entry only) still gets a sliver, so stint order stays intact.
  const weights = total > 0 ? shares.map((s) => Math.max(s, total * 0.01)) : shares.map(() => 1);
  const sum = weights.reduce((a, b) => a + b, 0);
  const out: StintWindow[] = [];
  let at = 0;
  weights.forEach((w, i) => {
    const to = i === weights.length - 1 ? 1 : at + w / sum;
    out.push({ from: at, to });
    at = to;
  });
  return out;
}

/** A team's windows for each player, from every player's stints of the season: `team key → player → windows`. */
export function windowsByTeam(players: ReadonlyMap<string, ReadonlyArray<RecordedStint>>): Map<string, Map<string, StintWindow[]>> {
  const out = new Map<string, Map<string, StintWindow[]>>();
  for (const [player, stints] of players) {
    const windows = stintWindows(stints);
    stints.forEach((s, i) => {
      const team = out.get(s.team) ?? new Map<string, StintWindow[]>();
      out.set(s.team, team);
      team.set(player, [...(team.get(player) ?? []), windows[i] as StintWindow]);
    });
  }
  return out;
}

/**
 * The schedule day a fraction of the season starts on, out of `days` regular-season days (day 0 first). Every
 * membership test goes through day boundaries, so two teams never hold one player on the same day.
 */
const dayOf = (fraction: number, days: number) => Math.round(fraction * days);

/** Whether the player is with the team on this schedule day. Days past the regular season belong to his last window. */
export function withTeamOn(windows: ReadonlyArray<StintWindow> | undefined, day: number, days: number): boolean {
  if (!windows) return true;
  for (const w of windows) {
    const start = dayOf(w.from, days);
    const end = w.to >= 1 ? Infinity : dayOf(w.to, days);
    if (day >= start && day < end) return true;
  }
  return false;
}

/** Schedule days between this day and his nearest stretch with the team (0 when he is with it). */
export function daysAway(windows: ReadonlyArray<StintWindow> | undefined, day: number, days: number): number {
  if (!windows) return 0;
  let best = Infinity;
  for (const w of windows) {
    const start = dayOf(w.from, days);
    const end = w.to >= 1 ? Infinity : dayOf(w.to, days);
    best = Math.min(best, day < start ? start - day : day >= end ? day - end + 1 : 0);
  }
  return best;
}

/**
 * The share of a stay that ends before the season does over which his usage with the team is paced: he is aimed to
 * finish it a little before he leaves. Paced to his last day, a traded player left each club a few games behind (the
 * lag a pace keeps: a backup plays once he is a few PA behind, a reliever once his relief outs are), 3-4 % of his
 * real usage a season, which the usage limit then made the players who stayed absorb past their own.
 */
export const STINT_PACE_SHARE = 0.95;

/**
 * How much of his time with the team has passed once this day's game is played, 0..1: the share of his window days
 * up to and including this day (several windows with one team count together), a window that ends before the season
 * counted as `STINT_PACE_SHARE` of its days. Without windows, the season's.
 */
export function shareOfStay(windows: ReadonlyArray<StintWindow> | undefined, day: number, days: number): number {
  const ws = windows ?? FULL;
  let stay = 0, passed = 0;
  for (const w of ws) {
    const start = dayOf(w.from, days);
    const end = w.to >= 1 ? days : dayOf(w.to, days);
    const len = Math.max(0, end - start);
    const paced = w.to >= 1 || len <= 1 ? len : Math.max(1, Math.floor(len * STINT_PACE_SHARE));
    stay += paced;
    passed += Math.max(0, Math.min(paced, day + 1 - start));
  }
  return stay > 0 ? Math.min(1, passed / stay) : 1;
}

const FULL: StintWindow[] = [{ from: 0, to: 1 }];
