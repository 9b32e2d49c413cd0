import { useEffect, useRef } from 'react';
import { defaultServerChannelDeps, type EventSourceLike, type GameStreamMessage } from '@bb/shared';
import { playApi, type GameSource } from '../game-api/games-api';

export interface GameStreamDeps {
  openEventSource(url: string): EventSourceLike;
  /** POST /realtime/ticket (signed-in users only; guests send none). */
  requestTicket(): Promise<string>;
  signedIn(): boolean;
  /** Waits before reopening after an error; the last one repeats. */
  retryDelaysMs: readonly number[];
}

function resolveDeps(source: GameSource, over: Partial<GameStreamDeps> | undefined): GameStreamDeps | null {
  // No EventSource (old browsers, jsdom) and none given: the screen still works from its own requests.
  if (!over?.openEventSource && typeof EventSource === 'undefined') return null;
  const channel = defaultServerChannelDeps();
  return {
    openEventSource: channel.openEventSource,
    // Through the player's own client: for the app's user that is shared's one authenticated client and its 401 path.
    requestTicket: () => playApi.ticket(source),
    signedIn: () => playApi.signedIn(source),
    retryDelaysMs: [1000, 2000, 5000, 10_000],
    ...over,
  };
}

export interface GameStreamOptions {
  source: GameSource;
  /** False: no stream (a final game, nothing loaded yet). */
  enabled: boolean;
  /** Read on every (re)connect: the newest version shown and how many plays the screen holds. */
  position(): { version: number; plays: number };
  onMessage(message: GameStreamMessage): void;
  deps?: Partial<GameStreamDeps>;
}

/**
 * The game's live stream (`{base}/{id}/stream?since=V&plays=N`). On an error the stream is closed and reopened with
 * the newest version and play count (EventSource's own reconnect would reuse the first URL and its spent ticket).
 */
export function useGameStream({ source, enabled, position, onMessage, deps }: GameStreamOptions): void {
  const latest = useRef({ position, onMessage });
  latest.current = { position, onMessage };
  const given = useRef(deps);
  const { base, gameId, session } = source;

  useEffect(() => {
    if (!enabled) return undefined;
    const d = resolveDeps({ base, gameId, session }, given.current);
    if (!d) return undefined;
    let es: EventSourceLike | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let closed = false;

    const open = async () => {
      const ticket = d.signedIn() ? await d.requestTicket().catch(() => null) : undefined;
      if (closed) return;
      if (ticket === null) return retry();
      const { version, plays } = latest.current.position();
      const current = d.openEventSource(playApi.streamUrl({ base, gameId, session }, version, plays, ticket));
      es = current;
      current.addEventListener('game', (event) => {
        let message: GameStreamMessage;
        try {
          message = JSON.parse(event.data) as GameStreamMessage;
        } catch {
          return;
        }
        attempt = 0;
        latest.current.onMessage(message);
      });
      current.onerror = () => {
        if (es !== current) return;
        current.close();
        es = null;
        retry();
      };
    };
    const retry = () => {
      if (closed || timer !== null) return;
      const delay = d.retryDelaysMs[Math.min(attempt, d.retryDelaysMs.length - 1)] ?? 1000;
      attempt += 1;
      timer = setTimeout(() => {
        timer = null;
        void open();
      }, delay);
    };

    void open();
    return () => {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      es?.close();
      es = null;
    };
  }, [enabled, base, gameId, session]);
}
