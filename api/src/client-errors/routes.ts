import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { desc } from 'drizzle-orm';
import { hashSecret, optionalUser, requireUser } from '../auth/index';
import type { Database } from '../db/database';
import { clientErrors } from '../db/schema/index';
import { requireAdmin } from '../notifications';
import { PRUNE_EVERY, pruneClientErrors } from './retention';
import { scrubText, scrubValue } from './scrub';
import { FixedWindowCounter } from './fixed-window';

const BODY_LIMIT = 16 * 1024;
/** Reports a minute: a page in an error loop must not fill the table (per IP, and per session when signed in). */
export const REPORTS_PER_MINUTE_PER_IP = 30;
export const REPORTS_PER_MINUTE_PER_SESSION = 10;

const bodySchema = {
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: {
    message: { type: 'string', minLength: 1, maxLength: 2000 },
    baseUrl: { type: ['string', 'null'], maxLength: 2000 },
    url: { type: ['string', 'null'], maxLength: 2000 },
    method: { type: ['string', 'null'], maxLength: 16 },
    response: {},
    requestData: {},
  },
} as const;

interface ClientErrorBody {
  message: string;
  baseUrl?: string | null;
  url?: string | null;
  method?: string | null;
  response?: unknown;
  requestData?: unknown;
}

const orNull = (text: string | null | undefined) => (text == null ? null : scrubText(text));

/**
 * The local error-reporting adapter's sink: the browser reports failures here when no external service is
 * configured. Anyone may write (a guest's failures matter too) within the rate limits; only admins read.
 */
export function registerClientErrors(app: FastifyInstance, database: Database): void {
  let stored = 0;
  const perSession = new FixedWindowCounter(REPORTS_PER_MINUTE_PER_SESSION, 60_000);
  // Signed-in senders are also counted per session: hopping addresses does not lift their limit.
  const limitSession = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.user && !perSession.take(hashSecret(request.user.sessionKey))) {
      await reply.status(429).send({ error: 'Too many requests, please try again in a minute.' });
    }
  };

  app.post<{ Body: ClientErrorBody }>(
    '/api/client-errors',
    {
      schema: { tags: ['ops'], summary: 'Report a failure seen in the browser (scrubbed of credentials, rate-limited)', body: bodySchema },
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: REPORTS_PER_MINUTE_PER_IP, timeWindow: '1 minute' } },
      preHandler: [optionalUser, limitSession],
    },
    async (request, reply) => {
      const body = request.body;
      const [row] = await database.db
        .insert(clientErrors)
        .values({
          message: scrubText(body.message),
          baseUrl: orNull(body.baseUrl),
          url: orNull(body.url),
          method: body.method ?? null,
          response: scrubValue(body.response ?? null),
          requestData: scrubValue(body.requestData ?? null),
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
          userId: request.user?.id ?? null,
        })
        .returning({ id: clientErrors.id });
      stored += 1;
      if (stored % PRUNE_EVERY === 0) await pruneClientErrors(database.db);
      return reply.status(201).send({ data: { id: row?.id } });
    },
  );

  app.get(
    '/api/client-errors',
    { schema: { tags: ['ops'], summary: 'The newest 50 client error reports (admins only)', security: [{ bearer: [] }] }, preHandler: [requireUser, requireAdmin] },
    async () => {
      const rows = await database.db.select().from(clientErrors).orderBy(desc(clientErrors.id)).limit(50);
      return { data: rows };
    },
  );

  // Old reports go at start too: a server that rarely gets reports still forgets them.
  app.addHook('onReady', async () => {
    await pruneClientErrors(database.db);
  });
}
