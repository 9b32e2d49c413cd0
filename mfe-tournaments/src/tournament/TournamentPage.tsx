import { LeaguePlayPage } from '@bb/shared';
import { tournamentPaths } from '../tournament-core/tournament-paths';
import { playMessages } from './messages';

/**
 * /tournament/{gameId}/{stage}: a tournament game on the shared play screen (a tournament is a league, so this is the
 * league play page). The play screen itself shows the final ('result' opens the same screen on the finished game);
 * the way back goes to the game's tournament summary (?league= until the game names its league), else the lobby.
 */
export default function TournamentPage() {
  const t = playMessages.useT();
  return <LeaguePlayPage title={t('title')} home={tournamentPaths.summary} list={tournamentPaths.lobby()} backLabel={t('back')} />;
}
