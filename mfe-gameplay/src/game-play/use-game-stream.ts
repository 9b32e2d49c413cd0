import { useMemo } from 'react';
import { useTicketedStream, type GameStreamMessage, type TicketedStreamDeps } from '@bb/shared';
import { playApi, type GameSource } from '../game-api/games-api';

export type GameStreamDeps = TicketedStreamDeps;

export interface GameStreamOptions {
  source: GameSource;
  /** False: no stream (a final game, nothing loaded yet). */
  enabled: boolean;
  /** Read on every (re)connect: the newest version shown and how many plays the screen holds. */
  position(): { version: number; plays: number };
  onMessage(message: GameStreamMessage): void;
  /** The stream reopened after an error (the server may have ended it on purpose: a blocked spectator). */
  onReconnect?(): void;
  deps?: Partial<GameStreamDeps>;
}

// A partner page's session is its own object: each one opens its own stream.
const sessionIds = new WeakMap<object, number>();
let sessionCount = 0;
function sessionKey(session: GameSource['session']): string {
  if (!session) return 'app';
  let id = sessionIds.get(session);
  if (id === undefined) sessionIds.set(session, (id = ++sessionCount));
  return `session-${id}`;
}

/**
 * The game's live stream (`{base}/{id}/stream?since=V&plays=N`) on the shared ticketed stream: each (re)connect asks
 * from the newest version and play count the screen holds, with a ticket from the player's own client (for the
 * app's user that is shared's one authenticated client and its 401 path).
 */
export function useGameStream({ source, enabled, position, onMessage, onReconnect, deps }: GameStreamOptions): void {
  const { base, gameId, session } = source;
  const streamDeps = useMemo<Partial<TicketedStreamDeps>>(
    () => ({
      requestTicket: () => playApi.ticket({ base, gameId, session }),
      signedIn: () => playApi.signedIn({ base, gameId, session }),
      ...deps,
    }),
    [base, gameId, session, deps],
  );
  useTicketedStream<GameStreamMessage>(`${base}|${gameId}|${sessionKey(session)}`, {
    enabled,
    url: (ticket) => {
      const { version, plays } = position();
      return playApi.streamUrl({ base, gameId, session }, version, plays, ticket);
    },
    events: ['game'],
    onMessage,
    ...(onReconnect ? { onReconnect } : {}),
    deps: streamDeps,
  });
}
