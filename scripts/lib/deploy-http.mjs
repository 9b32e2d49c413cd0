// HTTP for the deploy check: plain requests and Server-Sent Events to an API instance or through the proxy (HTTPS
// with the proxy's own CA). Each request has a connection of its own, as a fresh browser tab would.
import http from 'node:http';
import https from 'node:https';
import http2 from 'node:http2';

function target(url, ca) {
  const u = new URL(url);
  const secure = u.protocol === 'https:';
  // `localhost` certificates (Caddy's `tls internal`): connect to 127.0.0.1, name localhost for SNI and Host.
  const hostname = u.hostname === 'localhost' ? '127.0.0.1' : u.hostname;
  return {
    module: secure ? https : http,
    options: {
      protocol: u.protocol, hostname, port: u.port, path: `${u.pathname}${u.search}`, agent: false,
      headers: { host: u.host },
      ...(secure ? { ca, servername: u.hostname } : {}),
    },
  };
}

/**
 * One request; resolves { status, headers, text, json }. `body` goes as JSON, `form` as a urlencoded form;
 * `localAddress` picks the client's own address (another loopback address stands for another machine). Network
 * errors reject with Node's error (its `code`: ECONNREFUSED, ECONNRESET…) and `sent`: whether the request had gone out.
 */
export function request(url, { method = 'GET', headers = {}, body, form, ca, timeoutMs = 30_000, localAddress } = {}) {
  const { module, options } = target(url, ca);
  if (localAddress) options.localAddress = localAddress;
  const payload = form ? new URLSearchParams(form).toString() : body !== undefined ? JSON.stringify(body) : null;
  const contentType = form ? 'application/x-www-form-urlencoded' : 'application/json';
  return new Promise((resolve, reject) => {
    let sent = false;
    const req = module.request({ ...options, method, headers: { ...options.headers, ...(payload !== null ? { 'content-type': contentType } : {}), ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', (error) => reject(Object.assign(error, { sent: true })));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })));
    req.on('error', (error) => reject(Object.assign(error, { sent })));
    req.on('finish', () => (sent = true));
    req.end(payload ?? undefined);
  });
}

/** A Server-Sent Events stream as EventSource reads it: `events` ({ event, data }), `ended`, `until()`, `close()`. */
export class EventStreamReader {
  events = [];
  ended = false;
  #waiters = [];
  #req = null;

  /** Opens `url`; rejects unless it answers 200 text/event-stream. */
  static open(url, { ca, headers = {} } = {}) {
    const reader = new EventStreamReader();
    const { module, options } = target(url, ca);
    return new Promise((resolve, reject) => {
      let responded = false;
      const req = module.request({ ...options, method: 'GET', headers: { ...options.headers, accept: 'text/event-stream', ...headers } }, (res) => {
        responded = true;
        if (res.statusCode !== 200) {
          res.resume();
          reject(Object.assign(new Error(`stream answered ${res.statusCode}`), { status: res.statusCode }));
          return;
        }
        reader.headers = res.headers;
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (event && data) reader.events.push({ event, data: JSON.parse(data), at: Date.now() });
            reader.#notify();
          }
        });
        const end = () => {
          reader.ended = true;
          reader.#notify();
        };
        res.on('end', end);
        res.on('close', end);
        res.on('error', end);
        resolve(reader);
      });
      req.on('error', (error) => {
        if (responded) {
          reader.ended = true;
          reader.#notify();
        } else reject(error);
      });
      req.end();
      reader.#req = req;
    });
  }

  #notify() {
    for (const wake of this.#waiters.splice(0)) wake();
  }

  /** Resolves once `predicate(this)` holds; rejects after `ms`. */
  async until(predicate, ms = 10_000) {
    const deadline = Date.now() + ms;
    while (!predicate(this)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`stream: timed out after ${ms} ms; last events: ${JSON.stringify(this.events.slice(-3)).slice(0, 600)}`);
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  last(event) {
    return [...this.events].reverse().find((e) => e.event === event)?.data;
  }

  close() {
    this.#req?.destroy();
    this.ended = true;
    this.#notify();
  }
}

/** The protocol an HTTPS origin speaks when a client offers HTTP/2 and HTTP/1.1 (ALPN): 'h2' or 'http/1.1'. */
export function negotiatedProtocol(origin, { ca } = {}) {
  const u = new URL(origin);
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, {
      ca, servername: u.hostname, ALPNProtocols: ['h2', 'http/1.1'],
      ...(u.hostname === 'localhost' ? { host: '127.0.0.1' } : {}),
    });
    session.once('connect', () => {
      const protocol = session.alpnProtocol;
      session.close();
      resolve(protocol);
    });
    session.once('error', reject);
  });
}
