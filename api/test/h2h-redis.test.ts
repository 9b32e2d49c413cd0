import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { describeOnBackends } from './support/backends';
import type { SseReader } from './support/sse-client';
import { REDIS_URL, redisAnswers } from './support/redis';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import { config, h2hClient, lastBlock, openGameStream, seatedGame } from './h2h-live-support';
import type { Json } from './support/json';

describeOnBackends('head to head across two API instances through Redis', { seasons: [1927, 1975] }, (backend) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;
  let owner: TestUser;
  let rival: TestUser;
  let watcher: TestUser;
  let skip = false;
  const readers: SseReader[] = [];

  backend.beforeAll(async () => {
    if (!(await redisAnswers())) {
      if (process.env.CI) throw new Error(`Redis at ${REDIS_URL} does not answer; CI needs it for this test`);
      console.warn(`[api tests] Redis at ${REDIS_URL} does not answer: skipping the multi-instance head-to-head test`);
      skip = true;
      return;
    }
    process.env.REDIS_URL = REDIS_URL;
    try {
      a = await buildApp({ config, database: backend.database });
      b = await buildApp({ config, database: backend.database });
    } finally {
      delete process.env.REDIS_URL;
    }
    for (const app of [a, b]) await app.listen({ port: 0, host: '127.0.0.1' });
    baseA = `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
    baseB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
    [owner, rival, watcher] = [await createUser(a), await createUser(a), await createUser(a)];
    for (const user of [owner, rival]) await markSubscribed(backend.database, user.id);
  }, 180_000);
  backend.afterAll(async () => {
    for (const r of readers) r.close();
    await a?.close();
    await b?.close();
  });

  const it = (name: string, fn: () => Promise<void>) => backend.it(name, async () => (skip ? undefined : fn()), 180_000);
  const open = async (app: FastifyInstance, base: string, user: TestUser, gameId: string) => {
    const reader = await openGameStream(app, base, user, gameId);
    readers.push(reader);
    await reader.until((r) => r.events.length >= 1);
    return reader;
  };
  const version = (reader: SseReader) => (reader.last('game') as Json | undefined)?.version as number | undefined;

  it('the players on different instances play a whole game by Swing Away; a spectator on the second sees every version; both instances count him', async () => {
    expect(a.realtimeHub.bus.kind).toBe('redis');
    const gameId = await seatedGame(backend.database, owner, rival, 4242);
    // The rival (away, batting first) plays on A, the owner (home) on B; the spectator watches on B.
    const seats = { away: { user: rival, api: h2hClient(a) }, home: { user: owner, api: h2hClient(b) } };
    const rivalStream = await open(a, baseA, rival, gameId);
    const ownerStream = await open(b, baseB, owner, gameId);
    const spectator = await open(b, baseB, watcher, gameId);

    // The count reaches both instances: each reads the presence table, which both write.
    await rivalStream.until((r) => lastBlock(r)?.spectators === 1 && lastBlock(r)?.players.home.connected === true, 10_000);
    await ownerStream.until((r) => lastBlock(r)?.spectators === 1 && lastBlock(r)?.players.away.connected === true, 10_000);
    expect(lastBlock(rivalStream)!.watching).toEqual([]);
    expect(lastBlock(ownerStream)!.watching).toEqual([{ userId: watcher.id, username: watcher.username }]);
    for (const app of [a, b]) expect((await h2hClient(app).view(rival, gameId)).headToHead.spectators).toBe(1);

    let game = (await seats.away.api.view(rival, gameId)).game as Json;
    while (game.status !== 'final') {
      const side = game.battingSide as 'away' | 'home';
      const other = side === 'away' ? seats.home : seats.away;
      // Only the batting side rolls.
      expect(await other.api.post(other.user, `/api/games/${gameId}/_swing-away`, { version: game.version })).toMatchObject({ status: 403 });
      const rolled = await seats[side].api.post(seats[side].user, `/api/games/${gameId}/_swing-away`, { version: game.version });
      expect(rolled.status).toBe(200);
      game = rolled.body.data.game as Json;
      const reached = game.version as number;
      // The roll reaches the other player's screen and the spectator's, on the other instance, before the next.
      await (side === 'away' ? ownerStream : rivalStream).until((r) => (version(r) ?? -1) >= reached, 10_000);
      await spectator.until((r) => (version(r) ?? -1) >= reached, 10_000);
      expect(game.decisionCount).toBeLessThan(400);
    }

    const messages = spectator.events.map((e) => e.data as Json);
    const versions = [...new Set(messages.map((m) => m.version as number))];
    expect(versions).toEqual(Array.from({ length: (game.version as number) + 1 }, (_, v) => v));
    const plays = (await seats.home.api.get(owner, `/api/games/${gameId}/plays`)).body.data as Json[];
    const held = messages.slice(1).flatMap((m) => (m.plays as Json[]).map((p) => p.index as number));
    expect(held).toEqual(plays.map((p) => p.index as number).filter((i) => i >= (held[0] ?? 0)));
    expect(messages.at(-1)!.game.status).toBe('final');
    expect(lastBlock(spectator)).toMatchObject({ phase: 'final', spectating: true, clock: null });
  });
});
