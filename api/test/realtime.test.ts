import { userRowChanged } from '../src/auth/index';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { users } from '../src/db/schema/index';
import { describeOnBackends } from './support/backends';
import { SseReader } from './support/sse-client';
import { call, createUser, type TestUser } from './accounts-helpers';
import { API_ONLY_CONFIG } from './support/app-config';

describeOnBackends('realtime channel (in-process)', (backend) => {
  let app: FastifyInstance;
  let base: string;
  let admin: TestUser;
  const readers: SseReader[] = [];

  backend.beforeAll(async () => {
    process.env.AUTH_RATE_LIMIT_MAX = '10000';
    process.env.REALTIME_HEARTBEAT_MS = '300';
    delete process.env.REDIS_URL;
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    admin = await createUser(app);
    await backend.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    await userRowChanged(admin.id);
  });
  backend.afterAll(async () => {
    delete process.env.REALTIME_HEARTBEAT_MS;
    for (const r of readers) r.close();
    await app.close();
  });

  const it = (name: string, fn: () => Promise<void>) => backend.it(name, fn, 30_000);
  const open = async (user: TestUser) => {
    const ticket = await call(app, user.key, { method: 'POST', url: '/api/realtime/ticket' });
    expect(ticket.statusCode).toBe(200);
    const reader = await SseReader.open(`${base}/api/realtime/stream?ticket=${encodeURIComponent(ticket.json().data.ticket)}`);
    readers.push(reader);
    return reader;
  };

  it('tickets: needed, bound to the session, forged or unknown ones are refused', async () => {
    const ada = await createUser(app);
    expect((await call(app, null, { method: 'POST', url: '/api/realtime/ticket' })).statusCode).toBe(401);
    const { ticket } = (await call(app, ada.key, { method: 'POST', url: '/api/realtime/ticket' })).json().data;
    const forged = ticket.replace(/^\d+/, String(admin.id));
    for (const bad of [forged, 'x', `${ticket.slice(0, -2)}AA`]) {
      const res = await fetch(`${base}/api/realtime/stream?ticket=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Unauthenticated or other device logged in!' });
    }
    expect((await fetch(`${base}/api/realtime/stream`)).status).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/realtime/config' })).json()).toEqual({ data: { provider: 'server' } });
  });

  it('the stream starts with the count and toasts, then follows creates and reads; heartbeats arrive', async () => {
    const ada = await createUser(app);
    const stream = await open(ada);
    await stream.until((r) => r.events.some((e) => e.event === 'unread-count') && r.events.some((e) => e.event === 'announcements'));
    expect(stream.last('unread-count')).toEqual({ unreadCount: 0 });

    await call(app, admin.key, { method: 'POST', url: '/api/admin/notifications', payload: { userId: ada.id, title: 'Hi', message: 'Hello' } });
    await stream.until((r) => (r.last('unread-count') as { unreadCount: number }).unreadCount === 1);
    await call(app, admin.key, { method: 'POST', url: '/api/admin/notifications', payload: { userId: 'all', title: 'All', message: 'Everyone' } });
    await stream.until((r) => (r.last('unread-count') as { unreadCount: number }).unreadCount === 2);
    await call(app, ada.key, { method: 'PUT', url: '/api/notifications/read' });
    await stream.until((r) => (r.last('unread-count') as { unreadCount: number }).unreadCount === 0);

    const toast = (await call(app, admin.key, { method: 'POST', url: '/api/admin/announcements', payload: { message: 'Live now', colour: 'green' } })).json().data;
    await stream.until((r) => JSON.stringify(r.last('announcements')).includes('Live now'));
    await call(app, admin.key, { method: 'PUT', url: `/api/admin/announcements/${toast.id}`, payload: { display: false } });
    await stream.until((r) => Array.isArray(r.last('announcements')) && (r.last('announcements') as unknown[]).length === 0);
    await stream.until((r) => r.pings >= 1, 3000);
  });

  it('another user’s changes never reach this stream', async () => {
    const ada = await createUser(app);
    const bob = await createUser(app);
    const stream = await open(ada);
    await stream.until((r) => r.events.length >= 2);
    await call(app, admin.key, { method: 'POST', url: '/api/admin/notifications', payload: { userId: bob.id, title: 'Bob only', message: 'x' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events.filter((e) => e.event === 'unread-count')).toEqual([{ event: 'unread-count', data: { unreadCount: 0 } }]);
  });

  it('a login on another device revokes the old stream at once; the new session’s stream stays', async () => {
    const ada = await createUser(app);
    const old = await open(ada);
    await old.until((r) => r.events.length >= 2);
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: ada.email, password: ada.password } });
    expect(login.statusCode).toBe(200);
    await old.until((r) => r.events.some((e) => e.event === 'session-revoked'), 2000);
    expect(old.last('session-revoked')).toEqual({ reason: 'other-device' });
    await old.until((r) => r.ended);

    const fresh = await open({ ...ada, key: login.json().data.api_key.key });
    await fresh.until((r) => r.events.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(fresh.ended).toBe(false);
    expect(fresh.events.some((e) => e.event === 'session-revoked')).toBe(false);
  });

  it('a closed stream is cleaned up on the server', async () => {
    const ada = await createUser(app);
    const before = app.realtimeHub.size;
    const stream = await open(ada);
    await stream.until((r) => r.events.length >= 2);
    expect(app.realtimeHub.size).toBe(before + 1);
    stream.close();
    await waitFor(async () => app.realtimeHub.size === before);
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
