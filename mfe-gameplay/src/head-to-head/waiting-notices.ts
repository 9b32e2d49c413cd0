import { H2H_MESSAGES, type H2HGameInfo } from '@bb/shared';

export interface WaitingNotice {
  type: 'error' | 'info';
  message: string;
}

/**
 * What the owner is told when the live block changes under his waiting screen: his invitation rejected ("Request Rejected",
 * once: only the change from another status says it) and a player joining. The first block (a page load) says
 * nothing; the screen shows the state itself.
 */
export function waitingNotices(prev: H2HGameInfo | null, next: H2HGameInfo): WaitingNotice[] {
  if (!prev || !next.isOwner) return [];
  const notices: WaitingNotice[] = [];
  const invitation = next.invitation;
  const before = prev.invitation?.id === invitation?.id ? prev.invitation?.status : undefined;
  if (invitation?.status === 'rejected' && before !== undefined && before !== 'rejected') {
    notices.push({ type: 'error', message: H2H_MESSAGES.rejected });
  }
  for (const side of ['away', 'home'] as const) {
    const seat = next.players[side];
    const was = prev.players[side];
    if (seat && seat.joined && seat.userId !== next.ownerUserId && !(was?.joined && was.userId === seat.userId)) {
      notices.push({ type: 'info', message: H2H_MESSAGES.joined(seat.username) });
    }
  }
  return notices;
}
