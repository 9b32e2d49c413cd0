import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TRADE_STATUS_LABELS, formatEtDateTime, type LeagueDetail, type TradePlayerView, type TradeView, tokens } from '@bb/shared';
import { Panel, teamName } from '../league-core';
import { transactionMessages } from './messages';

export const playerLabel = (p: Pick<TradePlayerView, 'name' | 'year' | 'position'>) => `${p.name} (${p.year}, ${p.position})`;

export const playersText = (players: readonly TradePlayerView[], nobody: string) => (players.length ? players.map(playerLabel).join(', ') : nobody);

const Box = styled(Panel)`
  gap: ${tokens.spacing.xs};
  h3 {
    font-size: ${tokens.fontSizes.lg};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;

const Status = styled.strong<{ $status: TradeView['status'] }>`
  color: ${(p) => (p.$status === 'accepted' ? tokens.colors.success : p.$status === 'pending' ? tokens.colors.text : tokens.colors.error)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  margin-top: ${tokens.spacing.xs};
`;

/** One trade: who sends whom, its status label, when it expires or was answered, the note, its actions. */
export function TradeCard({ league, trade, actions }: { league: LeagueDetail; trade: TradeView; actions?: ReactNode }) {
  const t = transactionMessages.useT();
  const from = teamName(league, trade.fromTeam);
  const to = teamName(league, trade.toTeam);
  const nobody = t('card.nobody');
  return (
    <Box as="article" aria-label={t('card.label', { id: trade.tradeId, from, to })}>
      <h3>{t('card.between', { from, to })}</h3>
      <p>{t('card.gives', { team: from, players: playersText(trade.give, nobody) })}</p>
      <p>{t('card.gives', { team: to, players: playersText(trade.get, nobody) })}</p>
      <p>
        <Status $status={trade.status}>{TRADE_STATUS_LABELS[trade.status]}</Status>
      </p>
      {trade.note ? <p>{trade.note}</p> : null}
      <Meta>
        {trade.status === 'pending'
          ? t('pending.expires', { when: formatEtDateTime(trade.expiresAt) })
          : trade.answeredAt
            ? t('history.answered', { when: formatEtDateTime(trade.answeredAt) })
            : formatEtDateTime(trade.createdAt)}
      </Meta>
      {actions ? <Actions>{actions}</Actions> : null}
    </Box>
  );
}
