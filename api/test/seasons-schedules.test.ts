import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createJobQueue, type JobQueue } from '../src/jobs';
import type { Database } from '../src/db/database';
import { openPgliteCopy } from './support/db-snapshots';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import type { Json } from './support/json';
import { leagueClient, testClock } from './leagues-support';
import { API_ONLY_CONFIG } from './support/app-config';

/** A replay's schedule is well formed for seasons of three major leagues, a third major league and the thin Negro-league record. */
const YEARS: Array<{ year: number; team: string; leagues: string[]; interleague: number }> = [
  { year: 1884, team: 'PRO', leagues: ['NL', 'AA', 'UA'], interleague: 0 },
  { year: 1915, team: 'CHF', leagues: ['FL', 'AL', 'NL', 'EAS', 'WES'], interleague: 0 },
  { year: 1943, team: 'NYA', leagues: ['AL', 'NL', 'NAL', 'NN2'], interleague: 0 },
  { year: 2025, team: 'LAN', leagues: ['NL', 'AL'], interleague: 46 },
];

let database: Database;
let app: FastifyInstance;
let jobs: JobQueue;
let owner: TestUser;
let api: ReturnType<typeof leagueClient>;
const clock = testClock();

beforeAll(async () => {
  database = await openPgliteCopy(YEARS.map((y) => y.year));
  jobs = createJobQueue(database, { pollSeconds: 0.5, schema: `pgboss_season_sched_${process.pid}` });
  app = await buildApp({ config: API_ONLY_CONFIG, database, clock: clock.now, jobs });
  api = leagueClient(app);
  owner = await createUser(app);
  await markSubscribed(database, owner.id);
}, 300_000);
afterAll(async () => {
  await app.close();
  await jobs.stop();
  await database.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(YEARS)('season replay schedule of $year', ({ year, team, leagues, interleague }) => {
  it('every fielded team plays within its league (but for the year\'s interleague games), near its real length, home and away balanced, never twice a day', async () => {
    const made = await api.post(owner.key, '/api/seasons', { name: `Schedule ${year}`, year, teamId: team, seed: 99 });
    expect(made.status).toBe(201);
    const id = made.body.data.leagueId as number;
    const setup = made.body.data.setup as { groups: Array<{ lgId: string; teams: number; gamesPerTeam: number }>; leftOut: Json[]; interleague?: number };
    expect(setup.groups.map((g) => g.lgId).sort()).toEqual([...leagues].sort());
    expect(setup.interleague ?? 0).toBe(interleague);
    for (const left of setup.leftOut) expect(left.reason).toBeTruthy();

    const teams = await rows<{ idx: number; lg_id: string; group_idx: number; team_id: string }>(sql`SELECT idx, lg_id, group_idx, team_id FROM league_teams WHERE league_id = ${id} ORDER BY idx`);
    const real = new Map(
      (await rows<{ teamID: string; lgID: string; G: number }>(sql`SELECT "teamID", "lgID", "G" FROM lahman_teams WHERE "yearID" = ${year}`)).map((r) => [r.teamID, r]),
    );
    const games = await rows<{ day: number; home: number; away: number }>(sql`SELECT day, home, away FROM league_games WHERE league_id = ${id} AND phase = 'regular'`);
    const byTeam = new Map<number, { games: number; home: number; across: number; days: Set<number> }>();
    for (const g of games) {
      const across = teams[g.home]!.lg_id !== teams[g.away]!.lg_id;
      for (const t of [g.home, g.away]) {
        const s = byTeam.get(t) ?? { games: 0, home: 0, across: 0, days: new Set<number>() };
        if (across) s.across += 1;
        expect(s.days.has(g.day)).toBe(false);
        s.days.add(g.day);
        s.games += 1;
        if (t === g.home) s.home += 1;
        byTeam.set(t, s);
      }
    }
    for (const t of teams) {
      const s = byTeam.get(t.idx)!;
      const group = setup.groups.find((g) => g.lgId === t.lg_id)!;
      const longest = Math.max(...teams.filter((x) => x.lg_id === t.lg_id).map((x) => Number(real.get(x.team_id)!.G)));
      expect(t.lg_id).toBe(real.get(t.team_id)!.lgID);
      expect(s.games).toBe(group.gamesPerTeam);
      expect(Math.abs(s.games - Math.min(162, longest))).toBeLessThanOrEqual(1);
      expect(Math.abs(2 * s.home - s.games)).toBeLessThanOrEqual(1);
      // Within its real league, but for the year's interleague games (2025: 46 a team, two leagues of 15).
      expect(s.across).toBe(interleague);
    }
    if (year === 2025) {
      // Division rivals meet more often than the rest of the league, as in the real 2025 schedule (13 against 6–7).
      const divisions = new Map((await rows<{ teamID: string; divID: string }>(sql`SELECT "teamID", "divID" FROM lahman_teams WHERE "yearID" = 2025`)).map((r) => [r.teamID, r.divID]));
      const meetings = (a: number, b: number) => games.filter((g) => (g.home === a && g.away === b) || (g.home === b && g.away === a)).length;
      const rival: number[] = [], other: number[] = [];
      for (const a of teams) for (const b of teams) {
        if (a.idx >= b.idx || a.lg_id !== b.lg_id) continue;
        (divisions.get(a.team_id) === divisions.get(b.team_id) ? rival : other).push(meetings(a.idx, b.idx));
      }
      const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
      expect(mean(rival)).toBeGreaterThanOrEqual(11);
      expect(mean(other)).toBeLessThanOrEqual(7.5);
    }
  }, 180_000);
});

it('1884 plays to its end with three leagues: pennant per league, the best record the champion', async () => {
  const made = await api.post(owner.key, '/api/seasons', { name: 'End 1884', year: 1884, teamId: 'PRO', seed: 7 });
  const id = made.body.data.leagueId as number;
  expect(made.body.data.setup.postseason).toMatch(/^Pennant per league/);
  const end = await api.post(owner.key, `/api/leagues/${id}/sim`, { to: 'end' });
  expect(end.status).toBe(200);
  expect(end.body.data.league.status).toBe('final');
  const standings = (await api.get(owner.key, `/api/leagues/${id}/standings`)).body.data.groups as Array<{ rows: Array<{ index: number; pct: number }> }>;
  expect(standings).toHaveLength(3);
  const best = Math.max(...standings.map((g) => g.rows[0]!.pct));
  const champion = end.body.data.league.champion as number;
  expect(standings.some((g) => g.rows[0]!.index === champion && g.rows[0]!.pct === best)).toBe(true);
}, 300_000);
