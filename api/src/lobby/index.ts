import type { FastifyInstance } from 'fastify';
import { registerLobbyLeaguesRoute } from './lobby-routes';
import type { TournamentDirectory } from './tournament-directory';

export type { TournamentDirectory, LeagueQuery, LeaguePage } from './tournament-directory';

export interface LobbyOptions {
  /** Where the lists read tournaments from (the tournaments module's directory). */
  tournaments: TournamentDirectory;
}

/** The lobby's reads (GET /lobby/exp3/users/{userId}/leagues). Register after the account routes (auth hooks). */
export async function registerLobbyRoutes(app: FastifyInstance, options: LobbyOptions): Promise<void> {
  registerLobbyLeaguesRoute(app, options.tournaments);
}
