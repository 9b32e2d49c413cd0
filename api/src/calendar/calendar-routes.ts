/** The league calendar routes (contract/src/calendar-api.ts): any logged-in user's own games, and moving one. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CALENDAR_MESSAGES, type CalendarAnswer } from '@bb/contract';
import { CalendarQuery, CalendarRescheduleBody } from '@bb/contract/src/schemas/drafts';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import type { Database } from '../db/database';
import { currentUser, requireUser } from '../auth';
import { sendLeagueError } from '../leagues';
import { userGames } from './calendar-games';
import { addDays, easternDayStart, isGameDay, mondayOf } from './eastern-days';
import { CalendarRefusal, rescheduleGame } from './reschedule';

const CalendarErrorSchema = Type.Object({ error: Type.String(), originalTime: Type.Optional(Type.String()) });
const responses = { 200: DataBody, 400: CalendarErrorSchema, 401: ErrorBody, 403: CalendarErrorSchema, 404: CalendarErrorSchema, 409: CalendarErrorSchema };
const TAGS = ['calendar'];
const DEFAULT_DAYS = 7;

export interface CalendarDeps {
  database: Database;
  clock: () => Date;
  /** Re-plans the league's next wake after a game moved. */
  plan: (leagueId: number) => Promise<void>;
}

export function registerCalendarRoutes(app: FastifyInstance, { database, clock, plan }: CalendarDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { preHandler: requireUser };

  api.get('/api/calendar', { ...base, schema: { tags: TAGS, querystring: CalendarQuery, response: responses } }, async (request, reply) => {
    const user = currentUser(request);
    const now = clock();
    const from = request.query.from ?? mondayOf(now);
    if (!isGameDay(from)) return reply.status(400).send({ error: CALENDAR_MESSAGES.badDate });
    const days = request.query.days ?? DEFAULT_DAYS;
    const games = await userGames(database.db, user.id, easternDayStart(from), easternDayStart(addDays(from, days)), now);
    const data: CalendarAnswer = { from, days, games, now: now.toISOString() };
    return { data };
  });

  api.post('/api/calendar/reschedule', { ...base, schema: { tags: TAGS, body: CalendarRescheduleBody, response: responses } }, async (request, reply) => {
    try {
      const game = await rescheduleGame(database, request.body, currentUser(request).id, clock());
      await plan(game.leagueId);
      return { data: game };
    } catch (error) {
      if (error instanceof CalendarRefusal) {
        return reply.status(error.statusCode as 400 | 403 | 404 | 409).send({ error: error.message, ...(error.originalTime ? { originalTime: error.originalTime } : {}) });
      }
      return sendLeagueError(reply, error);
    }
  });
}
