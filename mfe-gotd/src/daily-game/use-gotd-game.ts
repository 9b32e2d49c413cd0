import { useCallback, useEffect, useState } from 'react';
import { notifyError, trackAnalytics, type GotdGameView } from '@bb/shared';
import { appDailyGameApi, type DailyGameApi } from './daily-game-api';

export type PlayAction = { type: 'swingAway' } | { type: 'quickPlay'; scope: 'halfInning' | 'game' };

/** The play panel's state: the server's view of the game after each decision (the client only sends decisions). */
export function useGotdGame(gameId: string, api: DailyGameApi = appDailyGameApi) {
  const [game, setGame] = useState<GotdGameView | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setGame(null);
    setFailed(false);
    api.fetchGame(gameId).then(
      (view) => live && setGame(view),
      (error: unknown) => {
        if (!live) return;
        notifyError(error);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [api, gameId]);

  const play = useCallback(
    async (action: PlayAction) => {
      setBusy(true);
      try {
        const view = action.type === 'swingAway' ? await api.swingAway(gameId) : await api.quickPlay(gameId, action.scope);
        setGame(view);
        if (view.status === 'final') trackAnalytics('game_completed', { mode: 'gotd', win: view.result?.win ?? false });
      } catch (error) {
        notifyError(error);
      } finally {
        setBusy(false);
      }
    },
    [api, gameId],
  );

  return { game, failed, busy, play };
}
