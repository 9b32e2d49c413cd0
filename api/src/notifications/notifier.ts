import type { NotificationType } from '@bb/contract';
import type { Db } from '../db/database';
import type { Realtime } from '../realtime/index';
import { createNotifications } from './notification-store';

export interface NotifyInput {
  type?: NotificationType;
  title: string;
  message: string;
  /** With tournament notifications: "tournament read" marks all of one league read. */
  leagueId?: string;
  tournamentName?: string;
  /** An in-app path, e.g. '/tournament/summary/12'. */
  link?: string;
}

/** How other server modules notify users: stores the notification and pushes the new unread count. */
export interface Notifier {
  notify(userId: number | 'all', input: NotifyInput): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.notifier.notify(userId, { title, message })` from any route module (set by the notifications module). */
    notifier: Notifier;
  }
}

export function createNotifier(db: Db, realtime: Realtime): Notifier {
  return {
    async notify(userId, input) {
      const created = await createNotifications(db, userId, {
        type: input.type ?? (input.leagueId ? 'tournament' : 'general'),
        title: input.title,
        message: input.message,
        leagueId: input.leagueId ?? null,
        tournamentName: input.tournamentName ?? null,
        link: input.link ?? null,
      });
      await realtime.unreadChanged(userId === 'all' ? 'all' : [userId]);
      return created;
    },
  };
}
