import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** Sends through an SMTP server, e.g. `smtps://user:pass@smtp.example.com:465`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail: Mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
    },
  };
}
