import type { H2HInvitation, H2HInvitationEvent, RealtimeEventName, SessionRevokedEvent, TournamentChangedEvent } from '@bb/contract';
import type { Db } from '../db/database';
import { displayedAnnouncements } from '../notifications';
import { unreadCount, unreadCounts } from '../notifications';
import type { HubEvent, RealtimeBus } from './events';
import { SITE_TOPIC, type Presence } from './presence';
import { sessionAlive } from './tickets';
import { TopicClients } from './topic-clients';

/** One open event stream (one browser tab). */
export interface StreamClient {
  userId: number;
  sessionId: number;
  send(event: RealtimeEventName, data: unknown): void;
  ping(): void;
  end(): void;
}

/** Reads one head-to-head invitation as it is now (null: gone). Set by the head-to-head module, which the hub does not import. */
export type InvitationReader = (invitationId: string) => Promise<H2HInvitation | null>;

export interface StreamHubOptions {
  heartbeatMs: number;
  onError?: (error: unknown) => void;
  /** Where open streams count as "online" (the site topic), across instances. */
  presence?: Presence;
}

/**
 * This instance's open streams and what reaches them. Bus events carry only "who changed"; each instance
 * reads the current state from the database for the streams it holds, so no instance trusts another's numbers.
 */
export class StreamHub {
  private readonly byUser = new TopicClients<number, StreamClient>();
  private readonly stopListening: () => void;
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private invitationReader: InvitationReader | null = null;

  constructor(
    private readonly db: Db,
    readonly bus: RealtimeBus,
    private readonly options: StreamHubOptions,
  ) {
    this.stopListening = bus.subscribe((event) => void this.handle(event).catch((e: unknown) => this.options.onError?.(e)));
    // Pings keep proxies from closing idle streams; each also rechecks the session (password reset, expiry).
    this.heartbeat = setInterval(() => void this.beat().catch((e: unknown) => this.options.onError?.(e)), options.heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.byUser.size;
  }

  /** Adds a stream and sends it the current state; returns its removal. */
  async attach(client: StreamClient): Promise<() => void> {
    const remove = this.byUser.add(client.userId, client);
    const presence = this.options.presence;
    void presence?.join(SITE_TOPIC, client.userId, 'user');
    let attached = true;
    const detach = () => {
      if (!attached) return;
      attached = false;
      remove();
      void presence?.leave(SITE_TOPIC, client.userId);
    };
    try {
      client.send('unread-count', { unreadCount: await unreadCount(this.db, client.userId) });
      client.send('announcements', await displayedAnnouncements(this.db));
    } catch (error) {
      detach();
      throw error;
    }
    return detach;
  }

  publish(event: HubEvent): Promise<void> {
    return this.bus.publish(event);
  }

  /** How `h2h-invitation` bus events become stream events (the head-to-head module registers it). */
  readInvitationsWith(reader: InvitationReader): void {
    this.invitationReader = reader;
  }

  private async handle(event: HubEvent): Promise<void> {
    if (event.type === 'unread-changed') {
      const ids = event.userIds === 'all' ? this.byUser.topics() : event.userIds.filter((id) => this.byUser.has(id));
      if (ids.length === 0) return;
      const counts = await unreadCounts(this.db, ids);
      for (const id of ids) for (const c of this.byUser.of(id)) c.send('unread-count', { unreadCount: counts.get(id) ?? 0 });
    } else if (event.type === 'announcements-changed') {
      if (this.byUser.size === 0) return;
      const toasts = await displayedAnnouncements(this.db);
      for (const c of this.byUser.all()) c.send('announcements', toasts);
    } else if (event.type === 'tournament-changed') {
      // The numbers travel with the event (a deleted tournament has no row left to read them from).
      const data: TournamentChangedEvent = { leagueId: event.leagueId, claimedTeamCount: event.claimedTeamCount, totalMembers: event.totalMembers, status: event.status };
      for (const c of this.byUser.all()) c.send('tournament-changed', data);
    } else if (event.type === 'sessions-changed') {
      await this.revokeDead(this.byUser.of(event.userId), 'other-device');
    } else if (event.type === 'h2h-invitation') {
      if (!this.byUser.has(event.userId) || !this.invitationReader) return;
      const invitation = await this.invitationReader(event.invitationId);
      if (!invitation) return;
      for (const c of this.byUser.of(event.userId)) c.send('h2h-invitation', { invitation } satisfies H2HInvitationEvent);
    }
  }

  private async revokeDead(clients: Iterable<StreamClient>, reason: SessionRevokedEvent['reason']): Promise<void> {
    const alive = new Map<number, boolean>();
    for (const c of [...clients]) {
      if (!alive.has(c.sessionId)) alive.set(c.sessionId, await sessionAlive(this.db, c.sessionId));
      if (alive.get(c.sessionId)) continue;
      c.send('session-revoked', { reason } satisfies SessionRevokedEvent);
      c.end();
    }
  }

  private async beat(): Promise<void> {
    const all = this.byUser.all();
    for (const c of all) c.ping();
    await this.revokeDead(all, 'other-device');
  }

  /** Ends this instance's streams. The bus stays open: requests still in flight publish their changes through it. */
  close(): void {
    clearInterval(this.heartbeat);
    this.stopListening();
    for (const c of this.byUser.all()) c.end();
    this.byUser.clear();
  }
}
