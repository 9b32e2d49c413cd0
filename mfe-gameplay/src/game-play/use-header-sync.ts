import { useEffect } from 'react';
import { gameHeader, type GameView } from '@bb/shared';

/**
 * Drives the host header: LIVE while the game runs, Replay while a finished game is on screen; logo and close are
 * disabled while the viewer's own Swing Away waits (the server's controls say so, not a guess from the sides). That
 * holds for head to head too: with two users only the batting seat's roll is allowed, and a spectator's never is.
 */
export function useHeaderSync(game: GameView | null): void {
  const mode = game === null ? null : game.status === 'final' ? 'Replay' : 'LIVE';
  const pending = mode === 'LIVE' && (game?.controls.swingAway.allowed ?? false);
  useEffect(() => {
    gameHeader.setMode(mode);
    gameHeader.setDicePendingOwnTurn(pending);
  }, [mode, pending]);
  useEffect(() => () => gameHeader.reset(), []);
}
