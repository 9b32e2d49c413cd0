import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { GameState } from '@bb/engine';
import type { Database } from '../db/database';
import { optionalUser } from '../auth';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import { decide, viewGame, type DecisionResult } from './decide';
import type { PlayRequest } from './game-rules';
import { GameServiceError, type GameRecord } from './game-store';
import { gameBoxScore, gamePlays, gameView } from './game-view';
import { actorOf } from './http';
import type { GameLive } from './live';
import { modeHooks } from './mode-hooks';
import { policyOf } from './mode-policy';
import { GameIdParams, GuestQuery, QuickPlayBody, SubstitutionBody, TacticBody, VersionBody } from '@bb/contract/src/schemas/games';
import { registerStreamRoute } from './stream-route';

// Every route here validates `:gameId` with GameIdParams first.
const gameIdOf = (request: FastifyRequest) => (request.params as { gameId: string }).gameId;

const responses = { 200: DataBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

/** A family of game routes: the exhibition family serves every mode but one; the Game of the Day has its own. */
export interface PlayRouteFamily {
  prefix: '/api/games' | '/api/gotd/games';
  via: 'games' | 'gotd';
  tags: string[];
  /** Data the family adds beside the game on GET (the Game of the Day: its day and result). */
  extra?: (record: GameRecord, state: GameState) => Promise<Record<string, unknown>>;
  /** Routes the family does not serve at all (the Game of the Day has no undo or reset). */
  without?: ReadonlyArray<'undo' | 'reset'>;
}

/**
 * Game play: view, swing away, quick play, tactics, substitution, exit, undo, reset, box score, plays,
 * replay and the live stream — one set of handlers for every mode, each decision through the one decide path.
 */
export function registerPlayRoutes(app: FastifyInstance, database: Database, live: GameLive, family: PlayRouteFamily): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // Decision bodies are optional (an old client sends none): an absent body is validated as an empty one.
  const base = {
    preHandler: optionalUser,
    preValidation: async (request: FastifyRequest) => {
      request.body ??= {};
    },
  };
  const schema = { tags: family.tags, params: GameIdParams, querystring: GuestQuery, response: responses };
  const { prefix, via } = family;
  // Every route under a game of this family (setup ones too): who cannot see it gets 404 before bad input's 400.
  app.accessProbe(`${prefix}/:gameId`, (request) => viewGame(database, gameIdOf(request), actorOf(request), via));

  const answer = async (request: FastifyRequest, result: DecisionResult, message?: string) => {
    await live.topics.publish(result.record.id, result.record.revision);
    const viewer = await live.viewer(actorOf(request), result.record);
    return { data: { game: gameView(result.record, result.state, viewer, result.events), ...(message ? { message } : {}) } };
  };
  const act = async (request: FastifyRequest, play: PlayRequest, version: number | undefined, message?: string) =>
    answer(request, await decide(database, { gameId: gameIdOf(request), actor: actorOf(request), request: play, via, ...(version === undefined ? {} : { version }) }), message);

  const view = async (request: FastifyRequest) => {
    const actor = actorOf(request);
    const { record, state } = await viewGame(database, gameIdOf(request), actor, via);
    return { record, state, viewer: await live.viewer(actor, record) };
  };

  api.get(`${prefix}/:gameId`, { ...base, schema }, async (request) => {
    const { record, state, viewer } = await view(request);
    const modeExtra = await modeHooks(record.mode).extra?.(database, record, state, viewer.actor);
    return { data: { game: gameView(record, state, viewer), ...(family.extra ? await family.extra(record, state) : {}), ...modeExtra } };
  });

  // Starting is implicit (the first decision starts the game); this answers the current state to resume from.
  api.post(`${prefix}/:gameId/play`, { ...base, schema: { ...schema, body: VersionBody } }, async (request) => {
    const { record, state, viewer } = await view(request);
    return { data: { game: gameView(record, state, viewer) } };
  });

  api.post(`${prefix}/:gameId/_swing-away`, { ...base, schema: { ...schema, body: VersionBody } }, (request) =>
    act(request, { type: 'swingAway' }, request.body?.version),
  );

  api.post(`${prefix}/:gameId/_quick-play`, { ...base, schema: { ...schema, body: QuickPlayBody } }, (request) =>
    act(request, { type: 'quickPlay', scope: request.body?.scope ?? 'game' }, request.body?.version),
  );

  api.post(`${prefix}/:gameId/tactic`, { ...base, schema: { ...schema, body: TacticBody } }, (request) => {
    const { version, ...tactic } = request.body;
    return act(request, tactic as PlayRequest, version);
  });

  api.post(`${prefix}/:gameId/substitute-players`, { ...base, schema: { ...schema, body: SubstitutionBody } }, (request) => {
    const { version, ...substitution } = request.body;
    return act(request, substitution as PlayRequest, version, 'Player Substituted Successfully!');
  });

  api.post(`${prefix}/:gameId/_exit-game`, { ...base, schema: { ...schema, body: VersionBody } }, (request) =>
    act(request, { type: 'exit' }, request.body?.version),
  );

  if (!family.without?.includes('undo')) {
    api.post(`${prefix}/:gameId/_undo-play`, { ...base, schema: { ...schema, body: VersionBody } }, (request) =>
      act(request, { type: 'undo' }, request.body?.version),
    );
  }
  if (!family.without?.includes('reset')) {
    api.post(`${prefix}/:gameId/_reset`, { ...base, schema: { ...schema, body: VersionBody } }, (request) =>
      act(request, { type: 'reset' }, request.body?.version),
    );
  }

  api.get(`${prefix}/:gameId/box_score`, { ...base, schema }, async (request) => ({ data: gameBoxScore((await view(request)).state) }));

  api.get(`${prefix}/:gameId/plays`, { ...base, schema }, async (request) => ({ data: gamePlays((await view(request)).state) }));

  api.get(`${prefix}/:gameId/replay`, { ...base, schema }, async (request) => {
    const { record, state, viewer } = await view(request);
    // A replay of a game still being played would show the dice to come in a counted game.
    if (policyOf(record.mode).replay === 'final' && state.status !== 'final') throw new GameServiceError('The replay opens once the game is over.', 409);
    return { data: { game: gameView(record, state, viewer), plays: gamePlays(state), boxScore: gameBoxScore(state) } };
  });

  registerStreamRoute(app, database, live, family);
}
