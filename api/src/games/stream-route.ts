import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';
import { UNAUTHENTICATED } from '../auth';
import { ErrorBody } from '@bb/contract/src/schemas/http';
import { openEventStream } from '../realtime';
import { spendTicket } from '../realtime';
import { viewGame } from './decide';
import type { GameLive, StreamViewer } from './live';
import { modeHooks } from './mode-hooks';
import type { PlayRouteFamily } from './play-routes';
import { GameIdParams, StreamQuery } from '@bb/contract/src/schemas/games';
import type { GameActor } from './seats';

/** The actor behind a stream: a ticket's user (EventSource cannot send the Authorization header), or a guest. */
async function streamActor(database: Database, ticket: string | undefined): Promise<GameActor | null> {
  if (ticket === undefined) return { userId: null };
  const claims = await spendTicket(database.db, ticket);
  if (!claims) return null;
  const [user] = await database.db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
  if (!user) return null;
  return { userId: user.id, isSubscribed: user.isSubscribed, isAdmin: user.isAdmin, isGotdGuest: user.isGotdGuest };
}

/**
 * GET {game}/stream?since=&plays=: Server-Sent Events of one game. On connect the stream sends what the client
 * missed since its revision (or the whole state when too far behind); then one `game` message per change, made on
 * any API instance.
 */
export function registerStreamRoute(app: FastifyInstance, database: Database, live: GameLive, family: PlayRouteFamily): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    `${family.prefix}/:gameId/stream`,
    {
      schema: {
        tags: family.tags,
        summary: "Server-Sent Events of one game: `game` messages (GameStreamMessage) after every change; `ticket` from POST /api/realtime/ticket for signed-in viewers",
        params: GameIdParams,
        querystring: StreamQuery,
        response: { '4xx': ErrorBody },
      },
      // The caller is named by the ticket in the query itself: the query is read first, then access (in the handler).
      config: { accessFirst: false },
    },
    async (request, reply) => {
      const actor = await streamActor(database, request.query.ticket);
      if (!actor) return reply.status(401).send({ error: UNAUTHENTICATED });
      // Answers 401/404 like the game's other routes before the stream opens.
      const { record } = await viewGame(database, request.params.gameId, actor, family.via);
      const hooks = modeHooks(record.mode);
      // The mode hears of signed-in viewers coming and going (presence); a failure there never ends the stream.
      const viewerChanged = hooks.onViewerChange && actor.userId !== null
        ? (joined: boolean) => hooks.onViewerChange!(database, record.id, actor, joined, app).catch((error: unknown) => request.log.error(error))
        : null;
      await openEventStream(request, reply, async (stream) => {
        const client: StreamViewer = {
          topic: request.params.gameId,
          actor,
          via: family.via,
          version: request.query.since ?? -1,
          // A client that names a revision but not its plays is resynced; one that names neither holds nothing.
          plays: request.query.plays ?? (request.query.since === undefined ? 0 : -1),
          send: (message) => stream.send('game', message),
          ping: stream.ping,
          end: stream.end,
        };
        if (!viewerChanged) return live.topics.attach(client);
        await viewerChanged(true);
        let remove: () => void;
        try {
          remove = await live.topics.attach(client);
        } catch (error) {
          await viewerChanged(false);
          throw error;
        }
        let attached = true;
        return () => {
          if (!attached) return;
          attached = false;
          remove();
          void viewerChanged(false);
        };
      });
    },
  );
}
