/**
 * A replay's shape: every team of the year the engine can field, one group per real league, each group's season as
 * long as that league's longest real schedule, interleague games where the year had them, and the era's postseason
 * where it fits.
 */
import type { PostseasonFormat } from '@bb/engine';
import type { SeasonSetup } from '@bb/contract';
import { divisionSeries, interleagueGames, leagueFormat } from '../leagues';
import { leagueName, rostersText, type SeasonPoolTeam } from './season-teams';

export const ALONE = 'No other team of its league could be fielded';

export interface SeasonPlan {
  /** The teams taking part, the user's first. */
  teams: SeasonPoolTeam[];
  /** Team index → group; group names; games per team index. */
  groupOf: number[];
  groups: number[][];
  names: string[];
  gamesPerTeam: number[];
  /** Games per team between the two leagues (counted within gamesPerTeam); 0: each league plays only itself. */
  interleague: number;
  /** Divisions whose rivals meet more often, and how many extra series a half (the engine's schedule option). */
  divisions: { teams: number[][]; extraSeries: number } | null;
  format: PostseasonFormat;
  setup: SeasonSetup;
}

/** The longest real schedule of the league's teams (2..162); one game fewer when an odd group cannot pair an odd count. */
export function groupLength(teams: ReadonlyArray<Pick<SeasonPoolTeam, 'games'>>): number {
  const most = Math.min(162, Math.max(2, ...teams.map((t) => t.games || 0)));
  return teams.length % 2 === 1 && most % 2 === 1 ? most - 1 : most;
}

/** Pennant per league when the real format cannot be played by these groups (three or more leagues in a year). */
function formatFor(year: number, sizes: number[]): PostseasonFormat {
  if (sizes.length <= 2) return leagueFormat([year], sizes);
  return {
    teamsPerLeague: 1, rounds: [], divisionWinners: 0, tiebreakerGames: year < 2022,
    none: `Pennant per league: ${sizes.length} leagues played that year; the best record among the pennant winners is the champion`,
  };
}

export function planSeason(year: number, pool: SeasonPoolTeam[], mine: SeasonPoolTeam): SeasonPlan {
  const leftOut: SeasonSetup['leftOut'] = [];
  const byLeague = new Map<string, SeasonPoolTeam[]>();
  for (const t of pool) {
    if (!t.playable) {
      leftOut.push({ teamId: t.teamId, name: t.name, reason: 'This team has too few players on record to play a season' });
      continue;
    }
    byLeague.set(t.lgId, [...(byLeague.get(t.lgId) ?? []), t]);
  }
  for (const [lg, list] of byLeague) {
    if (list.length >= 2) continue;
    for (const t of list) leftOut.push({ teamId: t.teamId, name: t.name, reason: ALONE });
    byLeague.delete(lg);
  }
  // The user's league first, then the others as the record orders them; within a group the user's team leads.
  const leagues = [...byLeague.keys()].sort((a, b) => (a === mine.lgId ? -1 : b === mine.lgId ? 1 : a.localeCompare(b)));
  const teams: SeasonPoolTeam[] = [];
  const groupOf: number[] = [];
  const groups: number[][] = [];
  const gamesPerTeam: number[] = [];
  const groupSetups: SeasonSetup['groups'] = [];
  leagues.forEach((lg, g) => {
    const list = byLeague.get(lg)!;
    const ordered = [...list.filter((t) => t.teamId === mine.teamId), ...list.filter((t) => t.teamId !== mine.teamId)];
    const length = groupLength(ordered);
    const members: number[] = [];
    for (const t of ordered) {
      members.push(teams.length);
      teams.push(t);
      groupOf.push(g);
      gamesPerTeam.push(length);
    }
    groups.push(members);
    groupSetups.push({ name: leagueName(lg), lgId: lg, teams: ordered.length, gamesPerTeam: length });
  });
  const format = formatFor(year, groups.map((g) => g.length));
  const postseason = format.none ?? format.rounds.map((r) => `${r.name} (best of ${r.bestOf})`).join(', ');
  const interleague = interleagueGames(year, leagues);
  // Division rivals as the year weighted them (the engine takes one weight: the leagues of a year share it or have none).
  const weights = leagues.map((lg) => divisionSeries(year, lg));
  const extraSeries = Math.max(0, ...weights);
  const byDivision = new Map<string, number[]>();
  teams.forEach((t, i) => {
    if (t.divId && divisionSeries(year, t.lgId) > 0) byDivision.set(`${t.lgId}-${t.divId}`, [...(byDivision.get(`${t.lgId}-${t.divId}`) ?? []), i]);
  });
  const divisions = extraSeries > 0 && byDivision.size > 0 ? { teams: [...byDivision.values()], extraSeries } : null;
  return {
    teams, groupOf, groups, names: groupSetups.map((g) => g.name), gamesPerTeam, interleague, divisions, format,
    setup: { year, rosters: rostersText(year), groups: groupSetups, leftOut, postseason, ...(interleague ? { interleague } : {}) },
  };
}
