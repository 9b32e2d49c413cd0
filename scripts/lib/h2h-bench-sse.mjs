// The browsers of `npm run bench:h2h`, without a browser: HTTP calls with a bearer key, and game streams (Server-Sent
// Events over node:http, one socket each) that note when each game version first reached them. Used by the client
// workers (h2h-bench-clients.mjs); nothing here runs on the server's thread. Times are process.hrtime in ms: one
// monotonic clock for every thread of the process, so a worker's arrival and another's send compare.
import http from 'node:http';

export const now = () => Number(process.hrtime.bigint()) / 1e6;

/** Keep-alive sockets for the calls (rolls, tickets); the streams get a socket of their own each. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One JSON call; resolves { status, json }. */
export function call(base, method, urlPath, { key, body } = {}) {
  const payload = body === undefined ? null : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${urlPath}`, {
      method, agent,
      headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...(key ? { authorization: `Bearer ${key}` } : {}) },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode, json: text ? JSON.parse(text) : null });
        } catch (error) {
          reject(new Error(`${method} ${urlPath} answered ${res.statusCode} with no JSON: ${text.slice(0, 200)} (${error.message})`));
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

export async function expectOk(base, method, urlPath, options) {
  const res = await call(base, method, urlPath, options);
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${urlPath} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
  return res.json?.data ?? res.json;
}

const GAME_MESSAGE = 'event: game\ndata: {"version":';

/**
 * A game stream as the play screen opens it: a ticket (POST /api/realtime/ticket), then GET …/stream?ticket=.
 * `onVersion(from, to, at)` hears each message that moves the stream's version (messages at the same version — a
 * refresh of the head-to-head block — only count in `messages`). Only the version is read off a message: its text
 * is scanned for the frame's end, never parsed, so 5,000 of them cost the clients little.
 */
export async function openGameStream(base, key, gameId, onVersion = () => undefined) {
  const { ticket } = await expectOk(base, 'POST', '/api/realtime/ticket', { key });
  const stream = { version: -1, messages: 0, bytes: 0, ended: false, waiters: new Map(), seen: new Map(), close: () => undefined };
  await new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/games/${gameId}/stream?ticket=${encodeURIComponent(ticket)}`, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the game stream answered ${res.statusCode}`));
        return;
      }
      stream.close = () => req.destroy();
      res.setEncoding('latin1');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        stream.bytes += chunk.length;
        let from = 0;
        let cut;
        while ((cut = buffer.indexOf('\n\n', from)) >= 0) {
          if (buffer.startsWith(GAME_MESSAGE, from)) {
            stream.messages += 1;
            const at = now();
            const version = Number.parseInt(buffer.slice(from + GAME_MESSAGE.length, from + GAME_MESSAGE.length + 12), 10);
            if (version > stream.version) {
              const before = stream.version;
              stream.version = version;
              stream.seen.set(version, at);
              onVersion(before, version, at);
              for (const [wanted, wake] of stream.waiters) if (wanted <= version) wake(at);
            }
          }
          from = cut + 2;
        }
        buffer = from === 0 ? buffer : buffer.slice(from);
      });
      res.on('close', () => {
        stream.ended = true;
      });
      resolve();
    });
    req.on('error', (error) => {
      stream.ended = true;
      reject(error);
    });
  });
  /** Resolves with the time the stream first held `version` or a newer one. */
  stream.arrival = (version, timeoutMs = 10_000) => {
    if (stream.version >= version) return Promise.resolve(seenAt(stream, version));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stream.waiters.delete(version);
        reject(new Error(`version ${version} never reached the stream within ${timeoutMs} ms (it holds ${stream.version})`));
      }, timeoutMs);
      stream.waiters.set(version, (at) => {
        clearTimeout(timer);
        stream.waiters.delete(version);
        resolve(at);
      });
    });
  };
  return stream;
}

/** When the stream first held `version` or a newer one (it holds it already). */
export function seenAt(stream, version) {
  for (let v = version; v <= stream.version; v += 1) if (stream.seen.has(v)) return stream.seen.get(v);
  return now();
}

/** Runs `task(item)` over `items`, `width` at a time. */
export async function pool(items, width, task) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}
