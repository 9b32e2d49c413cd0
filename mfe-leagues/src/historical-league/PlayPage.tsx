import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button, LEAGUE_MESSAGES, Page, PageTitle, RemotePlayScreen } from '@bb/shared';
import { TextLink } from '../league-core';
import { historicalPaths } from './league-paths';
import { historicalMessages } from './messages';

const GAME_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /game/historical-league/{gameId}/play: mfe-gameplay's shared play screen over /api/games. After the final out,
 * "Back to league" goes to the game's own league (GameView.league), else the one named in ?league=, else the list.
 */
export function PlayPage() {
  const t = historicalMessages.useT();
  const { gameId = '' } = useParams();
  const [params] = useSearchParams();
  const [final, setFinal] = useState<{ leagueId: number } | null | false>(false);
  const named = params.get('league');
  const league = final && final.leagueId ? String(final.leagueId) : named;
  const back = league && /^\d+$/.test(league) ? historicalPaths.setup(league) : historicalPaths.list();
  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      {GAME_ID.test(gameId) ? (
        <RemotePlayScreen
          source={{ base: 'games', gameId }}
          onFinal={(game) => setFinal(game.league ?? null)}
          after={
            final !== false ? (
              <Button as={Link} to={back}>
                {t('play.backToLeague')}
              </Button>
            ) : null
          }
        />
      ) : (
        <p role="alert">
          {LEAGUE_MESSAGES.notFound} <TextLink to={historicalPaths.list()}>{t('play.backToLeague')}</TextLink>
        </p>
      )}
    </Page>
  );
}
