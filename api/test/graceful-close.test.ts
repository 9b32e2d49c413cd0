import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openBackend } from './support/backends';
import type { Database } from '../src/db/database';
import { createInProcessBus } from '../src/realtime/in-process-bus';
import type { HubEvent, RealtimeBus } from '../src/realtime/index';
import { SseReader } from './support/sse-client';
import { call, createUser } from './accounts-helpers';
import { API_ONLY_CONFIG } from './support/app-config';

/** The in-process bus, refusing to publish once closed (as Redis does after QUIT). */
function closableBus(): RealtimeBus & { published: HubEvent[] } {
  const inner = createInProcessBus();
  let closed = false;
  const published: HubEvent[] = [];
  return {
    kind: inner.kind,
    published,
    subscribe: (listener) => inner.subscribe(listener),
    async publish(event) {
      if (closed) throw new Error('the bus is closed');
      published.push(event);
      await inner.publish(event);
    },
    async close() {
      closed = true;
      await inner.close();
    },
  };
}

/**
 * Issue 43 item 4 on one instance: draining fails readiness while everything else is served; closing tells every live
 * stream to reconnect, refuses new connections, and lets a request in flight finish (its change still reaches the bus).
 */
describe('a graceful close', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let base: string;
  const bus = closableBus();
  let release: () => void = () => undefined;
  let entered: () => void = () => undefined;
  const inFlight = new Promise<void>((resolve) => (entered = resolve));

  beforeAll(async () => {
    process.env.AUTH_RATE_LIMIT_MAX = '10000';
    delete process.env.REDIS_URL;
    ({ database, dispose } = await openBackend('pglite'));
    // The load check is off: a busy test machine must not fail readiness for its own reasons here.
    app = await buildApp({ config: { ...API_ONLY_CONFIG, overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, shed: false } }, database, bus });
    // A request that is still being handled when the shutdown begins, and publishes its change at the end.
    app.post('/test/slow-change', async () => {
      entered();
      await new Promise<void>((resolve) => (release = resolve));
      await app.realtimeHub.publish({ type: 'announcements-changed' });
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  test('drain, reconnect, finish in flight, refuse new connections', async () => {
    const ada = await createUser(app);
    const ticket = (await call(app, ada.key, { method: 'POST', url: '/api/realtime/ticket' })).json().data.ticket as string;
    const stream = await SseReader.open(`${base}/api/realtime/stream?ticket=${encodeURIComponent(ticket)}`);
    await stream.until((r) => r.last('unread-count') !== undefined);
    const before = await fetch(`${base}/readyz`);
    expect(before.status).toBe(200);

    app.draining.start();
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', failing: ['server'], checks: { server: { ok: false, error: 'shutting down' } } });
    // Draining is not closed: requests and streams are still served while the proxy moves traffic away.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(stream.ended).toBe(false);

    const slow = fetch(`${base}/test/slow-change`, { method: 'POST' });
    await inFlight;
    const closing = app.close();
    await stream.until((r) => r.ended);
    expect(stream.events.at(-1)).toEqual({ event: 'reconnect', data: { reason: 'restart' } });
    expect(app.liveStreams.total).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    release();
    const answer = await slow;
    expect([answer.status, await answer.json()]).toEqual([200, { done: true }]);
    await closing;
    expect(bus.published).toContainEqual({ type: 'announcements-changed' });
  }, 30_000);
});
