import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase, type Database, type Db } from '../src/db/database';
import type { JobQueue } from '../src/jobs';
import { LeagueAnswers } from '../src/leagues/league-answers';
import { SharedHeads, type LeagueHead } from '../src/leagues/league-heads';
import { etagMatches } from '../src/leagues/http';
import { readLeague } from '../src/leagues/league-data';
import { closeRegularSeason } from '../src/leagues/postseason-start';
import { leagueGames, leagues } from '../src/db/schema/leagues';
import { describeOnBackends } from './support/backends';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import { leagueBody, testClock } from './leagues-support';
import { API_ONLY_CONFIG } from './support/app-config';
import type { Json } from './support/json';

/** League time is moved by the sims here; no queue runs. */
const heldJobs = (): JobQueue => ({ work: async () => undefined, schedule: async () => undefined, drain: async () => undefined, stop: async () => undefined });

async function get(app: FastifyInstance, key: string, url: string, etag?: string) {
  const options: InjectOptions = { method: 'GET', url, headers: { authorization: `Bearer ${key}`, ...(etag ? { 'if-none-match': etag } : {}) } };
  const res = await app.inject(options);
  return { status: res.statusCode, etag: res.headers.etag as string | undefined, cacheControl: res.headers['cache-control'], body: res.body ? (res.json() as Json) : null };
}

async function post(app: FastifyInstance, key: string, url: string, payload?: Json) {
  const res = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });
  expect(res.statusCode).toBeLessThan(300);
  return res.json() as Json;
}

const VIEWS = ['standings', 'leaders'] as const;

