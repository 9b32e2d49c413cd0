import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LEADERBOARD_TABS } from '@bb/shared/src/contract/constants';
import type { LeaderboardQuery as LeaderboardQueryValues } from '@bb/shared/src/contract/gotd-api';
import type { Database } from '../db/database';
import { currentUser, optionalUser, requireUser } from '../auth/index';
import { gotdDefaults, gotdGame, playGotd, registerForToday, type GotdPlayer } from './daily-game';
import { gameDayOf } from './game-day';
import { periodSource } from './leaderboard-periods';
import { boardKey, cachedBoard } from './leaderboard-cache';
import { leaderboardRows } from './leaderboard-query';
import { DefaultsResponse, ErrorBody, GameParams, GameViewResponse, GuestQuery, NoQuery, LeaderboardQuery, LeaderboardResponse, QuickPlayBody, RegistrationResponse } from './schemas';

const bearer = [{ bearer: [] as string[] }];

function player(request: FastifyRequest): GotdPlayer {
  const user = currentUser(request);
  return { id: user.id, isGotdGuest: user.isGotdGuest };
}

/** The signed-in player, or null for a guest call sent without credentials (spec §6 isGuest=true). */
function optionalPlayer(request: FastifyRequest): GotdPlayer | null {
  return request.user ? { id: request.user.id, isGotdGuest: request.user.isGotdGuest } : null;
}

export function registerGotdRoutes(app: FastifyInstance, database: Database, clock: () => Date = () => new Date()): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/gotd/gotd-leaderboard',
    {
      schema: {
        tags: ['gotd'],
        summary: 'Game of the Day leaderboard of one sub-tab and period, best first (spec §7, §9)',
        querystring: LeaderboardQuery,
        response: { 200: LeaderboardResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      // The schema admits exactly these values; typebox's inference widens the unions.
      const { tab, period, subTab, month } = request.query as unknown as LeaderboardQueryValues;
      if (!(LEADERBOARD_TABS[tab] as readonly string[]).includes(subTab)) {
        return reply.status(400).send({ error: `Must be one of: ${LEADERBOARD_TABS[tab].join(', ')}` });
      }
      const today = gameDayOf(clock());
      const source = periodSource(tab, period, month, today);
      const rows = await cachedBoard(database.db, boardKey(source, subTab, today), () => leaderboardRows(database.db, source, subTab, today));
      return { data: { [subTab]: rows } };
    },
  );

  r.get(
    '/api/gotd/defaults',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['gotd'],
        summary: "Today's Game of the Day (never a later day's) and the signed-in player's attempt and streaks",
        security: bearer,
        // No day parameter on purpose: the server only ever answers today's game.
        querystring: NoQuery,
        response: { 200: DefaultsResponse, 503: ErrorBody },
      },
    },
    async (request) => {
      const user = request.user;
      return { data: await gotdDefaults(database, user ? { id: user.id, isGotdGuest: user.isGotdGuest } : null, clock()) };
    },
  );

  r.post(
    '/api/gotd/registration',
    {
      preHandler: requireUser,
      schema: {
        tags: ['gotd'],
        summary: "Registers the signed-in player (account or GOTD guest) for today's game: starts it, or resumes it while unfinished",
        security: bearer,
        response: { 200: RegistrationResponse, 201: RegistrationResponse, 401: ErrorBody, 409: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const registration = await registerForToday(database, player(request), clock());
      return reply.status(registration.resumed ? 200 : 201).send({ data: registration });
    },
  );

  r.get(
    '/api/gotd/games/:gameId',
    {
      preHandler: optionalUser,
      schema: { tags: ['gotd'], summary: "The player's Game of the Day as the play panel draws it", security: bearer, params: GameParams, querystring: GuestQuery, response: { 200: GameViewResponse, 401: ErrorBody, 404: ErrorBody } },
    },
    async (request) => ({ data: await gotdGame(database, optionalPlayer(request), request.params.gameId) }),
  );

  r.post(
    '/api/gotd/games/:gameId/_swing-away',
    {
      preHandler: optionalUser,
      schema: { tags: ['gotd'], summary: 'Swing away: one plate appearance', security: bearer, params: GameParams, querystring: GuestQuery, response: { 200: GameViewResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody } },
    },
    async (request) => ({ data: await playGotd(database, optionalPlayer(request), request.params.gameId, { type: 'swingAway' }) }),
  );

  r.post(
    '/api/gotd/games/:gameId/_quick-play',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['gotd'],
        summary: 'Quick play: the computer manages both sides to the end of the half-inning or the game',
        security: bearer,
        params: GameParams,
        querystring: GuestQuery,
        body: QuickPlayBody,
        response: { 200: GameViewResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => ({ data: await playGotd(database, optionalPlayer(request), request.params.gameId, { type: 'quickPlay', scope: request.body.scope }) }),
  );
}
