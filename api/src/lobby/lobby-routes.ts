import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { currentUser, requireFullUser, requireUser } from '../auth/index';
import { ErrorBody, LeaguesParams, LeaguesQuery, LeaguesResponse } from '@bb/contract/src/schemas/lobby';
import type { TournamentDirectory } from './tournament-directory';

const FORBIDDEN = { error: 'You are not allowed to access this resource' };

export function registerLobbyLeaguesRoute(app: FastifyInstance, directory: TournamentDirectory): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/lobby/exp3/users/:userId/leagues',
    {
      // GOTD guests never send it (their browser aborts calls to /leagues); the server refuses them too.
      preHandler: [requireUser, requireFullUser],
      schema: {
        tags: ['lobby'],
        summary: 'Leagues for the lobby (the floating widget: available tournaments, page 1, limit 3)',
        params: LeaguesParams,
        querystring: LeaguesQuery,
        security: [{ bearer: [] as string[] }],
        response: { 200: LeaguesResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (Number(request.params.userId) !== user.id) return reply.status(403).send(FORBIDDEN);
      const { filter = 'AVAILABLE_LEAGUES', leagueTypeFilter = 'TOURNAMENT', limit = 3, page = 1, searchText = '' } = request.query;
      const found = await directory.findLeagues({ userId: user.id, filter, leagueTypeFilter, limit, page, searchText: searchText.trim() });
      return {
        data: {
          leagues: found.leagues.slice(0, limit),
          pagination: { currentPage: page, totalPages: Math.ceil(found.totalItems / limit), totalItems: found.totalItems },
        },
      };
    },
  );
}
