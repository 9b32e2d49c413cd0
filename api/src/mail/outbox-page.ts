import type { OutboxMail } from './outbox-mailer';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Escapes the text, then turns http(s) links into anchors (the link text is the escaped URL itself). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The local outbox as a readable page; mails are plain text, so nothing a mail contains can run here. */
export function renderOutboxPage(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong><br><span>To: ${escapeHtml(mail.to)}</span> · <time>${escapeHtml(new Date(mail.createdAt).toISOString())}</time></header>
  <pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Diamond Dice</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; color: #1b1f24; background: #f6f7f9; }
h1 { font-size: 1.5rem; } p.note { color: #555; }
article { background: #fff; border: 1px solid #d8dce1; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
header span, time { color: #555; font-size: .9rem; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: .75rem 0 0; }
a { color: #0b57d0; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p class="note">Mails the server would have sent (no SMTP_URL configured), newest first.</p>
${items || '<p>No mails yet.</p>'}
</body>
</html>
`;
}
