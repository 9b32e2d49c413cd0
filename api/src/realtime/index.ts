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

/** The bus between API instances: Redis pub/sub when REDIS_URL is set, else in-process. */
export async function createRealtimeBus(settings: RealtimeSettings = loadRealtimeSettings()): Promise<RealtimeBus> {
  return settings.redisUrl ? createRedisBus(settings.redisUrl) : createInProcessBus();
}

/** The realtime channel: SSE streams fed by an in-process or Redis bus. Register after accounts. */
export async function registerRealtime(app: FastifyInstance, services: AppServices, options: RealtimeOptions = {}): Promise<Realtime> {
  const settings = options.settings ?? loadRealtimeSettings();
  const bus = options.bus ?? (await createRealtimeBus(settings));
  const hub = new StreamHub(services.database.db, bus, { heartbeatMs: settings.heartbeatMs, onError: (error) => app.log.error(error) });
  if (!app.hasDecorator('realtimeHub')) app.decorate('realtimeHub', hub);
  registerStreamRoutes(app, services.database.db, hub, settings.firebaseWebConfig);
  // Streams never end by themselves: close them first, or app.close() would wait for them forever.
  app.addHook('preClose', async () => hub.close());
  return {
    hub,
    unreadChanged: (userIds) => hub.publish({ type: 'unread-changed', userIds }),
    announcementsChanged: () => hub.publish({ type: 'announcements-changed' }),
  };
}
