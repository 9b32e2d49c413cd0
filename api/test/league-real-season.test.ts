import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { emptyBat, emptyPitch, type BatLine, type PitchLine } from '@bb/engine';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import { leagueBody, leagueClient, testClock } from './leagues-support';
import { openPgliteCopy } from './support/db-snapshots';
import { API_ONLY_CONFIG } from './support/app-config';
import type { Json } from './support/json';

/**
 * Issue 40 item 4: a player traded during the season is one card with a row of totals per league team he played for.
 * His statistics and leaders sum them; each team's totals count only its own rows. The real leaders of "How it really
 * went" sum a player's stints too (1998: Randy Johnson, 213 strikeouts for Seattle and 116 for Houston, led the majors
 * with 329, which neither stint alone does). A 1998 replay shows the real leagues and divisions, and plays the
 * interleague games of that year.
 */
let database: Database;
let app: FastifyInstance;
let jobs: JobQueue;
let owner: TestUser;
let api: ReturnType<typeof leagueClient>;
let leagueId: number;
let teams: Array<{ index: number; teamId: string; lgId: string }>;
const clock = testClock();

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const indexOf = (teamId: string) => teams.find((t) => t.teamId === teamId)!.index;

beforeAll(async () => {
  database = await openPgliteCopy([1998]);
  jobs = createJobQueue(database, { pollSeconds: 0.5, schema: `pgboss_stints_${process.pid}` });
  app = await buildApp({ config: API_ONLY_CONFIG, database, clock: clock.now, jobs });
  api = leagueClient(app);
  owner = await createUser(app);
  await markSubscribed(database, owner.id);
  const made = await api.post(owner.key, '/api/seasons', { name: 'Stints 1998', year: 1998, teamId: 'NYA', seed: 1998 });
  expect(made.status).toBe(201);
  leagueId = made.body.data.leagueId;
  teams = (await api.get(owner.key, `/api/leagues/${leagueId}`)).body.data.teams;
}, 300_000);
afterAll(async () => {
  await app.close();
  await jobs.stop();
  await database.close();
});

it('a 1998 replay: the real leagues and their divisions in the standings and in "How it really went"; 16 interleague games for each AL team (the NL teams share them)', async () => {
  const standings = (await api.get(owner.key, `/api/leagues/${leagueId}/standings`)).body.data.groups as Array<{ name: string; rows: Array<{ index: number }> }>;
  expect(standings.map((g) => [g.name, g.rows.length])).toEqual([
    ['American League East', 5],
    ['American League Central', 5],
    ['American League West', 4],
    ['National League East', 5],
    ['National League Central', 6],
    ['National League West', 5],
  ]);
  const west = standings[2]!.rows.map((r) => teams[r.index]!.teamId).sort();
  expect(west).toEqual(['ANA', 'OAK', 'SEA', 'TEX']);
  const compare = (await api.get(owner.key, `/api/leagues/${leagueId}/history-compare`)).body.data;
  expect(compare.teams.find((t: Json) => t.index === indexOf('HOU'))).toMatchObject({ group: 'National League Central', realWins: 102, realLosses: 60 });

  const setup = (await api.get(owner.key, `/api/seasons/${leagueId}/setup`)).body.data;
  expect(setup.interleague).toBe(16);
  const games = await rows<{ home: number; away: number }>(sql`SELECT home, away FROM league_games WHERE league_id = ${leagueId} AND phase = 'regular'`);
  const across = new Map<number, number>();
  const total = new Map<number, number>();
  for (const g of games) {
    for (const t of [g.home, g.away]) total.set(t, (total.get(t) ?? 0) + 1);
    if (teams[g.home]!.lgId !== teams[g.away]!.lgId) for (const t of [g.home, g.away]) across.set(t, (across.get(t) ?? 0) + 1);
  }
  const al = teams.filter((t) => t.lgId === 'AL');
  const nl = teams.filter((t) => t.lgId === 'NL');
  expect(new Set(al.map((t) => across.get(t.index)))).toEqual(new Set([16]));
  expect(nl.reduce((n, t) => n + (across.get(t.index) ?? 0), 0)).toBe(16 * al.length);
  // Interleague games are part of the real season length, not added to it.
  expect(new Set(teams.map((t) => total.get(t.index)))).toEqual(new Set([162]));
}, 60_000);

