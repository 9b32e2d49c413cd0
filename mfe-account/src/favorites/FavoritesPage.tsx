import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  PageTitle,
  Spinner,
  media,
  type FavoritePlayer,
  type FavoritePlayerType,
  type FavoriteTeam,
  tokens,
} from '@bb/shared';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { favoritesMessages } from './favorites-messages';
import { useFavorites, type ListState, type Starred } from './favorites-store';
import { PlayersTable, playerName } from './PlayersTable';
import { TeamsTable, teamName } from './TeamsTable';
import { AccountPage } from '../common/AccountPage';

const Sections = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  ${media.up('lg')} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
    gap: ${tokens.spacing.lg};
  }
`;

const Section = styled(Card)`
  padding: ${tokens.spacing.md} ${tokens.spacing.sm};
  ${media.up('tablet')} {
    padding: ${tokens.spacing.lg};
  }
  & h2 {
    margin: 0 ${tokens.spacing.sm} ${tokens.spacing.md};
    font-family: ${tokens.fonts.heading};
    font-size: ${tokens.fontSizes.lg};
  }
`;

const Tabs = styled.div`
  display: inline-flex;
  margin: 0 ${tokens.spacing.sm} ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.pill};
  overflow: hidden;
`;

const Tab = styled.button<{ $active: boolean }>`
  min-height: 40px;
  padding: 0 ${tokens.spacing.lg};
  border: 0;
  background: ${(p) => (p.$active ? tokens.colors.secondary : 'transparent')};
  color: ${(p) => (p.$active ? tokens.colors.surface : tokens.colors.text)};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  cursor: pointer;
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${tokens.spacing.md};
`;

const Empty = styled.p`
  margin: 0 ${tokens.spacing.sm};
  color: ${tokens.colors.textMuted};
`;

type Pending = { kind: 'player'; type: FavoritePlayerType; item: Starred<FavoritePlayer> } | { kind: 'team'; item: Starred<FavoriteTeam> };

/** Loading, empty and "Load more" around one paged list. */
function PagedList<T>({ list, onMore, children }: { list: ListState<T>; onMore(page: number): void; children: ReactNode }) {
  const m = favoritesMessages.useT();
  const page = list.pagination;
  if (list.items.length === 0) {
    if (list.loading || !page) return list.error ? <Empty>{m('empty')}</Empty> : <Spinner />;
    return <Empty>{m('empty')}</Empty>;
  }
  return (
    <>
      {children}
      {page && page.currentPage < page.totalPages ? (
        <Footer>
          <Button $variant="secondary" disabled={list.loading} onClick={() => onMore(page.currentPage + 1)}>
            {list.loading ? m('loading') : m('loadMore')}
          </Button>
        </Footer>
      ) : null}
    </>
  );
}

export default function FavoritesPage() {
  const m = favoritesMessages.useT();
  const { players, teams, loadPlayers, loadTeams, togglePlayer, toggleTeam, reset } = useFavorites();
  const [type, setType] = useState<FavoritePlayerType>('B');
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    reset();
    void loadPlayers('B', 1);
    void loadPlayers('P', 1);
    void loadTeams(1);
  }, [reset, loadPlayers, loadTeams]);

  // Only removing asks first ('This will remove the … from your favorite's list'); starring a removed row again adds it straight back.
  const onPlayer = (item: Starred<FavoritePlayer>) => (item.favorite ? setPending({ kind: 'player', type, item }) : void togglePlayer(type, item));
  const onTeam = (item: Starred<FavoriteTeam>) => (item.favorite ? setPending({ kind: 'team', item }) : void toggleTeam(item));
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'player') void togglePlayer(pending.type, pending.item);
    else void toggleTeam(pending.item);
    setPending(null);
  };

  return (
    <AccountPage>
      <PageTitle>{m('title')}</PageTitle>
      <Sections>
        <Section aria-labelledby="favorite-players">
          <h2 id="favorite-players">{m('players')}</h2>
          <Tabs role="tablist" aria-label={m('players')}>
            {(['B', 'P'] as const).map((t) => (
              <Tab key={t} role="tab" aria-selected={type === t} $active={type === t} onClick={() => setType(t)}>
                {m(t === 'B' ? 'batters' : 'pitchers')}
              </Tab>
            ))}
          </Tabs>
          <div role="tabpanel">
            <PagedList list={players[type]} onMore={(page) => void loadPlayers(type, page)}>
              <PlayersTable type={type} players={players[type].items} onToggle={onPlayer} />
            </PagedList>
          </div>
        </Section>
        <Section aria-labelledby="favorite-teams">
          <h2 id="favorite-teams">{m('teams')}</h2>
          <PagedList list={teams} onMore={(page) => void loadTeams(page)}>
            <TeamsTable teams={teams.items} onToggle={onTeam} />
          </PagedList>
        </Section>
      </Sections>
      {pending ? (
        <ConfirmDialog
          title={m('removeTitle')}
          message={m('removeConfirm', { selection: pending.kind === 'player' ? playerName(pending.item) : teamName(pending.item) })}
          confirmLabel={m('remove')}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </AccountPage>
  );
}
