import {
  createRealtimeChannel, fetchRealtimeConfig, handleUnauthenticated, getSiteChannel, realtimeInvalidation, setSiteChannel, type RealtimeChannel, type RealtimeConfig,
} from '@bb/shared';
import { useUnreadStore } from './unread-notifications';
import { createAnnouncementToasts } from './announcement-toasts';
import { createInvitationToasts } from './invitation-toasts';

export interface RealtimeSessionDeps {
  loadConfig(): Promise<RealtimeConfig>;
  createChannel(config: RealtimeConfig): RealtimeChannel;
  setUnreadCount(count: number): void;
  onSessionRevoked(): void;
  toasts: ReturnType<typeof createAnnouncementToasts>;
  /** Head-to-head invitation news for this user (default: toasts, see invitation-toasts.ts). */
  invitations?: ReturnType<typeof createInvitationToasts>;
}

const defaults = (): RealtimeSessionDeps => ({
  loadConfig: fetchRealtimeConfig,
  createChannel: (config) => createRealtimeChannel(config),
  setUnreadCount: (count) => useUnreadStore.getState().setCount(count),
  // Same path as any 401: clear storage, 'Unauthenticated or other device logged in!', /login.
  onSessionRevoked: handleUnauthenticated,
  toasts: createAnnouncementToasts(),
});

/**
 * For one logged-in user: the header badge follows the unread count, announcements show as persistent
 * toasts, head-to-head invitations as toasts, the data layer's cached answers follow the events, and a session ended
 * elsewhere logs this browser out at once.
 * Returns the stop function (logout).
 */
export function startRealtimeSession(userId: string | number, overrides: Partial<RealtimeSessionDeps> = {}): () => void {
  const deps = { ...defaults(), ...overrides };
  const invitations = deps.invitations ?? createInvitationToasts(userId);
  let channel: RealtimeChannel | null = null;
  let stopped = false;
  void deps
    .loadConfig()
    .then((config) => {
      if (stopped) return;
      channel = deps.createChannel(config);
      // The widget and the remotes' pages listen on this same stream (tournament changes).
      setSiteChannel(channel);
      // Every screen's cached answers that these events make stale load again (shared/src/data; tournament changes
      // reach it through the site channel).
      channel.subscribeUnreadCount(userId, (count) => {
        deps.setUnreadCount(count);
        realtimeInvalidation.unreadCount();
      });
      channel.subscribeAnnouncements((list) => deps.toasts.sync(list));
      channel.subscribeInvitations((event) => {
        invitations.show(event.invitation);
        realtimeInvalidation.invitation(event);
      });
      channel.onSessionRevoked(() => deps.onSessionRevoked());
    })
    .catch((error: unknown) => console.warn('[realtime] not started', error));
  return () => {
    stopped = true;
    if (channel && getSiteChannel() === channel) setSiteChannel(null);
    channel?.close();
    deps.toasts.clear();
    invitations.clear();
    deps.setUnreadCount(0);
  };
}
