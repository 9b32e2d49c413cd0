import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RealtimeEventName } from '@bb/contract';
import { UNAUTHENTICATED, currentUser, requireUser } from '../auth/index';
import { bearer, ErrorBody } from '../accounts';
import type { Db } from '../db/database';
import type { StreamClient, StreamHub } from './stream-hub';
import { openEventStream } from './event-stream';
import { issueTicket, spendTicket } from './tickets';

const tags = ['realtime'];

export function registerStreamRoutes(app: FastifyInstance, db: Db, hub: StreamHub, firebase: Record<string, unknown> | null): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/realtime/config',
    { schema: { tags, summary: "Which realtime adapter browsers use: our own event stream ('server') or Firebase" } },
    async () => ({ data: firebase ? { provider: 'firebase', firebase } : { provider: 'server' } }),
  );

  r.post(
    '/api/realtime/ticket',
    {
      schema: {
        tags,
        summary: 'A 60-second ticket for GET /api/realtime/stream (EventSource cannot send the Authorization header)',
        security: bearer,
        response: { 200: Type.Object({ data: Type.Object({ ticket: Type.String(), expiresAt: Type.Integer() }) }), '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const ticket = await issueTicket(db, user.id, user.sessionKey);
      if (!ticket) return reply.status(401).send({ error: UNAUTHENTICATED });
      return { data: ticket };
    },
  );

  r.get(
    '/api/realtime/stream',
    {
      schema: {
        tags,
        summary: 'Server-Sent Events: unread-count, announcements, session-revoked (see contract/src/notifications-api.ts)',
        querystring: Type.Object({ ticket: Type.String({ maxLength: 200 }) }),
        response: { '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const claims = await spendTicket(db, request.query.ticket);
      if (!claims) return reply.status(401).send({ error: UNAUTHENTICATED });
      await openEventStream(request, reply, (stream) => {
        const client: StreamClient = { ...claims, send: (event: RealtimeEventName, data: unknown) => stream.send(event, data), ping: stream.ping, end: stream.end };
        return hub.attach(client);
      });
    },
  );
}
