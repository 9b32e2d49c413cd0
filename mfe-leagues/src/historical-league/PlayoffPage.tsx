import { LeaguePlayoffPage } from '../league-core';
import { historicalPaths } from './league-paths';

/** /game/historical-league/playoff/{leagueId}: the league core's bracket page. */
export function PlayoffPage() {
  return <LeaguePlayoffPage home={historicalPaths.setup} />;
}
