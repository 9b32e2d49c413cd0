import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import { registerSetupRoutes } from './setup-routes';
import { registerPlayRoutes } from './play-routes';
import { registerHistoryRoutes } from './history-routes';
import type { Realtime } from '../realtime/index';
import { GAME_TAGS } from './http';
import { createGameLive, type GameLive } from './live';

export type { GameLive } from './live';

/**
 * Server-authoritative games of every mode but the Game of the Day (which serves its own through the same play
 * routes): setup, play, history, live streams. Returns the live wiring the GOTD module shares.
 */
export async function registerGameRoutes(app: FastifyInstance, { database }: AppServices, realtime: Realtime): Promise<GameLive> {
  const live = createGameLive(app, database, realtime.hub.bus);
  registerHistoryRoutes(app, database);
  registerSetupRoutes(app, database, live);
  registerPlayRoutes(app, database, live, { prefix: '/api/games', via: 'games', tags: GAME_TAGS });
  return live;
}

// For other features (they import games only from here).
export { GameSetupError, loadGameTeam, loadTeamSeason, registerTeamSource } from './team-rosters';
export type { TeamSeasonRoster } from './team-rosters';
export { createServerGame, gameSummary, loadServerGame } from './game-service';
export type { SideSetup } from './side-setup';
export { SUBSCRIBE_TO_ACCESS, assertMayPlay, mayPlay } from './mode-access';
export { policyOf } from './mode-policy';
export { CONFLICT, GAME_OVER, GameServiceError, NOT_FOUND, currentRecord, forget, liveState, notifyChanged, onGameFinished, readRecord } from './game-store';
export type { GameRecord } from './game-store';
export { teamName } from './history-routes';
export { SIDES, seatsFor, sideIndex, viewerSide } from './seats';
export type { GameActor, Seats } from './seats';
export { registerPlayRoutes } from './play-routes';
export { NOT_YOUR_GAME, battingSide } from './game-rules';
export { modeHooks, setModeHooks } from './mode-hooks';
export type { ModeHooks } from './mode-hooks';
export { seatToComputer, systemDecide, viewGame } from './decide';
export { actorOf } from './http';
export { gameView } from './game-view';
export { engineRoster, setLeagueTeamSource } from './team-rosters';
export { gamePlayer } from './game-view';
export { leagueContext } from './league-contexts';
export { seasonYears } from './setup-data';
export { decide } from './decide';
