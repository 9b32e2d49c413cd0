/** The season replay routes (contract/src/seasons-api.ts); the replay's own pages use the league routes. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LEAGUE_MESSAGES, SEASON_MESSAGES } from '@bb/contract';
import { CreateSeasonBody, SeasonExhibitionBody, SeasonGameParams, SeasonNameQuery, SeasonParams, SeasonYearParams } from '@bb/contract/src/schemas/seasons';
import { LeagueErrorBody } from '@bb/contract/src/schemas/leagues';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import type { Database } from '../db/database';
import { requireUser } from '../auth';
import { LEAGUE_TAGS, idOf, leagueAnswer, sendLeagueError, subscriber } from '../leagues';
import { nameTaken, readLeague } from '../leagues';
import { LeagueError } from '../leagues';
import type { LeagueScheduler } from '../leagues';
import { clearGame } from './clear-game';
import { createSeason, type SeasonSettings } from './create-season';
import { createSeasonExhibition } from './exhibition';
import { mySeasons } from './season-list';
import { choiceOf, currentSeason, seasonPool } from './season-teams';

const responses = { 200: DataBody, 400: LeagueErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: LeagueErrorBody };

export interface SeasonRouteDeps {
  database: Database;
  scheduler: LeagueScheduler;
  clock: () => Date;
}

export function registerSeasonRoutes(app: FastifyInstance, { database, scheduler, clock }: SeasonRouteDeps): void {
  const db = database.db;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { preHandler: requireUser };
  const schema = { tags: LEAGUE_TAGS, response: responses };
  const guarded = leagueAnswer;
  /** The user's own replay, 404 for anyone else's (replays are private) and for other kinds. */
  const ownReplay = async (leagueId: string, userId: number) => {
    const league = await readLeague(db, idOf(leagueId));
    if (!league || league.ownerUserId !== userId || league.kind !== 'season') throw new LeagueError(LEAGUE_MESSAGES.notFound, 404);
    return league;
  };

  api.get('/api/seasons', { ...base, schema }, (request, reply) => guarded(reply, async () => ({ seasons: await mySeasons(db, subscriber(request).id) })));

  api.get('/api/seasons/current', { ...base, schema }, (request, reply) =>
    guarded(reply, async () => {
      subscriber(request);
      const current = await currentSeason(database);
      if (!current) throw new LeagueError(SEASON_MESSAGES.noSeason, 404);
      return current;
    }),
  );

  api.get('/api/seasons/years/:year/teams', { ...base, schema: { ...schema, params: SeasonYearParams } }, (request, reply) =>
    guarded(reply, async () => {
      subscriber(request);
      const year = Number(request.params.year);
      const pool = await seasonPool(database, year);
      if (pool.length === 0) throw new LeagueError(SEASON_MESSAGES.noSeason, 404);
      return { year, teams: pool.map(choiceOf) };
    }),
  );

  api.get('/api/seasons/unique-name', { ...base, schema: { ...schema, querystring: SeasonNameQuery } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      const name = request.query.name.trim();
      return { available: name.length > 0 && !(await nameTaken(db, 'season', user.id, name)) };
    }),
  );

  api.post('/api/seasons', { ...base, schema: { ...schema, body: CreateSeasonBody, response: { ...responses, 201: DataBody } } }, async (request, reply) => {
    try {
      const user = subscriber(request);
      const { leagueId, created } = await createSeason(database, { id: user.id, username: user.username }, request.body, clock());
      if (created) await scheduler.plan(leagueId);
      const league = (await readLeague(db, leagueId))!;
      return reply.status(created ? 201 : 200).send({ data: { leagueId, setup: (league.settings as SeasonSettings).replay ?? null } });
    } catch (error) {
      return sendLeagueError(reply, error);
    }
  });

  api.get('/api/seasons/:leagueId/setup', { ...base, schema: { ...schema, params: SeasonParams } }, (request, reply) =>
    guarded(reply, async () => {
      const league = await ownReplay(request.params.leagueId, subscriber(request).id);
      return (league.settings as SeasonSettings).replay ?? null;
    }),
  );

  api.post('/api/seasons/:leagueId/schedule/:scheduleId/clear', { ...base, schema: { ...schema, params: SeasonGameParams } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      const league = await ownReplay(request.params.leagueId, user.id);
      const num = idOf(request.params.scheduleId);
      await clearGame(database, league.id, num, user.id, clock());
      await scheduler.plan(league.id);
      return { scheduleId: num, status: 'scheduled' as const };
    }),
  );

  api.post('/api/seasons/exhibition', { ...base, schema: { ...schema, body: SeasonExhibitionBody, response: { ...responses, 201: DataBody } } }, async (request, reply) => {
    try {
      const user = subscriber(request);
      return reply.status(201).send({ data: await createSeasonExhibition(database, user.id, request.body) });
    } catch (error) {
      return sendLeagueError(reply, error);
    }
  });
}
