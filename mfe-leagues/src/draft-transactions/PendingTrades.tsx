import { useState } from 'react';
import { notifyError, toast, type LeagueDetail, type TradeList, type TradeView } from '@bb/shared';
import { DataState, SmallButton, Stack, useLeagueData } from '../league-core';
import { TradeCard } from './TradeCard';
import { tradeOutcomeText } from './trade-outcome';
import { tradesApi, type TradeAnswer } from './trades-api';
import { transactionMessages } from './messages';

/** Pending Trades: offers received (Accept, Reject) and sent (Withdraw), each with its expiry time. */
export function PendingTrades({ league }: { league: LeagueDetail }) {
  const t = transactionMessages.useT();
  const trades = useLeagueData<TradeList>(`${league.leagueId}:pending`, (signal) => tradesApi.list(league.leagueId, 'pending', signal));
  const [busy, setBusy] = useState<number | null>(null);

  const answer = async (trade: TradeView, what: TradeAnswer) => {
    if (busy !== null) return;
    setBusy(trade.tradeId);
    try {
      const done = await tradesApi.answer(league.leagueId, trade.tradeId, what);
      // The answer is final for this offer: it leaves the pending list, its status says what happened.
      toast.success(tradeOutcomeText(done));
      if (trades.data) trades.replace({ ...trades.data, trades: trades.data.trades.filter((x) => x.tradeId !== trade.tradeId) });
    } catch (error) {
      // 409: the offer expired, was withdrawn or would now break a roster rule; the list shows what is left.
      notifyError(error);
      trades.reload();
    } finally {
      setBusy(null);
    }
  };

  const section = (title: string, list: TradeView[]) =>
    list.length ? (
      <section aria-label={title}>
        <h2>{title}</h2>
        <Stack>
          {list.map((trade) => (
            <TradeCard
              key={trade.tradeId}
              league={league}
              trade={trade}
              actions={
                trade.direction === 'received' ? (
                  <>
                    <SmallButton disabled={busy !== null} onClick={() => void answer(trade, 'accept')}>
                      {t('pending.accept')}
                    </SmallButton>
                    <SmallButton disabled={busy !== null} onClick={() => void answer(trade, 'reject')}>
                      {t('pending.reject')}
                    </SmallButton>
                  </>
                ) : trade.direction === 'sent' ? (
                  <SmallButton disabled={busy !== null} onClick={() => void answer(trade, 'withdraw')}>
                    {t('pending.withdraw')}
                  </SmallButton>
                ) : null
              }
            />
          ))}
        </Stack>
      </section>
    ) : null;

  return (
    <DataState {...trades} empty={t('pending.none')} isEmpty={(d) => d.trades.length === 0}>
      {(d) => (
        <Stack>
          {section(
            t('pending.received'),
            d.trades.filter((x) => x.direction === 'received'),
          )}
          {section(
            t('pending.sent'),
            d.trades.filter((x) => x.direction === 'sent'),
          )}
          {section(
            t('pending.others'),
            d.trades.filter((x) => x.direction === null),
          )}
        </Stack>
      )}
    </DataState>
  );
}
