import styled from 'styled-components';
import type { DraftPoolPlayer, DraftRoom } from '@bb/shared';
import { LinkButton, Notice, SmallButton } from '../league-core';
import { liveDraftMessages } from './messages';
import { draftedCards } from './room-model';
import { tokens } from '@bb/shared';

const List = styled.ol`
  margin: 0;
  padding-left: ${tokens.spacing.lg};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.spacing.xs};
    padding: 4px 0;
    border-bottom: 1px solid ${tokens.colors.border};
  }
  li > span {
    flex: 1 1 140px;
  }
  s {
    color: ${tokens.colors.textMuted};
  }
`;

/** The viewer's queue (first = next): move up or down, remove; every change is saved (PUT …/queue). */
export function QueuePanel({
  room,
  players,
  onSave,
  onSelect,
}: {
  room: DraftRoom;
  players: ReadonlyMap<string, DraftPoolPlayer>;
  onSave: (cardIds: string[]) => void;
  onSelect: (cardId: string) => void;
}) {
  const t = liveDraftMessages.useT();
  if (room.myTeam === null) return <Notice>{t('queue.noTeam')}</Notice>;
  const taken = draftedCards(room);
  const queue = room.queue;
  const move = (from: number, to: number) => {
    const next = [...queue];
    const [id] = next.splice(from, 1);
    if (id === undefined) return;
    next.splice(to, 0, id);
    onSave(next);
  };
  return (
    <section aria-label={t('queue.title')}>
      <h3>{t('queue.title')}</h3>
      <Notice>{t('queue.intro')}</Notice>
      {queue.length === 0 ? (
        <Notice>{t('queue.empty')}</Notice>
      ) : (
        <List>
          {queue.map((cardId, i) => {
            const player = players.get(cardId);
            const name = player ? `${player.name} (${player.year})` : cardId;
            return (
              <li key={cardId}>
                <span>
                  {taken.has(cardId) ? (
                    <s>
                      {name} · {t('queue.drafted')}
                    </s>
                  ) : (
                    <LinkButton onClick={() => onSelect(cardId)}>{name}</LinkButton>
                  )}
                </span>
                <SmallButton aria-label={t('queue.up', { name })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  ↑
                </SmallButton>
                <SmallButton aria-label={t('queue.down', { name })} disabled={i === queue.length - 1} onClick={() => move(i, i + 1)}>
                  ↓
                </SmallButton>
                <SmallButton aria-label={t('queue.remove', { name })} onClick={() => onSave(queue.filter((id) => id !== cardId))}>
                  ✕
                </SmallButton>
              </li>
            );
          })}
        </List>
      )}
    </section>
  );
}
