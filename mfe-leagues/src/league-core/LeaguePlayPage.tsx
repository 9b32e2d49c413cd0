import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button, LEAGUE_MESSAGES, Page, PageTitle, RemotePlayScreen } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { TextLink } from './league-ui';

const GAME_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LeaguePlayPageProps {
  title: string;
  /** The league's page, and the mode's list when no league is known. */
  home: (leagueId: string) => string;
  list: string;
}

/**
 * A league game on mfe-gameplay's shared play screen over /api/games (route param gameId), for every league mode.
 * After the final out, "Back to league" goes to the game's own league (GameView.league), else the one named in
 * ?league=, else the mode's list.
 */
export function LeaguePlayPage({ title, home, list }: LeaguePlayPageProps) {
  const t = leagueMessages.useT();
  const { gameId = '' } = useParams();
  const [params] = useSearchParams();
  const [final, setFinal] = useState<{ leagueId: number } | null | false>(false);
  const named = params.get('league');
  const league = final && final.leagueId ? String(final.leagueId) : named;
  const back = league && /^\d+$/.test(league) ? home(league) : list;
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      {GAME_ID.test(gameId) ? (
        <RemotePlayScreen
          source={{ base: 'games', gameId }}
          onFinal={(game) => setFinal(game.league ?? null)}
          after={
            final !== false ? (
              <Button as={Link} to={back}>
                {t('pregamePage.backToLeague')}
              </Button>
            ) : null
          }
        />
      ) : (
        <p role="alert">
          {LEAGUE_MESSAGES.notFound} <TextLink to={list}>{t('pregamePage.backToLeague')}</TextLink>
        </p>
      )}
    </Page>
  );
}
