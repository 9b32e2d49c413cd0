import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  FieldBox,
  ModalDialog,
  notifyError,
  parseInvites,
  toast,
  tournamentsApi,
  type TournamentDetail,
  type TournamentUsers,
  tokens,
} from '@bb/shared';
import { tournamentPaths } from '../tournament-core/tournament-paths';
import { summaryMessages } from './messages';
import { Actions, Muted, Panel } from './summary-ui';

const Form = styled.form`
  display: grid;
  gap: ${tokens.spacing.xs};
`;


export interface OwnerPanelProps {
  detail: TournamentDetail;
  users: TournamentUsers | null;
  onUsers(users: TournamentUsers): void;
  onDeleted(): void;
}

/** The owner's tools before the lock: invite users by name, and delete the tournament (after a confirmation). */
export function OwnerPanel({ detail, users, onUsers, onDeleted }: OwnerPanelProps) {
  const t = summaryMessages.useT();
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const [names, setNames] = useState('');
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const invited = (users?.users ?? []).filter((u) => u.role === 'invited').map((u) => u.username);

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const usernames = parseInvites(names);
    if (usernames.length === 0 || inviting) return;
    setInviting(true);
    try {
      onUsers(await tournamentsApi.invite(detail.leagueId, usernames));
      toast.success(t('owned.invited', { names: usernames.join(', ') }));
      setNames('');
    } catch (error) {
      notifyError(error);
    } finally {
      setInviting(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await tournamentsApi.remove(detail.leagueId);
      toast.success(t('owned.deleted'));
      onDeleted();
      navigate(tournamentPaths.lobby());
    } catch (error) {
      notifyError(error);
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <Panel aria-labelledby="tournament-owner">
      <h2 id="tournament-owner">{t('owned.title')}</h2>
      <Form onSubmit={(e) => void invite(e)}>
        <FieldBox>
          <label htmlFor={inputId}>{t('owned.invite')}</label>
          <input type="text" id={inputId} aria-describedby={hintId} value={names} autoComplete="off" onChange={(e) => setNames(e.target.value)} />
          <Muted id={hintId}>{t('owned.inviteHint')}</Muted>
        </FieldBox>
        <Actions>
          <Button type="submit" disabled={inviting || parseInvites(names).length === 0}>
            {t('owned.send')}
          </Button>
        </Actions>
      </Form>
      <Muted>{invited.length > 0 ? t('owned.invited', { names: invited.join(', ') }) : t('owned.noneInvited')}</Muted>
      <Actions>
        <Button $variant="secondary" onClick={() => setConfirming(true)}>
          {t('owned.delete')}
        </Button>
      </Actions>
      {confirming ? (
        <ModalDialog
          title={t('owned.deleteTitle', { name: detail.name })}
          busy={deleting}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button $variant="ghost" disabled={deleting} onClick={() => setConfirming(false)}>
                {t('owned.cancel')}
              </Button>
              <Button $variant="primary" disabled={deleting} onClick={() => void remove()}>
                {t('owned.confirmDelete')}
              </Button>
            </>
          }
        >
          <p>{t('owned.deleteBody')}</p>
        </ModalDialog>
      ) : null}
    </Panel>
  );
}
