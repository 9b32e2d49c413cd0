import { desc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outboxMails } from '../db/schema/index';
import type { Mail, Mailer } from './mailer';

export type OutboxMail = typeof outboxMails.$inferSelect;

/** The local adapter: mails are stored in `outbox_mails` and shown at /outbox instead of being sent. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(mail: Mail) {
      await db.insert(outboxMails).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
    },
  };
}

/** Newest first. */
export async function listOutbox(db: Db, limit = 100): Promise<OutboxMail[]> {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(limit);
}
