import type { Announcement, H2HInvitationEvent, SessionRevokedEvent, TournamentChangedEvent } from '@bb/contract';

/**
 * The live feed from the server to one browser: the header badge count, admin and announcement toasts, head-to-head
 * invitations, tournament changes, and the "this session ended" signal. Every subscribe call returns its unsubscribe function.
 */
export interface RealtimeChannel {
  subscribeUnreadCount(userId: string | number, cb: (count: number) => void): () => void;
  /** The toasts to display now (display flag true), replaced as a whole on every change. */
  subscribeAnnouncements(cb: (toasts: Announcement[]) => void): () => void;
  /** A head-to-head invitation to this user was sent, or one of his own was answered (events, not state: no replay). */
  subscribeInvitations(cb: (event: H2HInvitationEvent) => void): () => void;
  /**
   * A tournament's claimed count or status moved (`tournament-changed`: a claim, the lock, the champion, a deletion),
   * for every tournament; listeners pick the ones they show (events, not state: no replay).
   */
  subscribeTournaments(cb: (event: TournamentChangedEvent) => void): () => void;
  /** This browser's session was ended elsewhere (a login on another device). */
  onSessionRevoked(cb: (event: SessionRevokedEvent) => void): () => void;
  /** Drops every subscription and connection (logout). */
  close(): void;
}

/** Firebase web app options plus where the product keeps its data (unread counters, toast records). */
export interface FirebaseRealtimeConfig {
  apiKey: string;
  authDomain?: string;
  databaseURL: string;
  projectId: string;
  appId?: string;
  /** The fixed service account the app signs in with to read toasts; anonymous reads when absent. */
  serviceAccount?: { email: string; password: string };
  /** Realtime Database paths of the toast records `{ display, message, colour }`. */
  announcementPaths?: string[];
}

/** GET /api/realtime/config: which adapter the browser uses. */
export type RealtimeConfig = { provider: 'server' } | { provider: 'firebase'; firebase: FirebaseRealtimeConfig };

export const DEFAULT_ANNOUNCEMENT_PATHS: readonly string[] = ['toasts/admin', 'toasts/announcement'];

/** The per-user unread counter's path in the realtime database. */
export function unreadCountPath(userId: string | number): string {
  return `user/${userId}/unreadNotificationCount`;
}
