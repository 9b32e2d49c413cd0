import type { ReactNode } from 'react';
import { Card, H2H_MESSAGES, type H2HInvitation, useCountdown } from '@bb/shared';
import { inviteeSide, teamLabel } from './h2h-format';
import { h2hMessages } from './h2h-messages';
import { CardBody, Lead, Meta } from './h2h-styles';

/** "Expires in 14:59" on the server's clock; the contract's expiry text once it runs out. */
export function ExpiresIn({ invitation }: { invitation: H2HInvitation }) {
  const t = h2hMessages.useT();
  const { msLeft, text } = useCountdown(invitation.expiresAt, { serverNow: invitation.serverNow, showHours: false });
  if (msLeft === null) return null;
  if (msLeft === 0) return <Meta role="status">{H2H_MESSAGES.invitationExpired}</Meta>;
  return <Meta>{t('expiresIn', { time: text })}</Meta>;
}

export interface InvitationCardProps {
  invitation: H2HInvitation;
  /** Whose view: the invited user reads "From …" and his own side, the inviter "To …". */
  viewer: 'inviter' | 'invitee';
  /** A first line above the teams (the invitation in words). */
  lead?: ReactNode;
  children?: ReactNode;
}

/** One invitation: the teams, who invited whom, the invitee's side, the time left, and the viewer's actions. */
export function InvitationCard({ invitation, viewer, lead, children }: InvitationCardProps) {
  const t = h2hMessages.useT();
  const mine = inviteeSide(invitation);
  const matchup = t('matchup', { away: teamLabel(invitation.away), home: teamLabel(invitation.home) });
  return (
    <Card aria-label={matchup}>
      <CardBody>
        {lead}
        <Lead>{matchup}</Lead>
        {viewer === 'invitee' ? (
          <>
            <Meta>{t('from', { username: invitation.from.username })}</Meta>
            <Meta>{t('yourSide', { team: teamLabel(invitation[mine]) })}</Meta>
          </>
        ) : (
          <Meta>{invitation.to ? t('to', { username: invitation.to.username }) : t('toLink')}</Meta>
        )}
        {invitation.status === 'pending' && <ExpiresIn invitation={invitation} />}
        {children}
      </CardBody>
    </Card>
  );
}
