import type { Db } from '../db/database';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export const DEFAULT_MAIL_FROM = 'Diamond Dice <no-reply@diamond-dice.local>';

/** SMTP_URL set: real mail through nodemailer (from MAIL_FROM); unset: the local outbox. */
export function createMailer(db: Db, env: NodeJS.ProcessEnv = process.env): Mailer {
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl) return createSmtpMailer(smtpUrl, env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM);
  return createOutboxMailer(db);
}
