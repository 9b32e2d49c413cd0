import { LeaguePregamePage, draftLinks, draftPaths } from '../league-core';

/**
 * /draft-league/{leagueId}/schedule/{scheduleId}/game/{gameId}: the league core's pregame summary with Play Ball and
 * Auto Play; a 403 on the draft game details shows no toast.
 */
export function DraftGameSummaryPage() {
  return <LeaguePregamePage links={draftLinks} home={draftPaths.home} />;
}
