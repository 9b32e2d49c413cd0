import { useEffect, useRef } from 'react';
import type { GameView } from '@bb/shared';
import { newestPlateAppearance } from './field-motion';
import { playMomentSound } from './game-sounds';

/** The plays that get their moment on screen: a banner in the live region and (with sound on) their own sound. */
export type GameMoment = 'homeRun' | 'ballgame';

const HITS = new Set(['1B', '2B', '3B']);

/** The moment of the game as it stands after its last decision: the final out wins over the home run that ended it. */
export function momentOf(game: GameView): GameMoment | null {
  if (game.status === 'final') return 'ballgame';
  return newestPlateAppearance(game)?.outcome === 'HR' ? 'homeRun' : null;
}

/**
 * The moment to show for the game on screen, and its sound. Only what happens while the screen is open counts:
 * reloading a finished game or one whose last play was a home run shows no banner and plays nothing.
 */
export function useGameMoment(game: GameView | null): GameMoment | null {
  const opened = useRef<number | null>(null);
  if (game && opened.current === null) opened.current = game.version;
  const changed = game !== null && game.version !== opened.current;
  const moment = changed ? momentOf(game) : null;
  const version = changed ? game.version : null;
  const hit = changed && HITS.has(newestPlateAppearance(game)?.outcome ?? '');
  useEffect(() => {
    if (version === null) return;
    if (moment) playMomentSound(moment);
    else if (hit) playMomentSound('hit');
    // One sound per new version of the game: a re-render of the same version stays quiet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  return moment;
}
