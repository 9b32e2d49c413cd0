// The twelve browsers of `npm run bench:draft`'s pickP95Ms, in a worker thread of the runner (so their stream
// parsing never runs on the server's event loop). Each holds the draft room's Server-Sent Events stream with its own
// ticket; the manager on the clock sends each pick over HTTP, and a pick counts as seen once every client has received
// a room holding it. The first picks are made before any stream opens (the pick request alone, without the fan-out).
// All times are this thread's performance.now().
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

const cfg = workerData;

async function call(method, urlPath, key, body) {
  const res = await fetch(cfg.baseUrl + urlPath, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function expectOk(method, urlPath, key, body) {
  const res = await call(method, urlPath, key, body);
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${urlPath} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
  return res.json.data ?? res.json;
}

const highestPick = (room) => room.picks.reduce((n, p) => Math.max(n, p.pick), 0);

/** One browser: an EventSource over fetch that notes when each pick first reached it. */
async function openClient(key) {
  const { ticket } = await expectOk('POST', cfg.ticketPath, key);
  const controller = new AbortController();
  const res = await fetch(`${cfg.baseUrl}${cfg.streamPath}?ticket=${encodeURIComponent(ticket)}`, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  if (res.status !== 200 || !res.body) throw new Error(`the draft stream answered ${res.status}: ${await res.text()}`);
  const client = { seenUpTo: -1, arrivals: new Map(), rooms: 0, bytes: 0, waiters: new Set(), close: () => controller.abort() };
  const wake = () => {
    for (const w of client.waiters) w();
  };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1];
          const data = block.split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5).replace(/^ /, '')).join('\n');
          if (event !== cfg.eventName || !data) continue;
          const message = JSON.parse(data);
          if (message.type !== 'room') continue;
          const at = performance.now();
          client.rooms += 1;
          client.bytes += data.length;
          const top = highestPick(message.room);
          for (let k = client.seenUpTo + 1; k <= top; k += 1) client.arrivals.set(k, at);
          client.seenUpTo = Math.max(client.seenUpTo, top);
          wake();
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return client;
}

/** Resolves with the time the pick reached this client (at once if it already had). */
function arrival(client, pick, timeoutMs = 10_000) {
  if (client.arrivals.has(pick)) return Promise.resolve(client.arrivals.get(pick));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.waiters.delete(check);
      reject(new Error(`pick ${pick} never reached a client within ${timeoutMs} ms (it has seen up to ${client.seenUpTo})`));
    }, timeoutMs);
    const check = () => {
      if (!client.arrivals.has(pick)) return;
      clearTimeout(timer);
      client.waiters.delete(check);
      resolve(client.arrivals.get(pick));
    };
    client.waiters.add(check);
  });
}

/**
 * The manager on the clock takes the best-rated player the pool offers his team (what his screen lists: players his
 * roster can still take); resolves with the answer's time and the new room. Only the pick request is timed.
 */
async function pickOnce(room, keyOfTeam) {
  const { pick, team } = room.current;
  const key = keyOfTeam.get(team) ?? cfg.commissionerKey;
  const [player] = (await expectOk('GET', `${cfg.poolPath}?available=true&fits=true&sort=rating&limit=1`, key)).players;
  if (!player) throw new Error(`the pool offers team ${team} nobody at pick ${pick}`);
  const sent = performance.now();
  const answer = await call('POST', cfg.picksPath, key, { pick, cardId: player.cardId });
  const answeredMs = performance.now() - sent;
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`pick ${pick} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
  return { pick, sent, answeredMs, room: answer.json.data ?? answer.json };
}

async function main() {
  let room = await expectOk('GET', cfg.roomPath, cfg.users[0].key);
  const keyOfTeam = new Map(cfg.users.map((u) => [u.team, u.key]));

  // First with no room open anywhere: the pick's own cost, without the fan-out.
  const bare = [];
  while (room.current && bare.length < cfg.barePicks) {
    const made = await pickOnce(room, keyOfTeam);
    bare.push(made.answeredMs);
    room = made.room;
  }

  const clients = [];
  for (const user of cfg.users) clients.push(await openClient(user.key));
  // Every client has its first room before the next pick (a browser joining the room).
  const opened = highestPick(room);
  await Promise.all(clients.map((c) => arrival(c, opened)));
  const samples = [];
  while (room.current && samples.length < cfg.picks + cfg.warmup) {
    // The server counts its SQL statements over the measured picks.
    if (samples.length === cfg.warmup) parentPort.postMessage({ phase: 'measuring' });
    const made = await pickOnce(room, keyOfTeam);
    const times = await Promise.all(clients.map((c) => arrival(c, made.pick)));
    samples.push({ pick: made.pick, answeredMs: made.answeredMs, firstClientMs: Math.min(...times) - made.sent, lastClientMs: Math.max(...times) - made.sent });
    room = made.room;
  }
  parentPort.postMessage({ phase: 'done' });
  const result = {
    bare: bare.slice(cfg.warmup),
    samples: samples.slice(cfg.warmup),
    roomsPerClient: clients.map((c) => c.rooms),
    avgRoomBytes: Math.round(clients.reduce((n, c) => n + c.bytes, 0) / Math.max(1, clients.reduce((n, c) => n + c.rooms, 0))),
    complete: room.current === null,
  };
  for (const c of clients) c.close();
  parentPort.postMessage({ ok: true, result });
}

main().catch((error) => parentPort.postMessage({ ok: false, error: error.stack ?? String(error) }));
