export type { Mail, Mailer } from './mailer';
export { createMailer, DEFAULT_MAIL_FROM } from './create-mailer';
export { createOutboxMailer, listOutbox, type OutboxMail } from './outbox-mailer';
export { createSmtpMailer } from './smtp-mailer';
export { renderOutboxPage, escapeHtml } from './outbox-page';
export { registerOutboxRoutes } from './outbox-routes';