it('the real leaders sum a traded player\'s stints: Randy Johnson leads in strikeouts with 329 (Seattle, then Houston)', async () => {
  const compare = (await api.get(owner.key, `/api/leagues/${leagueId}/history-compare`)).body.data;
  const so = compare.leaders.find((l: Json) => l.stat === 'so').real as Array<{ name: string; teamId: string; value: number }>;
  expect(so[0]).toEqual({ name: 'Randy Johnson', teamId: 'SEA', value: 329 });
  expect(so.map((r) => r.value)).toEqual([...so.map((r) => r.value)].sort((a, b) => b - a));
  // Home runs: McGwire's 70 for one team; the qualified averages need 3.1 plate appearances per game of 162.
  expect(compare.leaders.find((l: Json) => l.stat === 'hr').real[0]).toMatchObject({ name: 'Mark McGwire', value: 70 });
  const avg = compare.leaders.find((l: Json) => l.stat === 'avg').real as Array<{ name: string; value: number }>;
  expect(avg[0]).toMatchObject({ name: 'Larry Walker', value: 0.363 });
}, 60_000);

it('a historical league of all the 1998 teams keeps the 14 AL and 16 NL teams in their leagues (no team moved across to even them)', async () => {
  const made = await api.post(owner.key, '/api/leagues', leagueBody(clock.now(), { years: [1998], totalTeams: 30, gamesPerTeam: 20, userTeam: { teamId: 'NYA', year: 1998 } }));
  expect([made.status, made.body.error]).toEqual([201, undefined]);
  const league = made.body.data;
  expect([...league.groups].sort()).toEqual(['American League', 'National League']);
  for (const t of league.teams as Array<{ lgId: string; group: number }>) expect(league.groups[t.group]).toBe(t.lgId === 'AL' ? 'American League' : 'National League');
  const standings = (await api.get(owner.key, `/api/leagues/${league.leagueId}/standings`)).body.data.groups as Array<{ name: string }>;
  expect(standings.map((g) => g.name)).toContain('National League Central');
  // 1998's 16 interleague games a team, scaled to 20 games: 2 for each AL team, in the 20.
  const games = await rows<{ home: number; away: number }>(sql`SELECT home, away FROM league_games WHERE league_id = ${league.leagueId} AND phase = 'regular'`);
  const lg = (i: number) => (league.teams as Array<{ lgId: string }>)[i]!.lgId;
  const crossing = games.filter((g) => lg(g.home) !== lg(g.away));
  expect(crossing).toHaveLength(2 * 14);
  expect(games).toHaveLength((30 * 20) / 2);
}, 120_000);

