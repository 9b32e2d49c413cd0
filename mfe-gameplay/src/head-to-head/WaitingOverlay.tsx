import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, H2H_MESSAGES, ModalDialog, notifyError, type GameView, type H2HGameInfo, type H2HInvitation, useCountdown } from '@bb/shared';
import { Stack } from '../game-ui/form-styles';
import { h2hApi } from './h2h-api';
import { inviteeSide, teamLabel } from './h2h-format';
import { h2hMessages } from './h2h-messages';
import { Alert, Lead, Seats, Tick, Waiting } from './h2h-styles';
import { ExpiresIn } from './InvitationCard';
import { InviteAgain } from './InviteAgain';
import { ShareLink } from './ShareLink';

const STATUS_TEXT: Partial<Record<H2HInvitation['status'], string>> = {
  rejected: H2H_MESSAGES.rejected,
  expired: H2H_MESSAGES.invitationExpired,
  withdrawn: H2H_MESSAGES.invitationWithdrawn,
};

/** The invitation's status as the owner should read it now: a pending one whose time ran out has expired. */
function useStatus(invitation: H2HInvitation | null): H2HInvitation['status'] | null {
  const left = useCountdown(invitation?.status === 'pending' ? invitation.expiresAt : null, { serverNow: invitation?.serverNow ?? null }).msLeft;
  if (!invitation) return null;
  return invitation.status === 'pending' && left === 0 ? 'expired' : invitation.status;
}

export interface WaitingOverlayProps {
  game: GameView;
  info: H2HGameInfo;
  onInfo(info: H2HGameInfo): void;
}

/**
 * The owner's waiting overlay: both seats with a joined tick or "waiting…", the invitation's countdown,
 * the link to share, Withdraw; after a rejection or an expiry, Invite again. Closing it leaves the invitation open.
 */
export function WaitingOverlay({ game, info, onInfo }: WaitingOverlayProps) {
  const t = h2hMessages.useT();
  const navigate = useNavigate();
  const [withdrawing, setWithdrawing] = useState(false);
  const invitation = info.invitation;
  const status = useStatus(invitation);
  const leave = () => navigate('/game/head-to-head');

  const withdraw = async () => {
    if (!invitation) return;
    setWithdrawing(true);
    try {
      await h2hApi.withdraw(invitation.id);
      leave();
    } catch (err) {
      notifyError(err);
      setWithdrawing(false);
    }
  };

  // A seat not taken yet belongs to whoever the newest invitation asks (a user, or anyone with the link).
  const seat = (side: 'away' | 'home') => {
    const player = info.players[side];
    if (player?.joined) return { name: player.username, joined: true };
    const invited = invitation && inviteeSide(invitation) === side ? (invitation.to?.username ?? t('anyone')) : null;
    return { name: invited ?? player?.username ?? t('anyone'), joined: false };
  };

  return (
    <ModalDialog
      title={t('waitingTitle')}
      onClose={leave}
      busy={withdrawing}
      actions={
        status === 'pending' ? (
          <Button $variant="secondary" onClick={() => void withdraw()} disabled={withdrawing}>
            {t('withdraw')}
          </Button>
        ) : undefined
      }
    >
      <Lead>{t('matchup', { away: teamLabel(game.away), home: teamLabel(game.home) })}</Lead>
      <Seats aria-label={t('players')}>
        {(['away', 'home'] as const).map((side) => {
          const { name, joined } = seat(side);
          return (
            <li key={side} data-side={side}>
              <span>{`${teamLabel(game[side])}: ${name}`}</span>
              {joined ? <Tick>{`✓ ${t('joined')}`}</Tick> : <Waiting>{t('waiting')}</Waiting>}
            </li>
          );
        })}
      </Seats>
      {invitation && status === 'pending' && (
        <>
          <ExpiresIn invitation={invitation} />
          {invitation.to === null && <ShareLink path={invitation.link} />}
        </>
      )}
      {status && STATUS_TEXT[status] && <Alert role="status">{STATUS_TEXT[status]}</Alert>}
      {status !== 'pending' && status !== 'accepted' && (
        <Stack>
          <InviteAgain gameId={game.id} onInvited={(next) => onInfo({ ...info, invitation: next })} />
        </Stack>
      )}
    </ModalDialog>
  );
}
