import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalUser } from '../auth/index';
import type { Db } from '../db/database';
import { fromThisMachine } from '../http/local-request';
import type { Mailer } from './mailer';
import { listOutbox } from './outbox-mailer';
import { renderOutboxPage } from './outbox-page';

/** The local outbox holds password-reset links: only this machine's own browser or an admin may read it. */
function mayRead(request: FastifyRequest): boolean {
  return fromThisMachine(request) || request.user?.isAdmin === true;
}

/**
 * The local outbox, readable while the outbox adapter is active (no SMTP_URL): JSON at /api/outbox, a page at
 * /outbox — from this machine or by an admin. Everyone else, and everyone when SMTP is set, gets 404: the route
 * does not say that it exists.
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Db, mailer: Mailer): void {
  const active = mailer.kind === 'outbox';
  const notFound = { error: 'Not found' };

  app.get(
    '/api/outbox',
    { schema: { tags: ['mail'], summary: 'Mails stored by the local outbox adapter, newest first (this machine or admins only)' }, preHandler: optionalUser },
    async (request, reply) => {
      if (!active || !mayRead(request)) return reply.status(404).send(notFound);
      const mails = await listOutbox(db);
      return { data: mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, createdAt: new Date(m.createdAt).toISOString() })) };
    },
  );

  // A page opened in a browser carries no bearer header: from another machine it is never readable.
  app.get('/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!active || !fromThisMachine(request)) return reply.status(404).send(notFound);
    const mails = await listOutbox(db);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(renderOutboxPage(mails));
  });
}
