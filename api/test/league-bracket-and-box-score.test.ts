import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { leagueGames } from '../src/db/schema/leagues';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { describeOnBackends } from './support/backends';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import type { Json } from './support/json';
import { leagueBody, leagueClient, testClock } from './leagues-support';
import { API_ONLY_CONFIG } from './support/app-config';

describeOnBackends('league pages: ties for a playoff place on the bracket, a final game\'s box score', { seasons: [1927, 1998] }, (backend) => {
  let app: FastifyInstance;
  let jobs: JobQueue;
  let owner: TestUser;
  const clock = testClock();
  const { it } = backend;
  let api: ReturnType<typeof leagueClient>;

  backend.beforeAll(async () => {
    jobs = createJobQueue(backend.database, { pollSeconds: 0.5, schema: `pgboss_ties_${process.pid}` });
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database, clock: clock.now, jobs });
    api = leagueClient(app);
    owner = await createUser(app);
    await markSubscribed(backend.database, owner.id);
  }, 180_000);
  backend.afterAll(async () => {
    await app.close();
    await jobs.stop();
  });

  /**
   * Every regular-season game final: in each group its two first teams beat everyone else and split their own games
   * (home wins), every other game goes to the home team, so those two end level for the group's first place.
   */
  async function levelAtTheTop(leagueId: number, groups: number[][]): Promise<Array<[number, number]>> {
    const db = backend.database.db;
    const pairs = groups.map((members) => [members[0]!, members[1]!] as [number, number]);
    const top = new Set(pairs.flat());
    const games = await db.select().from(leagueGames).where(and(eq(leagueGames.leagueId, leagueId), eq(leagueGames.phase, 'regular')));
    for (const g of games) {
      const homeWins = top.has(g.home) === top.has(g.away) ? true : top.has(g.home);
      await db
        .update(leagueGames)
        .set({ status: 'final', homeRuns: homeWins ? 3 : 1, awayRuns: homeWins ? 1 : 3 })
        .where(and(eq(leagueGames.leagueId, leagueId), eq(leagueGames.num, g.num)));
    }
    return pairs;
  }

  it('a season of one year before 2022: each tie for the pennant is played off, and the bracket says who won it and the score', async () => {
    const res = await api.post(owner.key, '/api/leagues', leagueBody(clock.now(), { years: [1927], totalTeams: 8, gamesPerTeam: 6 }));
    expect(res.status).toBe(201);
    const league = res.body.data;
    const groups = league.groups.map((_: string, g: number) => league.teams.filter((t: Json) => t.group === g).map((t: Json) => t.index));
    expect(groups).toHaveLength(2);
    // The precondition of the test: the two top teams meet at each other's park as often.
    const pairs = await levelAtTheTop(league.leagueId, groups);
    const before = (await api.get(owner.key, `/api/leagues/${league.leagueId}/standings`)).body.data;
    for (const [a, b] of pairs) {
      const rows = before.groups.flatMap((g: Json) => g.rows);
      const [ra, rb] = [rows.find((r: Json) => r.index === a), rows.find((r: Json) => r.index === b)];
      expect([ra.wins, ra.losses]).toEqual([rb.wins, rb.losses]);
    }

    expect((await api.post(owner.key, `/api/leagues/${league.leagueId}/sim`, { to: 'end' })).body.data.league.status).toBe('final');
    const bracket = (await api.get(owner.key, `/api/leagues/${league.leagueId}/playoff`)).body.data;
    expect(bracket.ties).toHaveLength(2);
    for (const [group, [a, b]] of pairs.entries()) {
      const tie = bracket.ties.find((t: Json) => t.group === group);
      expect(tie.settledBy).toBe('game');
      expect([...tie.teams].sort()).toEqual([a, b].sort());
      expect([a, b]).toContain(tie.winner);
      expect(tie.score.winner).toBeGreaterThan(tie.score.loser);
    }
    // The tie-breakers' winners are the pennant winners who met in the World Series.
    const ws = bracket.rounds.at(-1).series[0];
    expect([ws.top, ws.bottom].sort()).toEqual(bracket.ties.map((t: Json) => t.winner).sort());
  }, 240_000);

  it('a league of several years settles a tie by the rules: the bracket names the rule, and no game was added', async () => {
    const res = await api.post(owner.key, '/api/leagues', leagueBody(clock.now(), { totalTeams: 8, gamesPerTeam: 6 }));
    const league = res.body.data;
    expect(league.postseason.teamsPerGroup).toBe(1);
    const groups = league.groups.map((_: string, g: number) => league.teams.filter((t: Json) => t.group === g).map((t: Json) => t.index));
    const pairs = await levelAtTheTop(league.leagueId, groups);

    expect((await api.post(owner.key, `/api/leagues/${league.leagueId}/sim`, { to: 'end' })).body.data.league.status).toBe('final');
    const bracket = (await api.get(owner.key, `/api/leagues/${league.leagueId}/playoff`)).body.data;
    expect(bracket.ties).toHaveLength(2);
    const ws = bracket.rounds.at(-1).series[0];
    for (const [group, pair] of pairs.entries()) {
      const tie = bracket.ties.find((t: Json) => t.group === group);
      expect([...tie.teams].sort()).toEqual([...pair].sort());
      // Split at each other's park with the same scores: level on head-to-head and on run differential.
      expect(tie.settledBy).toBe('table order');
      expect(tie.score).toBeNull();
      expect([ws.top, ws.bottom]).toContain(tie.winner);
    }
    const schedule = (await api.get(owner.key, `/api/leagues/${league.leagueId}/schedule?limit=500`)).body.data.games;
    expect(schedule.some((g: Json) => g.phase === 'tiebreak')).toBe(false);
  }, 240_000);

  it('a final game has a box score from its stored lines: each side its players, the runs adding up, W and L; a game to come has none', async () => {
    const league = (await api.post(owner.key, '/api/leagues', leagueBody(clock.now(), { totalTeams: 4, gamesPerTeam: 6 }))).body.data;
    expect((await api.post(owner.key, `/api/leagues/${league.leagueId}/sim`, { to: 'week' })).status).toBe(200);
    const games = (await api.get(owner.key, `/api/leagues/${league.leagueId}/schedule?limit=50`)).body.data.games;
    const final = games.find((g: Json) => g.status === 'final');
    const later = games.find((g: Json) => g.status === 'scheduled');
    expect(final).toBeDefined();
    const res = await api.get(owner.key, `/api/leagues/${league.leagueId}/schedule/${final.scheduleId}/box-score`);
    expect(res.status).toBe(200);
    const box = res.body.data;
    expect(box.game).toMatchObject({ scheduleId: final.scheduleId, status: 'final' });
    for (const [side, team, runs] of [['away', final.away, final.awayRuns], ['home', final.home, final.homeRuns]] as const) {
      expect(box[side]).toMatchObject({ team, runs });
      expect(box[side].batting.length).toBeGreaterThanOrEqual(9);
      expect(box[side].batting.reduce((n: number, b: Json) => n + b.r, 0)).toBe(runs);
      expect(box[side].hits).toBe(box[side].batting.reduce((n: number, b: Json) => n + b.h, 0));
      expect(box[side].pitching.length).toBeGreaterThan(0);
      expect(box[side].batting[0].name).toMatch(/^[^\d]+$/);
    }
    // 27 outs at least for the side that pitched the whole game, one winner and one loser of record.
    const decisions = [...box.away.pitching, ...box.home.pitching].map((p: Json) => p.decision).filter(Boolean);
    expect(decisions.filter((d: string) => d === 'W')).toHaveLength(1);
    expect(decisions.filter((d: string) => d === 'L')).toHaveLength(1);
    expect((await api.get(owner.key, `/api/leagues/${league.leagueId}/schedule/${later.scheduleId}/box-score`)).status).toBe(404);
  }, 240_000);
});
