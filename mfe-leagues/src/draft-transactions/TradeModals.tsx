import { useId, useState } from 'react';
import { Button, ModalDialog, FieldBox } from '@bb/shared';
import { transactionMessages } from './messages';

/** Cancel, then the confirming button (Sending… while the request runs; `blocked` while a choice is missing). */
function CancelConfirm({ busy, blocked = false, confirmLabel, onCancel, onConfirm }: { busy: boolean; blocked?: boolean; confirmLabel: string; onCancel: () => void; onConfirm: () => void }) {
  const t = transactionMessages.useT();
  return (
    <>
      <Button $variant="secondary" onClick={onCancel} disabled={busy}>
        {t('modal.cancel')}
      </Button>
      <Button onClick={onConfirm} disabled={busy || blocked}>
        {busy ? t('modal.sending') : confirmLabel}
      </Button>
    </>
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

/** The valid trade modal: the offer in full, then Confirm sends it once. */
export function ValidTradeModal({ summary, busy, onConfirm, onClose }: { summary: TradeSummary; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const t = transactionMessages.useT();
  const nobody = t('card.nobody');
  return (
    <ModalDialog
      title={t('modal.validTitle')}
      busy={busy}
      onClose={onClose}
      actions={<CancelConfirm busy={busy} confirmLabel={t('modal.confirm')} onCancel={onClose} onConfirm={onConfirm} />}
    >
      <p>{t('modal.validIntro', { team: summary.otherTeam })}</p>
      <p>
        {t('modal.give', { team: summary.myTeam })}: {summary.give.join(', ') || nobody}
      </p>
      <p>
        {t('modal.get', { team: summary.myTeam })}: {summary.get.join(', ') || nobody}
      </p>
      {summary.value ? <p>{t('modal.value', { mine: Math.round(summary.value.fromTeam), theirs: Math.round(summary.value.toTeam) })}</p> : null}
    </ModalDialog>
  );
}

/** The invalid trade modal: every reason the rules refuse it (roster size, position coverage, max players). */
export function InvalidTradeModal({ reasons, onClose }: { reasons: readonly string[]; onClose: () => void }) {
  const t = transactionMessages.useT();
  return (
    <ModalDialog title={t('modal.invalidTitle')} onClose={onClose} showClose={false} actions={<Button onClick={onClose}>{t('modal.close')}</Button>}>
      <p>{t('modal.invalidIntro')}</p>
      <ul aria-label={t('modal.invalidTitle')}>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </ModalDialog>
  );
}

export interface RosterChoice {
  cardId: string;
  label: string;
}

/**
 * The transaction modal: adding a free agent (with a player to drop, required when the roster is full) or
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
    <ModalDialog
      title={t('modal.transactionTitle')}
      busy={busy}
      onClose={onClose}
      actions={<CancelConfirm busy={busy} blocked={missingDrop} confirmLabel={t('modal.confirmTransaction')} onCancel={onClose} onConfirm={() => onConfirm(dropId || null)} />}
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
    </ModalDialog>
  );
}
