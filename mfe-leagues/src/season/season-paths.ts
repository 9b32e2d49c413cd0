import { paths, type LeagueGameView } from '@bb/shared';
import type { LeagueLinks } from '../league-core';

/** The season replay's pages (built by the contract's page builders, from the route table). */
export const seasonPaths = {
  lobby: (tab?: 'season' | 'current' | 'nostalgia') => paths.season.lobby(tab),
  list: () => '/season/schedules',
  schedule: (leagueId: number | string) => paths.season.schedule(leagueId),
  pregame: (leagueId: number | string, scheduleId: number | string) => paths.season.pregame(leagueId, scheduleId),
  /** The one play screen, at …/game/{gameId}/play like every play screen (the shell hides its header there). */
  play: (leagueId: number | string, gameId: string) => paths.season.play(leagueId, gameId),
  playoff: (leagueId: number | string) => paths.season.playoff(leagueId),
};

export function seasonLinks(leagueId: number): LeagueLinks {
  return {
    pregame: (game: LeagueGameView) => seasonPaths.pregame(leagueId, game.scheduleId),
    play: (gameId: string) => seasonPaths.play(leagueId, gameId),
    playoff: () => seasonPaths.playoff(leagueId),
  };
}
