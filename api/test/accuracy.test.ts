import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SEASON_MESSAGES } from '@bb/contract';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { ACCURACY_JOB, REPLAY_OWNER_USERNAME } from '../src/accuracy';
import { describeOnBackends } from './support/backends';
import { startModeApp, type ModeApp } from './support/mode-app';
import type { Json } from './support/json';

// 1876: one league of eight teams and 70 games, so two replays take seconds.
const YEAR = 1876;
const replaysBefore = process.env.ACCURACY_REPLAYS;
beforeAll(() => {
  process.env.ACCURACY_REPLAYS = '2';
});
afterAll(() => {
  if (replaysBefore === undefined) delete process.env.ACCURACY_REPLAYS;
  else process.env.ACCURACY_REPLAYS = replaysBefore;
});

describeOnBackends('season accuracy report', { seasons: [YEAR] }, (backend) => {
  let mode: ModeApp;
  let app: FastifyInstance;
  let jobs: JobQueue;
  const { it } = backend;
  const url = `/api/seasons/years/${YEAR}/accuracy`;

  backend.beforeAll(async () => {
    jobs = createJobQueue(backend.database, { pollSeconds: 0.5, schema: `pgboss_accuracy_${process.pid}` });
    mode = await startModeApp(backend.database, { jobs });
    app = mode.app;
  }, 180_000);
  backend.afterAll(async () => {
    await app.close();
    await jobs.stop();
  });

  it('refuses guests, non-subscribers and bad years, queuing nothing', async () => {
    const { api, owner, unsubscribed } = mode;
    expect((await api.send(null, { method: 'GET', url })).status).toBe(401);
    expect((await api.get(unsubscribed.key, url)).status).toBe(403);
    expect((await api.get(owner.key, '/api/seasons/years/19x7/accuracy')).status).toBe(400);
    expect((await api.get(owner.key, '/api/seasons/years/12345/accuracy')).status).toBe(400);
    for (const year of ['1850', '0000', '2099']) {
      const res = await api.get(owner.key, `/api/seasons/years/${year}/accuracy`);
      expect([res.status, res.body.error]).toEqual([404, SEASON_MESSAGES.noSeason]);
    }
    expect(await mode.count('season_accuracy')).toBe(0);
  });

  it('queues the replays, answers progress, then the report beside the record; no replay league remains', async () => {
    const { api, owner } = mode;
    const first = await api.get(owner.key, url);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ year: YEAR, status: 'queued', replays: 2, replaysDone: 0, computedAt: null, teams: [], errors: null });
    const version = first.body.data.engineVersion;
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    // Asking again while it runs queues nothing more.
    expect((await api.get(owner.key, url)).body.data.status).toMatch(/^(queued|running)$/);

    await jobs.drain(ACCURACY_JOB, 240_000);
    const ready = await api.get(owner.key, url);
    expect(ready.body.data).toMatchObject({ year: YEAR, status: 'ready', replays: 2, replaysDone: 2, engineVersion: version });
    expect(typeof ready.body.data.computedAt).toBe('string');

    // The real side is the record.
    const record = ((await backend.database.db.execute(sql`SELECT "teamID" AS team, "W" AS w, "L" AS l, "R" AS r, "RA" AS ra, "G" AS g, "CG" AS cg, "SHO" AS sho FROM lahman_teams WHERE "yearID" = ${YEAR}`)) as unknown as {
      rows: Array<{ team: string; w: number; l: number; r: number; ra: number; g: number; cg: number; sho: number }>;
    }).rows;
    const teams = ready.body.data.teams as Json[];
    expect(teams).toHaveLength(record.length);
    for (const r of record) {
      const t = teams.find((x) => x.teamId === r.team);
      expect(t).toMatchObject({ realWins: Number(r.w), realLosses: Number(r.l), league: 'National League', division: null });
      expect(t!.realRunsPerGame).toBeCloseTo(Number(r.r) / Number(r.g), 3);
      expect(t!.realRunsAllowedPerGame).toBeCloseTo(Number(r.ra) / Number(r.g), 3);
      // Simulated wins are scaled to the real decisions.
      expect(t!.simWins + t!.simLosses).toBeCloseTo(Number(r.w) + Number(r.l), 1);
      expect(t!.simRunsPerGame).toBeGreaterThan(0);
    }
    const rate = (key: string) => (ready.body.data.rates as Json[]).find((x) => x.key === key)!;
    const total = (pick: (r: (typeof record)[number]) => number) => record.reduce((n, r) => n + Number(pick(r)), 0);
    expect(rate('rPerG').real).toBeCloseTo(total((r) => r.r) / total((r) => r.g), 3);
    // Complete games and (team) shutouts per team, as the record's team lines have them.
    expect(rate('cgPerTeam').real).toBeCloseTo(total((r) => r.cg) / record.length, 2);
    expect(rate('shoPerTeam').real).toBeCloseTo(total((r) => r.sho) / record.length, 2);
    const errors = ready.body.data.errors as Json;
    for (const key of ['wRmse', 'wRmseOfMean', 'raRmse', 'rsRmse', 'rPerGDiffPct', 'cgDiffPct', 'shoDiffPct', 'maxUsagePct']) expect(Number.isFinite(errors[key])).toBe(true);
    expect(errors.startersPerTeam.real).toBeGreaterThan(0);
    expect(errors.startersPerTeam.sim).toBeGreaterThan(0);

    // The replays' leagues are gone, their results kept only in the report.
    expect(await mode.count('leagues')).toBe(0);
    expect(await mode.count('league_games')).toBe(0);
    expect(await mode.count('league_player_stats')).toBe(0);
    const stored = ((await backend.database.db.execute(sql`SELECT jsonb_array_length(partial)::int AS n FROM season_accuracy WHERE year = ${YEAR}`)) as unknown as { rows: Array<{ n: number }> }).rows;
    expect(stored).toEqual([{ n: 0 }]);
  }, 300_000);

  it('keeps its replay owner out of reach: no login, no lists', async () => {
    const { api, owner } = mode;
    const login = await api.send(null, { method: 'POST', url: '/api/users/login', payload: { username: REPLAY_OWNER_USERNAME, password: 'anything at all 1' } });
    expect(login.status).toBe(401);
    expect((await api.get(owner.key, '/api/seasons')).body.data.seasons).toEqual([]);
    expect((await api.get(owner.key, '/api/leagues')).body.data.leagues).toEqual([]);
  });
});
