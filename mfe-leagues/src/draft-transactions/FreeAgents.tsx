import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  StatTable,
  notifyError,
  toast,
  type DepthPlayer,
  type DraftPoolPage,
  type DraftPoolPlayer,
  type DraftRoom,
  type LeagueDetail,
  FieldBox,
  Inline,
  newRequestId,
  tokens,
} from '@bb/shared';
import { DataState, SmallButton, Stack, TwoColumns, draftsApi, useLeagueData } from '../league-core';
import { TransactionModal, type RosterChoice } from './TradeModals';
import { tradesApi } from './trades-api';
import { rosterLabel, useRoster } from './use-roster';
import { transactionMessages } from './messages';

const ignore = () => undefined;

const SearchForm = styled.form`
  display: grid;
  gap: ${tokens.spacing.sm};
`;

type Pending = { add: RosterChoice | null; drop: RosterChoice | null } | null;

const agentLabel = (p: DraftPoolPlayer) => `${p.name} (${p.year}, ${p.primaryPosition})`;

/** Add and drop: free agents (the undrafted pool, `available=true`) and your roster, each move confirmed in the transaction modal. */
export function FreeAgents({ league, myTeam, version, onChanged }: { league: LeagueDetail; myTeam: number; version: number; onChanged: () => void }) {
  const t = transactionMessages.useT();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const roster = useRoster(league.leagueId, myTeam, version);
  const agents = useLeagueData<DraftPoolPage>(`${league.leagueId}:${search}:${version}`, (signal) => draftsApi.pool(league.leagueId, { available: true, limit: 50, ...(search ? { search } : {}) }, signal));
  // Only the roster limit comes from the draft room; without it the server still refuses a move over the limit.
  const room = useLeagueData<DraftRoom>(String(league.leagueId), (signal) => draftsApi.room(league.leagueId, signal), ignore);
  const max = room.data?.maxPlayers;
  const players = roster.data?.players ?? [];
  const choices: RosterChoice[] = players.map((p) => ({ cardId: p.cardId, label: rosterLabel(p) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };

  const confirm = async (dropCardId: string | null) => {
    if (!pending || busy) return;
    setBusy(true);
    try {
      await tradesApi.transact(league.leagueId, { team: myTeam, ...(pending.add ? { add: pending.add.cardId } : {}), ...(dropCardId ? { drop: dropCardId } : {}), requestId: newRequestId() });
      setPending(null);
      toast.success(t('freeAgents.done'));
      onChanged();
    } catch (error) {
      // The server's refusal ('Your roster is full…', 'This player is not a free agent.') in shared's error toast.
      setPending(null);
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <TwoColumns>
      <Stack as="section" aria-label={t('freeAgents.heading')}>
        <h2>{t('freeAgents.heading')}</h2>
        <SearchForm role="search" onSubmit={submit}>
          <FieldBox>
            <label htmlFor={searchId}>{t('freeAgents.search')}</label>
            <Inline>
              <input id={searchId} type="text" value={typed} onChange={(e) => setTyped(e.target.value)} />
              <Button type="submit" $variant="secondary">
                {t('freeAgents.searchButton')}
              </Button>
            </Inline>
          </FieldBox>
        </SearchForm>
        <DataState {...agents} empty={t('freeAgents.none')} isEmpty={(d) => d.players.length === 0}>
          {(d) => (
            <StatTable<DraftPoolPlayer>
              caption={t('freeAgents.heading')}
              columns={[
                { key: 'name', label: 'Player', render: (p) => `${p.name} (${p.year})` },
                { key: 'pos', label: 'Pos', render: (p) => p.primaryPosition },
                { key: 'rating', label: 'Rating', numeric: true, render: (p) => String(p.rating) },
                {
                  key: 'add',
                  label: t('freeAgents.add'),
                  render: (p) => (
                    <SmallButton aria-label={t('freeAgents.addName', { name: p.name })} onClick={() => setPending({ add: { cardId: p.cardId, label: agentLabel(p) }, drop: null })}>
                      {t('freeAgents.add')}
                    </SmallButton>
                  ),
                },
              ]}
              rows={d.players}
              rowKey={(p) => p.cardId}
            />
          )}
        </DataState>
      </Stack>
      <Stack as="section" aria-label={t('freeAgents.rosterHeading')}>
        <h2>{max ? t('freeAgents.roster', { count: players.length, max }) : t('freeAgents.rosterNoMax', { count: players.length })}</h2>
        <DataState {...roster}>
          {(d) => (
            <StatTable<DepthPlayer>
              caption={max ? t('freeAgents.roster', { count: d.players.length, max }) : t('freeAgents.rosterNoMax', { count: d.players.length })}
              columns={[
                { key: 'name', label: 'Player', render: (p) => `${p.name} (${p.year})` },
                { key: 'pos', label: 'Pos', render: (p) => p.primaryPosition },
                {
                  key: 'drop',
                  label: t('freeAgents.drop'),
                  render: (p) => (
                    <SmallButton aria-label={t('freeAgents.dropName', { name: p.name })} onClick={() => setPending({ add: null, drop: { cardId: p.cardId, label: rosterLabel(p) } })}>
                      {t('freeAgents.drop')}
                    </SmallButton>
                  ),
                },
              ]}
              rows={d.players}
              rowKey={(p) => p.cardId}
            />
          )}
        </DataState>
      </Stack>
      {pending ? (
        <TransactionModal
          add={pending.add}
          drop={pending.drop}
          roster={choices}
          rosterFull={max !== undefined && players.length >= max}
          busy={busy}
          onConfirm={(drop) => void confirm(drop)}
          onClose={() => setPending(null)}
        />
      ) : null}
    </TwoColumns>
  );
}
