import { ApiError } from '../api/api-error';
import { absoluteBase } from '../api/create-client';
import { apiClient, publicClient } from '../api/clients';
import type { KyInstance } from 'ky';
import { getAppConfig } from '../config/app-config';
import type { RealtimeTicket } from '@bb/contract';
import { createFirebaseChannel, type FirebaseModules } from './firebase-channel';
import type { RealtimeChannel, RealtimeConfig } from './realtime-channel';
import { createServerChannel, type EventSourceLike, type ServerChannelDeps } from './server-channel';

/** GET /realtime/config: the server says which adapter this deployment uses; unreachable → our own stream. */
export async function fetchRealtimeConfig(): Promise<RealtimeConfig> {
  try {
    const body = await publicClient.get('realtime/config').json<{ data?: RealtimeConfig }>();
    const config = body.data;
    if (config?.provider === 'firebase' && config.firebase?.databaseURL) return config;
  } catch {
    /* the default adapter needs no configuration */
  }
  return { provider: 'server' };
}

/** POST /realtime/ticket through the given client (the one authenticated client unless a widget brings its own). */
export async function requestRealtimeTicket(client: KyInstance = apiClient): Promise<string> {
  return (await client.post('realtime/ticket').json<{ data: RealtimeTicket }>()).data.ticket;
}

/** The default wiring of the server channel: tickets through the one authenticated client, the browser's EventSource. */
export function defaultServerChannelDeps(): ServerChannelDeps {
  return {
    requestTicket: () => requestRealtimeTicket(),
    streamUrl: (ticket) => `${absoluteBase(getAppConfig().restBase).replace(/\/+$/, '')}/realtime/stream?ticket=${encodeURIComponent(ticket)}`,
    openEventSource: (url) => new EventSource(url) as unknown as EventSourceLike,
    // The 401 path (clear storage, toast, /login) already ran; nothing left to reconnect for.
    isRetryable: (error) => !(error instanceof ApiError && (error.kind === 'unauthenticated' || error.kind === 'cancelled' || error.kind === 'guest-blocked')),
  };
}

export interface ChannelOverrides {
  server?: Partial<ServerChannelDeps>;
  loadFirebase?: () => Promise<FirebaseModules>;
}

/**
 * Firebase when the deployment configures it, otherwise our own server's event stream. Firebase has no
 * head-to-head invitations: it takes them from our server's stream, opened only when someone listens for them.
 */
export function createRealtimeChannel(config: RealtimeConfig, overrides: ChannelOverrides = {}): RealtimeChannel {
  const server = () => createServerChannel({ ...defaultServerChannelDeps(), ...overrides.server });
  if (config.provider === 'firebase') return createFirebaseChannel(config.firebase, overrides.loadFirebase, server);
  return server();
}