describeOnBackends('league standings, leaders and statistics kept per revision', { seasons: [1927, 1998] }, (backend) => {
  const { it } = backend;
  const clock = testClock();
  /** Two instances on one database: on PostgreSQL each with its own pool; PGlite belongs to one process, so both share its client. */
  let apps: FastifyInstance[];
  let second: Database | null = null;
  let owner: TestUser;
  let outsider: TestUser;

  backend.beforeAll(async () => {
    const url = backend.database.connection.kind === 'postgres' ? backend.database.connection.url : null;
    second = url ? await openDatabase({ databaseUrl: url, dataDir: 'unused' }) : null;
    apps = [
      await buildApp({ config: API_ONLY_CONFIG, database: backend.database, clock: clock.now, jobs: heldJobs() }),
      await buildApp({ config: API_ONLY_CONFIG, database: second ?? backend.database, clock: clock.now, jobs: heldJobs() }),
    ];
    owner = await createUser(apps[0]!);
    outsider = await createUser(apps[0]!);
    await markSubscribed(backend.database, owner.id);
    await markSubscribed(backend.database, outsider.id);
  }, 180_000);
  backend.afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
  });

  const createLeague = async (extra: Json = {}) =>
    (await post(apps[0]!, owner.key, '/api/leagues', leagueBody(clock.now(), { years: [1998], userTeam: { teamId: 'NYA', year: 1998 }, totalTeams: 8, gamesPerTeam: 14, ...extra })))
      .data.leagueId as number;
  /** The owner's next game, played by the computer: one store, one new revision. */
  const playOwnersNextGame = async (app: FastifyInstance, id: number) => {
    const detail = (await get(app, owner.key, `/api/leagues/${id}`)).body!.data;
    await post(app, owner.key, `/api/leagues/${id}/schedule/${detail.nextGame.scheduleId}/auto-play`);
  };

  it('a played game changes standings and leaders at once; a stale ETag gets the new body, a matching one 304 without a body', async () => {
    const [app] = apps as [FastifyInstance];
    const id = await createLeague();
    await post(app, owner.key, `/api/leagues/${id}/sim`, { to: 'week' });
    const before = Object.fromEntries(await Promise.all(VIEWS.map(async (v) => [v, await get(app, owner.key, `/api/leagues/${id}/${v}`)] as const)));
    for (const v of VIEWS) {
      expect(before[v]!.status).toBe(200);
      expect(before[v]!.etag).toMatch(/^"[\w-]+"$/);
      expect(before[v]!.cacheControl).toBe('private, no-cache');
      const again = await get(app, owner.key, `/api/leagues/${id}/${v}`, before[v]!.etag);
      expect([again.status, again.body, again.etag]).toEqual([304, null, before[v]!.etag]);
    }

    await playOwnersNextGame(app, id);
    const decisions = (standings: Json) => standings.groups.flatMap((g: Json) => g.rows).reduce((n: number, r: Json) => n + r.wins + r.losses, 0);
    for (const v of VIEWS) {
      const after = await get(app, owner.key, `/api/leagues/${id}/${v}`, before[v]!.etag);
      expect(after.status).toBe(200);
      expect(after.etag).not.toBe(before[v]!.etag);
      expect(after.body).not.toEqual(before[v]!.body);
      // The body is what the view computes now (a fresh instance's answer), not an old one.
      expect(after.body).toEqual((await get(apps[1]!, owner.key, `/api/leagues/${id}/${v}`)).body);
    }
    const standings = (await get(app, owner.key, `/api/leagues/${id}/standings`)).body!.data;
    expect(decisions(standings)).toBeGreaterThan(decisions(before.standings!.body!.data));
  }, 120_000);

  it('a kept answer runs no query behind the view; requests missing it at once compute it once', async () => {
    const [app] = apps as [FastifyInstance];
    const id = await createLeague();
    await post(app, owner.key, `/api/leagues/${id}/sim`, { to: 'week' });
    const counts = app.leagueAnswers.counts;
    const computedBefore = counts.computed;
    const crowd = await Promise.all(Array.from({ length: 8 }, () => get(app, owner.key, `/api/leagues/${id}/leaders`)));
    expect(new Set(crowd.map((r) => r.etag)).size).toBe(1);
    expect(counts.computed - computedBefore).toBe(1);

    const hits = counts.hits;
    const reads = app.leagueHeads.reads;
    for (let i = 0; i < 5; i += 1) expect((await get(app, owner.key, `/api/leagues/${id}/leaders`)).status).toBe(200);
    expect(counts.computed - computedBefore).toBe(1);
    expect(counts.hits - hits).toBe(5);
    // The head: one small read a request on PostgreSQL (instances share it), none on the embedded PGlite (kept by notices).
    expect(app.leagueHeads.reads - reads).toBe(backend.name === 'postgres' ? 5 : 0);
  }, 120_000);

  it('two instances on one database: a game stored through one is served by the other at once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const id = await createLeague();
    await post(a, owner.key, `/api/leagues/${id}/sim`, { to: 'week' });
    const seen = await Promise.all(VIEWS.map((v) => get(b, owner.key, `/api/leagues/${id}/${v}`)));
    // Kept on b now; the next game is stored through a.
    await playOwnersNextGame(a, id);
    for (const [i, v] of VIEWS.entries()) {
      const now = await get(b, owner.key, `/api/leagues/${id}/${v}`, seen[i]!.etag);
      expect(now.status).toBe(200);
      expect(now.body).not.toEqual(seen[i]!.body);
      expect(now.body).toEqual((await get(a, owner.key, `/api/leagues/${id}/${v}`)).body);
    }
    // And back the other way, through b's sim.
    const fromA = await get(a, owner.key, `/api/leagues/${id}/standings`);
    await post(b, owner.key, `/api/leagues/${id}/sim`, { to: 'week' });
    expect((await get(a, owner.key, `/api/leagues/${id}/standings`, fromA.etag)).status).toBe(200);
  }, 120_000);

  it('a tie-breaker added at the end of the regular season shows on the bracket at once', async () => {
    const [app] = apps as [FastifyInstance];
    const id = await createLeague({ years: [1927], userTeam: { teamId: 'NYA', year: 1927 }, gamesPerTeam: 6 });
    const db = backend.database.db;
    // Every regular game final (as stores leave them, revision moved on): in each group its first two teams beat the
    // others and split their own games at home, so they end level for the pennant.
    const teams = (await get(app, owner.key, `/api/leagues/${id}`)).body!.data.teams as Json[];
    const top = new Set([0, 1].flatMap((g) => teams.filter((t) => t.group === g).slice(0, 2).map((t) => t.index as number)));
    for (const g of await db.select().from(leagueGames).where(and(eq(leagueGames.leagueId, id), eq(leagueGames.phase, 'regular')))) {
      const homeWins = top.has(g.home) === top.has(g.away) ? true : top.has(g.home);
      await db.update(leagueGames).set({ status: 'final', homeRuns: homeWins ? 3 : 1, awayRuns: homeWins ? 1 : 3 }).where(and(eq(leagueGames.leagueId, id), eq(leagueGames.num, g.num)));
    }
    await db.update(leagues).set({ status: 'regular', revision: sql`${leagues.revision} + 1` }).where(eq(leagues.id, id));
    const before = await get(app, owner.key, `/api/leagues/${id}/playoff`);
    expect(before.body!.data.ties).toEqual([]);

    const noEvents = { gameReady: async () => {}, playoffsStart: async () => {}, leagueEnded: async () => {}, gamesPlayed: async () => {} };
    expect(await closeRegularSeason(backend.database, (await readLeague(db, id))!, noEvents)).toBe(true);
    const after = await get(app, owner.key, `/api/leagues/${id}/playoff`, before.etag);
    expect(after.status).toBe(200);
    expect(after.body!.data.ties).toContainEqual(expect.objectContaining({ settledBy: 'game', winner: null }));
  }, 120_000);

  it('a private league stays 404 to others with its answers kept', async () => {
    const [app] = apps as [FastifyInstance];
    const id = await createLeague({ isPrivate: true });
    await post(app, owner.key, `/api/leagues/${id}/sim`, { to: 'week' });
    const mine = await get(app, owner.key, `/api/leagues/${id}/standings`);
    expect(mine.status).toBe(200);
    const theirs = await get(app, outsider.key, `/api/leagues/${id}/standings`, mine.etag);
    expect([theirs.status, theirs.etag]).toEqual([404, undefined]);
    expect((await get(app, outsider.key, `/api/leagues/${id + 100_000}/statistics`)).status).toBe(404);
  }, 120_000);
});

