import type { LeagueDetail, LeagueTeamView } from '@bb/shared';

type Teams = Pick<LeagueDetail, 'teams'>;

export const teamOf = (league: Teams, index: number | null | undefined): LeagueTeamView | undefined =>
  index === null || index === undefined ? undefined : league.teams.find((t) => t.index === index);

/**
 * 'New York Yankees' (city and nickname); '1927 New York Yankees' when another team of the league has the same name
 * (one franchise from two of its years); '' for an unknown index.
 */
export function teamName(league: Teams, index: number | null | undefined): string {
  const team = teamOf(league, index);
  if (!team) return '';
  const name = `${team.city} ${team.nickname}`;
  const twin = league.teams.some((t) => t.index !== team.index && t.city === team.city && t.nickname === team.nickname);
  return twin ? `${team.year} ${name}` : name;
}

export function teamAbbr(league: Teams, index: number | null | undefined): string {
  return teamOf(league, index)?.abbreviation ?? '';
}

/** The viewer's team, or the favourite when he manages none. */
export function isHighlighted(league: Pick<LeagueDetail, 'teams' | 'myTeam'>, index: number | null | undefined): boolean {
  if (index === null || index === undefined) return false;
  return league.myTeam === index || !!teamOf(league, index)?.favourite;
}
