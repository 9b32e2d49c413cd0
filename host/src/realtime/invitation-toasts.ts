import { H2H_MESSAGES, defineMessages, getCurrentPath, toast, type H2HInvitation, paths } from '@bb/shared';

const messages = defineMessages('host-realtime', { openInvitation: 'Open' });

/** A toast with a way on stays long enough to be tapped (the invitee also finds it in his notifications). */
export const INVITATION_TOAST_MS = 10_000;

const gamePath = (gameId: string) => paths.headToHead.setup(gameId);

export interface InvitationToastDeps {
  bus: Pick<typeof toast, 'info' | 'error' | 'dismiss'>;
  /** Where the user is now (the host's router path). */
  currentPath(): string;
}

/**
 * Live head-to-head news anywhere in the app (`h2h-invitation` on the site stream): the invited user gets an info
 * toast that opens the invitation; the inviter whose invitation was rejected gets the "Request Rejected" error, unless he is
 * on that game's waiting screen, which says it itself (one toast, not two); the inviter whose invitation was
 * accepted away from that screen is told who joined, with the way to the game.
 */
export function createInvitationToasts(userId: string | number, deps: Partial<InvitationToastDeps> = {}) {
  const { bus, currentPath } = { bus: toast, currentPath: getCurrentPath, ...deps };
  const me = Number(userId);
  const shown = new Set<number>();
  const keep = (id: number) => void shown.add(id);
  const onGame = (invitation: H2HInvitation) => {
    const path = currentPath();
    const base = gamePath(invitation.gameId);
    return path === base || path.startsWith(`${base}/`);
  };
  return {
    show(invitation: H2HInvitation): void {
      const toMe = invitation.to?.userId === me;
      const fromMe = invitation.from.userId === me;
      if (invitation.status === 'pending' && toMe) {
        keep(
          bus.info(H2H_MESSAGES.invitationReceived(invitation.from.username), {
            duration: INVITATION_TOAST_MS,
            action: { label: messages.t('openInvitation'), href: invitation.link || `${gamePath(invitation.gameId)}?invite=${invitation.id}` },
          }),
        );
      } else if (invitation.status === 'rejected' && fromMe && !onGame(invitation)) {
        keep(bus.error(H2H_MESSAGES.rejected));
      } else if (invitation.status === 'accepted' && fromMe && invitation.to && !onGame(invitation)) {
        keep(
          bus.info(H2H_MESSAGES.joined(invitation.to.username), {
            duration: INVITATION_TOAST_MS,
            action: { label: messages.t('openInvitation'), href: `${gamePath(invitation.gameId)}/play` },
          }),
        );
      }
    },
    /** Logout: this user's news goes with him. */
    clear(): void {
      for (const id of shown) bus.dismiss(id);
      shown.clear();
    },
  };
}
