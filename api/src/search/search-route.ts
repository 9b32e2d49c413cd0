import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { ErrorBody } from '@bb/contract/src/schemas/http';
import { normalizeSearchText } from './normalize';
import { SearchService } from './search-service';

const MIN_CHARS = 3;
const LIMIT = 8;

const Query = Type.Object({ q: Type.String({ maxLength: 100, description: 'At least 3 characters after trimming' }) }, { additionalProperties: false });

const Result = Type.Object({
  id: Type.String(),
  displayName: Type.String(),
  category: Type.Union([Type.Literal('player'), Type.Literal('team')]),
  year: Type.Integer(),
  teamId: Type.Optional(Type.String()),
  leagueType: Type.Optional(Type.String()),
});
export type SearchResult = Static<typeof Result>;

/** GET /api/_search?q=: players and teams of all history, accent-insensitive, prefix and fuzzy (see trigram-index.ts). */
export function registerSearchRoute(app: FastifyInstance, database: Database): void {
  const search = new SearchService(database);
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/_search',
    {
      schema: {
        tags: ['search'],
        querystring: Query,
        response: { 200: Type.Object({ data: Type.Object({ players: Type.Array(Result), teams: Type.Array(Result) }) }), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const text = normalizeSearchText(request.query.q);
      if (request.query.q.trim().length < MIN_CHARS || text.length === 0) {
        return reply.status(400).send({ error: 'Type at least 3 characters' });
      }
      const index = await search.current();
      return {
        data: {
          players: index.search(text, 'player', LIMIT).map((e) => ({ id: e.id, displayName: e.displayName, category: 'player' as const, year: e.year, teamId: e.teamId ?? '' })),
          teams: index.search(text, 'team', LIMIT).map((e) => ({ id: e.id, displayName: e.displayName, category: 'team' as const, year: e.year, leagueType: e.leagueType ?? '' })),
        },
      };
    },
  );
}
