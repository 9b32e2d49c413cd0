import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ModalFrame, ModalTitle } from '@bb/shared';
import { FieldBox } from '../league-core';
import { transactionMessages } from './messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.spacing.sm};
  margin-top: ${(p) => p.theme.spacing.lg};
`;

const Body = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.sm};
  line-height: 1.5;
  p,
  ul {
    margin: 0;
  }
`;

function Frame({
  title,
  busy = false,
  onClose,
  children,
  actions,
  showClose = true,
}: {
  title: string;
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** Off when the actions have a Close of their own. */
  showClose?: boolean;
}) {
  const id = useId();
  return (
    <ModalFrame labelId={id} onClose={onClose} closeDisabled={busy} showClose={showClose}>
      <ModalTitle id={id}>{title}</ModalTitle>
      <Body>{children}</Body>
      <Actions>{actions}</Actions>
    </ModalFrame>
  );
}

export interface TradeSummary {
  myTeam: string;
  otherTeam: string;
  /** Player labels, e.g. 'Babe Ruth (1927, RF)'. */
  give: string[];
  get: string[];
  value: { fromTeam: number; toTeam: number } | null;
}

/** The valid trade modal (spec §2): the offer in full, then Confirm sends it once. */
export function ValidTradeModal({ summary, busy, onConfirm, onClose }: { summary: TradeSummary; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const t = transactionMessages.useT();
  const nobody = t('card.nobody');
  return (
    <Frame
      title={t('modal.validTitle')}
      busy={busy}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            {t('modal.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {busy ? t('modal.sending') : t('modal.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('modal.validIntro', { team: summary.otherTeam })}</p>
      <p>
        {t('modal.give', { team: summary.myTeam })}: {summary.give.join(', ') || nobody}
      </p>
      <p>
        {t('modal.get', { team: summary.myTeam })}: {summary.get.join(', ') || nobody}
      </p>
      {summary.value ? <p>{t('modal.value', { mine: Math.round(summary.value.fromTeam), theirs: Math.round(summary.value.toTeam) })}</p> : null}
    </Frame>
  );
}

/** The invalid trade modal (spec §2): every reason the rules refuse it (roster size, position coverage, max players). */
export function InvalidTradeModal({ reasons, onClose }: { reasons: readonly string[]; onClose: () => void }) {
  const t = transactionMessages.useT();
  return (
    <Frame title={t('modal.invalidTitle')} onClose={onClose} showClose={false} actions={<Button onClick={onClose}>{t('modal.close')}</Button>}>
      <p>{t('modal.invalidIntro')}</p>
      <ul aria-label={t('modal.invalidTitle')}>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </Frame>
  );
}

export interface RosterChoice {
  cardId: string;
  label: string;
}

/**
 * The transaction modal (spec §2): adding a free agent (with a player to drop, required when the roster is full) or
 * dropping a player, confirmed before it happens.
 */
export function TransactionModal({
  add,
  drop,
  roster,
  rosterFull,
  busy,
  onConfirm,
  onClose,
}: {
  add: RosterChoice | null;
  drop: RosterChoice | null;
  roster: readonly RosterChoice[];
  rosterFull: boolean;
  busy: boolean;
  onConfirm: (dropCardId: string | null) => void;
  onClose: () => void;
}) {
  const t = transactionMessages.useT();
  const selectId = useId();
  const [dropId, setDropId] = useState<string>(drop?.cardId ?? '');
  const missingDrop = add !== null && rosterFull && !dropId;
  return (
    <Frame
      title={t('modal.transactionTitle')}
      busy={busy}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            {t('modal.cancel')}
          </Button>
          <Button onClick={() => onConfirm(dropId || null)} disabled={busy || missingDrop}>
            {busy ? t('modal.sending') : t('modal.confirmTransaction')}
          </Button>
        </>
      }
    >
      {add ? <p>{t('modal.add', { name: add.label })}</p> : null}
      {add ? (
        <FieldBox>
          <label htmlFor={selectId}>{t('modal.dropChoice')}</label>
          <select id={selectId} value={dropId} onChange={(e) => setDropId(e.target.value)}>
            <option value="">{t('modal.dropNone')}</option>
            {roster.map((p) => (
              <option key={p.cardId} value={p.cardId}>
                {p.label}
              </option>
            ))}
          </select>
          {missingDrop ? <span role="alert">{t('modal.dropRequired')}</span> : null}
        </FieldBox>
      ) : drop ? (
        <p>{t('modal.drop', { name: drop.label })}</p>
      ) : null}
    </Frame>
  );
}
