import type { FastifyInstance } from 'fastify';
import type { TournamentChangedEvent } from '@bb/contract';
import type { AppServices } from '../services';
import type { RealtimeBus } from './events';
import { createInProcessBus } from './in-process-bus';
import { createRedisBus } from './redis-bus';
import { Presence } from './presence';
import { loadRealtimeSettings, type RealtimeSettings } from './settings';
import { StreamHub } from './stream-hub';
import { registerStreamRoutes } from './stream-route';

export type { RealtimeBus, HubEvent } from './events';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open event streams (health checks and tests read its size). */
    realtimeHub: StreamHub;
    /** This instance's rows in the cross-instance presence table (tests beat its heartbeat). */
    realtimePresence: Presence;
  }
}

/** What other modules use to push changes to browsers. */
export interface Realtime {
  unreadChanged(userIds: number[] | 'all'): Promise<void>;
  announcementsChanged(): Promise<void>;
  /** A tournament's claimed count or status moved: every connected user on every instance is told. */
  tournamentChanged(event: TournamentChangedEvent): Promise<void>;
  readonly hub: StreamHub;
  /** This instance's open streams in the cross-instance presence table (online users, game viewers). */
  readonly presence: Presence;
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
  // The last onClose hook to run (they run in reverse): requests that were in flight when the server began to close,
  // and jobs finishing on their way out, publish their changes to the other instances until the very end.
  app.addHook('onClose', async () => bus.close());
  const onError = (error: unknown) => app.log.error(error);
  const presence = new Presence(services.database.db, { heartbeatMs: settings.heartbeatMs, onError });
  const hub = new StreamHub(services.database.db, bus, { heartbeatMs: settings.heartbeatMs, onError, presence });
  if (!app.hasDecorator('realtimeHub')) app.decorate('realtimeHub', hub);
  if (!app.hasDecorator('realtimePresence')) app.decorate('realtimePresence', presence);
  registerStreamRoutes(app, services.database.db, hub, settings.firebaseWebConfig);
  // Streams never end by themselves: close them first, or app.close() would wait for them forever (a shutdown has
  // already asked each to reconnect, see observability).
  app.addHook('preClose', async () => hub.close());
  // After every stream has ended (preClose): their leaves finish, then this instance's rows go.
  app.addHook('onClose', async () => presence.close());
  return {
    hub,
    presence,
    unreadChanged: (userIds) => hub.publish({ type: 'unread-changed', userIds }),
    announcementsChanged: () => hub.publish({ type: 'announcements-changed' }),
    tournamentChanged: (event) => hub.publish({ type: 'tournament-changed', ...event }),
  };
}

// For other features (they import realtime only from here).
export { openEventStream } from './event-stream';
export type { EventStream } from './event-stream';
export { spendTicket } from './tickets';
export { VersionedTopics } from './versioned-topics';
export type { RenderRound, VersionedClient } from './versioned-topics';
export { countGameViewers, gameTopic, gameViewers, isOnline, presentSql } from './presence';
export type { ExpiredPresence } from './presence';