describe('the head of a league on PostgreSQL', () => {
  /** A database whose reads of `leagues` the test answers by hand, in the order they were asked. */
  function heldDatabase() {
    const reads: Array<{ ids: number[]; answer(rows: Array<{ id: number } & LeagueHead>): void }> = [];
    const db = {
      select: () => ({
        from: () => ({
          where: () =>
            new Promise((resolve) => {
              reads.push({ ids: [], answer: resolve });
            }),
        }),
      }),
    } as unknown as Db;
    return { db, reads };
  }

  it('a request never shares a read that began before it arrived; those waiting share the next', async () => {
    const { db, reads } = heldDatabase();
    const heads = new SharedHeads(db);
    const first = heads.get(1);
    expect(reads).toHaveLength(1);
    // A commit lands (revision 1 → 2) while the first read is out; requests arriving now must see it.
    const later = [heads.get(1), heads.get(1), heads.get(2)];
    expect(reads).toHaveLength(1);
    reads[0]!.answer([{ id: 1, revision: 1, isPrivate: false }]);
    expect(await first).toEqual({ revision: 1, isPrivate: false });
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toHaveLength(2);
    reads[1]!.answer([{ id: 1, revision: 2, isPrivate: false }]);
    expect(await Promise.all(later)).toEqual([{ revision: 2, isPrivate: false }, { revision: 2, isPrivate: false }, null]);
    expect(heads.reads).toBe(2);
  });
});

describe('kept league answers', () => {
  const answer = (revision: number, data: unknown) => async () => ({ revision, data });

  it('serve a request whose revision they reach, and are computed afresh for a newer one', async () => {
    const answers = new LeagueAnswers();
    const a = await answers.get(7, 3, 'standings', answer(3, { wins: 1 }));
    expect(JSON.parse(a.body.toString())).toEqual({ data: { wins: 1 } });
    expect(await answers.get(7, 2, 'standings', answer(2, 'never'))).toBe(a);
    expect(await answers.get(7, 3, 'standings', answer(3, 'never'))).toBe(a);
    const b = await answers.get(7, 4, 'standings', answer(4, { wins: 2 }));
    expect(b.etag).not.toBe(a.etag);
    expect(answers.counts).toEqual({ hits: 2, computed: 2 });
    // The newer answer replaced the older one: one kept per league and view.
    expect(answers.size().entries).toBe(1);
  });

  it('are bounded by count and by bytes, least recently used out first', async () => {
    const answers = new LeagueAnswers({ entries: 3, bytes: 1000 });
    for (const id of [1, 2, 3]) await answers.get(id, 0, 'leaders', answer(0, id));
    await answers.get(1, 0, 'leaders', answer(0, 'never'));
    await answers.get(4, 0, 'leaders', answer(0, 4));
    expect(answers.size().entries).toBe(3);
    // 2 was the least recently used: computed again; 1 was used since and is still kept.
    const computed = answers.counts.computed;
    await answers.get(1, 0, 'leaders', answer(0, 'never'));
    await answers.get(2, 0, 'leaders', answer(0, 2));
    expect(answers.counts.computed - computed).toBe(1);
    await answers.get(5, 0, 'leaders', answer(0, 'x'.repeat(900)));
    expect(answers.size()).toEqual({ entries: 3, bytes: 931 });
    // Two of 911 bytes do not fit 1000: everything older goes.
    await answers.get(6, 0, 'leaders', answer(0, 'z'.repeat(900)));
    expect(answers.size()).toEqual({ entries: 1, bytes: 911 });
    // Larger than the whole budget: answered, not kept.
    const huge = await answers.get(7, 0, 'leaders', answer(0, 'y'.repeat(2000)));
    expect(huge.body.length).toBeGreaterThan(1000);
    expect(answers.size().bytes).toBeLessThanOrEqual(1000);
  });

  it('If-None-Match: a list, weak tags and * match; another tag does not', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
