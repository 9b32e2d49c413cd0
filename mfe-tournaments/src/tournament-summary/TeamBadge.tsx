import { TeamMonogram, type TournamentTeamView } from '@bb/shared';

/** The club's monogram before a team-season's name in the bracket, pools, scores and team list; nothing for TBD or a bye. */
export function TeamBadge({ team, size = 20 }: { team: TournamentTeamView | undefined; size?: number }) {
  return team ? <TeamMonogram teamId={team.teamId} name={`${team.city} ${team.nickname}`} size={size} /> : null;
}
