import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { leaguesApi, isApiError, notifyError, type LeagueGameView, type LeaguePlayAnswer } from '@bb/shared';
import { useDelayedRefresh } from './use-delayed-refresh';

export interface LeaguePlayOptions {
  leagueId: number | string;
  /** Where a started game is played, e.g. /game/historical-league/{gameId}/play?league={leagueId}. */
  playPath: (gameId: string) => string;
  /** Reloads the league (its detail and the open panel). */
  refresh: () => void;
}

const refreshFlag = (error: unknown): boolean =>
  isApiError(error) && !!error.data && typeof error.data === 'object' && (error.data as { refresh?: unknown }).refresh === true;

/**
 * Play and Auto Play of a league game. Play opens the play screen of the game the server started; both reload the
 * league after LEAGUE_REFRESH_DELAY_MS when the answer (or a refusal) carries `refresh`.
 */
export function useLeaguePlay({ leagueId, playPath, refresh }: LeaguePlayOptions) {
  const navigate = useNavigate();
  const delayed = useDelayedRefresh(refresh);
  const [busy, setBusy] = useState<number | null>(null);

  const run = useCallback(
    async (game: LeagueGameView, call: (leagueId: number | string, scheduleId: number) => Promise<LeaguePlayAnswer>, open: boolean) => {
      if (busy !== null) return;
      setBusy(game.scheduleId);
      try {
        const answer = await call(leagueId, game.scheduleId);
        if (answer.refresh) delayed.schedule();
        if (open && answer.gameId) navigate(playPath(answer.gameId));
        else if (!answer.refresh) refresh();
      } catch (error) {
        notifyError(error);
        if (refreshFlag(error)) delayed.schedule();
      } finally {
        setBusy(null);
      }
    },
    [busy, leagueId, delayed, navigate, playPath, refresh],
  );

  const play = useCallback((game: LeagueGameView) => run(game, leaguesApi.play, true), [run]);
  const autoPlay = useCallback((game: LeagueGameView) => run(game, leaguesApi.autoPlay, false), [run]);
  return { play, autoPlay, busy, refreshing: delayed.pending };
}
