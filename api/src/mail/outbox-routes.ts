import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { Mailer } from './mailer';
import { listOutbox } from './outbox-mailer';
import { renderOutboxPage } from './outbox-page';

/**
 * The local outbox, readable while the outbox adapter is active (no SMTP_URL):
 * JSON at /api/outbox, a page at /outbox. With SMTP both answer 404.
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Db, mailer: Mailer): void {
  const active = mailer.kind === 'outbox';
  const gone = { error: 'The outbox is only available when no SMTP server is configured' };

  app.get('/api/outbox', { schema: { tags: ['mail'], summary: 'Mails stored by the local outbox adapter, newest first' } }, async (_request, reply) => {
    if (!active) return reply.status(404).send(gone);
    const mails = await listOutbox(db);
    return { data: mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, createdAt: new Date(m.createdAt).toISOString() })) };
  });

  app.get('/outbox', { schema: { hide: true } }, async (_request, reply) => {
    if (!active) return reply.status(404).send(gone);
    const mails = await listOutbox(db);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(renderOutboxPage(mails));
  });
}
