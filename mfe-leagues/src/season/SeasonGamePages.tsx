import { LeaguePlayPage } from '@bb/shared';
import { LeaguePregamePage } from '../league-core';
import { seasonMessages } from './messages';
import { seasonLinks, seasonPaths } from './season-paths';

/** /season/schedules/{scheduleId}/game/{gameId}/{stage?}: the replay's game on the one play screen. */
export function SeasonPlayPage() {
  const t = seasonMessages.useT();
  return <LeaguePlayPage title={t('title')} home={seasonPaths.schedule} list={seasonPaths.list()} />;
}

/** /season/schedules/{scheduleId}/game/{schedule game}/pregame: the league core's pregame summary. */
export function SeasonPregamePage() {
  return <LeaguePregamePage links={seasonLinks} home={seasonPaths.schedule} />;
}
