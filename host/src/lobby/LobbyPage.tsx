import styled from 'styled-components';
import { LOCAL_KEYS, Page, PageTitle, getRole, safeGetItem, useAuth, useT } from '@bb/shared';
import { LOBBY_CARDS, isCardLocked } from './lobby-cards';
import { LobbyCard } from './LobbyCard';

const Grid = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: 768px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Item = styled.li<{ $large: boolean }>`
  grid-column: ${({ $large }) => ($large ? 'span 2' : 'auto')};
`;

/**
 * /lobby (host-owned): every experience as a card, locked for users without a subscription.
 * Checkout return (session_id) and showPlans are handled with the access modals (access/).
 */
export function LobbyPage() {
  const t = useT();
  const record = useAuth();
  // Admins count as subscribed (shared's getRole); the flag is read from storage, not access/'s store.
  const subscribed = getRole(record, { isAdmin: safeGetItem(LOCAL_KEYS.isAdmin) === 'true' }) === 'SUBSCRIBED';
  return (
    <Page>
      <PageTitle>{t('lobby.title')}</PageTitle>
      <p>Choose how you want to play. Baseball Max gives access to all of Baseball History; every plan starts with a 3-day free trial.</p>
      <Grid>
        {LOBBY_CARDS.map((card) => (
          <Item key={card.gameType} $large={card.size === 'large'}>
            <LobbyCard card={card} locked={isCardLocked(card, subscribed)} />
          </Item>
        ))}
      </Grid>
    </Page>
  );
}
