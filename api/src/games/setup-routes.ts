import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@bb/engine';
import type { Database } from '../db/database';
import { optionalUser } from '../auth';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import type { GameState } from '@bb/engine';
import { viewGame } from './decide';
import { createServerGame, loadServerGame, setGameTeam, updateGameSetup } from './game-service';
import type { GameRecord } from './game-store';
import type { GameLive } from './live';
import { assertMayPlay } from './mode-access';
import { policyOf } from './mode-policy';
import type { GameActor } from './seats';
import { gamePlayer, gameView } from './game-view';
import { actorOf, GAME_TAGS } from './http';
import {
  CreateGameBody, EligiblesBody, GameIdParams, GuestQuery, LineupBody, SetTeamBody, SideQuery, TeamParams, TeamSetupQuery, YearParams,
} from '@bb/contract/src/schemas/games';
import { seasonTeams, seasonYears, singleGameDefaults, teamSetupData } from './setup-data';

const responses = { 200: DataBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Single game setup: years, league info / year data, defaults, create, eligibles, lineup, set team. */
export function registerSetupRoutes(app: FastifyInstance, database: Database, live: GameLive): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const schema = { tags: GAME_TAGS };
  /** A setup change: the game's streams hear of it, the caller gets his view. */
  const changed = async (actor: GameActor, record: GameRecord, state: GameState) => {
    await live.topics.publish(record.id, record.revision);
    return gameView(record, state, await live.viewer(actor, record));
  };

  api.get('/api/games/single/years', { schema: { ...schema, querystring: GuestQuery, response: responses } }, async () => ({
    data: await seasonYears(database),
  }));

  api.get('/api/games/single/years/:year/teams', { schema: { ...schema, params: YearParams, querystring: GuestQuery, response: responses } }, async (request) => ({
    data: await seasonTeams(database, request.params.year),
  }));

  api.get('/api/games/single/defaults', { schema: { ...schema, querystring: GuestQuery, response: responses } }, async () => ({
    data: await singleGameDefaults(database),
  }));

  api.get(
    '/api/games/single/teams/:teamId',
    { schema: { ...schema, params: TeamParams, querystring: TeamSetupQuery, response: responses } },
    async (request) => ({ data: await teamSetupData(database, request.params.teamId, request.query.year, request.query.dh) }),
  );

  api.post(
    '/api/games/single',
    { preHandler: optionalUser, schema: { ...schema, body: CreateGameBody, querystring: GuestQuery, response: { ...responses, 201: DataBody } } },
    async (request, reply) => {
      const body = request.body;
      const actor = actorOf(request);
      assertMayPlay(policyOf('exhibition'), request.user);
      const record = await createServerGame(database, {
        home: body.home,
        away: body.away,
        userSide: body.userSide,
        mode: 'exhibition',
        ownerUserId: request.user?.id ?? null,
        ...(body.seed !== undefined ? { seed: body.seed } : {}),
        ...(body.dayNight ? { dayNight: body.dayNight } : {}),
        ...(body.dh !== undefined ? { options: { dh: body.dh } } : {}),
        ...(body.sides ? { sides: body.sides } : {}),
      });
      const { state } = await loadServerGame(database, record.id);
      return reply.status(201).send({ data: { game: gameView(record, state, await live.viewer(actor, record)) } });
    },
  );

  api.get(
    '/api/games/:gameId/eligibles',
    { preHandler: optionalUser, schema: { ...schema, params: GameIdParams, querystring: SideQuery, response: responses } },
    async (request) => {
      const { record, state } = await viewGame(database, request.params.gameId, actorOf(request), 'games');
      const roster = request.query.side === 'home' ? state.setup.home : state.setup.away;
      const chosen = record.options.sides[request.query.side].eligible;
      return {
        data: {
          side: request.query.side,
          players: roster.players.map((p) => ({ ...gamePlayer(p.card), eligible: p.available !== false })),
          custom: chosen !== undefined,
        },
      };
    },
  );

  api.put(
    '/api/games/:gameId/eligibles',
    { preHandler: optionalUser, schema: { ...schema, params: GameIdParams, querystring: GuestQuery, body: EligiblesBody, response: responses } },
    async (request) => {
      if (request.body.playerIds.length === 0) throw Object.assign(new Error(MESSAGES.provideEligibles), { statusCode: 400 });
      const actor = actorOf(request);
      const { record, state } = await updateGameSetup(database, request.params.gameId, actor, request.body.side, { eligible: request.body.playerIds });
      return { data: { game: await changed(actor, record, state), message: 'Eligibles added successfully!' } };
    },
  );

  api.get(
    '/api/games/:gameId/lineup',
    { preHandler: optionalUser, schema: { ...schema, params: GameIdParams, querystring: SideQuery, response: responses } },
    async (request) => {
      const { state } = await viewGame(database, request.params.gameId, actorOf(request), 'games');
      const team = state.teams[request.query.side === 'away' ? 0 : 1];
      return { data: { side: request.query.side, dh: team.dh, lineup: team.order.map((s) => ({ ...s })), startingPitcher: team.pitcherId, isLineupValid: true } };
    },
  );

  api.put(
    '/api/games/:gameId/lineup',
    { preHandler: optionalUser, schema: { ...schema, params: GameIdParams, querystring: GuestQuery, body: LineupBody, response: responses } },
    async (request) => {
      const { side, lineup, startingPitcher } = request.body;
      const actor = actorOf(request);
      const { record, state } = await updateGameSetup(database, request.params.gameId, actor, side, {
        lineup,
        ...(startingPitcher ? { startingPitcher } : {}),
      });
      return { data: { game: await changed(actor, record, state), isLineupValid: true } };
    },
  );

  api.put(
    '/api/games/:gameId/team',
    { preHandler: optionalUser, schema: { ...schema, params: GameIdParams, querystring: GuestQuery, body: SetTeamBody, response: responses } },
    async (request) => {
      const { side, teamId, year } = request.body;
      const actor = actorOf(request);
      const { record, state } = await setGameTeam(database, request.params.gameId, actor, side, { teamId, year });
      return { data: { game: await changed(actor, record, state) } };
    },
  );
}