describe('the simulated statistics of a player with two stints', () => {
  const bat = (line: Partial<BatLine>): BatLine => ({ ...emptyBat(), ...line });
  const pitch = (line: Partial<PitchLine>): PitchLine => ({ ...emptyPitch(), ...line });
  let sea: number;
  let hou: number;
  let games: number;

  beforeAll(async () => {
    sea = indexOf('SEA');
    hou = indexOf('HOU');
    // The first week is played: Seattle's and Houston's games decide who qualifies for the rate leaders.
    await database.db.execute(sql`UPDATE league_games SET status = 'final', home_runs = 5, away_runs = 3 WHERE league_id = ${leagueId} AND phase = 'regular' AND day < 6`);
    const played = await rows<{ t: number; g: number }>(sql`
      SELECT t, count(*)::int AS g FROM (SELECT home AS t FROM league_games WHERE league_id = ${leagueId} AND status = 'final'
        UNION ALL SELECT away FROM league_games WHERE league_id = ${leagueId} AND status = 'final') x WHERE t IN (${sea}, ${hou}) GROUP BY t`);
    games = Math.max(...played.map((r) => Number(r.g)));
    expect(games).toBeGreaterThanOrEqual(4);
    // Each stint alone is short of 3.1 plate appearances a game; together they qualify.
    const stint = Math.ceil((3.1 * games) / 2) + 1;
    const values = [
      { cardId: 'johnsra05-1998', team: sea, name: 'Randy Johnson', bat: null, pitch: pitch({ g: 3, gs: 3, w: 2, outs: 3 * games, er: 1, so: 20, h: 4, bb: 2 }) },
      { cardId: 'johnsra05-1998', team: hou, name: 'Randy Johnson', bat: bat({ g: 1, pa: 3, ab: 3 }), pitch: pitch({ g: 2, gs: 2, w: 2, outs: 3, er: 0, so: 9, h: 1 }) },
      { cardId: 'traded-1998', team: sea, name: 'Traded Hitter', bat: bat({ g: 3, pa: stint, ab: stint, h: stint - 1, hr: 3, sh: 1, sf: 2, hbp: 1 }), pitch: null },
      { cardId: 'traded-1998', team: hou, name: 'Traded Hitter', bat: bat({ g: 2, pa: stint, ab: stint, h: stint - 1, hr: 4, sh: 2, sf: 0, hbp: 3 }), pitch: null },
      { cardId: 'stayed-1998', team: hou, name: 'One Team', bat: bat({ g: 5, pa: stint, ab: stint, h: stint, hr: 6 }), pitch: null },
    ];
    await database.db.execute(sql`DELETE FROM league_player_stats WHERE league_id = ${leagueId}`);
    for (const v of values) {
      await database.db.execute(sql`
        INSERT INTO league_player_stats (league_id, card_id, team, name, phase, bat, pitch)
        VALUES (${leagueId}, ${v.cardId}, ${v.team}, ${v.name}, 'regular', ${v.bat ? JSON.stringify(v.bat) : null}::jsonb, ${v.pitch ? JSON.stringify(v.pitch) : null}::jsonb)`);
    }
    // Answers are kept per league revision: a stored batch moves it on, and so do these rows written by hand.
    await database.db.execute(sql`UPDATE leagues SET revision = revision + 1 WHERE id = ${leagueId}`);
  });

  it('one line per player, his stints summed, under the team he played most for; a team page shows his part for it', async () => {
    const batting = (await api.get(owner.key, `/api/leagues/${leagueId}/statistics?type=batting&sort=hr&limit=100`)).body.data.batting as Json[];
    expect(batting.filter((l) => l.cardId === 'traded-1998')).toHaveLength(1);
    expect(batting[0]).toMatchObject({ cardId: 'traded-1998', team: sea, teams: [sea, hou], g: 5, hr: 7, sh: 3, sf: 2, hbp: 4 });
    expect(batting.find((l) => l.cardId === 'stayed-1998')).not.toHaveProperty('teams');
    const houston = (await api.get(owner.key, `/api/leagues/${leagueId}/statistics?type=batting&team=${hou}&sort=hr`)).body.data.batting as Json[];
    expect(houston.find((l) => l.cardId === 'traded-1998')).toMatchObject({ team: hou, g: 2, hr: 4, hbp: 3 });
    expect(houston.find((l) => l.cardId === 'traded-1998')).not.toHaveProperty('teams');
    const pitching = (await api.get(owner.key, `/api/leagues/${leagueId}/statistics?type=pitching&sort=w`)).body.data.pitching as Json[];
    expect(pitching.find((l) => l.cardId === 'johnsra05-1998')).toMatchObject({ team: sea, teams: [sea, hou], g: 5, gs: 5, w: 4, so: 29 });
  });

  it("each team's totals count only its own rows: the traded players' parts go to the teams they played them for", async () => {
    const totals = (await api.get(owner.key, `/api/leagues/${leagueId}/statistics?type=batting`)).body.data.teams as Array<{ team: number; batting: Json; pitching: Json }>;
    const of = (team: number) => totals.find((t) => t.team === team)!;
    expect([of(sea).batting.hr, of(hou).batting.hr]).toEqual([3, 4 + 6]);
    expect([of(sea).batting.sh, of(sea).batting.sf, of(sea).batting.hbp]).toEqual([1, 2, 1]);
    expect([of(sea).pitching.gs, of(hou).pitching.gs]).toEqual([3, 2]);
    expect([of(sea).pitching.so, of(hou).pitching.so]).toEqual([20, 9]);
  });

  it('leaders sum the stints; the rate leaders qualify on his total against his teams\' games', async () => {
    const leaders = (await api.get(owner.key, `/api/leagues/${leagueId}/leaders`)).body.data as { batting: Json[]; pitching: Json[] };
    const board = (list: Json[], stat: string) => list.find((b) => b.stat === stat)!.leaders as Array<{ cardId: string; team: number; value: number }>;
    expect(board(leaders.batting, 'hr')[0]).toMatchObject({ cardId: 'traded-1998', team: sea, value: 7 });
    // Each of his stints alone falls short of 3.1 a game; the one-team hitter with as many plate appearances too.
    expect(board(leaders.batting, 'avg').map((l) => l.cardId)).toEqual(['traded-1998']);
    expect(board(leaders.pitching, 'w')[0]).toMatchObject({ cardId: 'johnsra05-1998', team: sea, value: 4 });
    // One inning per game of his teams: his two stints together pitched one more than that.
    expect(board(leaders.pitching, 'era').map((l) => l.cardId)).toEqual(['johnsra05-1998']);
    const compare = (await api.get(owner.key, `/api/leagues/${leagueId}/history-compare`)).body.data;
    expect(compare.leaders.find((l: Json) => l.stat === 'hr').sim[0]).toMatchObject({ cardId: 'traded-1998', value: 7 });
  });
});
