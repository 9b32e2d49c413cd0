import { useId, useRef, useState } from 'react';
import {
  Button,
  formatEtDateTime,
  notifyError,
  type LeagueDetail,
  type DepthPlayer,
  type TradeRequest,
  type TradeView,
  FieldBox,
  newRequestId,
} from '@bb/shared';
import { DataState, Notice, Stack, Toolbar, TwoColumns, teamName } from '../league-core';
import { PlayerChecklist } from './PlayerChecklist';
import { InvalidTradeModal, ValidTradeModal, type TradeSummary } from './TradeModals';
import { refusalReasons } from './trade-errors';
import { toastTradeOutcome } from './trade-outcome';
import { tradesApi } from './trades-api';
import { rosterLabel, useRoster } from './use-roster';
import { transactionMessages } from './messages';

type Modal = { kind: 'valid'; body: TradeRequest; summary: TradeSummary } | { kind: 'invalid'; reasons: string[] } | null;

const toggled = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
};

/**
 * Propose a trade: the other team, the players you give and get; Propose trade checks it (the valid or the invalid
 * trade modal) and Confirm sends it once. A computer manager answers at once: accepted, or rejected with his note.
 * The answer is a toast (the form may be scrolled far from where a note in the page would appear).
 */
export function TradeBuilder({ league, myTeam, version, onTraded }: { league: LeagueDetail; myTeam: number; version: number; onTraded: () => void }) {
  const t = transactionMessages.useT();
  const selectId = useId();
  const [other, setOther] = useState<number | null>(null);
  const [give, setGive] = useState<ReadonlySet<string>>(new Set());
  const [get, setGet] = useState<ReadonlySet<string>>(new Set());
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  const [modal, setModal] = useState<Modal>(null);
  const sent = useRef<string | null>(null);
  const mine = useRoster(league.leagueId, myTeam, version);
  const theirs = useRoster(league.leagueId, other, version);
  const myName = teamName(league, myTeam);
  const otherName = teamName(league, other);

  const chooseTeam = (value: string) => {
    setOther(value === '' ? null : Number(value));
    setGet(new Set());
  };

  const check = async () => {
    if (other === null) return;
    const body: TradeRequest = { fromTeam: myTeam, toTeam: other, give: [...give], get: [...get], requestId: newRequestId() };
    setChecking(true);
    try {
      const answer = await tradesApi.check(league.leagueId, body);
      const labels = (ids: readonly string[], players: readonly DepthPlayer[] = []) => players.filter((p) => ids.includes(p.cardId)).map(rosterLabel);
      setModal(
        answer.valid
          ? { kind: 'valid', body, summary: { myTeam: myName, otherTeam: otherName, give: labels(body.give, mine.data?.players), get: labels(body.get, theirs.data?.players), value: answer.value } }
          : { kind: 'invalid', reasons: answer.reasons },
      );
    } catch (error) {
      const reasons = refusalReasons(error);
      if (reasons) setModal({ kind: 'invalid', reasons });
      else notifyError(error);
    } finally {
      setChecking(false);
    }
  };

  const answered = (trade: TradeView) => {
    toastTradeOutcome(trade, t('trade.sent', { team: otherName, when: formatEtDateTime(trade.expiresAt) }));
    if (trade.status !== 'rejected') {
      setGive(new Set());
      setGet(new Set());
    }
    if (trade.status === 'accepted') onTraded();
  };

  const propose = async (body: TradeRequest) => {
    // One offer per confirmed modal, whatever the clicks: the request id also makes a retried POST a no-op.
    if (sent.current === body.requestId) return;
    sent.current = body.requestId ?? null;
    setSending(true);
    try {
      const trade = await tradesApi.propose(league.leagueId, body);
      setModal(null);
      answered(trade);
    } catch (error) {
      const reasons = refusalReasons(error);
      setModal(reasons ? { kind: 'invalid', reasons } : null);
      if (!reasons) notifyError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack as="section" aria-label={t('trade.heading')}>
      <h2>{t('trade.heading')}</h2>
      <FieldBox>
        <label htmlFor={selectId}>{t('trade.otherTeam')}</label>
        <select id={selectId} value={other ?? ''} onChange={(e) => chooseTeam(e.target.value)}>
          <option value="">{t('trade.chooseTeam')}</option>
          {league.teams
            .filter((team) => team.index !== myTeam)
            .map((team) => (
              <option key={team.index} value={team.index}>
                {teamName(league, team.index)}
              </option>
            ))}
        </select>
      </FieldBox>
      <TwoColumns>
        <DataState {...mine}>
          {(d) => <PlayerChecklist legend={t('trade.youGive')} players={d.players} chosen={give} onToggle={(id) => setGive((s) => toggled(s, id))} empty={t('trade.noPlayers')} />}
        </DataState>
        {other === null ? (
          <Notice>{t('trade.chooseTeam')}</Notice>
        ) : (
          <DataState {...theirs}>
            {(d) => (
              <PlayerChecklist legend={`${t('trade.youGet')}: ${t('trade.fromRoster', { team: otherName })}`} players={d.players} chosen={get} onToggle={(id) => setGet((s) => toggled(s, id))} empty={t('trade.noPlayers')} />
            )}
          </DataState>
        )}
      </TwoColumns>
      <Toolbar>
        <Button disabled={other === null || checking || sending} onClick={() => void check()}>
          {checking ? t('trade.checking') : t('trade.propose')}
        </Button>
      </Toolbar>
      {modal?.kind === 'valid' ? <ValidTradeModal summary={modal.summary} busy={sending} onConfirm={() => void propose(modal.body)} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'invalid' ? <InvalidTradeModal reasons={modal.reasons} onClose={() => setModal(null)} /> : null}
    </Stack>
  );
}
