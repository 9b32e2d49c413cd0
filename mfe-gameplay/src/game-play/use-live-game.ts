import { useCallback, useEffect, useState } from 'react';
import { errorMessageOf, notifyError, toast, type GameActionResult, type GamePlay, type GameView } from '@bb/shared';
import { fetchGame, fetchPlays } from '../game-api/games-api';

export type GameAction = 'swing' | 'quick' | 'half' | 'undo' | 'exit' | 'sub' | 'tactic';

export interface LiveGame {
  game: GameView | null;
  /** The newest plate appearance with dice (the projection shows it). */
  lastRoll: GamePlay | null;
  /** The action in flight (spec: pending → fulfilled / rejected). */
  pending: GameAction | null;
  error: string | null;
  /** Bumped after every change so open tabs refetch their data. */
  revision: number;
  run(action: GameAction, call: () => Promise<GameActionResult>): Promise<GameActionResult | null>;
}

const newestRoll = (plays: GamePlay[]): GamePlay | null => [...plays].reverse().find((p) => p.dice?.d6 !== undefined) ?? null;

/** The play screen's state: the server's view of the game and the decisions sent to it. */
export function useLiveGame(gameId: string): LiveGame {
  const [game, setGame] = useState<GameView | null>(null);
  const [lastRoll, setLastRoll] = useState<GamePlay | null>(null);
  const [pending, setPending] = useState<GameAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchGame(gameId, controller.signal), fetchPlays(gameId, controller.signal)])
      .then(([{ game: view }, plays]) => {
        setGame(view);
        setLastRoll(newestRoll(plays));
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        setError(errorMessageOf(err));
        notifyError(err);
      });
    return () => controller.abort();
  }, [gameId]);

  const run = useCallback(async (action: GameAction, call: () => Promise<GameActionResult>) => {
    setPending(action);
    setError(null);
    try {
      const result = await call();
      setGame(result.game);
      const roll = newestRoll(result.game.lastPlays);
      // A substitution rolls no dice (the last roll stays); after an undo that roll no longer happened.
      setLastRoll((previous) => roll ?? (action === 'undo' ? null : previous));
      if (result.message) toast.success(result.message);
      setRevision((r) => r + 1);
      return result;
    } catch (err) {
      setError(errorMessageOf(err));
      notifyError(err);
      return null;
    } finally {
      setPending(null);
    }
  }, []);

  return { game, lastRoll, pending, error, revision, run };
}
