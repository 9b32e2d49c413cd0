import { isPlayPath, paths } from '@bb/shared';

/**
 * Which shell rules apply where (header hidden, logo asks before leaving, extras held back): this file is the host's one table of
 * game and play screens, read by the header, the lobby widget and the install prompt.
 */

// The Game of the Day plays on the shared play screen at /game-of-the-day/{gameId}, a path with no `play` segment.
const GOTD_PLAY_SCREEN = /^\/game-of-the-day\/[0-9a-f-]{36}\/?$/i;

/** Play screens hide the header and every extra of the shell: shared's play paths (a `play` segment, so `/playoff` is not one) and the GOTD game. */
export const isPlayScreen = (pathname: string): boolean => isPlayPath(pathname) || GOTD_PLAY_SCREEN.test(pathname);

// Game screens: the logo asks before leaving and the menu button becomes an exit button.
// `/game/single` and `/game/head-to-head` without an id are the setup screens of a new game
// (`{gameId?}` in the route list), so they count too.
const GAME_SCREEN_PATTERNS: readonly RegExp[] = [
  /^\/game\/single(\/.*)?$/,
  /^\/game\/head-to-head(\/.*)?$/,
  /^\/game\/historical-league\/[^/]+\/play\/?$/,
  /^\/game\/draft-league\/[^/]+\/play\/?$/,
  /^\/season\/schedules\/[^/]+\/game\/[^/]+\/play\/?$/,
  /^\/tournament\/[^/]+\/play\/?$/,
  /^\/season\/exhibition-game(\/.*)?$/,
  /^\/all-star-game(\/.*)?$/,
  GOTD_PLAY_SCREEN,
];

export function isGameScreen(pathname: string): boolean {
  return GAME_SCREEN_PATTERNS.some((pattern) => pattern.test(pathname));
}

const PREGAME_SUMMARY = /^\/game\/historical-league\/pregame-summary\/league\/([^/]+)\/schedule\/[^/]+\/game\/([^/]+)\/?$/;

/** On a pregame summary with a league id and a game id the logo returns to the league setup. */
export function pregameSummaryLogoTarget(pathname: string): string | null {
  const match = PREGAME_SUMMARY.exec(pathname);
  if (!match) return null;
  return paths.historical.setup(decodeURIComponent(match[1] as string));
}
