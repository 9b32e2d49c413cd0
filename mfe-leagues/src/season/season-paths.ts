import type { LeagueGameView } from '@bb/shared';
import type { LeagueLinks } from '../league-core';

const BASE = '/season';

/** The season replay's routes (/season/lobby, /season/schedules/{scheduleId?}, …/game/{gameId}/{stage?}). */
export const seasonPaths = {
  lobby: (tab?: 'season' | 'current' | 'nostalgia') => `${BASE}/lobby${tab ? `?tab=${tab}` : ''}`,
  list: () => `${BASE}/schedules`,
  schedule: (leagueId: number | string) => `${BASE}/schedules/${leagueId}`,
  pregame: (leagueId: number | string, scheduleId: number | string) => `${BASE}/schedules/${leagueId}/game/${scheduleId}/pregame`,
  play: (leagueId: number | string, gameId: string) => `${BASE}/schedules/${leagueId}/game/${gameId}?league=${leagueId}`,
  playoff: (leagueId: number | string) => `${BASE}/schedules/${leagueId}?tab=playoff-bracket`,
};

export function seasonLinks(leagueId: number): LeagueLinks {
  return {
    pregame: (game: LeagueGameView) => seasonPaths.pregame(leagueId, game.scheduleId),
    play: (gameId: string) => seasonPaths.play(leagueId, gameId),
    playoff: () => seasonPaths.playoff(leagueId),
  };
}
