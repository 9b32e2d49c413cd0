/**
 * The draft room's live stream: per-league topics on the realtime bus. A change on any instance publishes
 * `draft-changed` (league, version); every instance renders the room for each of its clients (rooms differ by
 * viewer) and sends it to those behind. Chat messages go as `{ type: 'chat' }`. A team is `online` while a stream
 * of its manager is open on this instance (with several instances, a manager connected elsewhere shows offline here:
 * presence is per instance).
 */
import type { DraftStreamMessage } from '@bb/contract';
import type { Database } from '../db/database';
import type { RealtimeBus } from '../realtime/events';
import { VersionedTopics, type VersionedClient } from '../realtime/versioned-topics';
import { readChatMessage } from './draft-chat';
import { renderRoom, roomData } from './draft-room';
import type { EventStream } from '../realtime/event-stream';
import { isMember } from '../leagues/league-data';

export interface DraftClient extends VersionedClient<number> {
  userId: number;
  stream: EventStream;
}

type RoomMessage = Extract<DraftStreamMessage, { type: 'room' }> & { version: number };

export class DraftStreams {
  private readonly topics: VersionedTopics<number, DraftClient, RoomMessage>;
  private readonly stopListening: () => void;

  constructor(
    private readonly database: Database,
    private readonly bus: RealtimeBus,
    private readonly clock: () => Date,
    onError: (error: unknown) => void,
  ) {
    this.topics = new VersionedTopics<number, DraftClient, RoomMessage>(
      async (client) => {
        const data = await roomData(database, client.topic).catch(() => null);
        if (!data) return null;
        if (data.league.isPrivate && !(await isMember(database.db, client.topic, client.userId))) return null;
        const room = await renderRoom(database, data, { userId: client.userId }, clock(), this.online(client.topic));
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
