import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LEADERBOARD_TABS } from '@bb/contract';
import type { LeaderboardQuery as LeaderboardQueryValues } from '@bb/contract';
import type { Database } from '../db/database';
import { currentUser, optionalUser, requireUser } from '../auth/index';
import type { GameLive } from '../games/index';
import { registerPlayRoutes } from '../games';
import { gotdDefaults, gotdExtra, registerForToday, type GotdPlayer } from './daily-game';
import { gameDayOf } from './game-day';
import { periodSource } from './leaderboard-periods';
import { boardKey, cachedBoard } from './leaderboard-cache';
import { leaderboardRows, ownRow } from './leaderboard-query';
import { DefaultsResponse, ErrorBody, NoQuery, LeaderboardQuery, LeaderboardResponse, RegistrationResponse } from '@bb/contract/src/schemas/gotd';

const bearer = [{ bearer: [] as string[] }];

function player(request: FastifyRequest): GotdPlayer {
  const user = currentUser(request);
  return { id: user.id, isGotdGuest: user.isGotdGuest };
}

export function registerGotdRoutes(app: FastifyInstance, database: Database, live: GameLive, clock: () => Date = () => new Date()): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/gotd/gotd-leaderboard',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['gotd'],
        summary: "Game of the Day leaderboard of one sub-tab and period, best first, and the signed-in caller's own row and rank (`me`)",
        security: bearer,
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
      // The public board stays cached for everyone; the caller's own place is read for him alone.
      if (!request.user) return { data: { [subTab]: rows } };
      return { data: { [subTab]: rows, me: await ownRow(database.db, source, subTab, today, request.user.id) } };
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

  // The daily game plays through the same routes as every game, under its own prefix: no undo, no reset.
  registerPlayRoutes(app, database, live, {
    prefix: '/api/gotd/games',
    via: 'gotd',
    tags: ['gotd'],
    without: ['undo', 'reset'],
    extra: async (record, state) => ({ gotd: await gotdExtra(database, record, state) }),
  });
}
