import { makeSeasonSchedule, type ScheduledGame } from '../src/season/schedule';

export type { ScheduledGame };

/**
 * A replay's schedule from the engine's season module: each team plays its real number of games within its own
 * league. A league whose totals cannot be paired (an odd number of odd totals: the rest were interleague games)
 * plays one game fewer for one team.
 */
export function makeSchedule(teamGames: number[], leagueOf: string[], seed: string): ScheduledGame[] {
  const totals = teamGames.slice();
  const groups = [...new Set(leagueOf)].map((league) => leagueOf.flatMap((l, i) => (l === league ? [i] : [])));
  for (const group of groups) {
    const odd = group.filter((t) => (totals[t] as number) % 2 === 1);
    if (odd.length % 2 === 1) totals[odd[0] as number] = (totals[odd[0] as number] as number) - 1;
  }
  return makeSeasonSchedule({ groups, gamesPerTeam: totals, seed });
}
