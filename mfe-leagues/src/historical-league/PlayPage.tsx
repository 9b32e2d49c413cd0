import { LeaguePlayPage } from '@bb/shared';
import { historicalPaths } from './league-paths';
import { historicalMessages } from './messages';

/** /game/historical-league/{gameId}/play: the league core's play page on the shared play screen. */
export function PlayPage() {
  const t = historicalMessages.useT();
  return <LeaguePlayPage title={t('title')} home={historicalPaths.setup} list={historicalPaths.list()} />;
}
