import { useCallback } from 'react';
import type { GamePlay } from '@bb/contract';
import { formatPlay, type PlayTeams } from './format-play';
import { gameEventMessages } from './game-events-messages';

export { formatPlay, lastName, teamNickname, type PlayTeams } from './format-play';
export { gameEventMessages } from './game-events-messages';

/** `formatPlay` for components: re-renders on a language switch. */
export function useFormatPlay(teams: PlayTeams): (play: GamePlay) => string {
  const t = gameEventMessages.useT();
  // Keyed by the two names, not the object: callers pass a fresh literal each render.
  const { away, home } = teams;
  return useCallback((play: GamePlay) => formatPlay(play, { away, home }, t), [t, away, home]);
}
