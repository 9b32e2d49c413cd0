import { Button, H2H_MESSAGES, type H2HInvitation } from '@bb/shared';
import { Stack } from '../game-ui/form-styles';
import { h2hMessages } from './h2h-messages';
import { Alert, BackLink, Lead, Row } from './h2h-styles';
import { InvitationCard } from './InvitationCard';
import { useInvitationAnswer } from './use-invitation-answer';

/** The invited user's card (by link `?invite=` or from a notification): who invites, the teams and sides, Accept / Reject. */
export function InvitationAnswer({ invitation, onAnswered }: { invitation: H2HInvitation; onAnswered(invitation: H2HInvitation): void }) {
  const t = h2hMessages.useT();
  const answers = useInvitationAnswer(onAnswered);
  const pending = invitation.status === 'pending';
  const statusText: Record<H2HInvitation['status'], string> = {
    pending: '',
    expired: H2H_MESSAGES.invitationExpired,
    withdrawn: H2H_MESSAGES.invitationWithdrawn,
    accepted: H2H_MESSAGES.invitationAnswered,
    rejected: t('youRejected'),
  };
  return (
    <Stack>
      <h2 style={{ margin: 0 }}>{t('invitationTitle')}</h2>
      <InvitationCard invitation={invitation} viewer="invitee" lead={pending ? <Lead>{H2H_MESSAGES.invitationReceived(invitation.from.username)}</Lead> : null}>
        {pending ? (
          <Row>
            <Button onClick={() => void answers.accept(invitation)} disabled={answers.busy !== null}>
              {t('accept')}
            </Button>
            <Button $variant="secondary" onClick={() => void answers.reject(invitation)} disabled={answers.busy !== null}>
              {t('reject')}
            </Button>
          </Row>
        ) : (
          <Alert role="status">{statusText[invitation.status]}</Alert>
        )}
      </InvitationCard>
      {!pending && <BackLink to="/game/head-to-head">{t('back')}</BackLink>}
    </Stack>
  );
}
