/**
 * The draft room's live stream: per-league topics on the realtime bus. A change on any instance publishes
 * `draft-changed` (league, version); every instance renders the room for each of its clients (rooms differ by
 * viewer) and sends it to those behind. The renders of one change share one read (`RoomCache`: the shared part once
 * per version, queues and members in one statement). Chat messages go as `{ type: 'chat' }`. A team is `online` while
 * a stream of its manager is open on this instance (with several instances, a manager connected elsewhere shows
 * offline here: presence is per instance).
 */
import type { DraftStreamMessage } from '@bb/contract';
import type { Database } from '../db/database';
import type { RealtimeBus } from '../realtime';
import { VersionedTopics, type VersionedClient } from '../realtime';
import { readChatMessage } from './draft-chat';
import { RoomCache, type RoomSnapshot } from './draft-room-cache';
import type { EventStream } from '../realtime';

export interface DraftClient extends VersionedClient<number> {
  userId: number;
  stream: EventStream;
}

type RoomMessage = Extract<DraftStreamMessage, { type: 'room' }> & { version: number };

export class DraftStreams {
  private readonly topics: VersionedTopics<number, DraftClient, RoomMessage>;
  private readonly stopListening: () => void;
  private readonly rooms: RoomCache;
  /** The snapshot the renders started together share (one change fans out to every client in one synchronous loop). */
  private readonly burst = new Map<number, Promise<RoomSnapshot | null>>();

  constructor(
    private readonly database: Database,
    private readonly bus: RealtimeBus,
    private readonly clock: () => Date,
    onError: (error: unknown) => void,
  ) {
    this.rooms = new RoomCache(database);
    this.topics = new VersionedTopics<number, DraftClient, RoomMessage>(
      async (client) => {
        const snap = await this.snapshot(client.topic).catch(() => null);
        if (!snap) return null;
        if (snap.shared.room.isPrivate && !snap.members.has(client.userId)) return null;
        const room = this.rooms.render(snap, client.userId, clock(), this.online(client.topic));
        return { type: 'room', room, version: room.version };
      },
      (client, message) => client.stream.send('room', { type: 'room', room: message.room } satisfies DraftStreamMessage),
      onError,
    );
    this.stopListening = bus.subscribe((event) => {
      if (event.type !== 'draft-changed') return;
      if (event.chatId !== undefined) void this.sendChat(event.leagueId, event.chatId).catch(onError);
      else this.topics.changed(event.leagueId, event.version);
    });
  }

  get size(): number {
    return this.topics.size;
  }

  /**
   * Renders asked for in one synchronous run share one snapshot read after the event that asked for them, so none of
   * them can get a version older than the one it was woken for.
   */
  private snapshot(leagueId: number): Promise<RoomSnapshot | null> {
    let read = this.burst.get(leagueId);
    if (!read) {
      read = this.rooms.snapshot(leagueId);
      this.burst.set(leagueId, read);
      queueMicrotask(() => this.burst.delete(leagueId));
    }
    return read;
  }

  /** The room as `userId` sees it now (an HTTP answer); null: no such draft. */
  room(leagueId: number, userId: number) {
    return this.rooms.room(leagueId, userId, this.clock(), this.online(leagueId));
  }

  /** Users with a stream of this league open on this instance. */
  online(leagueId: number): Set<number> {
    return new Set(this.topics.of(leagueId).map((c) => c.userId));
  }

  async attach(client: DraftClient): Promise<() => void> {
    const wasOnline = this.online(client.topic).has(client.userId);
    const detach = await this.topics.attach(client);
    if (!wasOnline) this.topics.refresh(client.topic);
    return () => {
      detach();
      if (!this.online(client.topic).has(client.userId)) this.topics.refresh(client.topic);
    };
  }

  changed(leagueId: number, version: number): Promise<void> {
    return this.bus.publish({ type: 'draft-changed', leagueId, version });
  }

  chat(leagueId: number, version: number, chatId: number): Promise<void> {
    return this.bus.publish({ type: 'draft-changed', leagueId, version, chatId });
  }

  private async sendChat(leagueId: number, chatId: number): Promise<void> {
    const clients = this.topics.of(leagueId);
    if (!clients.length) return;
    const message = await readChatMessage(this.database.db, chatId);
    if (!message) return;
    for (const c of clients) c.stream.send('chat', { type: 'chat', message } satisfies DraftStreamMessage);
  }

  close(): void {
    this.stopListening();
    this.topics.close();
  }
}
