import { LeaguePregamePage } from '../league-core';
import { historicalLinks, historicalPaths } from './league-paths';

/** /game/historical-league/pregame-summary/league/{leagueId}/schedule/{scheduleId}/game/{gameId}: the league core's pregame summary. */
export function PregameSummaryPage() {
  return <LeaguePregamePage links={historicalLinks} home={historicalPaths.setup} />;
}
