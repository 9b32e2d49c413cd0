import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  LOBBY_LEAGUE_FILTERS,
  Page,
  PageTitle,
  Spinner,
  isLoggedIn,
  media,
  useAuth,
  type AuthRecord,
  type LobbyLeagueFilter,
  tokens,
} from '@bb/shared';
import { tournamentMessages } from '../tournament-core/messages';
import { tournamentPaths } from '../tournament-core/tournament-paths';
import { TournamentCard } from './TournamentCard';
import { useTournamentList } from './use-tournament-list';
import { useLiveClaims } from './use-live-claims';

/** Quiet time after the last keystroke in the search box before the list is asked again. */
export const SEARCH_DELAY_MS = 300;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.md};
  align-items: center;
  justify-content: space-between;
  h1 {
    margin: 0;
  }
  a {
    text-decoration: none;
  }
`;

/** Two by two on a phone (every tab in sight, no sideways scroll), one row from a tablet up. */
const Tabs = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.spacing.xs};
  margin: ${tokens.spacing.md} 0;
  border-bottom: 1px solid ${tokens.colors.border};
  ${media.up('tablet')} {
    display: flex;
  }
`;

const Tab = styled.button`
  flex: none;
  min-height: 44px;
  padding: 0 ${tokens.spacing.md};
  border: none;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${tokens.colors.text};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${tokens.colors.primary};
    color: ${tokens.colors.link};
  }
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: -3px;
  }
`;

const Search = styled.input`
  width: 100%;
  max-width: 420px;
  min-height: 44px;
  padding: 0 ${tokens.spacing.sm};
  margin-bottom: ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font: inherit;
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.spacing.md};
  ${media.up('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('xl')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.md};
  align-items: center;
  justify-content: center;
  margin-top: ${tokens.spacing.lg};
`;

const Notice = styled.p`
  padding: ${tokens.spacing.lg} 0;
  color: ${tokens.colors.textMuted};
  text-align: center;
`;

/** The lists are for a logged-in user with a stored id. */
function userIdOf(record: AuthRecord | null): number | string | null {
  if (!record || !isLoggedIn(record)) return null;
  const id = record.user?.id;
  return id === undefined || id === null || String(id).trim() === '' ? null : id;
}

/** /tournament-lobby: the tournaments to join, the user's own, those being played and the finished ones (issue 20). */
export default function TournamentLobbyPage() {
  const t = tournamentMessages.useT();
  const userId = userIdOf(useAuth());
  const [filter, setFilter] = useState<LobbyLeagueFilter>('AVAILABLE_LEAGUES');
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [searchText, setSearchText] = useState('');

  useEffect(() => {
    const text = typed.trim();
    if (text === searchText) return undefined;
    const timer = setTimeout(() => {
      setSearchText(text);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, searchText]);

  const list = useTournamentList(userId, filter, page, searchText);
  useLiveClaims(list.patch);
  const pages = Math.max(1, list.pagination?.totalPages ?? 1);

  const choose = (next: LobbyLeagueFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <Page>
      <Head>
        <PageTitle>{t('lobby.title')}</PageTitle>
        <Button as={Link} to={tournamentPaths.create()}>
          {t('lobby.create')}
        </Button>
      </Head>
      <p>{t('lobby.intro')}</p>

      <Tabs role="tablist" aria-label={t('lobby.title')}>
        {LOBBY_LEAGUE_FILTERS.map((f) => (
          <Tab key={f} role="tab" id={`tab-${f}`} aria-selected={filter === f} aria-controls="tournament-list" onClick={() => choose(f)}>
            {t(`lobby.tabs.${f}`)}
          </Tab>
        ))}
      </Tabs>

      <Search type="search" aria-label={t('lobby.search')} placeholder={t('lobby.searchPlaceholder')} value={typed} onChange={(e) => setTyped(e.target.value)} />

      <section id="tournament-list" role="tabpanel" aria-labelledby={`tab-${filter}`} aria-busy={list.loading}>
        {list.loading && list.leagues.length === 0 ? (
          <Notice>
            <Spinner size={24} label={t('lobby.loading')} />
          </Notice>
        ) : list.leagues.length === 0 ? (
          <Notice>{searchText ? t('lobby.noMatch', { text: searchText }) : t(`lobby.empty.${filter}`)}</Notice>
        ) : (
          <Grid>
            {list.leagues.map((league) => (
              <li key={league.leagueId}>
                <TournamentCard league={league} />
              </li>
            ))}
          </Grid>
        )}
      </section>

      {pages > 1 ? (
        <Pager aria-label={t('lobby.page', { page, pages })}>
          <Button $variant="secondary" disabled={page <= 1 || list.loading} onClick={() => setPage((p) => Math.max(1, p - 1))}>
            {t('lobby.previous')}
          </Button>
          <span>{t('lobby.page', { page, pages })}</span>
          <Button $variant="secondary" disabled={page >= pages || list.loading} onClick={() => setPage((p) => Math.min(pages, p + 1))}>
            {t('lobby.next')}
          </Button>
        </Pager>
      ) : null}
    </Page>
  );
}
