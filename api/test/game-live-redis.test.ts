import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { clearGameCache } from '../src/games/game-store';
import { describeOnBackends } from './support/backends';
import { SseReader } from './support/sse-client';
import { REDIS_URL, redisAnswers } from './support/redis';
import { call, createUser, markSubscribed, type TestUser } from './accounts-helpers';
import type { Json } from './support/json';
import { API_ONLY_CONFIG } from './support/app-config';

describeOnBackends('live games across two API instances through Redis', { seasons: [1927, 1975] }, (backend) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseB: string;
  let owner: TestUser;
  let skip = false;
  const readers: SseReader[] = [];

  backend.beforeAll(async () => {
    if (!(await redisAnswers())) {
      if (process.env.CI) throw new Error(`Redis at ${REDIS_URL} does not answer; CI needs it for this test`);
      console.warn(`[api tests] Redis at ${REDIS_URL} does not answer: skipping the multi-instance live game test`);
      skip = true;
      return;
    }
    const config = API_ONLY_CONFIG;
    process.env.REDIS_URL = REDIS_URL;
    try {
      a = await buildApp({ config, database: backend.database });
      b = await buildApp({ config, database: backend.database });
    } finally {
      delete process.env.REDIS_URL;
    }
    await b.listen({ port: 0, host: '127.0.0.1' });
    baseB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
    owner = await createUser(a);
    await markSubscribed(backend.database, owner.id);
  }, 180_000);
  backend.afterAll(async () => {
    for (const r of readers) r.close();
    await a?.close();
    await b?.close();
  });

  const it = (name: string, fn: () => Promise<void>) => backend.it(name, async () => (skip ? undefined : fn()), 60_000);

  it('a decision made on instance A reaches a stream held by instance B, in order, with the plays', async () => {
    expect(b.realtimeHub.bus.kind).toBe('redis');
    const created = await call(a, owner.key, { method: 'POST', url: '/api/games/single', payload: { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home', seed: 77 } });
    const game = created.json().data.game as Json;
    const { ticket } = (await call(a, owner.key, { method: 'POST', url: '/api/realtime/ticket' })).json().data;
    const reader = await SseReader.open(`${baseB}/api/games/${game.id}/stream?ticket=${encodeURIComponent(ticket)}&since=0&plays=0`);
    readers.push(reader);
    await reader.until((r) => r.events.length >= 1);
    for (let version = 0; version < 3; version++) {
      const res = await call(a, owner.key, { method: 'POST', url: `/api/games/${game.id}/_swing-away`, payload: { version } });
      expect(res.statusCode).toBe(200);
    }
    await reader.until((r) => (r.events.at(-1)?.data as Json | undefined)?.version === 3, 10_000);
    const versions = reader.events.map((e) => (e.data as Json).version);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    // B reads the row itself (no state crosses the bus): drop this process's cached states and compare with A's view.
    clearGameCache();
    const plays = (await call(a, owner.key, { method: 'GET', url: `/api/games/${game.id}/plays` })).json().data as Json[];
    expect(reader.events.flatMap((e) => (e.data as Json).plays)).toEqual(plays);
  });
});
