import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Spinner, notifyError, useApiQuery, type H2HInvitation } from '@bb/shared';
import { h2hApi, h2hKeys } from './h2h-api';
import { gamePath } from './h2h-format';
import { h2hMessages } from './h2h-messages';
import { CardList, Row, Section } from './h2h-styles';
import { InvitationCard } from './InvitationCard';
import { useInvitationAnswer } from './use-invitation-answer';

const pending = (list: H2HInvitation[]) => list.filter((invitation) => invitation.status === 'pending');

/** Below the form: the pending invitations for the viewer (Accept, Reject) and the ones he sent (Open, Withdraw). */
export function InvitationLists() {
  const t = h2hMessages.useT();
  const navigate = useNavigate();
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  // A realtime invitation event reloads the lists (shared/src/data); a failure lists nothing.
  const loaded = useApiQuery(h2hKeys.invitations(), (signal) => h2hApi.invitations(signal), { onError: notifyError });
  const lists = loaded.error ? { received: [], sent: [] } : (loaded.data ?? null);
  const drop = (id: string) => {
    if (loaded.data) loaded.replace({ received: loaded.data.received.filter((i) => i.id !== id), sent: loaded.data.sent.filter((i) => i.id !== id) });
  };
  const answers = useInvitationAnswer((answered) => drop(answered.id));

  const withdraw = async (invitation: H2HInvitation) => {
    setWithdrawing(invitation.id);
    try {
      await h2hApi.withdraw(invitation.id);
      drop(invitation.id);
    } catch (err) {
      notifyError(err);
    } finally {
      setWithdrawing(null);
    }
  };

  if (lists === null) return <Spinner label={t('loading')} />;
  const received = pending(lists.received);
  const sent = pending(lists.sent);
  return (
    <>
      <Section aria-label={t('received')}>
        <h2>{t('received')}</h2>
        {received.length === 0 ? (
          <p>{t('noReceived')}</p>
        ) : (
          <CardList>
            {received.map((invitation) => (
              <li key={invitation.id}>
                <InvitationCard invitation={invitation} viewer="invitee">
                  <Row>
                    <Button onClick={() => void answers.accept(invitation)} disabled={answers.busy !== null}>
                      {t('accept')}
                    </Button>
                    <Button $variant="secondary" onClick={() => void answers.reject(invitation)} disabled={answers.busy !== null}>
                      {t('reject')}
                    </Button>
                  </Row>
                </InvitationCard>
              </li>
            ))}
          </CardList>
        )}
      </Section>
      <Section aria-label={t('sent')}>
        <h2>{t('sent')}</h2>
        {sent.length === 0 ? (
          <p>{t('noSent')}</p>
        ) : (
          <CardList>
            {sent.map((invitation) => (
              <li key={invitation.id}>
                <InvitationCard invitation={invitation} viewer="inviter">
                  <Row>
                    <Button $variant="secondary" onClick={() => navigate(gamePath(invitation.gameId))}>
                      {t('open')}
                    </Button>
                    <Button $variant="secondary" onClick={() => void withdraw(invitation)} disabled={withdrawing === invitation.id}>
                      {t('withdraw')}
                    </Button>
                  </Row>
                </InvitationCard>
              </li>
            ))}
          </CardList>
        )}
      </Section>
    </>
  );
}
