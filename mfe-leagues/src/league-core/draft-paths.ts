import { paths, type LeagueGameView } from '@bb/shared';
import type { LeagueLinks } from './league-links';

/** The draft league's pages (built by the contract's page builders, from the route table). */
export const draftPaths = {
  list: () => '/draft-league',
  create: () => '/draft-league/create',
  home: (leagueId: number | string) => paths.draft.home(leagueId),
  summary: (leagueId: number | string) => paths.draft.summary(leagueId),
  playoff: (leagueId: number | string) => paths.draft.playoff(leagueId),
  transaction: (leagueId: number | string) => paths.draft.transaction(leagueId),
  /** New Transaction: the trading page, which the host's access table checks further (trading needs a subscription; the other transaction pages do not). */
  trading: (leagueId: number | string) => paths.draft.trading(leagueId),
  game: (leagueId: number | string, scheduleId: number | string, gameId: string | null) => paths.draft.pregame({ leagueId, scheduleId, gameId }),
  play: (gameId: string) => paths.draft.play(gameId),
  liveDraft: (leagueId: number | string) => paths.draft.liveDraft(leagueId),
};

export function draftLinks(leagueId: number): LeagueLinks {
  return {
    pregame: (game: LeagueGameView) => draftPaths.game(leagueId, game.scheduleId, game.gameId),
    play: (gameId: string) => draftPaths.play(gameId),
    playoff: () => draftPaths.playoff(leagueId),
  };
}
