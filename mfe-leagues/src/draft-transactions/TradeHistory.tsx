import styled from 'styled-components';
import { StatTable, formatEtDateTime, type LeagueDetail, type TradeList, type TransactionList, type TransactionView } from '@bb/shared';
import { DataState, Stack, teamName, useLeagueData } from '../league-core';
import { TradeCard, playersText } from './TradeCard';
import { tradesApi } from './trades-api';
import { transactionMessages } from './messages';

/** Its sections may shrink below the log table's width, so on a phone the table scrolls inside its box, not the page. */
const Sections = styled(Stack)`
  > * {
    min-width: 0;
  }
`;

/** History: answered trades with their status labels (Trade Accepted, Trade Rejected, Trade Withdrawed), then the league's transactions log. */
export function TradeHistory({ league }: { league: LeagueDetail }) {
  const t = transactionMessages.useT();
  const trades = useLeagueData<TradeList>(`${league.leagueId}:history`, (signal) => tradesApi.list(league.leagueId, 'history', signal));
  const log = useLeagueData<TransactionList>(`${league.leagueId}:log`, (signal) => tradesApi.transactions(league.leagueId, signal));
  const nobody = t('card.nobody');
  const what = (x: TransactionView) =>
    x.kind === 'add'
      ? t('history.added', { players: playersText(x.players, nobody) })
      : x.kind === 'drop'
        ? t('history.dropped', { players: playersText(x.players, nobody) })
        : t('history.traded', { players: playersText(x.players, nobody), team: teamName(league, x.otherTeam), received: playersText(x.received, nobody) });
  return (
    <Sections>
      <section aria-label={t('history.trades')}>
        <h2>{t('history.trades')}</h2>
        <DataState {...trades} empty={t('history.noTrades')} isEmpty={(d) => d.trades.length === 0}>
          {(d) => (
            <Stack>
              {d.trades.map((trade) => (
                <TradeCard key={trade.tradeId} league={league} trade={trade} />
              ))}
            </Stack>
          )}
        </DataState>
      </section>
      <section aria-label={t('history.log')}>
        <h2>{t('history.log')}</h2>
        <DataState {...log} empty={t('history.noTransactions')} isEmpty={(d) => d.transactions.length === 0}>
          {(d) => (
            <StatTable<TransactionView>
              caption={t('history.log')}
              columns={[
                { key: 'at', label: t('history.when'), render: (x) => formatEtDateTime(x.at) },
                { key: 'team', label: t('history.team'), render: (x) => teamName(league, x.team) },
                { key: 'what', label: t('history.what'), render: what },
              ]}
              rows={d.transactions}
              rowKey={(x) => String(x.id)}
            />
          )}
        </DataState>
      </section>
    </Sections>
  );
}
