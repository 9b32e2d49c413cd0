import { useEffect, useRef } from 'react';
import { STREAM_RECONNECT_EVENT } from '@bb/contract';
import { getSessionKey } from '../auth/auth-record';
import { authBus } from '../auth/auth-bus';
import { absoluteBase } from '../api/create-client';
import { getAppConfig } from '../config/app-config';
import type { EventSourceLike } from './server-channel';
import { RESTART_SPREAD_MS } from './restart-spread';
import { requestRealtimeTicket } from './select-channel';

export interface TicketedStreamDeps {
  openEventSource(url: string): EventSourceLike;
  /** POST /realtime/ticket (signed-in users only; guests open the stream without one). */
  requestTicket(): Promise<string>;
  signedIn(): boolean;
  /** Waits before reopening after an error; the last one repeats. */
  retryDelaysMs: readonly number[];
  /** The wait before reopening when the server says it restarts: short, spread so its streams do not come back at once. */
  restartDelayMs(): number;
}


export interface TicketedStreamOptions<M> {
  /** False: no stream (nothing loaded yet, a finished draft or game). */
  enabled: boolean;
  /** The stream's address for a ticket (undefined for guests); read on every (re)connect, so it may carry a version. */
  url(ticket: string | undefined): string;
  /** The SSE event names whose JSON data are messages. */
  events: readonly string[];
  onMessage(message: M): void;
  /** A stream reopened after an error: what happened meanwhile was missed, load the state again. */
  onReconnect?(): void;
  deps?: Partial<TicketedStreamDeps>;
}

/** The absolute address of an API path (`drafts/12/stream`), for EventSource (which does not go through ky). */
export function apiStreamUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `${absoluteBase(getAppConfig().restBase).replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

function resolveDeps(over: Partial<TicketedStreamDeps> | undefined): TicketedStreamDeps | null {
  // No EventSource (old browsers, jsdom) and none given: the screen still works from its own requests.
  if (!over?.openEventSource && typeof EventSource === 'undefined') return null;
  return {
    openEventSource: (url) => new EventSource(url) as unknown as EventSourceLike,
    requestTicket: () => requestRealtimeTicket(),
    signedIn: () => Boolean(getSessionKey(authBus.getState())),
    retryDelaysMs: [1000, 2000, 5000, 10_000],
    restartDelayMs: () => Math.random() * RESTART_SPREAD_MS,
    ...over,
  };
}

/**
 * A Server-Sent Events stream behind a one-use ticket. On an error the stream is closed and reopened with a fresh
 * ticket and a fresh URL (EventSource's own reconnect would reuse the spent ticket); `onReconnect` then lets the
 * screen catch up. A `reconnect` event (the server is restarting) reopens it within `RESTART_SPREAD_MS`. `key` (with `enabled`) decides when the stream is opened again from scratch.
 */
export function useTicketedStream<M>(key: string, { enabled, url, events, onMessage, onReconnect, deps }: TicketedStreamOptions<M>): void {
  const latest = useRef({ url, onMessage, onReconnect });
  latest.current = { url, onMessage, onReconnect };
  // The newest deps are read when the stream (re)opens for a new key: a caller's ticket source may follow the key.
  const given = useRef(deps);
  given.current = deps;
  const eventList = events.join(' ');

  useEffect(() => {
    if (!enabled) return undefined;
    const d = resolveDeps(given.current);
    if (!d) return undefined;
    let es: EventSourceLike | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let opened = 0;
    let closed = false;

    const open = async () => {
      const ticket = d.signedIn() ? await d.requestTicket().catch(() => null) : undefined;
      if (closed) return;
      if (ticket === null) return retry();
      const current = d.openEventSource(latest.current.url(ticket));
      es = current;
      opened += 1;
      if (opened > 1) latest.current.onReconnect?.();
      const listener = (event: MessageEvent<string>) => {
        let message: M;
        try {
          message = JSON.parse(event.data) as M;
        } catch {
          return;
        }
        attempt = 0;
        latest.current.onMessage(message);
      };
      for (const name of eventList.split(' ')) current.addEventListener(name, listener);
      current.onerror = () => {
        if (es !== current) return;
        current.close();
        es = null;
        retry();
      };
      // The instance is shutting down (a deploy): come back now, not after an error's back-off.
      current.addEventListener(STREAM_RECONNECT_EVENT, () => {
        if (es !== current) return;
        current.close();
        es = null;
        attempt = 0;
        reopenAfter(d.restartDelayMs());
      });
    };
    const reopenAfter = (delay: number) => {
      if (closed || timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        void open();
      }, delay);
    };
    const retry = () => {
      if (closed || timer !== null) return;
      const delay = d.retryDelaysMs[Math.min(attempt, d.retryDelaysMs.length - 1)] ?? 1000;
      attempt += 1;
      reopenAfter(delay);
    };

    void open();
    return () => {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      es?.close();
      es = null;
    };
  }, [enabled, key, eventList]);
}
