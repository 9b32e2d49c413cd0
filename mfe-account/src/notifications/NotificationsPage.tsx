import { useEffect } from 'react';
import styled from 'styled-components';
import { Button, Card, PageTitle, Spinner, tokens } from '@bb/shared';
import { NotificationRow } from './NotificationRow';
import { notificationsMessages } from './notifications-messages';
import { useNotifications } from './notifications-store';
import { AccountPage } from '../common/AccountPage';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.spacing.sm};
  margin-bottom: ${tokens.spacing.md};
  & p {
    margin: 0;
    color: ${tokens.colors.textMuted};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Panel = styled(Card)`
  padding: 0;
  overflow: hidden;
  max-width: 840px;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${tokens.spacing.lg};
  text-align: center;
  color: ${tokens.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${tokens.spacing.md};
`;

export default function NotificationsPage() {
  const m = notificationsMessages.useT();
  const { items, pagination, unreadCount, loading, load, read, readTournament, readAll } = useNotifications();
  useEffect(() => {
    void load(1);
  }, [load]);
  const first = loading && items.length === 0;
  return (
    <AccountPage>
      <PageTitle>{m('title')}</PageTitle>
      <Head>
        <p role="status">{unreadCount > 0 ? m('unread', { count: unreadCount }) : m('allRead')}</p>
        {unreadCount > 0 ? (
          <Button $variant="secondary" onClick={() => void readAll()}>
            {m('markAllRead')}
          </Button>
        ) : null}
      </Head>
      {first ? <Spinner /> : null}
      {!first ? (
        <Panel>
          {items.length === 0 ? (
            <Empty>{m('empty')}</Empty>
          ) : (
            <List>
              {items.map((item) => (
                <NotificationRow key={item.id} item={item} onRead={read} onReadTournament={readTournament} />
              ))}
            </List>
          )}
          {pagination && pagination.currentPage < pagination.totalPages ? (
            <More>
              <Button $variant="secondary" disabled={loading} onClick={() => void load(pagination.currentPage + 1)}>
                {loading ? m('loading') : m('loadMore')}
              </Button>
            </More>
          ) : null}
        </Panel>
      ) : null}
    </AccountPage>
  );
}
