import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LEAGUE_MESSAGES } from '@bb/contract';
import { defineMessages } from '../i18n';
import { Button, Page, PageTitle } from '../ui';
import { RemotePlayScreen } from '../parcels';
import { tokens } from '../theme/theme-vars';

const GAME_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const messages = defineMessages('shared-league-play', { backToLeague: 'Back to league' });

const TextLink = styled(Link)`
  color: ${tokens.colors.link};
  font-weight: 600;
  text-underline-offset: 2px;
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

export interface LeaguePlayPageProps {
  title: string;
  /** The league's page, and the mode's list when no league is known. */
  home: (leagueId: string) => string;
  list: string;
  /** The way back's label (default 'Back to league'; a tournament says so). */
  backLabel?: string;
}

/**
 * A league game on mfe-gameplay's shared play screen over /api/games (route param gameId), for every league mode
 * and for tournaments (leagues of kind 'tournament'). After the final out, the way back goes to the game's own league
 * (GameView.league), else the one named in ?league=, else the mode's list.
 */
export function LeaguePlayPage({ title, home, list, backLabel }: LeaguePlayPageProps) {
  const t = messages.useT();
  const back = backLabel ?? t('backToLeague');
  const { gameId = '' } = useParams();
  const [params] = useSearchParams();
  const [final, setFinal] = useState<{ leagueId: number } | null | false>(false);
  const named = params.get('league');
  const league = final && final.leagueId ? String(final.leagueId) : named;
  const to = league && /^\d+$/.test(league) ? home(league) : list;
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      {GAME_ID.test(gameId) ? (
        <RemotePlayScreen
          source={{ base: 'games', gameId }}
          onFinal={(game) => setFinal(game.league ?? null)}
          after={
            final !== false ? (
              <Button as={Link} to={to}>
                {back}
              </Button>
            ) : null
          }
        />
      ) : (
        <p role="alert">
          {LEAGUE_MESSAGES.notFound} <TextLink to={list}>{back}</TextLink>
        </p>
      )}
    </Page>
  );
}
