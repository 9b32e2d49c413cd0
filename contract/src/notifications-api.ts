import type { Static } from 'typebox';
import type { CreateAnnouncementBody, CreateNotificationBody, UpdateAnnouncementBody } from './schemas/notifications';
import type { H2HInvitation } from './head-to-head-api';

/**
 * Notifications, announcements and the realtime channel. All under `/api`.
 *
 * | method and path                                | auth   | body                          | answer `data`               |
 * |------------------------------------------------|--------|-------------------------------|-----------------------------|
 * | GET  /notifications?page=&limit=               | user   | –                             | NotificationsPage           |
 * | PUT  /notifications/{id}/read                  | user   | –                             | UnreadCount                 |
 * | PUT  /notifications/read                       | user   | –                             | UnreadCount (all read)      |
 * | PUT  /notifications/tournament/{leagueId}/read | user   | –                             | UnreadCount                 |
 * | GET  /announcements                            | public | –                             | Announcement[] (displayed)  |
 * | POST /admin/notifications                      | admin  | CreateNotificationRequest     | { created: number }         |
 * | POST /admin/announcements                      | admin  | CreateAnnouncementRequest     | Announcement                |
 * | PUT  /admin/announcements/{id}                 | admin  | UpdateAnnouncementRequest     | Announcement                |
 * | GET  /admin/announcements                      | admin  | –                             | Announcement[] (all)        |
 * | POST /realtime/ticket                          | user   | –                             | RealtimeTicket              |
 * | GET  /realtime/stream?ticket=                  | ticket | –                             | text/event-stream           |
 *
 * Admin routes answer 403 `{ error: 'Admin access required' }` to non-admins.
 */
export type NotificationType = 'general' | 'tournament' | 'league' | 'game' | 'system';

export const NOTIFICATION_TYPES: readonly NotificationType[] = ['general', 'tournament', 'league', 'game', 'system'];

export interface NotificationTournament {
  leagueId: string;
  name: string | null;
}

export interface NotificationItem {
  id: number;
  type: NotificationType;
  title: string;
  message: string;
  /** ISO 8601. */
  createdAt: string;
  read: boolean;
  /** Set for tournament notifications; "tournament read" marks all of one league read. */
  tournament: NotificationTournament | null;
  /** An in-app path the notification points to, e.g. '/tournament/summary/12'; null when none. */
  link: string | null;
}

export interface NotificationsPagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  pageSize: number;
}

/** Newest first. Default page 1, limit 20 (max 100). */
export interface NotificationsPage {
  notifications: NotificationItem[];
  pagination: NotificationsPagination;
  unreadCount: number;
}

export interface UnreadCount {
  unreadCount: number;
}

/** POST /notifications (admins): the body the server validates (schemas/notifications.ts). `userId` 'all' reaches every account (GOTD guests excluded); `leagueId` and `tournamentName` go with type 'tournament'. */
export type CreateNotificationRequest = Static<typeof CreateNotificationBody>;

/** Admin and announcement toasts: shown persistently, in `colour`, while `display` is true. */
export interface Announcement {
  id: number;
  kind: 'admin' | 'announcement';
  message: string;
  /** A CSS colour: '#rrggbb' or a named colour. */
  colour: string;
  display: boolean;
  /** ISO 8601. */
  updatedAt: string;
}

/** POST /announcements (admins); `display` defaults to true. */
export type CreateAnnouncementRequest = Static<typeof CreateAnnouncementBody>;

export type UpdateAnnouncementRequest = Static<typeof UpdateAnnouncementBody>;

/** POST /realtime/ticket: a short-lived ticket for `GET /realtime/stream?ticket=` (EventSource cannot send headers). */
export interface RealtimeTicket {
  ticket: string;
  /** Unix milliseconds; open the stream before this. A reconnect asks for a new ticket. */
  expiresAt: number;
}

/**
 * Events on `GET /realtime/stream` (Server-Sent Events; `event:` name, `data:` JSON):
 * - `unread-count`     `{ unreadCount }`: sent on connect and on every change;
 * - `announcements`    `Announcement[]`: the displayed toasts, on connect and on every change;
 * - `session-revoked`  `{ reason: 'other-device' | 'logout' }`: this session ended, the stream closes;
 * - a comment line `: ping` every 20 s keeps proxies from closing the connection.
 */
export type RealtimeEventName = 'unread-count' | 'announcements' | 'session-revoked' | 'h2h-invitation' | 'tournament-changed';

/**
 * Sent on every live stream (this channel, game streams, draft rooms) by an instance that is shutting down (a deploy,
 * a rolling restart), just before it ends the stream: reopen it now, with a fresh ticket and the version you hold, and
 * the proxy sends it to an instance that stays. Data: `StreamReconnectEvent`.
 */
export const STREAM_RECONNECT_EVENT = 'reconnect';

export interface StreamReconnectEvent {
  reason: 'restart';
}

/**
 * `tournament-changed`, to every connected user: a tournament's claimed count or status moved (a claim, the lock,
 * the champion, a deletion), so lobby lists, the floating widget and the summary update without a reload (issue 20).
 */
export interface TournamentChangedEvent {
  leagueId: number;
  claimedTeamCount: number;
  totalMembers: number;
  status: 'claiming' | 'postseason' | 'final' | 'deleted';
}

/** `h2h-invitation`: a head-to-head invitation to this user was sent, or one of his own was answered (issue 19). */
export interface H2HInvitationEvent {
  invitation: H2HInvitation;
}

export interface SessionRevokedEvent {
  reason: 'other-device' | 'logout';
}

export const REALTIME_HEARTBEAT_MS = 20_000;
export const ADMIN_REQUIRED = 'Admin access required';
