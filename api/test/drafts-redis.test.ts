import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DRAFT_COMPUTER_PICK_MS, type DraftRoom } from '@bb/contract';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { availableBackends } from './support/backends';
import { asAdmin, createPostgresCopy, databaseUrl } from './support/db-snapshots';
import { REDIS_URL, redisAnswers } from './support/redis';
import { SseReader } from './support/sse-client';
import { call, createUser, markSubscribed, type TestUser } from './accounts-helpers';
import { DAY, leagueClient, testClock } from './leagues-support';
import { API_ONLY_CONFIG } from './support/app-config';

// Two API instances as production runs them: one PostgreSQL (two pools), one Redis bus, one pg-boss schema, one clock.
const MINUTE = 60_000;
const config = API_ONLY_CONFIG;

describe('a live draft across two API instances (PostgreSQL + Redis)', () => {
  const tag = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dbName = `bb_test_drafts_${tag}`;
  const clock = testClock();
  let skip = false;
  const databases: Database[] = [];
  const queues: JobQueue[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  const base: Record<'a' | 'b', string> = { a: '', b: '' };
  let owner: TestUser;
  let alice: TestUser;
  let leagueId = 0;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    const postgres = (await availableBackends()).some((backend) => backend.name === 'postgres');
    if (!postgres || !(await redisAnswers())) {
      if (process.env.CI) throw new Error('CI needs PostgreSQL and Redis for the two-instance draft test');
      console.warn('[api tests] PostgreSQL or Redis does not answer: skipping the two-instance draft test');
      skip = true;
      return;
    }
    await createPostgresCopy(dbName, [1998]);
    for (let i = 0; i < 2; i += 1) databases.push(await openDatabase({ databaseUrl: databaseUrl(dbName), dataDir: 'unused' }));
    for (const database of databases) queues.push(createJobQueue(database, { pollSeconds: 0.5, schema: `pgboss_drafts_${tag}` }));
    process.env.REDIS_URL = REDIS_URL;
    try {
      a = await buildApp({ config, database: databases[0]!, clock: clock.now, jobs: queues[0]! });
      b = await buildApp({ config, database: databases[1]!, clock: clock.now, jobs: queues[1]! });
    } finally {
      delete process.env.REDIS_URL;
    }
    for (const [name, app] of [['a', a], ['b', b]] as const) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      base[name] = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    }
    [owner, alice] = [await createUser(a), await createUser(a)];
    for (const u of [owner, alice]) await markSubscribed(databases[0]!, u.id);
  }, 180_000);

  afterAll(async () => {
    for (const r of readers) r.close();
    await a?.close();
    await b?.close();
    for (const queue of queues) await queue.stop();
    for (const database of databases) await database.close();
    if (skip) return;
    await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  });

  const it = (name: string, fn: () => Promise<void>) => test(name, async () => (skip ? undefined : fn()), 90_000);
  const room = async (app: FastifyInstance, key = owner.key) => (await leagueClient(app).get(key, `/api/drafts/${leagueId}`)).body.data as DraftRoom;
  const pick = (app: FastifyInstance, key: string, body: { pick: number; cardId: string }) => leagueClient(app).post(key, `/api/drafts/${leagueId}/picks`, body);
  const best = async (app: FastifyInstance, offset = 0) =>
    ((await leagueClient(app).get(owner.key, `/api/drafts/${leagueId}/pool?available=true&sort=rating&limit=1&offset=${offset}`)).body.data as { players: Array<{ cardId: string }> })
      .players[0]!.cardId;
  const picksMade = async () =>
    ((await databases[0]!.db.execute(sql`SELECT pick, count(*)::int AS n FROM draft_picks WHERE league_id = ${leagueId} GROUP BY pick ORDER BY pick`)) as unknown as {
      rows: Array<{ pick: number; n: number }>;
    }).rows;
  /** The newest room a stream has received. */
  const lastRoom = (reader: SseReader) => [...reader.events].reverse().find((e) => e.event === 'room')?.data as { room: DraftRoom } | undefined;
  const streamOn = async (app: FastifyInstance, url: string, user: TestUser) => {
    const { ticket } = (await call(app, user.key, { method: 'POST', url: '/api/realtime/ticket' })).json().data;
    const reader = await SseReader.open(`${url}/api/drafts/${leagueId}/stream?ticket=${encodeURIComponent(ticket)}`);
    readers.push(reader);
    await reader.until((r) => lastRoom(r) !== undefined);
    return reader;
  };

  it("two managers' streams on different instances see each other's picks, in order", async () => {
    expect(a.realtimeHub.bus.kind).toBe('redis');
    const now = clock.now().getTime();
    const created = await leagueClient(a).post(owner.key, '/api/drafts', {
      name: `Two instances ${tag}`, totalTeams: 4, mode: 'snake', rounds: 13, pickSeconds: 30, maxPlayers: 13, dh: 'auto', usageLimit: 0, years: [1998], leagues: ['AL', 'NL'],
      draftHeldAt: new Date(now + 15 * MINUTE).toISOString(), gamesBeginAt: new Date(now + DAY).toISOString(), gamesPerTeam: 14, isPrivate: true, invites: [alice.username], seed: 31,
    });
    expect(created.status).toBe(201);
    leagueId = (created.body.data as DraftRoom).leagueId;
    // The owner watches through instance B, Alice through instance A.
    const ownerStream = await streamOn(b, base.b, owner);
    const aliceStream = await streamOn(a, base.a, alice);
    clock.advance(15 * MINUTE);
    await b.draftScheduler.tick(leagueId);
    const live = await room(a);
    expect([live.status, live.current?.team, live.myTeam]).toEqual(['live', 0, 0]);
    for (const reader of [ownerStream, aliceStream]) await reader.until((r) => lastRoom(r)?.room.status === 'live', 10_000);

    const first = await best(a);
    expect((await pick(a, owner.key, { pick: 1, cardId: first })).status).toBe(200);
    for (const reader of [ownerStream, aliceStream]) await reader.until((r) => lastRoom(r)?.room.picks.length === 1, 10_000);
    const second = await best(b);
    expect((await pick(b, alice.key, { pick: 2, cardId: second })).status).toBe(200);
    for (const reader of [ownerStream, aliceStream]) await reader.until((r) => lastRoom(r)?.room.picks.length === 2, 10_000);

    const server = await room(b);
    for (const [reader, myTeam] of [[ownerStream, 0], [aliceStream, 1]] as const) {
      const shown = lastRoom(reader)!.room;
      expect({ version: shown.version, picks: shown.picks.map((p) => [p.pick, p.team, p.cardId]), myTeam: shown.myTeam }).toEqual({
        version: server.version,
        picks: [[1, 0, first], [2, 1, second]],
        myTeam,
      });
      const versions = reader.events.filter((e) => e.event === 'room').map((e) => (e.data as { room: DraftRoom }).room.version);
      expect(versions).toEqual([...versions].sort((x, y) => x - y));
    }
  });

  it('a pick on instance A and the deadline tick on instance B, at the same instant, make one pick; so do two tabs on two instances', async () => {
    let races = 0;
    let doubles = 0;
    for (let guard = 0; guard < 60 && (races < 4 || doubles < 2); guard += 1) {
      const current = (await room(a)).current;
      if (!current) break;
      const human = current.team === 0 ? owner : current.team === 1 ? alice : null;
      if (!human) {
        // A computer's turn: its few seconds pass, and either instance's tick makes the pick.
        clock.advance(DRAFT_COMPUTER_PICK_MS);
        await (guard % 2 ? a : b).draftScheduler.tick(leagueId);
        continue;
      }
      const cardId = await best(a);
      if (doubles < 2) {
        // Two tabs of one manager, one on each instance, send the same pick.
        const answers = await Promise.all([pick(a, human.key, { pick: current.pick, cardId }), pick(b, human.key, { pick: current.pick, cardId })]);
        expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(answers.find((r) => r.status === 409)!.body.code).toBe('already-made');
        doubles += 1;
      } else {
        // Exactly at the deadline: the person may still pick and the server may pick for him.
        clock.advance(Date.parse(current.deadline!) - clock.now().getTime());
        const [answer] = await Promise.all([pick(a, human.key, { pick: current.pick, cardId }), b.draftScheduler.tick(leagueId)]);
        const made = (await room(b)).picks.find((p) => p.pick === current.pick)!;
        // Whoever came first made the pick (the server's is marked auto); the other changed nothing.
        if (answer.status === 200) expect([made.cardId, made.auto]).toEqual([cardId, false]);
        else expect([answer.status, made.auto]).toEqual([409, true]);
        races += 1;
      }
      const rows = await picksMade();
      expect(rows.map((r) => r.pick)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
      expect(rows.every((r) => r.n === 1)).toBe(true);
      expect(rows.length).toBeGreaterThanOrEqual(current.pick);
    }
    expect([races, doubles]).toEqual([4, 2]);
    // Both instances answer the same room; every drafted player once.
    const [fromA, fromB] = [await room(a), await room(b)];
    expect(fromB.version).toBe(fromA.version);
    expect(new Set(fromA.picks.map((p) => p.cardId)).size).toBe(fromA.picks.length);
    expect(fromA.picks.length).toBe((await picksMade()).length);
  });
});
