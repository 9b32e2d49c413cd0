import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import type { Realtime } from '../realtime/index';
import { registerAdminRoutes } from './admin-routes';
import { registerNotificationRoutes } from './notification-routes';
import { createNotifier } from './notifier';

export type { Notifier, NotifyInput } from './notifier';

/** Notifications (list, read, tournament read), announcements and their admin routes; changes go out on `realtime`. */
export function registerNotificationModule(app: FastifyInstance, services: AppServices, realtime: Realtime): void {
  const notifier = createNotifier(services.database.db, realtime);
  if (!app.hasDecorator('notifier')) app.decorate('notifier', notifier);
  registerNotificationRoutes(app, services.database.db, realtime);
  registerAdminRoutes(app, services.database.db, realtime, notifier);
}

// For other features (they import notifications only from here).
export { requireAdmin } from './require-admin';
export { displayedAnnouncements } from './announcement-store';
export { unreadCount, unreadCounts } from './notification-store';
