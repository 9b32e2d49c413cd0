import type { LeagueGameView } from '@bb/shared';
import type { LeagueLinks } from './league-links';

/** The draft league's routes (contract/src/access/routes.ts owns them). */
export const draftPaths = {
  list: () => '/draft-league',
  create: () => '/draft-league/create',
  home: (leagueId: number | string) => `/draft-league/${leagueId}`,
  summary: (leagueId: number | string) => `/draft-league/summary/${leagueId}`,
  playoff: (leagueId: number | string) => `/draft-league/playoff/${leagueId}`,
  transaction: (leagueId: number | string) => `/draft-league/${leagueId}/transaction`,
  /** New Transaction: the trading page, which the host's access table checks further (trading needs a subscription; the other transaction pages do not). */
  trading: (leagueId: number | string) => `/draft-league/${leagueId}/transaction/trading`,
  game: (leagueId: number | string, scheduleId: number | string, gameId: string | null) =>
    `/draft-league/${leagueId}/schedule/${scheduleId}/game/${gameId ?? 'new'}`,
  play: (gameId: string) => `/game/draft-league/${gameId}/play`,
  liveDraft: (leagueId: number | string) => `/live-draft/${leagueId}`,
};

export function draftLinks(leagueId: number): LeagueLinks {
  return {
    pregame: (game: LeagueGameView) => draftPaths.game(leagueId, game.scheduleId, game.gameId),
    play: (gameId: string) => draftPaths.play(gameId),
    playoff: () => draftPaths.playoff(leagueId),
  };
}
