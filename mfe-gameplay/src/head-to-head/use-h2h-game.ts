import { useCallback, useEffect, useRef, useState } from 'react';
import { toast, useApiQuery, useTicketedStream, type GameStreamMessage, type GameView, type H2HGameInfo, type TicketedStreamDeps } from '@bb/shared';
import { playApi } from '../game-api/games-api';
import { h2hApi, h2hKeys, h2hSource } from './h2h-api';
import { waitingNotices } from './waiting-notices';

export interface H2HGameState {
  game: GameView;
  info: H2HGameInfo | null;
}

/**
 * The game behind the waiting screen and its live block: loaded once, then kept current from the game's stream
 * while a seat is open (GET /api/games/{id}/stream; every message carries `headToHead`). A block may be newer at
 * the same game version (a connection, an answer), so only older versions are dropped. A reopened stream reloads.
 */
export function useH2HGame(gameId: string, streamDeps?: Partial<TicketedStreamDeps>) {
  const [state, setState] = useState<H2HGameState | null>(null);
  const current = useRef<H2HGameState | null>(null);

  const show = useCallback((next: H2HGameState) => {
    const notices = next.info ? waitingNotices(current.current?.info ?? null, next.info) : [];
    for (const notice of notices) toast[notice.type](notice.message);
    current.current = next;
    setState(next);
  }, []);

  const loaded = useApiQuery(h2hKeys.game(gameId), (signal) => h2hApi.loadGame(gameId, signal));
  const error = loaded.error ?? null;
  // Another game starts from nothing; every answer (the first, a reload after a reopened stream) is shown.
  useEffect(() => {
    current.current = null;
    setState(null);
  }, [gameId]);
  useEffect(() => {
    if (loaded.data) show({ game: loaded.data.game, info: loaded.data.headToHead ?? null });
  }, [loaded.data, show]);

  useTicketedStream<GameStreamMessage>(`h2h-waiting|${gameId}`, {
    enabled: state?.info?.phase === 'waiting',
    url: (ticket) => playApi.streamUrl(h2hSource(gameId), current.current?.game.version ?? 0, 0, ticket),
    events: ['game'],
    onMessage: (message) => {
      const before = current.current;
      if (before && message.version < before.game.version) return;
      show({ game: message.game, info: message.headToHead ?? before?.info ?? null });
    },
    onReconnect: loaded.reload,
    deps: { requestTicket: () => playApi.ticket(h2hSource(gameId)), ...streamDeps },
  });

  /** A block from an answer of our own (invite again): shown at once, the stream confirms it. */
  const setInfo = useCallback((info: H2HGameInfo) => {
    const before = current.current;
    if (!before) return;
    current.current = { ...before, info };
    setState(current.current);
  }, []);

  return { state, error, setInfo };
}
