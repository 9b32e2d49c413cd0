import { useEffect } from 'react';
import { gameHeader, type GameView } from '@bb/shared';

/** Drives the host header: LIVE marker while the game runs; logo and close disabled while the user's roll waits. */
export function useHeaderSync(game: GameView | null): void {
  const live = game !== null && game.status !== 'final';
  const pending = game?.awaitingUser ?? false;
  useEffect(() => {
    gameHeader.setMode(live ? 'LIVE' : null);
    gameHeader.setDicePendingOwnTurn(live && pending);
  }, [live, pending]);
  useEffect(() => () => gameHeader.reset(), []);
}
