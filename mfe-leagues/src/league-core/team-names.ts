import type { LeagueDetail, LeagueTeamView } from '@bb/shared';

type Teams = Pick<LeagueDetail, 'teams'>;

export const teamOf = (league: Teams, index: number | null | undefined): LeagueTeamView | undefined =>
  index === null || index === undefined ? undefined : league.teams.find((t) => t.index === index);

/** 'New York Yankees' (city and nickname); '' for an unknown index. */
export function teamName(league: Teams, index: number | null | undefined): string {
  const team = teamOf(league, index);
  return team ? `${team.city} ${team.nickname}` : '';
}

export function teamAbbr(league: Teams, index: number | null | undefined): string {
  return teamOf(league, index)?.abbreviation ?? '';
}

/** The viewer's team, or the favourite when he manages none. */
export function isHighlighted(league: Pick<LeagueDetail, 'teams' | 'myTeam'>, index: number | null | undefined): boolean {
  if (index === null || index === undefined) return false;
  return league.myTeam === index || !!teamOf(league, index)?.favourite;
}
