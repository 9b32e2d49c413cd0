// Fan-out latency of live games for `npm run bench:gameplay`: a decision sent to one API instance until the
// matching `game` message arrives on a second client's Server-Sent Events stream (held by the same instance or
// by another one sharing PostgreSQL and Redis).
import { requestJson } from './api-bench.mjs';

/** A minimal EventSource over fetch that resolves waiters when a `game` message of a given version arrives. */
async function openStream(url) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  const waiters = new Map();
  const seen = new Map();
  const pump = async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (!/^event: game$/m.test(block) || !data) continue;
          const version = JSON.parse(data).version;
          const at = performance.now();
          seen.set(version, at);
          waiters.get(version)?.(at);
        }
      }
    } catch {
      /* closed */
    }
  };
  void pump();
  return {
    arrival(version, timeoutMs = 10_000) {
      if (seen.has(version)) return Promise.resolve(seen.get(version));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no message for version ${version} within ${timeoutMs} ms`)), timeoutMs);
        waiters.set(version, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
    close: () => controller.abort(),
  };
}

/**
 * Plays `decisions` Swing Aways on a guest game created on `decideUrl`, watched on `watchUrl`, and returns the
 * milliseconds from sending each decision until its message arrived at the watcher.
 */
export async function measureFanout(decideUrl, watchUrl, { games = 4, decisions = 25 } = {}) {
  const ms = [];
  for (let g = 0; g < games; g++) {
    const body = { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home', seed: 500 + g };
    const game = (await requestJson(decideUrl, 'POST', '/api/games/single?isGuest=true', { body, expect: [201] })).json.data.game;
    const stream = await openStream(`${watchUrl}/api/games/${game.id}/stream?since=0&plays=0`);
    try {
      await stream.arrival(0);
      for (let version = 0; version < decisions; version++) {
        const sent = performance.now();
        const res = await requestJson(decideUrl, 'POST', `/api/games/${game.id}/_swing-away?isGuest=true`, { body: { version }, expect: [200, 409] });
        if (res.status === 409) break;
        ms.push((await stream.arrival(version + 1)) - sent);
        if (res.json.data.game.status === 'final') break;
      }
    } finally {
      stream.close();
    }
  }
  return ms;
}
