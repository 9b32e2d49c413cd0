import { useCallback } from 'react';
import type { GamePlay } from '../contract/gameplay-api';
import { formatPlay, type PlayTeams } from './format-play';
import { gameEventMessages } from './game-events-messages';

export { formatPlay, lastName, teamNickname, type PlayTeams } from './format-play';
export { gameEventMessages } from './game-events-messages';

/** `formatPlay` for components: re-renders on a language switch. */
export function useFormatPlay(teams: PlayTeams): (play: GamePlay) => string {
  const t = gameEventMessages.useT();
  return useCallback((play: GamePlay) => formatPlay(play, teams, t), [t, teams.away, teams.home]);
}
