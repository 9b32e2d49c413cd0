import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { artifactsDir, currentWorker } from './paths';

/**
 * The partner page's port: derived from the artifacts dir and the jest worker, so each worker's e2e server can list
 * its partner origin in PARTNER_ORIGINS before the partner site exists, and two runs (or two workers) on one machine
 * do not collide.
 */
export function partnerPort(worker = currentWorker()): number {
  const hash = createHash('sha256').update(artifactsDir).digest().readUInt16BE(0);
  return 21000 + ((hash + worker - 1) % 8000);
}

export function partnerOrigin(worker = currentWorker()): string {
  return `http://127.0.0.1:${partnerPort(worker)}`;
}

/** A stylesheet that tries everything a careless partner page does to embedded content. */
export const HOSTILE_CSS = `
  html { font-size: 9px; }
  body { font-family: "Courier New", monospace; color: rgb(0, 128, 0); line-height: 3; letter-spacing: 3px; text-transform: uppercase; background: rgb(255, 255, 224); }
  * { color: rgb(255, 0, 0) !important; font-size: 31px !important; background-color: rgb(255, 255, 0) !important; box-sizing: content-box !important; }
  div, section, ol, li, table, header { display: inline !important; border: 4px dashed rgb(0, 255, 0) !important; margin: 17px !important; padding: 13px !important; }
  button, a { visibility: hidden !important; width: 1px !important; }
  h1, h2, p { font-family: "Courier New", monospace !important; }
`;

function page(apiBase: string, embed: boolean, frame: string | null): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner News</title><style>${HOSTILE_CSS}</style></head>
<body>
<h1 id="partner-title">Partner News</h1>
<p id="partner-text">The partner's own article text.</p>
<button id="partner-button" type="button">Partner button</button>
${embed ? `<script src="${apiBase}/remotes/mfe-gotd/embed.js"></script>\n<diamond-dice-gotd></diamond-dice-gotd>` : ''}
${frame ? `<iframe id="partner-frame" title="framed" width="800" height="600" src="${apiBase}${frame}"></iframe>` : ''}
</body></html>`;
}

/** Serves the partner page (with and without the widget) from another origin than the app. */
export async function startPartnerSite(apiBase: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner.invalid');
    const embed = !url.searchParams.has('noembed');
    // ?frame=/path puts one of the app's pages in an iframe (only paths: never another host).
    const frame = url.searchParams.get('frame');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page(apiBase, embed, frame && frame.startsWith('/') ? frame : null));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(partnerPort(), '127.0.0.1', () => resolve());
  });
  return {
    origin: partnerOrigin(),
    // A page still open keeps its keep-alive connection: close() alone would wait for it (a 120 s hook timeout once).
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
