import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { GameStreamMessage } from '@bb/contract';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { runImport } from '../src/import/run-import';
import { decide } from '../src/games/decide';
import { createGameLive, type StreamViewer } from '../src/games/live';
import { createInProcessBus } from '../src/realtime/in-process-bus';
import { eventFrame } from '../src/realtime/event-stream';
import { snapshotsFor } from '../src/head-to-head/h2h-snapshot';
import { writeLahmanSlice } from './support/lahman-slice';
import { createUser, markSubscribed } from './accounts-helpers';
import { config, seatedGame } from './h2h-live-support';

/**
 * A measurement, run on demand (`H2H_PERF=1`; `SPECTATORS=n`, default 5,000): one instance keeps n spectators of one
 * game, each sent every change within a second of its publication (the issue's `spectatorsPerInstance`). The clients
 * are the streams' own render and serialisation without sockets.
 */
const N = Number(process.env.SPECTATORS ?? 5000);
const perf = process.env.H2H_PERF ? test : test.skip;

let slice: string;
beforeAll(() => {
  slice = writeLahmanSlice([1927, 1975]);
});
afterAll(() => rmSync(slice, { recursive: true, force: true }));

perf(`fan-out to ${N} spectators of one game: every send within 1 s of the publication`, async () => {
  const database: Database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  await database.migrate();
  await runImport({ database, dataDir: slice });
  const app: FastifyInstance = await buildApp({ config, database });
  // A second set of game topics on this app, on a bus of its own: its render is the streams' own.
  const bus = createInProcessBus();
  const live = createGameLive(app, database, bus);
  snapshotsFor(database, () => new Date()).listenTo(bus);
  const owner = await createUser(app);
  const rival = await createUser(app);
  for (const u of [owner, rival]) await markSubscribed(database, u.id);
  const gameId = await seatedGame(database, owner, rival, 5);

  let received = 0;
  let target = 0;
  let done: (() => void) | null = null;
  let bytes = 0;
  const clients: StreamViewer[] = [];
  for (let i = 0; i < N; i++) {
    const client: StreamViewer = {
      topic: gameId, actor: { userId: 1_000_000 + i, isSubscribed: false }, via: 'games', version: -1, plays: 0,
      send: (message: GameStreamMessage) => {
        // What the SSE stream does per client.
        bytes += eventFrame('game', message).length;
        received += 1;
        if (received === target) done?.();
      },
      ping: () => undefined,
      end: () => undefined,
    };
    clients.push(client);
  }
  let t = performance.now();
  await Promise.all(clients.map((c) => live.topics.attach(c)));
  console.log(`attach ${N}: ${Math.round(performance.now() - t)} ms, ${Math.round(bytes / N)} bytes a message`);

  const measure = async (what: string, start: () => Promise<void>) => {
    received = 0;
    target = N;
    const all = new Promise<void>((resolve) => (done = resolve));
    t = performance.now();
    await start();
    await all;
    const ms = Math.round(performance.now() - t);
    console.log(`${what}: last of ${N} sends after ${ms} ms`);
    return ms;
  };
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    times.push(await measure(`decision ${i + 1}`, async () => {
      const result = await decide(database, { gameId, actor: { userId: rival.id, isSubscribed: true }, request: { type: 'swingAway' }, via: 'games' });
      console.log(`  the decision itself: ${Math.round(performance.now() - t)} ms`);
      t = performance.now();
      await live.topics.publish(gameId, result.record.revision);
    }));
  }
  times.push(await measure('viewers changed', () => live.topics.refresh(gameId)));
  live.topics.close();
  await app.close();
  await database.close();
  expect(Math.max(...times)).toBeLessThanOrEqual(1000);
}, 600_000);
