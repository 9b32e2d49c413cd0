// Clients that live through a rolling restart the way browsers behind the proxy do. With the proxy, every request
// goes through it. Without one, the client does the proxy's part: it spreads requests over the instances and, when one
// refuses the connection or answers the 503 of a server that is closing, sends the request to another (it was never
// handled). A connection that breaks after the request went out is ambiguous (the move may or may not have been made):
// a graceful restart must never cause one, so it is counted, not retried.
import { apiAt } from './deploy-clients.mjs';

/** Fastify's answer to a request that arrives while the server closes: the request was not handled. */
const closingAnswer = (res) => res.status === 503 && /"message":"Service Unavailable"/.test(res.text);

/** An api (as apiAt) over several origins; `stats` counts what the restarts cost the clients. */
export function resilientApi(origins, { ca, retryForMs = 20_000 } = {}) {
  const apis = origins.map((origin) => apiAt(origin, { ca }));
  const stats = { requests: 0, retried: { refused: 0, closing: 0 }, ambiguous: [], serverErrors: [] };
  let turn = 0;
  const call = async (method, urlPath, options = {}) => {
    stats.requests += 1;
    const deadline = Date.now() + retryForMs;
    for (let attempt = 0; ; attempt += 1) {
      const api = apis[(turn += 1) % apis.length];
      let res;
      try {
        res = await api.call(method, urlPath, options);
      } catch (error) {
        if (error.sent || !['ECONNREFUSED', 'ECONNRESET'].includes(error.code)) {
          stats.ambiguous.push(`${method} ${urlPath} at ${api.origin}: ${error.code ?? error.message}`);
          throw error;
        }
        stats.retried.refused += 1;
        if (Date.now() > deadline) throw error;
        if (attempt % apis.length === apis.length - 1) await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      if (closingAnswer(res) && Date.now() <= deadline) {
        stats.retried.closing += 1;
        continue;
      }
      if (res.status >= 500) stats.serverErrors.push(`${method} ${urlPath} at ${api.origin}: ${res.status} ${res.text.slice(0, 200)}`);
      return res;
    }
  };
  return {
    stats,
    origins,
    call,
    async ok(method, urlPath, options = {}, wanted = [200, 201]) {
      const res = await call(method, urlPath, options);
      if (!wanted.includes(res.status)) throw new Error(`${method} ${urlPath} answered ${res.status}: ${res.text.slice(0, 400)}`);
      return res.text ? res.json().data : null;
    },
    /** The origin a new stream goes to next (round robin, like the requests). */
    nextApi: () => apis[(turn += 1) % apis.length],
  };
}

/**
 * A live stream kept open as the browser keeps it (shared/src/realtime/use-ticketed-stream.ts): on `reconnect` it
 * reopens at once, on any other end after a short wait, each time with a fresh ticket and `query()` (the version it
 * holds). `onEvent` sees every event. `log` lists each connection: its origin, when it opened, and whether the
 * server asked it to reconnect.
 */
export function keepStreamOpen(api, key, urlPath, { query = () => ({}), onEvent = () => undefined, retryMs = 250 } = {}) {
  const log = [];
  let reader = null;
  let stopped = false;
  const failures = [];
  const run = async () => {
    while (!stopped) {
      const at = api.nextApi();
      let current;
      try {
        current = await at.stream(key, urlPath, query());
      } catch (error) {
        failures.push(`${at.origin}: ${error.message}`);
        await new Promise((resolve) => setTimeout(resolve, retryMs));
        continue;
      }
      reader = current;
      const entry = { origin: at.origin, openedAt: Date.now(), reconnectAt: null, endedAt: null };
      log.push(entry);
      let seen = 0;
      await current.until((r) => {
        for (; seen < r.events.length; seen += 1) {
          const event = r.events[seen];
          if (event.event === 'reconnect') entry.reconnectAt ??= event.at;
          else onEvent(event);
        }
        return r.ended || stopped;
      }, 24 * 3600_000);
      entry.endedAt = Date.now();
      current.close();
      if (!stopped && entry.reconnectAt === null) await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  };
  const running = run();
  return {
    log,
    /** Why opening failed, each time it did (an instance that was down, …). */
    failures,
    get open() {
      return reader !== null && !reader.ended;
    },
    async stop() {
      stopped = true;
      reader?.close();
      await running;
    },
  };
}
