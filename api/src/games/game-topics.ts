import type { GameStreamMessage } from '@bb/contract';
import type { RealtimeBus } from '../realtime/events';
import { VersionedTopics, type VersionedClient } from '../realtime/versioned-topics';

/** One open game stream (a browser tab on a play screen, a spectator); its topic is the game's id. */
export interface GameStreamClient extends VersionedClient<string> {
  /** The revision (`version`) and the number of plays the client holds; the next message starts after them. */
  plays: number;
  send(message: GameStreamMessage): void;
}

/** A client's next message and the number of plays the game has (what the client holds once it is sent). */
export interface RenderedGame {
  message: GameStreamMessage;
  playCount: number;
}

/**
 * Builds the next message for one client (its own view: controls differ by viewer), or null when the game is gone or
 * no longer visible to the client.
 */
export type RenderGame = (client: GameStreamClient) => Promise<RenderedGame | null>;

/**
 * Per-game topics over the realtime bus: the versioned topics (a decision on any instance publishes "game X is at
 * revision R"; each instance holding streams of X sends them what they missed) with the plays count on top.
 */
export class GameTopics {
  private readonly topics: VersionedTopics<string, GameStreamClient, RenderedGame & { version: number }>;
  private readonly stopListening: () => void;

  constructor(
    private readonly bus: RealtimeBus,
    render: RenderGame,
    onError: (error: unknown) => void,
  ) {
    this.topics = new VersionedTopics<string, GameStreamClient, RenderedGame & { version: number }>(
      async (client) => {
        const rendered = await render(client);
        return rendered && { ...rendered, version: rendered.message.version };
      },
      (client, { message, playCount }) => {
        client.send(message);
        // After a resync the client refetches the plays; plays carry their index, so an overlap is harmless.
        client.plays = playCount;
      },
      onError,
    );
    this.stopListening = bus.subscribe((event) => {
      if (event.type === 'game-changed') this.topics.changed(event.gameId, event.revision);
    });
  }

  get size(): number {
    return this.topics.size;
  }

  /** Adds a stream and sends it what it missed since its version (or the whole state); returns its removal. */
  attach(client: GameStreamClient): Promise<() => void> {
    return this.topics.attach(client);
  }

  publish(gameId: string, revision: number): Promise<void> {
    return this.bus.publish({ type: 'game-changed', gameId, revision });
  }

  close(): void {
    this.stopListening();
    this.topics.close();
  }
}
