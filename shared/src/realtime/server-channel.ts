import { STREAM_RECONNECT_EVENT, type Announcement, type H2HInvitationEvent, type SessionRevokedEvent, type TournamentChangedEvent } from '@bb/contract';
import type { RealtimeChannel } from './realtime-channel';
import { createListenerSet, type ListenerSet } from './listener-set';
import { RESTART_SPREAD_MS } from './restart-spread';

/** The part of EventSource the channel uses (tests pass a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
}

export interface ServerChannelDeps {
  /** POST /realtime/ticket through the authenticated client; a 401 there ends the session the usual way. */
  requestTicket(): Promise<string>;
  streamUrl(ticket: string): string;
  openEventSource(url: string): EventSourceLike;
  /** Waits between reconnect attempts; the last one repeats. */
  retryDelaysMs?: readonly number[];
  /** False when retrying is pointless (the session is gone): the channel then stops. */
  isRetryable?(error: unknown): boolean;
  /** The wait before reopening when the server says it restarts (default: at random within RESTART_SPREAD_MS). */
  restartDelayMs?(): number;
}

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 5000, 10_000, 30_000];

const TOURNAMENT_STATUSES: ReadonlySet<string> = new Set<TournamentChangedEvent['status']>(['claiming', 'postseason', 'final', 'deleted']);

/** A `tournament-changed` payload in the contract's shape, or null (a malformed event is dropped, never passed on). */
export function toTournamentChanged(data: unknown): TournamentChangedEvent | null {
  if (!data || typeof data !== 'object') return null;
  const { leagueId, claimedTeamCount, totalMembers, status } = data as Record<string, unknown>;
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  if (!count(leagueId) || !count(claimedTeamCount) || !count(totalMembers)) return null;
  if (typeof status !== 'string' || !TOURNAMENT_STATUSES.has(status)) return null;
  return { leagueId, claimedTeamCount, totalMembers, status: status as TournamentChangedEvent['status'] };
}

function parse(event: MessageEvent<string>): unknown {
  try {
    return JSON.parse(event.data) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Our own server's channel: one Server-Sent Events stream per page (`GET /realtime/stream?ticket=`), opened
 * while anyone listens. EventSource's built-in reconnect would reuse an expired ticket, so every error closes
 * it and reconnects with a fresh ticket after a growing delay.
 */
export function createServerChannel(deps: ServerChannelDeps): RealtimeChannel {
  const delays = deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const unread = new Map<string, ListenerSet<number>>();
  const toasts = createListenerSet<Announcement[]>();
  const revoked = createListenerSet<SessionRevokedEvent>();
  const invitations = createListenerSet<H2HInvitationEvent>();
  const tournaments = createListenerSet<TournamentChangedEvent>();
  let lastCount: number | null = null;
  let lastToasts: Announcement[] | null = null;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let generation = 0;
  let stopped = false;
  /** A ticket request is in flight: a second subscriber must not start another stream. */
  let connecting = false;

  const listening = () => toasts.size > 0 || invitations.size > 0 || tournaments.size > 0 || [...unread.values()].some((set) => set.size > 0);

  const disconnect = () => {
    generation += 1;
    connecting = false;
    source?.close();
    source = null;
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const reconnectAfter = (delay: number) => {
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
  };
  const scheduleReconnect = () => {
    if (stopped || !listening() || timer !== null) return;
    const delay = delays[Math.min(attempt, delays.length - 1)]!;
    attempt += 1;
    reconnectAfter(delay);
  };

  const connect = async (): Promise<void> => {
    if (stopped || source || connecting || !listening()) return;
    const mine = ++generation;
    connecting = true;
    let ticket: string;
    try {
      ticket = await deps.requestTicket();
    } catch (error) {
      if (mine !== generation) return;
      connecting = false;
      if (deps.isRetryable && !deps.isRetryable(error)) {
        stopped = true;
        return;
      }
      scheduleReconnect();
      return;
    }
    if (mine !== generation) return;
    connecting = false;
    if (stopped || !listening()) return;
    const es = deps.openEventSource(deps.streamUrl(ticket));
    source = es;
    es.addEventListener('unread-count', (event) => {
      const data = parse(event) as { unreadCount?: unknown } | undefined;
      if (typeof data?.unreadCount !== 'number') return;
      attempt = 0;
      lastCount = data.unreadCount;
      for (const set of unread.values()) set.emit(data.unreadCount);
    });
    es.addEventListener('announcements', (event) => {
      const data = parse(event);
      if (!Array.isArray(data)) return;
      attempt = 0;
      lastToasts = data as Announcement[];
      toasts.emit(lastToasts);
    });
    es.addEventListener('h2h-invitation', (event) => {
      const data = parse(event) as Partial<H2HInvitationEvent> | undefined;
      if (!data?.invitation || typeof data.invitation !== 'object') return;
      attempt = 0;
      invitations.emit({ invitation: data.invitation });
    });
    es.addEventListener('tournament-changed', (event) => {
      const data = toTournamentChanged(parse(event));
      if (!data) return;
      attempt = 0;
      tournaments.emit(data);
    });
    es.addEventListener('session-revoked', (event) => {
      const data = (parse(event) as SessionRevokedEvent | undefined) ?? { reason: 'other-device' };
      stopped = true;
      disconnect();
      revoked.emit(data);
    });
    es.onerror = () => {
      if (source !== es) return;
      source = null;
      es.close();
      scheduleReconnect();
    };
    // The instance is shutting down (a deploy): come back now, through the proxy, to one that stays.
    es.addEventListener(STREAM_RECONNECT_EVENT, () => {
      if (source !== es) return;
      source = null;
      es.close();
      attempt = 0;
      if (stopped || !listening() || timer !== null) return;
      reconnectAfter(deps.restartDelayMs?.() ?? Math.random() * RESTART_SPREAD_MS);
    });
  };

  const ensureConnected = () => {
    if (!source && timer === null && !connecting) void connect();
  };
  const maybeDisconnect = () => {
    if (!listening()) disconnect();
  };

  return {
    subscribeUnreadCount(userId, cb) {
      const key = String(userId);
      let set = unread.get(key);
      if (!set) unread.set(key, (set = createListenerSet<number>()));
      const off = set.add(cb);
      if (lastCount !== null) cb(lastCount);
      ensureConnected();
      return () => {
        off();
        maybeDisconnect();
      };
    },
    subscribeAnnouncements(cb) {
      const off = toasts.add(cb);
      if (lastToasts !== null) cb(lastToasts);
      ensureConnected();
      return () => {
        off();
        maybeDisconnect();
      };
    },
    subscribeInvitations(cb) {
      const off = invitations.add(cb);
      ensureConnected();
      return () => {
        off();
        maybeDisconnect();
      };
    },
    subscribeTournaments(cb) {
      const off = tournaments.add(cb);
      ensureConnected();
      return () => {
        off();
        maybeDisconnect();
      };
    },
    onSessionRevoked(cb) {
      return revoked.add(cb);
    },
    close() {
      stopped = true;
      disconnect();
      unread.clear();
      toasts.clear();
      invitations.clear();
      tournaments.clear();
      revoked.clear();
    },
  };
}
