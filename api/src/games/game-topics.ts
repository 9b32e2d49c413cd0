import type { GameStreamMessage } from '@bb/contract';
import type { RealtimeBus } from '../realtime/events';
import { TopicClients } from '../realtime/topic-clients';

/** One open game stream (a browser tab on a play screen, a spectator). */
export interface GameStreamClient {
  gameId: string;
  /** The revision and the number of plays the client holds; the next message starts after them. */
  version: number;
  plays: number;
  send(message: GameStreamMessage): void;
  ping(): void;
  end(): void;
}

/**
 * Builds the next message for one client (its own view: controls differ by viewer) and the number of plays the game
 * has, or null when the game is gone or no longer visible to the client.
 */
export type RenderGame = (client: GameStreamClient) => Promise<{ message: GameStreamMessage; playCount: number } | null>;

const HEARTBEAT_MS = 25_000;

/**
 * Per-game topics over the realtime bus: a decision on any API instance publishes "game X is at revision R"; every
 * instance holding streams of X reads the game once and sends each of them what it missed. The bus carries only
 * the fact of a change, as for unread counts: no instance trusts another's state.
 */
export class GameTopics {
  private readonly clients = new TopicClients<string, GameStreamClient>();
  private readonly stopListening: () => void;
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor(
    private readonly bus: RealtimeBus,
    private readonly render: RenderGame,
    private readonly onError: (error: unknown) => void,
  ) {
    this.stopListening = bus.subscribe((event) => {
      if (event.type === 'game-changed') void this.deliver(event.gameId, event.revision).catch(onError);
    });
    this.heartbeat = setInterval(() => this.clients.all().forEach((c) => c.ping()), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** Adds a stream and sends it what it missed since its version (or the whole state); returns its removal. */
  async attach(client: GameStreamClient): Promise<() => void> {
    const detach = this.clients.add(client.gameId, client);
    await this.sendTo(client, true);
    return detach;
  }

  publish(gameId: string, revision: number): Promise<void> {
    return this.bus.publish({ type: 'game-changed', gameId, revision });
  }

  private async deliver(gameId: string, revision: number): Promise<void> {
    for (const client of this.clients.of(gameId)) {
      // Bus messages may arrive out of order or twice: a client already at this revision has nothing to learn.
      if (client.version >= revision) continue;
      await this.sendTo(client, false);
    }
  }

  private async sendTo(client: GameStreamClient, always: boolean): Promise<void> {
    const rendered = await this.render(client);
    if (!rendered) {
      client.end();
      return;
    }
    const { message, playCount } = rendered;
    if (!always && message.version <= client.version) return;
    client.send(message);
    client.version = message.version;
    // After a resync the client refetches the plays; plays carry their index, so an overlap is harmless.
    client.plays = playCount;
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.stopListening();
    this.clients.all().forEach((c) => c.end());
    this.clients.clear();
  }
}
