import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, formatEtDateTime, type NotificationItem, tokens } from '@bb/shared';
import { notificationsMessages } from './notifications-messages';

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 12px 1fr;
  gap: ${tokens.spacing.sm};
  padding: ${tokens.spacing.md};
  border-bottom: 1px solid ${tokens.colors.border};
  background: ${(p) => (p.$unread ? tokens.colors.background : 'transparent')};
  &:last-child {
    border-bottom: 0;
  }
`;

const Dot = styled.span<{ $unread: boolean }>`
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${(p) => (p.$unread ? tokens.colors.primary : 'transparent')};
`;

const Body = styled.div`
  min-width: 0;
  & h3 {
    margin: 0 0 ${tokens.spacing.xs};
    font-size: ${tokens.fontSizes.md};
  }
  & p {
    margin: 0 0 ${tokens.spacing.xs};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  margin-top: ${tokens.spacing.sm};
  & button {
    min-height: 36px;
    padding: 0 ${tokens.spacing.md};
    font-size: ${tokens.fontSizes.sm};
  }
`;

export interface NotificationRowProps {
  item: NotificationItem;
  onRead(item: NotificationItem): Promise<void>;
  onReadTournament(leagueId: string): Promise<void>;
}

export function NotificationRow({ item, onRead, onReadTournament }: NotificationRowProps) {
  const m = notificationsMessages.useT();
  const navigate = useNavigate();
  const unread = !item.read;
  const tournament = item.tournament;
  const open = async () => {
    await onRead(item);
    if (item.link) navigate(item.link);
  };
  return (
    <Item $unread={unread} data-testid="notification" aria-label={unread ? `${m('new')}: ${item.title}` : item.title}>
      <Dot $unread={unread} aria-hidden="true" />
      <Body>
        <h3>{item.title}</h3>
        <p>{item.message}</p>
        <Meta>
          {formatEtDateTime(item.createdAt)}
          {tournament ? ` · ${m('tournament', { name: tournament.name ?? tournament.leagueId })}` : ''}
        </Meta>
        <Actions>
          {item.link ? <Button onClick={() => void open()}>{m('open')}</Button> : null}
          {unread ? (
            <Button $variant="secondary" onClick={() => void onRead(item)}>
              {m('markRead')}
            </Button>
          ) : null}
          {unread && tournament ? (
            <Button $variant="secondary" onClick={() => void onReadTournament(tournament.leagueId)}>
              {m('markTournamentRead')}
            </Button>
          ) : null}
        </Actions>
      </Body>
    </Item>
  );
}
