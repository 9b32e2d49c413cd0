import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/api/health', async (_request, reply) => {
    const dbOk = await database.ping().catch(() => false);
    return reply.status(dbOk ? 200 : 503).header('Cache-Control', 'no-store').send({
      status: dbOk ? 'ok' : 'degraded',
      database: { kind: database.kind, ok: dbOk },
      uptimeSeconds: Math.round(process.uptime()),
    });
  });
}
