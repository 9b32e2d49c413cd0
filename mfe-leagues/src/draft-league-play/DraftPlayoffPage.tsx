import { LeaguePlayoffPage, draftPaths } from '../league-core';

/** /draft-league/playoff/{leagueId}: the league core's bracket page. */
export function DraftPlayoffPage() {
  return <LeaguePlayoffPage home={draftPaths.home} />;
}
