/** GET /api/drafts/{leagueId}/stream?ticket=&since=: the room as Server-Sent Events, with the game streams' ticket auth. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { DraftParams } from '@bb/contract/src/schemas/drafts';
import { UNAUTHENTICATED } from '../auth';
import { users } from '../db/schema/index';
import { mayPlay, SUBSCRIBE_TO_ACCESS } from '../games';
import { policyOf } from '../games';
import { openEventStream } from '../realtime';
import { spendTicket } from '../realtime';
import { DraftRefusal } from './draft-error';
import { DRAFT_TAGS, DraftErrorSchema, visibleDraft, type DraftContext } from './draft-http';
import type { DraftClient } from './draft-stream';

export function registerDraftStream(app: FastifyInstance, ctx: DraftContext): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/drafts/:leagueId/stream',
    {
      schema: {
        tags: DRAFT_TAGS,
        summary: "Server-Sent Events of a draft room: `room` (the viewer's DraftRoom, after every change) and `chat`; `ticket` from POST /api/realtime/ticket",
        params: DraftParams,
        querystring: Type.Object({ ticket: Type.String({ maxLength: 200 }), since: Type.Optional(Type.Integer({ minimum: -1, maximum: 2_147_483_646 })) }),
        response: { '4xx': DraftErrorSchema },
      },
      // The caller is named by the ticket in the query itself: the query is read first, then access (in the handler).
      config: { accessFirst: false },
    },
    async (request, reply) => {
      const claims = await spendTicket(ctx.database.db, request.query.ticket);
      const [user] = claims ? await ctx.database.db.select().from(users).where(eq(users.id, claims.userId)).limit(1) : [];
      if (!user) return reply.status(401).send({ error: UNAUTHENTICATED });
      if (!mayPlay(policyOf('draft-league'), user)) return reply.status(403).send({ error: SUBSCRIBE_TO_ACCESS });
      try {
        const league = await visibleDraft(ctx.database, request.params.leagueId, user.id);
        await openEventStream(request, reply, (stream) => {
          // A returning browser names the version it holds; the first message is the room as it is now either way.
          const client: DraftClient = { topic: league.id, userId: user.id, version: request.query.since ?? -1, stream, ping: stream.ping, end: stream.end };
          return ctx.streams.attach(client);
        });
      } catch (error) {
        if (error instanceof DraftRefusal) return reply.status(error.statusCode).send({ error: error.message, code: error.code });
        throw error;
      }
    },
  );
}
