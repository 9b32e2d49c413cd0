import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DRAFT_COMPUTER_PICK_MS, type DraftRoom } from '@bb/contract';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { DRAFT_TICK } from '../src/drafts/draft-scheduler';
import { availableBackends } from './support/backends';
import { openPgliteDiskCopy } from './support/db-snapshots';
import { createUser, markSubscribed } from './accounts-helpers';
import { leagueClient, testClock } from './leagues-support';
import { API_ONLY_CONFIG } from './support/app-config';

const config = API_ONLY_CONFIG;
const MINUTE = 60_000;

const draftBody = (now: Date, extra: Record<string, unknown>) => ({
  name: `Draft ${Math.random().toString(36).slice(2, 8)}`, totalTeams: 4, mode: 'snake', rounds: 13, pickSeconds: 30, maxPlayers: 13, dh: 'auto', usageLimit: 0,
  years: [1998], leagues: ['AL', 'NL'], draftHeldAt: new Date(now.getTime() + 15 * MINUTE).toISOString(), gamesBeginAt: new Date(now.getTime() + 86_400_000).toISOString(),
  gamesPerTeam: 14, isPrivate: false, seed: 99, ...extra,
});

const picksOf = async (database: Database, leagueId: number) =>
  ((await database.db.execute(sql`SELECT pick, team FROM draft_picks WHERE league_id = ${leagueId} ORDER BY pick`)) as unknown as { rows: Array<{ pick: number; team: number }> }).rows;

/** Creates an all-but-one-computer draft and makes it live; returns its id. */
async function liveDraft(app: FastifyInstance, database: Database, clock: ReturnType<typeof testClock>, totalTeams: number): Promise<{ leagueId: number; key: string }> {
  const owner = await createUser(app);
  await markSubscribed(database, owner.id);
  const created = await leagueClient(app).post(owner.key, '/api/drafts', draftBody(clock.now(), { totalTeams, rounds: 13, maxPlayers: 13, isPrivate: false }));
  expect(created.status).toBe(201);
  const leagueId = (created.body.data as DraftRoom).leagueId;
  clock.advance(15 * MINUTE);
  await app.draftScheduler.tick(leagueId);
  return { leagueId, key: owner.key };
}

describe('a draft survives a restart (PGlite on disk)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bb-draft-restart-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the stored deadline is kept across the restart and the draft goes on from there, nothing twice', async () => {
    const clock = testClock();
    let database = await openPgliteDiskCopy(dir, [1998]);
    // The first server plans its wakes but dies before any runs: its queue never works.
    const realQueue = createJobQueue(database, { pollSeconds: 0.5 });
    const deaf: JobQueue = { work: async () => undefined, schedule: (...a) => realQueue.schedule(...a), drain: (...a) => realQueue.drain(...a), stop: () => realQueue.stop() };
    let app: FastifyInstance = await buildApp({ config, database, clock: clock.now, jobs: deaf });
    const { leagueId, key } = await liveDraft(app, database, clock, 4);
    // The owner (team 0) lets his time run out; the computers pick in turn.
    clock.advance(31_000);
    await app.draftScheduler.tick(leagueId);
    for (let i = 0; i < 3; i += 1) {
      clock.advance(DRAFT_COMPUTER_PICK_MS);
      await app.draftScheduler.tick(leagueId);
    }
    const before = (await leagueClient(app).get(key, `/api/drafts/${leagueId}`)).body.data as DraftRoom;
    expect([before.picks.length, before.current?.team]).toEqual([4, 3]);
    const deadline = before.current!.deadline!;
    await app.close();
    await realQueue.stop();
    await database.close();

    // Down past the deadline; the second server on the same disk wakes at start and makes exactly the due pick.
    clock.advance(DRAFT_COMPUTER_PICK_MS + 1_000);
    database = await openDatabase({ databaseUrl: null, dataDir: dir });
    await database.migrate();
    const stored = ((await database.db.execute(sql`SELECT deadline FROM drafts WHERE league_id = ${leagueId}`)) as unknown as { rows: Array<{ deadline: string | Date }> }).rows[0]!;
    expect([(await picksOf(database, leagueId)).length, new Date(stored.deadline).toISOString()]).toEqual([4, deadline]);
    const queue = createJobQueue(database, { pollSeconds: 0.5 });
    app = await buildApp({ config, database, clock: clock.now, jobs: queue });
    await app.ready();
    await queue.drain(DRAFT_TICK, 60_000);
    const picks = await picksOf(database, leagueId);
    expect(picks.map((p) => p.pick)).toEqual([1, 2, 3, 4, 5]);
    expect(picks[4]!.team).toBe(3);
    // The next computer's turn began when the overdue pick was due.
    const after = (await leagueClient(app).get(key, `/api/drafts/${leagueId}`)).body.data as DraftRoom;
    expect(after.current?.deadline).toBe(new Date(Date.parse(deadline) + DRAFT_COMPUTER_PICK_MS).toISOString());
    await app.close();
    await queue.stop();
    await database.close();
  }, 180_000);
});

