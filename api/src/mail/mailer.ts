/** One e-mail the product sends. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where mails go: the local outbox (default) or an SMTP server. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}
