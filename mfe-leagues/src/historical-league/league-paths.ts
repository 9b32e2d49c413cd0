import { paths, type LeagueGameView } from '@bb/shared';
import type { LeagueLinks } from '../league-core';

const BASE = '/game/historical-league';

/** The historical league's pages (built by the contract's page builders, from the route table). */
export const historicalPaths = {
  list: () => BASE,
  create: () => `${BASE}/league/create`,
  setup: (leagueId: number | string) => paths.historical.setup(leagueId),
  playoff: (leagueId: number | string) => paths.historical.playoff(leagueId),
  pregame: (leagueId: number | string, scheduleId: number | string, gameId: string | null) => paths.historical.pregame({ leagueId, scheduleId, gameId }),
  /** The play screen; ?league= lets its "Back to league" find the league (the game view does not name it). */
  play: (gameId: string, leagueId?: number | string) => paths.historical.play(gameId, leagueId),
};

export function historicalLinks(leagueId: number): LeagueLinks {
  return {
    pregame: (game: LeagueGameView) => historicalPaths.pregame(leagueId, game.scheduleId, game.gameId),
    play: (gameId: string) => historicalPaths.play(gameId, leagueId),
    playoff: () => historicalPaths.playoff(leagueId),
  };
}
