import type { LeagueGameView } from '@bb/shared';

/** Where a league mode's pages are: the panels link to them without knowing the mode's routes. */
export interface LeagueLinks {
  /** The pregame summary of a game; for a final game, its box score. */
  pregame: (game: LeagueGameView) => string;
  /** The play screen of a started game. */
  play: (gameId: string) => string;
  /** The bracket as a page of its own. */
  playoff: () => string;
}
