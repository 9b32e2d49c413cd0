import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Page, PageTitle, TRADE_MESSAGES, TRANSACTION_TABS, Tabs, type LeagueDetail, type TabItem, leaguesApi } from '@bb/shared';
import { DataState, Notice, Stack, TextLink, draftPaths, useLeagueData } from '../league-core';
import { FreeAgents } from './FreeAgents';
import { PendingTrades } from './PendingTrades';
import { TradeBuilder } from './TradeBuilder';
import { TradeHistory } from './TradeHistory';
import { transactionMessages } from './messages';

type TabKey = 'new' | 'pending' | 'history';
const TAB_KEYS: readonly TabKey[] = ['new', 'pending', 'history'];

function NewTransaction({ league }: { league: LeagueDetail }) {
  const t = transactionMessages.useT();
  // Bumped by an accepted trade or a transaction so both rosters and the free agents load again.
  const [version, setVersion] = useState(0);
  const bump = () => setVersion((v) => v + 1);
  if (league.status === 'draft') return <Notice>{TRADE_MESSAGES.beforeDraft}</Notice>;
  if (league.status === 'postseason' || league.status === 'final') return <Notice>{TRADE_MESSAGES.closed}</Notice>;
  if (league.myTeam === null) return <Notice>{t('noTeam')}</Notice>;
  return (
    <Stack>
      <TradeBuilder league={league} myTeam={league.myTeam} version={version} onTraded={bump} />
      <FreeAgents league={league} myTeam={league.myTeam} version={version} onChanged={bump} />
    </Stack>
  );
}

/**
 * /draft-league/{leagueId}/transaction and …/transaction/trading: New Transaction, Pending Trades, History.
 * New Transaction lives at /trading, which the host's access table checks further (it needs a subscription); the other tabs stay on
 * /transaction (?tab=history), so the tab is in the address and a notification's link opens the right one.
 */
export function TransactionsPage(props: { trading?: boolean }) {
  const t = transactionMessages.useT();
  const navigate = useNavigate();
  const { leagueId = '' } = useParams();
  const [params] = useSearchParams();
  const league = useLeagueData<LeagueDetail>(leagueId, (signal) => leaguesApi.detail(leagueId, signal));
  const selected: TabKey = props.trading ? 'new' : params.get('tab') === 'history' ? 'history' : 'pending';
  const items: Array<TabItem<TabKey>> = TAB_KEYS.map((key, i) => ({ key, label: TRANSACTION_TABS[i] ?? key }));
  const select = (key: TabKey) => {
    if (key === selected) return;
    if (key === 'new') navigate(draftPaths.trading(leagueId));
    else navigate(key === 'history' ? `${draftPaths.transaction(leagueId)}?tab=history` : draftPaths.transaction(leagueId));
  };
  return (
    <Page>
      <PageTitle>{league.data ? t('titleOf', { league: league.data.name }) : t('title')}</PageTitle>
      <p>
        <TextLink to={draftPaths.home(leagueId)}>{t('backToLeague')}</TextLink>
      </p>
      <DataState {...league}>
        {(l) => (
          <Tabs<TabKey> label={t('tabsLabel')} items={items} selected={selected} onSelect={select} wrap>
            {selected === 'new' ? <NewTransaction league={l} /> : selected === 'pending' ? <PendingTrades league={l} /> : <TradeHistory league={l} />}
          </Tabs>
        )}
      </DataState>
    </Page>
  );
}
