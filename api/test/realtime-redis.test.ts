import { userRowChanged } from '../src/auth/index';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { users } from '../src/db/schema/index';
import { describeOnBackends } from './support/backends';
import { SseReader } from './support/sse-client';
import { REDIS_URL, redisAnswers } from './support/redis';
import { call, createUser, type TestUser } from './accounts-helpers';
import { API_ONLY_CONFIG } from './support/app-config';

describeOnBackends('realtime channel through Redis, two API instances', (backend) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseA: string;
  let admin: TestUser;
  let skip = false;
  const readers: SseReader[] = [];

  backend.beforeAll(async () => {
    if (!(await redisAnswers())) {
      if (process.env.CI) throw new Error(`Redis at ${REDIS_URL} does not answer; CI needs it for this test`);
      console.warn(`[api tests] Redis at ${REDIS_URL} does not answer: skipping the multi-instance realtime test`);
      skip = true;
      return;
    }
    process.env.AUTH_RATE_LIMIT_MAX = '10000';
    process.env.REDIS_URL = REDIS_URL;
    const config = API_ONLY_CONFIG;
    try {
      a = await buildApp({ config, database: backend.database });
      b = await buildApp({ config, database: backend.database });
    } finally {
      delete process.env.REDIS_URL;
    }
    await a.listen({ port: 0, host: '127.0.0.1' });
    baseA = `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
    admin = await createUser(b);
    await backend.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    await userRowChanged(admin.id);
  });
  backend.afterAll(async () => {
    for (const r of readers) r.close();
    await a?.close();
    await b?.close();
  });

  const it = (name: string, fn: () => Promise<void>) => backend.it(name, async () => (skip ? undefined : fn()), 30_000);

  const openOnA = async (user: TestUser) => {
    // The ticket comes from B: any instance can check any instance's tickets.
    const { ticket } = (await call(b, user.key, { method: 'POST', url: '/api/realtime/ticket' })).json().data;
    const reader = await SseReader.open(`${baseA}/api/realtime/stream?ticket=${encodeURIComponent(ticket)}`);
    readers.push(reader);
    await reader.until((r) => r.events.length >= 2);
    return reader;
  };

  it('both instances use the Redis bus', async () => {
    expect(a.realtimeHub.bus.kind).toBe('redis');
    expect(b.realtimeHub.bus.kind).toBe('redis');
  });

  it('a notification created on instance B reaches a stream held by instance A', async () => {
    const ada = await createUser(b);
    const stream = await openOnA(ada);
    expect(stream.last('unread-count')).toEqual({ unreadCount: 0 });
    await call(b, admin.key, { method: 'POST', url: '/api/admin/notifications', payload: { userId: ada.id, title: 'Across', message: 'From B' } });
    await stream.until((r) => (r.last('unread-count') as { unreadCount: number }).unreadCount === 1);
    await call(b, ada.key, { method: 'PUT', url: '/api/notifications/read' });
    await stream.until((r) => (r.last('unread-count') as { unreadCount: number }).unreadCount === 0);
    await call(b, admin.key, { method: 'POST', url: '/api/admin/announcements', payload: { message: 'From B to all', colour: '#333' } });
    await stream.until((r) => JSON.stringify(r.last('announcements')).includes('From B to all'));
  });

  it('a login on instance B revokes the old session’s stream on instance A', async () => {
    const bob = await createUser(b);
    const stream = await openOnA(bob);
    await b.inject({ method: 'POST', url: '/api/users/login', payload: { email: bob.email, password: bob.password } });
    await stream.until((r) => r.events.some((e) => e.event === 'session-revoked'), 3000);
  });
});
