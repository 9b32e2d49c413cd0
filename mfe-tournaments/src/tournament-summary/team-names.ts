import type { TournamentTeamView } from '@bb/shared';

/** '1927 New York Yankees': a tournament's teams are team-seasons, so the year is part of the name. */
export const teamSeasonName = (team: TournamentTeamView | undefined): string => (team ? `${team.year} ${team.city} ${team.nickname}` : '');

/** '1927 NYA', for tight places (bracket cards on a phone). */
export const teamSeasonShort = (team: TournamentTeamView | undefined): string => (team ? `${team.year} ${team.abbreviation}` : '');

export const teamAt = (teams: readonly TournamentTeamView[], index: number | null | undefined): TournamentTeamView | undefined =>
  index === null || index === undefined ? undefined : teams.find((t) => t.index === index) ?? teams[index];
