import { paths } from '@bb/shared';

/**
 * Where a tournament game is played: /tournament/{gameId}/play, naming its tournament in ?league= so the way back
 * is known before the game says it (the same approach as the league modes' play pages).
 */
export const tournamentPlayPath = (gameId: string, leagueId: number | string) => paths.tournament.play(gameId, leagueId);
