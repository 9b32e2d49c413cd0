import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import type { RealtimeBus } from './events';
import { createInProcessBus } from './in-process-bus';
import { createRedisBus } from './redis-bus';
import { loadRealtimeSettings, type RealtimeSettings } from './settings';
import { StreamHub } from './stream-hub';
import { registerStreamRoutes } from './stream-route';

export type { RealtimeBus, HubEvent } from './events';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open event streams (health checks and tests read its size). */
    realtimeHub: StreamHub;
  }
}

/** What other modules use to push changes to browsers. */
export interface Realtime {
  unreadChanged(userIds: number[] | 'all'): Promise<void>;
  announcementsChanged(): Promise<void>;
  readonly hub: StreamHub;
}

export interface RealtimeOptions {
  settings?: RealtimeSettings;
  /** Tests inject a bus (e.g. one Redis bus per app instance). */
  bus?: RealtimeBus;
}

/**
 * A successful login ended the user's other sessions (one active session per user): tell every instance,
 * so the old browser's stream gets `session-revoked` now rather than at its next API call.
 */
function watchLogins(app: FastifyInstance, realtime: StreamHub): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'POST' || request.routeOptions.url !== '/api/users/login' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    try {
      const userId = (JSON.parse(payload) as { data?: { user?: { id?: unknown } } }).data?.user?.id;
      if (Number.isInteger(userId)) await realtime.publish({ type: 'sessions-changed', userId: userId as number });
    } catch (error) {
      request.log.warn({ error }, 'realtime: could not announce the new session');
    }
    return payload;
  });
}

/** The realtime channel: SSE streams fed by an in-process or Redis bus. Register after accounts. */
export async function registerRealtime(app: FastifyInstance, services: AppServices, options: RealtimeOptions = {}): Promise<Realtime> {
  const settings = options.settings ?? loadRealtimeSettings();
  const bus = options.bus ?? (settings.redisUrl ? await createRedisBus(settings.redisUrl) : createInProcessBus());
  const hub = new StreamHub(services.database.db, bus, { heartbeatMs: settings.heartbeatMs, onError: (error) => app.log.error(error) });
  if (!app.hasDecorator('realtimeHub')) app.decorate('realtimeHub', hub);
  registerStreamRoutes(app, services.database.db, hub, settings.firebaseWebConfig);
  watchLogins(app, hub);
  // Streams never end by themselves: close them first, or app.close() would wait for them forever.
  app.addHook('preClose', async () => hub.close());
  return {
    hub,
    unreadChanged: (userIds) => hub.publish({ type: 'unread-changed', userIds }),
    announcementsChanged: () => hub.publish({ type: 'announcements-changed' }),
  };
}
