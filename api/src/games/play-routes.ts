import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Decision } from '@bb/engine';
import type { Database } from '../db/database';
import { optionalUser } from '../auth';
import { DataBody, ErrorBody } from '../http/schemas';
import {
  GameServiceError, applyServerDecision, exitServerGame, loadServerGame, resetServerGame, sideIndex, undoServerDecision, type GameSideName,
} from './game-service';
import { gameBoxScore, gamePlays, gameView } from './game-view';
import { actorOf, GAME_TAGS } from './http';
import { GameIdParams, GuestQuery, QuickPlayBody, SubstitutionBody, TacticBody } from './schemas';

const responses = { 200: DataBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Spec §7 "game play": swing away, substitution, box score, quick play, exit, undo, replay; history restore (reset). */
export function registerPlayRoutes(app: FastifyInstance, database: Database): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { preHandler: optionalUser };
  const schema = { tags: GAME_TAGS, params: GameIdParams, querystring: GuestQuery, response: responses };

  const decide = async (gameId: string, actor: ReturnType<typeof actorOf>, decision: Decision, message?: string) => {
    const { record, state, events } = await applyServerDecision(database, gameId, actor, decision);
    return { data: { game: gameView(record, state, events), ...(message ? { message } : {}) } };
  };

  api.post('/api/games/:gameId/play', { ...base, schema }, async (request) => {
    // Starting is implicit (the first decision starts the game); this answers the current state to resume from.
    const { record, state } = await loadServerGame(database, request.params.gameId, actorOf(request));
    return { data: { game: gameView(record, state) } };
  });

  api.post('/api/games/:gameId/_swing-away', { ...base, schema }, (request) =>
    decide(request.params.gameId, actorOf(request), { type: 'swingAway' }),
  );

  api.post('/api/games/:gameId/_quick-play', { ...base, schema: { ...schema, body: QuickPlayBody } }, (request) =>
    decide(request.params.gameId, actorOf(request), { type: 'quickPlay', scope: request.body?.scope ?? 'game' }),
  );

  api.post('/api/games/:gameId/tactic', { ...base, schema: { ...schema, body: TacticBody } }, (request) =>
    decide(request.params.gameId, actorOf(request), { type: request.body.type }),
  );

  api.post('/api/games/:gameId/substitute-players', { ...base, schema: { ...schema, body: SubstitutionBody } }, async (request) => {
    const { record } = await loadServerGame(database, request.params.gameId, actorOf(request));
    if (record.userSide === 'none') throw new GameServiceError('Eligibles are not valid!', 403);
    const team = sideIndex(record.userSide as GameSideName);
    const body = request.body;
    const decision: Decision =
      body.type === 'pinchRunner'
        ? { type: 'pinchRunner', team, base: body.base, cardId: body.cardId }
        : body.type === 'defensiveSwitch'
          ? { type: 'defensiveSwitch', team, moves: body.moves }
          : { type: body.type, team, cardId: body.cardId };
    return decide(request.params.gameId, actorOf(request), decision, 'Player Substituted Successfully!');
  });

  api.get('/api/games/:gameId/box_score', { ...base, schema }, async (request) => {
    const { state } = await loadServerGame(database, request.params.gameId, actorOf(request));
    return { data: gameBoxScore(state) };
  });

  api.get('/api/games/:gameId/plays', { ...base, schema }, async (request) => {
    const { state } = await loadServerGame(database, request.params.gameId, actorOf(request));
    return { data: gamePlays(state) };
  });

  api.post('/api/games/:gameId/_exit-game', { ...base, schema }, async (request) => {
    const { record, state, events } = await exitServerGame(database, request.params.gameId, actorOf(request));
    return { data: { game: gameView(record, state, events) } };
  });

  api.post('/api/games/:gameId/_undo-play', { ...base, schema }, async (request) => {
    const { record, state } = await undoServerDecision(database, request.params.gameId, actorOf(request));
    return { data: { game: gameView(record, state) } };
  });

  api.get('/api/games/:gameId/replay', { ...base, schema }, async (request) => {
    const { record, state } = await loadServerGame(database, request.params.gameId, actorOf(request));
    return { data: { game: gameView(record, state), plays: gamePlays(state), boxScore: gameBoxScore(state) } };
  });

  api.post('/api/games/:gameId/_reset', { ...base, schema }, async (request) => {
    const { record, state } = await resetServerGame(database, request.params.gameId, actorOf(request));
    return { data: { game: gameView(record, state) } };
  });
}