describe('a catch-up batch cut short by a crash (PGlite on disk)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bb-draft-batch-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves nothing of the batch; the next server makes every due pick once, in order', async () => {
    const clock = testClock();
    let database = await openPgliteDiskCopy(dir, [1998]);
    const realQueue = createJobQueue(database, { pollSeconds: 0.5 });
    const deaf: JobQueue = { work: async () => undefined, schedule: (...a) => realQueue.schedule(...a), drain: (...a) => realQueue.drain(...a), stop: () => realQueue.stop() };
    let app: FastifyInstance = await buildApp({ config, database, clock: clock.now, jobs: deaf });
    const { leagueId, key } = await liveDraft(app, database, clock, 4);
    const before = (await leagueClient(app).get(key, `/api/drafts/${leagueId}`)).body.data as DraftRoom;
    // The server is down for ten minutes; its first tick dies halfway through the batch (the third pick's row).
    clock.advance(10 * MINUTE);
    await database.db.execute(sql.raw(`CREATE FUNCTION crash_at_third() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.pick = 3 THEN RAISE EXCEPTION 'the server died'; END IF; RETURN NEW; END $$`));
    await database.db.execute(sql.raw('CREATE TRIGGER crash_at_third BEFORE INSERT ON draft_picks FOR EACH ROW EXECUTE FUNCTION crash_at_third()'));
    await expect(app.draftScheduler.tick(leagueId)).rejects.toThrow();
    await database.db.execute(sql.raw('DROP TRIGGER crash_at_third ON draft_picks'));
    await database.db.execute(sql.raw('DROP FUNCTION crash_at_third()'));
    expect(await picksOf(database, leagueId)).toEqual([]);
    const stored = ((await database.db.execute(sql`SELECT deadline, (state->>'version')::int AS version FROM drafts WHERE league_id = ${leagueId}`)) as unknown as {
      rows: Array<{ deadline: string | Date; version: number }>;
    }).rows[0]!;
    expect([new Date(stored.deadline).toISOString(), Number(stored.version)]).toEqual([before.current!.deadline, before.version]);
    await app.close();
    await realQueue.stop();
    await database.close();

    // The next server wakes the draft at start: the owner's overdue pick, then every computer turn due since (snake:
    // teams 1, 2, 3, 3, 2, 1), up to the owner's next turn, which gets a full clock.
    database = await openDatabase({ databaseUrl: null, dataDir: dir });
    await database.migrate();
    const queue = createJobQueue(database, { pollSeconds: 0.5 });
    app = await buildApp({ config, database, clock: clock.now, jobs: queue });
    await app.ready();
    await queue.drain(DRAFT_TICK, 60_000);
    await Promise.all([app.draftScheduler.tick(leagueId), app.draftScheduler.tick(leagueId)]);
    const picks = await picksOf(database, leagueId);
    expect(picks.map((p) => p.pick)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(picks.map((p) => p.team)).toEqual([0, 1, 2, 3, 3, 2, 1]);
    const after = (await leagueClient(app).get(key, `/api/drafts/${leagueId}`)).body.data as DraftRoom;
    expect([after.current?.pick, after.current?.team, after.current?.deadline]).toEqual([8, 0, new Date(clock.now().getTime() + 30_000).toISOString()]);
    await app.close();
    await queue.stop();
    await database.close();
  }, 180_000);
});

describe('two API instances on one PostgreSQL', () => {
  it('ticks of both instances at once never pick twice; the draft completes once', async () => {
    const postgres = (await availableBackends()).find((b) => b.name === 'postgres');
    if (!postgres) return;
    const { database, dispose } = await postgres.open({ seasons: [1998] });
    const second = await openDatabase({ databaseUrl: (database.connection as { url: string }).url, dataDir: 'unused' });
    const clock = testClock();
    const queues = [createJobQueue(database, { pollSeconds: 0.5, schema: 'pgboss_drafts_two' }), createJobQueue(second, { pollSeconds: 0.5, schema: 'pgboss_drafts_two' })];
    try {
      const apps = [await buildApp({ config, database, clock: clock.now, jobs: queues[0] }), await buildApp({ config, database: second, clock: clock.now, jobs: queues[1] })];
      const { leagueId } = await liveDraft(apps[0]!, database, clock, 4);
      for (let guard = 0; guard < 200; guard += 1) {
        clock.advance(31_000);
        await Promise.all([apps[0]!.draftScheduler.tick(leagueId), apps[1]!.draftScheduler.tick(leagueId), apps[1]!.draftScheduler.tick(leagueId)]);
        const status = ((await database.db.execute(sql`SELECT status FROM drafts WHERE league_id = ${leagueId}`)) as unknown as { rows: Array<{ status: string }> }).rows[0]!.status;
        if (status === 'complete') break;
      }
      const picks = await picksOf(database, leagueId);
      expect(picks.map((p) => p.pick)).toEqual(Array.from({ length: 4 * 13 }, (_, i) => i + 1));
      const games = ((await database.db.execute(sql`SELECT count(*)::int AS n FROM league_games WHERE league_id = ${leagueId}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
      expect(games).toBe((4 * 14) / 2);
      for (const app of apps) await app.close();
    } finally {
      for (const q of queues) await q.stop();
      await second.close();
      await dispose();
    }
  }, 240_000);
});
