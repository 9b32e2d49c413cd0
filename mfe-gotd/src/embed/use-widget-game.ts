import { useCallback, useEffect, useRef, useState } from 'react';
import { formatPlay, notifyError, trackAnalytics, type GameView, type GotdGameView, type GotdResult } from '@bb/shared';
import type { DailyGameApi } from '../daily-game/daily-game-api';

export type PlayAction = { type: 'swingAway' } | { type: 'quickPlay'; scope: 'halfInning' | 'game' };

/** The widget panel's view of the shared GameView (the server no longer sends a GOTD-only shape). */
export function toPanelView(game: GameView, gameDay: string, result: GotdResult | null): GotdGameView {
  const roll = [...game.lastPlays].reverse().find((p) => p.dice?.d6 !== undefined)?.dice;
  const teams = { away: game.away.name, home: game.home.name };
  const team = (side: 'away' | 'home') => ({ teamId: game[side].teamId, year: game[side].year, name: game[side].name, lgId: game[side].lgId, wins: 0, losses: 0 });
  return {
    gameId: game.id, gameDay, status: game.status === 'final' ? 'final' : 'playing', home: team('home'), away: team('away'),
    userSide: game.viewerSide ?? (game.userSide === 'none' ? 'home' : game.userSide), inning: game.inning, half: game.half, outs: game.outs,
    bases: [game.bases[0] !== null, game.bases[1] !== null, game.bases[2] !== null], score: game.score,
    lineScore: { away: game.away.lineScore, home: game.home.lineScore }, hits: { away: game.away.hits, home: game.home.hits },
    lastDice: roll ? [roll.d6, roll.row, roll.d20].filter((d): d is number => d !== undefined) : null,
    recentPlays: [...game.lastPlays].reverse().filter((p) => p.type !== 'dice').map((p) => formatPlay(p, teams)),
    result,
  };
}

/** The widget's game: the server's view after each decision, sent with the version shown. */
export function useWidgetGame(gameId: string, api: DailyGameApi) {
  const [game, setGame] = useState<GotdGameView | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const version = useRef(0);
  const gameDay = useRef('');

  useEffect(() => {
    let live = true;
    setGame(null);
    setFailed(false);
    api.fetchGame(gameId).then(
      ({ game: view, gotd }) => {
        if (!live) return;
        version.current = view.version;
        gameDay.current = gotd.gameDay;
        setGame(toPanelView(view, gotd.gameDay, gotd.result));
      },
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
        const { game: view } = action.type === 'swingAway' ? await api.swingAway(gameId, version.current) : await api.quickPlay(gameId, action.scope, version.current);
        version.current = view.version;
        if (view.status !== 'final') {
          setGame(toPanelView(view, gameDay.current, null));
          return;
        }
        // The decision answers the game alone; the day's result comes with GET /gotd/games/{id}.
        const { game: final, gotd } = await api.fetchGame(gameId);
        setGame(toPanelView(final, gotd.gameDay, gotd.result));
        trackAnalytics('game_completed', { mode: 'gotd', win: gotd.result?.win ?? false });
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
