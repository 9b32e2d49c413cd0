import type { FastifyInstance } from 'fastify';
import type { ServerTime } from '@bb/contract';
import { ServerTimeBody } from '@bb/contract/src/schemas/time';

/**
 * GET /api/time (contract/src/time-api.ts): the server's clock, which browsers measure their offset against once per
 * session. The app's clock, so the e2e tests' moved clock (TEST_CLOCK) is the one browsers count down on.
 */
export function registerTime(app: FastifyInstance, clock: () => Date): void {
  app.get('/api/time', { schema: { tags: ['time'], response: { 200: ServerTimeBody } } }, async (_request, reply) => {
    const data: ServerTime = { now: clock().toISOString() };
    // A cached answer would be an old time: the offset measured from it would be wrong by the cache's age.
    return reply.header('Cache-Control', 'no-store').send({ data });
  });
}
