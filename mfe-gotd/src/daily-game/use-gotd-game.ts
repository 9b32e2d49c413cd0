import { useCallback, useState } from 'react';
import { notifyError, trackAnalytics, type GameView, type GotdResult } from '@bb/shared';
import { appDailyGameApi, type DailyGameApi } from './daily-game-api';

/**
 * The daily game's own part around the shared play screen: once the game is final, the player's result (the
 * decision routes answer the game alone; GET /gotd/games/{id} adds the result) and the completion event.
 */
export function useGotdResult(gameId: string, api: DailyGameApi = appDailyGameApi) {
  const [result, setResult] = useState<GotdResult | null>(null);
  const onFinal = useCallback(
    (_game: GameView) => {
      api.fetchGame(gameId).then(({ gotd }) => {
        setResult(gotd.result);
        trackAnalytics('game_completed', { mode: 'gotd', win: gotd.result?.win ?? false });
      }, notifyError);
    },
    [api, gameId],
  );
  return { result, onFinal };
}
