import { escapeHtml } from '../../mail';

export { escapeHtml };

/** Pages carry no script at all; inline styles only. */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f4f6fa;line-height:1.45}
.top{background:#0b1324;color:#fff;padding:14px 20px;display:flex;align-items:center;gap:10px;font-weight:700;letter-spacing:.02em;white-space:nowrap}
.top .dot{width:22px;height:22px;border-radius:50%;background:#c8102e;box-shadow:inset 0 0 0 3px #fff}
.top small{margin-left:auto;font-weight:500;opacity:.75;font-size:.8rem;overflow:hidden;text-overflow:ellipsis}
.card>p:first-child{margin-top:0}
main{max-width:960px;margin:0 auto;padding:24px 16px 40px;display:grid;gap:20px;grid-template-columns:1fr}
@media(min-width:768px){main.two{grid-template-columns:1fr 1fr;align-items:start;padding-top:48px}}
.card{background:#fff;border:1px solid #dde2ea;border-radius:12px;padding:20px 20px 24px;box-shadow:0 1px 2px rgba(11,19,36,.06)}
h1{font-size:1.35rem;margin:0 0 4px}
h2{font-size:1.05rem;margin:0 0 12px}
.muted{color:#5b6472;font-size:.9rem}
.price{font-size:2rem;font-weight:800;margin:10px 0 2px}
.tag{display:inline-block;background:#fff4d6;color:#7a5200;border-radius:999px;padding:3px 10px;font-size:.8rem;font-weight:600;margin-top:8px}
.lines{list-style:none;padding:0;margin:16px 0 0;border-top:1px solid #eef1f5}
.lines li{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid #eef1f5;font-size:.95rem}
.lines li strong{white-space:nowrap}
.footer-note{margin-top:14px;font-size:.85rem;color:#5b6472}
label{display:block;font-size:.85rem;font-weight:600;margin:14px 0 6px}
input,select{width:100%;font:inherit;padding:11px 12px;border:1px solid #c7cdd6;border-radius:8px;background:#fff;color:inherit}
input:focus,select:focus{outline:2px solid #c8102e;outline-offset:1px;border-color:#c8102e}
input[aria-invalid=true]{border-color:#c8102e;background:#fff7f8}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.err{color:#b00020;font-size:.82rem;margin-top:4px}
.alert{background:#fdecee;color:#8a0018;border:1px solid #f5c2c9;border-radius:8px;padding:10px 12px;margin-bottom:8px;font-size:.92rem}
.notice{background:#e8f5ee;color:#14532d;border:1px solid #b7dfc6;border-radius:8px;padding:10px 12px;margin-bottom:12px;font-size:.92rem}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:20px}
button,.button{display:block;width:100%;text-align:center;font:inherit;font-weight:700;padding:12px 16px;border-radius:8px;border:1px solid transparent;cursor:pointer;text-decoration:none}
.primary{background:#c8102e;color:#fff}
.primary:hover{background:#a50d26}
.secondary{background:#fff;color:#1b1f24;border-color:#c7cdd6}
.secondary:hover{background:#f4f6fa}
.danger{background:#fff;color:#b00020;border-color:#f0b6bf}
.test{font-size:.8rem;color:#5b6472;background:#f4f6fa;border-radius:8px;padding:8px 10px;margin-top:14px}
form.inline{margin:0}
.badge{display:inline-block;border-radius:999px;padding:2px 10px;font-size:.78rem;font-weight:700;background:#e8eefc;color:#1d3a8a;vertical-align:middle}
.badge.off{background:#fdecee;color:#8a0018}
`;

export function page(title: string, body: string, mainClass = '', area = 'Secure checkout · test mode'): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Diamond Dice</title>
<style>${STYLE}</style>
</head>
<body>
<div class="top"><span class="dot" aria-hidden="true"></span>Diamond Dice<small>${escapeHtml(area)}</small></div>
<main class="${mainClass}">
${body}
</main>
</body>
</html>
`;
}

/** A page that only says what happened, with one way on. */
export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  return page(
    title,
    `<section class="card"><h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(text)}</p>${
      link ? `<div class="actions"><a class="button primary" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></div>` : ''
    }</section>`,
  );
}

/** 'Tue, Jan 2, 2024' (the Active Plan modal's date format). */
export function displayDate(date: Date): string {
  return date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
