/** The nostalgia routes (contract/src/nostalgia-api.ts). Every route is for subscribers; a series only for its owner. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreateNostalgiaBody, NostalgiaSeriesParams } from '@bb/contract/src/schemas/nostalgia';
import { LeagueErrorBody } from '@bb/contract/src/schemas/leagues';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import type { Database } from '../db/database';
import { requireUser } from '../auth';
import { idOf, leagueAnswer, sendLeagueError, subscriber } from '../leagues';
import { createNostalgiaSeries } from './create-series';
import { listSeries, ownSeries, seriesOutcome } from './series-views';
import { availableWhatIfs } from './what-ifs';
import { worldSeriesYears } from './world-series';

const TAGS = ['nostalgia'];
const responses = { 200: DataBody, 400: LeagueErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: LeagueErrorBody };

export interface NostalgiaRouteDeps {
  database: Database;
  clock: () => Date;
  /** The league scheduler plans the new series' first wake (its game 1, then the computer after the grace). */
  planned: (leagueId: number) => Promise<void>;
}

export function registerNostalgiaRoutes(app: FastifyInstance, { database, clock, planned }: NostalgiaRouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { preHandler: requireUser };
  const schema = { tags: TAGS, response: responses };
  const guarded = leagueAnswer;

  api.get('/api/nostalgia/world-series', { ...base, schema }, (request, reply) =>
    guarded(reply, async () => {
      subscriber(request);
      return { worldSeries: await worldSeriesYears(database) };
    }),
  );

  api.get('/api/nostalgia/what-ifs', { ...base, schema }, (request, reply) =>
    guarded(reply, async () => {
      subscriber(request);
      return { whatIfs: await availableWhatIfs(database) };
    }),
  );

  api.get('/api/nostalgia/series', { ...base, schema }, (request, reply) =>
    guarded(reply, async () => ({ series: await listSeries(database, subscriber(request).id) })),
  );

  api.post('/api/nostalgia/series', { ...base, schema: { ...schema, body: CreateNostalgiaBody, response: { ...responses, 201: DataBody } } }, async (request, reply) => {
    try {
      const user = subscriber(request);
      const { leagueId, created } = await createNostalgiaSeries(database, { id: user.id, username: user.username }, request.body, clock());
      if (created) await planned(leagueId);
      return reply.status(created ? 201 : 200).send({ data: { leagueId } });
    } catch (error) {
      return sendLeagueError(reply, error);
    }
  });

  api.get('/api/nostalgia/series/:leagueId/outcome', { ...base, schema: { ...schema, params: NostalgiaSeriesParams } }, (request, reply) =>
    guarded(reply, async () => {
      const user = subscriber(request);
      return seriesOutcome(database, await ownSeries(database, idOf(request.params.leagueId), user.id), user.id);
    }),
  );
}
