import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { clientErrors } from '../db/schema/index';

const LIMIT = 16 * 1024;

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

/** The local error-reporting adapter's sink: the browser reports failures here when no external service is configured. */
export function registerClientErrors(app: FastifyInstance, database: Database): void {
  app.post<{ Body: ClientErrorBody }>(
    '/api/client-errors',
    { schema: { body: bodySchema }, bodyLimit: LIMIT },
    async (request, reply) => {
      const body = request.body;
      const [row] = await database.db
        .insert(clientErrors)
        .values({
          message: body.message,
          baseUrl: body.baseUrl ?? null,
          url: body.url ?? null,
          method: body.method ?? null,
          response: body.response ?? null,
          requestData: body.requestData ?? null,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        })
        .returning({ id: clientErrors.id });
      return reply.status(201).send({ data: { id: row?.id } });
    },
  );

  app.get('/api/client-errors', async () => {
    const rows = await database.db.select().from(clientErrors).orderBy(desc(clientErrors.id)).limit(50);
    return { data: rows };
  });
}
