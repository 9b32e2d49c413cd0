import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { LEAGUE_TICK } from '../src/leagues/league-scheduler';
import { availableBackends } from './support/backends';
import { openPgliteDiskCopy } from './support/db-snapshots';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import { DAY, leagueBody, leagueClient, testClock } from './leagues-support';
import { API_ONLY_CONFIG } from './support/app-config';

const config = API_ONLY_CONFIG;

type Row = Record<'n' | 'runs' | 'starts' | 'games' | 'done' | 'champion', number>;
const one = async (database: Database, query: ReturnType<typeof sql>): Promise<Row> =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows[0]!;

/**
 * The league's books balance: every final game counted once in the players' totals (runs and outs), in the teams'
 * carried usage (games), and no game is final twice (the key is the schedule id; a second write would double the totals).
 */
async function assertBooksBalance(database: Database, leagueId: number): Promise<number> {
  const games = await one(database, sql`SELECT count(*)::int AS n, coalesce(sum(home_runs + away_runs), 0)::int AS runs FROM league_games WHERE league_id = ${leagueId} AND status = 'final' AND phase <> 'postseason'`);
  const totals = await one(database, sql`SELECT coalesce(sum((bat->>'r')::int), 0)::int AS runs, coalesce(sum((pitch->>'gs')::int), 0)::int AS starts FROM league_player_stats WHERE league_id = ${leagueId} AND phase = 'regular'`);
  const usage = await one(database, sql`SELECT coalesce(sum((usage->>'games')::int), 0)::int AS games FROM league_teams WHERE league_id = ${leagueId}`);
  const post = await one(database, sql`SELECT count(*)::int AS n FROM league_games WHERE league_id = ${leagueId} AND status = 'final' AND phase = 'postseason'`);
  expect(totals.runs).toBe(games.runs);
  expect(totals.starts).toBe(2 * games.n);
  expect(usage.games).toBe(2 * (games.n + post.n));
  return games.n;
}

/** Games whose time (and a human's grace) has passed must all be final; later ones must not be. */
async function assertPlayedExactlyTheDue(database: Database, leagueId: number, now: Date): Promise<void> {
  const early = await one(database, sql`SELECT count(*)::int AS n FROM league_games WHERE league_id = ${leagueId} AND status <> 'final' AND starts_at + interval '30 minutes' <= ${now.toISOString()}::timestamptz`);
  const late = await one(database, sql`SELECT count(*)::int AS n FROM league_games WHERE league_id = ${leagueId} AND status = 'final' AND starts_at > ${now.toISOString()}::timestamptz`);
  expect([early.n, late.n]).toEqual([0, 0]);
}

describe('league time survives a restart (PGlite on disk)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bb-league-restart-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a wake planned before the server stopped runs after it starts again; nothing lost, nothing twice', async () => {
    const clock = testClock();
    let database = await openPgliteDiskCopy(dir, [1998]);
    // The first server schedules wakes but dies before any runs: its queue never works.
    const realQueue = createJobQueue(database, { pollSeconds: 0.5 });
    const deaf: JobQueue = {
      work: async () => undefined,
      schedule: (...args) => realQueue.schedule(...args),
      drain: (...args) => realQueue.drain(...args),
      stop: () => realQueue.stop(),
    };
    let app: FastifyInstance = await buildApp({ config, database, clock: clock.now, jobs: deaf });
    const owner: TestUser = await createUser(app);
    await markSubscribed(database, owner.id);
    const created = await leagueClient(app).post(owner.key, '/api/leagues', leagueBody(clock.now(), { years: [1998], userTeam: { teamId: 'NYA', year: 1998 }, totalTeams: 10, gamesPerTeam: 20 }));
    expect(created.status).toBe(201);
    const leagueId = created.body.data.leagueId as number;
    clock.advance(5 * DAY);
    // Mid-season: part of the season played, then the next wake planned; the server stops before it fires.
    await app.leagueScheduler.tick(leagueId);
    const before = await assertBooksBalance(database, leagueId);
    expect(before).toBeGreaterThan(0);
    clock.advance(4 * DAY);
    await app.leagueScheduler.plan(leagueId);
    await app.close();
    await realQueue.stop();
    await database.close();

    // The second server: same disk, a working queue; the stored wake plays the games due since.
    database = await openDatabase({ databaseUrl: null, dataDir: dir });
    await database.migrate();
    const queue = createJobQueue(database, { pollSeconds: 0.5 });
    app = await buildApp({ config, database, clock: clock.now, jobs: queue });
    await app.ready();
    await queue.drain(LEAGUE_TICK, 60_000);
    const after = await assertBooksBalance(database, leagueId);
    expect(after).toBeGreaterThan(before);
    await assertPlayedExactlyTheDue(database, leagueId, clock.now());
    await app.close();
    await queue.stop();
    await database.close();
  }, 180_000);
});

describe('two API instances on one PostgreSQL', () => {
  it('each game is played once when both run the league at the same moment', async () => {
    const backends = await availableBackends();
    const postgres = backends.find((b) => b.name === 'postgres');
    if (!postgres) return;
    const { database, dispose } = await postgres.open({ seasons: [1998] });
    const second = await openDatabase({ databaseUrl: (database.connection as { url: string }).url, dataDir: 'unused' });
    const clock = testClock();
    const queues = [createJobQueue(database, { pollSeconds: 0.5, schema: 'pgboss_two' }), createJobQueue(second, { pollSeconds: 0.5, schema: 'pgboss_two' })];
    try {
      const apps = [
        await buildApp({ config, database, clock: clock.now, jobs: queues[0] }),
        await buildApp({ config, database: second, clock: clock.now, jobs: queues[1] }),
      ];
      const owner = await createUser(apps[0]!);
      await markSubscribed(database, owner.id);
      const created = await leagueClient(apps[0]!).post(owner.key, '/api/leagues', leagueBody(clock.now(), { years: [1998], userTeam: { teamId: 'NYA', year: 1998 }, totalTeams: 12, gamesPerTeam: 24 }));
      const leagueId = created.body.data.leagueId as number;
      clock.advance(10 * DAY);
      // Both instances wake for the same league at once, twice over, while their queues also run the planned wakes.
      await Promise.all([apps[0]!.leagueScheduler.tick(leagueId), apps[1]!.leagueScheduler.tick(leagueId), apps[1]!.leagueScheduler.tick(leagueId), apps[0]!.leagueScheduler.tick(leagueId)]);
      await Promise.all(queues.map((q) => q.drain(LEAGUE_TICK, 60_000)));
      expect(await assertBooksBalance(database, leagueId)).toBeGreaterThan(0);
      await assertPlayedExactlyTheDue(database, leagueId, clock.now());
      // And to the end of the season from both sides at once.
      clock.advance(60 * DAY);
      await Promise.all([apps[0]!.leagueScheduler.tick(leagueId), apps[1]!.leagueScheduler.tick(leagueId)]);
      await Promise.all(queues.map((q) => q.drain(LEAGUE_TICK, 60_000)));
      await assertBooksBalance(database, leagueId);
      const status = await one(database, sql`SELECT (status = 'final')::int AS done, champion FROM leagues WHERE id = ${leagueId}`);
      expect(status.done).toBe(1);
      for (const app of apps) await app.close();
    } finally {
      for (const q of queues) await q.stop();
      await second.close();
      await dispose();
    }
  }, 240_000);
});
