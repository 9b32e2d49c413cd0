// The deploy check's smoke test on a running topology: users sign up and log in (through the proxy when there is
// one), a head-to-head game starts, a move made through instance A is seen through instance B (its REST answer and
// its live stream), both instances show their metrics, and the proxy does what deploy/Caddyfile says.
import { apiAt, signUpAndLogIn, startHeadToHead, subscribe, swing } from './deploy-clients.mjs';
import { negotiatedProtocol, request } from './deploy-http.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function check(condition, message) {
  if (!condition) throw new Error(`smoke test: ${message}`);
}

/** The instances' JSON log line of request `id` that names the client (pino's "incoming request"), or null. */
async function logLine(instances, id) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    for (const instance of instances) {
      for (const line of instance.output().split('\n')) {
        if (!line.includes(id) || !line.includes('remoteAddress')) continue;
        try {
          return JSON.parse(line);
        } catch {
          // a line cut by the output's size limit
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/** Resolves the list of what was checked, in words; throws at the first thing that is wrong. */
export async function runSmoke({ instances, proxy }) {
  const done = [];
  const [a, b] = instances.map((instance) => apiAt(instance.url));
  const front = proxy ? apiAt(proxy.url, { ca: proxy.ca }) : a;
  const via = proxy ? 'through the proxy' : 'on api1';

  for (const api of proxy ? [a, b, front] : [a, b]) check((await api.call('GET', '/readyz')).status === 200, `${api.origin}/readyz is not 200`);
  done.push('both instances ready');

  const owner = await signUpAndLogIn(front, a, 'owner');
  const rival = await signUpAndLogIn(front, a, 'rival');
  for (const user of [owner, rival]) await subscribe(front, user);
  done.push(`two users signed up, logged in and subscribed ${via}`);

  const gameId = await startHeadToHead(front, front, owner, rival);
  // The players' live streams: the rival's on api2, the owner's through the front.
  const onB = await b.stream(rival.key, `/api/games/${gameId}/stream`);
  const onFront = await front.stream(owner.key, `/api/games/${gameId}/stream`);
  for (const reader of [onB, onFront]) await reader.until((r) => r.last('game') !== undefined);
  check(!onFront.headers['content-encoding'], `the live stream came ${onFront.headers['content-encoding']}-compressed ${via}`);
  const before = await a.ok('GET', `/api/games/${gameId}`, { key: owner.key });
  const batter = before.game.battingSide === 'away' ? rival : owner;

  const moved = await swing(a, batter, gameId, before.game.version);
  check(moved.status === 200, `Swing Away on api1 answered ${moved.status}: ${moved.text.slice(0, 300)}`);
  const version = moved.json().data.game.version;
  check(version === before.game.version + 1, `the move took the game from version ${before.game.version} to ${version}`);
  const seen = await b.ok('GET', `/api/games/${gameId}`, { key: owner.key });
  check(seen.game.version === version, `api2 answers version ${seen.game.version}, api1 made ${version}`);
  for (const reader of [onB, onFront]) await reader.until((r) => (r.last('game')?.version ?? -1) >= version);
  // Plays come as deltas: a later message at the same version (a viewer joining) carries none, so look at them all.
  const carried = onB.events.some((e) => e.event === 'game' && (e.data?.version ?? -1) >= version && (e.data?.plays?.length ?? 0) >= 1);
  check(carried, "api2's stream carried no play");
  done.push(`a move made on api1 (version ${version}) is seen on api2 and on the live streams`);
  onB.close();
  onFront.close();

  for (const instance of instances) {
    const metrics = await request(`${instance.url}/metrics`);
    check(metrics.status === 200, `${instance.name}/metrics answered ${metrics.status}`);
    for (const family of ['http_requests_total', 'live_stream_connections', 'games_in_progress']) check(metrics.text.includes(family), `${instance.name}/metrics has no ${family}`);
  }
  done.push('both instances show their metrics (/metrics, read directly)');

  if (proxy) {
    check((await front.call('GET', '/metrics')).status === 404, 'the proxy shows /metrics to the public');
    check((await negotiatedProtocol(proxy.url, { ca: proxy.ca })) === 'h2', 'the proxy does not speak HTTP/2');
    const compressed = await front.call('GET', '/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    check(compressed.status === 200 && compressed.headers['content-encoding'] === 'gzip', `the proxy did not gzip a JSON answer (${compressed.headers['content-encoding'] ?? 'identity'})`);
    // A client on another address (127.0.0.2) claiming to be someone else: the instance must see the proxy's id and
    // the address the proxy saw (X-Forwarded-For as the proxy wrote it, TRUST_PROXY=1), on the request's log line.
    const named = await front.call('GET', '/readyz', { headers: { 'x-request-id': 'chosen-by-the-client', 'x-forwarded-for': '203.0.113.9' }, localAddress: '127.0.0.2' });
    const id = String(named.headers['x-request-id'] ?? '');
    check(UUID.test(id), `the instance answered request id "${id}", not the proxy's`);
    const logged = await logLine(instances, id);
    check(logged?.req?.remoteAddress === '127.0.0.2', `the instance logged the request from ${logged?.req?.remoteAddress ?? '(no log line)'}, not the client's 127.0.0.2`);
    done.push("the proxy: TLS with HTTP/2, gzip (not on live streams), /metrics kept private, its request id and the client's address in the instances' logs");
  }
  return done;
}
