import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';

/**
 * The calls the embedded widget makes: the GOTD API (its games and their live streams), creating a GOTD guest, and
 * the ticket that opens a game's stream for that guest. Nothing else is opened to partners.
 */
export function isPartnerPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/api/gotd/') || path === '/api/users/gotd-guest' || path === '/api/realtime/ticket'
    // The widget's next-game countdown measures the server's clock on the partner's page too.
    || path === '/api/time';
}

/**
 * Cross-origin access for partner sites embedding the GOTD widget: only the configured origins, only the
 * widget's paths. Other origins get no CORS headers, so the browser refuses them.
 */
export async function registerPartnerCors(app: FastifyInstance, partnerOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(partnerOrigins);
  await app.register(cors, {
    hook: 'onRequest',
    delegator: (request: FastifyRequest, callback) => {
      const origin = request.headers.origin;
      const open = typeof origin === 'string' && allowed.has(origin) && isPartnerPath(request.url);
      callback(null, open ? { origin, methods: ['GET', 'POST'], allowedHeaders: ['Authorization', 'Content-Type', 'Accept'], maxAge: 600 } : { origin: false });
    },
  });
}
