import type { LeagueGameView } from '@bb/shared';
import type { LeagueLinks } from '../league-core';

const BASE = '/game/historical-league';

/** The historical league's routes (contract/src/access/routes.ts owns them). */
export const historicalPaths = {
  list: () => BASE,
  create: () => `${BASE}/league/create`,
  setup: (leagueId: number | string) => `${BASE}/league/setup/${leagueId}`,
  playoff: (leagueId: number | string) => `${BASE}/playoff/${leagueId}`,
  pregame: (leagueId: number | string, scheduleId: number | string, gameId: string | null) =>
    `${BASE}/pregame-summary/league/${leagueId}/schedule/${scheduleId}/game/${gameId ?? 'new'}`,
  /** The play screen; ?league= lets its "Back to league" find the league (the game view does not name it). */
  play: (gameId: string, leagueId?: number | string) => `${BASE}/${gameId}/play${leagueId !== undefined ? `?league=${leagueId}` : ''}`,
};

export function historicalLinks(leagueId: number): LeagueLinks {
  return {
    pregame: (game: LeagueGameView) => historicalPaths.pregame(leagueId, game.scheduleId, game.gameId),
    play: (gameId: string) => historicalPaths.play(gameId, leagueId),
    playoff: () => historicalPaths.playoff(leagueId),
  };
}
