import { H2H_API, type H2HInvitationEvent, type TournamentChangedEvent } from '@bb/contract';
import { subscribeTournamentChanges } from '../realtime/site-channel';
import { invalidate } from './invalidate';

const H2H_PATH = H2H_API.replace(/^\/api\//, '');

/**
 * What each live event makes stale (events, not state): the cached answers load again wherever they are shown.
 * Tournament changes are heard on the site channel (whichever is current, see listenForTournamentChanges); the shell's
 * realtime session (host/src/realtime/realtime-session.ts) hands invitations and unread counts over from the
 * subscriptions it already holds.
 */
export const realtimeInvalidation = {
  /**
   * A claim, the lock, the champion or a deletion: that tournament's reads (detail, bracket, users) and its league's
   * (scores, leaders). The lobby's lists patch their counts in place from the same event (use-live-claims).
   */
  tournamentChanged({ leagueId }: TournamentChangedEvent): void {
    void invalidate(`tournaments/${leagueId}`);
    void invalidate(`leagues/${leagueId}`);
  },
  /** An invitation sent or answered: the invitation lists and the game it is for (GET /api/games/{id}, like every mode's). */
  invitation({ invitation }: H2HInvitationEvent): void {
    void invalidate(`${H2H_PATH}/invitations`);
    void invalidate(`games/${encodeURIComponent(invitation.gameId)}`);
  },
  /** A new unread count: the notifications list. */
  unreadCount(): void {
    void invalidate('notifications');
  },
};

/** The data layer's ear on the site channel's tournament changes (once, for the page); returns the unsubscribe. */
export function listenForTournamentChanges(): () => void {
  return subscribeTournamentChanges(realtimeInvalidation.tournamentChanged);
}
