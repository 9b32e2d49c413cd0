import type { GameStreamMessage } from '@bb/contract';
import type { RealtimeBus } from '../realtime';
import { forgetIfBehind } from './game-store';
import { VersionedTopics, type RenderRound, type VersionedClient } from '../realtime';

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
 * no longer visible to the client. Renders of one round may share what they read.
 */
export type RenderGame = (client: GameStreamClient, round: RenderRound) => Promise<RenderedGame | null>;

/** A game's streams re-render for what is not versioned at most once per this window (spectators join in bursts). */
export const REFRESH_WINDOW_MS = 250;

/**
 * Per-game topics over the realtime bus: the versioned topics (a decision on any instance publishes "game X is at
 * revision R"; each instance holding streams of X sends them what they missed) with the plays count on top.
 */
export class GameTopics {
  private readonly topics: VersionedTopics<string, GameStreamClient, RenderedGame & { version: number }>;
  private readonly stopListening: () => void;
  /** Games refreshed within the last window; `again`: another refresh was asked for meanwhile. */
  private readonly refreshWindows = new Map<string, { again: boolean; timer: ReturnType<typeof setTimeout> }>();

  constructor(
    private readonly bus: RealtimeBus,
    render: RenderGame,
    onError: (error: unknown) => void,
  ) {
    this.topics = new VersionedTopics<string, GameStreamClient, RenderedGame & { version: number }>(
      async (client, round) => {
        const rendered = await render(client, round);
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
      if (event.type === 'game-changed') {
        forgetIfBehind(event.gameId, event.revision);
        this.topics.changed(event.gameId, event.revision);
      }
      else if (event.type === 'game-viewers-changed') this.refreshHere(event.gameId);
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

  /**
   * What the game's streams show beside the game changed (its viewers, a mode's block, an invitation): every
   * instance re-renders that game's streams at the same revision.
   */
  refresh(gameId: string): Promise<void> {
    return this.bus.publish({ type: 'game-viewers-changed', gameId });
  }

  /** At once when the game was not refreshed within the window, else once at the window's end. */
  private refreshHere(gameId: string): void {
    const window = this.refreshWindows.get(gameId);
    if (window) {
      window.again = true;
      return;
    }
    if (this.topics.of(gameId).length === 0) return;
    this.topics.refresh(gameId);
    const opened = {
      again: false,
      timer: setTimeout(() => {
        this.refreshWindows.delete(gameId);
        if (opened.again) this.refreshHere(gameId);
      }, REFRESH_WINDOW_MS),
    };
    opened.timer.unref();
    this.refreshWindows.set(gameId, opened);
  }

  close(): void {
    this.stopListening();
    for (const { timer } of this.refreshWindows.values()) clearTimeout(timer);
    this.refreshWindows.clear();
    this.topics.close();
  }
}
