import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { describeOnBackends } from './support/backends';
import { API_ONLY_CONFIG } from './support/app-config';

describeOnBackends('search and stats-and-ratings', { seasons: [1927, 1928] }, (backend) => {
  let app: FastifyInstance;
  const { it } = backend;

  backend.beforeAll(async () => {
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
  });
  backend.afterAll(() => app.close());

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };

  it("search puts the obvious answer first: 'ruth' → Babe Ruth, with his year", async () => {
    const { status, body } = await get('/api/_search?q=ruth');
    expect(status).toBe(200);
    expect(body.data.players[0]).toEqual({ id: 'ruthba01', displayName: 'Babe Ruth', category: 'player', year: expect.any(Number), teamId: 'NYA' });
  });

  it('search is accent-insensitive, prefix and typo tolerant, and finds teams with their league', async () => {
    expect((await get('/api/_search?q=gehri')).body.data.players[0].id).toBe('gehrilo01');
    expect((await get('/api/_search?q=Lou%20Gherig')).body.data.players.map((p: { id: string }) => p.id)).toContain('gehrilo01');
    expect((await get('/api/_search?q=GEHRIG')).body.data.players[0].id).toBe('gehrilo01');
    const teams = (await get('/api/_search?q=yankees')).body.data.teams;
    expect(teams[0]).toMatchObject({ id: 'NYA', displayName: 'New York Yankees', category: 'team', leagueType: 'AL' });
  });

  it('search needs 3 characters and survives hostile text', async () => {
    expect(await get('/api/_search?q=ru')).toEqual({ status: 400, body: { error: 'Type at least 3 characters' } });
    expect((await get('/api/_search?q=%20%20ru%20%20')).status).toBe(400);
    expect((await get('/api/_search')).status).toBe(400);
    for (const q of ["'; DROP TABLE users; --", '%%%___', '<script>alert(1)</script>', 'ñññ', '\\\\\\', 'x'.repeat(100)]) {
      const res = await get(`/api/_search?q=${encodeURIComponent(q)}`);
      expect({ q, ok: res.status === 200 || res.status === 400 }).toEqual({ q, ok: true });
    }
    expect((await get(`/api/_search?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('a player: bio with seasons, card with the spec player row, statistics and teams', async () => {
    const player = await get('/api/players/ruthba01');
    expect(player.status).toBe(200);
    expect(player.body.data.player).toMatchObject({ playerID: 'ruthba01', nameFirst: 'Babe', nameLast: 'Ruth', bats: 'L', throws: 'L' });
    expect(player.body.data.seasons.map((s: { year: number }) => s.year)).toEqual([1927, 1928]);

    const card = await get('/api/players/ruthba01/card?year=1927');
    expect(card.status).toBe(200);
    const row = card.body.data.row;
    expect(row).toMatchObject({ cardId: 'ruthba01-1927', firstName: 'Babe', lastName: 'Ruth', homeruns: 60, atBats: 540, hits: 192 });
    expect(row.batAvg).toBeCloseTo(192 / 540, 5);
    expect(row.slugPct).toBeGreaterThan(0.75);
    expect(row.balance).toMatch(/^(E|[1-9][LR])$/);
    for (const key of ['running', 'stealing', 'bunting', 'hitAndRun', 'contact', 'power', 'rightField', 'leftField', 'starter', 'durability']) expect(row).toHaveProperty(key);

    const stats = await get('/api/players/ruthba01/statistics');
    expect(stats.body.data.batting.map((l: { HR: number }) => l.HR)).toEqual([60, 54]);
    expect(stats.body.data.career.batting.HR).toBe(114);
    const teams = await get('/api/players/ruthba01/teams');
    expect(teams.body.data.teams).toEqual([expect.objectContaining({ year: 1927, teamId: 'NYA', name: 'New York Yankees' }), expect.objectContaining({ year: 1928, teamId: 'NYA' })]);
  });

  it('a pitcher card carries pitching lines and ratings', async () => {
    const { body } = await get('/api/players/hoytwa01/card?year=1927');
    expect(body.data.row).toMatchObject({ wins: 22, losses: 7, role: 'SP' });
    expect(body.data.row.era).toBeCloseTo(2.63, 1);
    expect(body.data.row.starter).toBeGreaterThan(0);
  });

  it('a team-season: record, ballpark and its effects, batters, pitchers and a computer lineup', async () => {
    const { status, body } = await get('/api/teams/NYA?year=1927');
    expect(status).toBe(200);
    expect(body.data.team).toMatchObject({ name: 'New York Yankees', W: 110, L: 44, lgID: 'AL' });
    expect(body.data.ballpark.name).toMatch(/Yankee Stadium/);
    expect(['Batter Friendly', 'Pitcher Friendly', 'Neutral']).toContain(body.data.ballpark.effects.label);
    expect(body.data.batters.map((b: { playerId: string }) => b.playerId)).toEqual(expect.arrayContaining(['ruthba01', 'gehrilo01', 'lazzeto01']));
    expect(body.data.pitchers.map((p: { playerId: string }) => p.playerId)).toContain('hoytwa01');
    expect(body.data.lineup).toHaveLength(9);
    expect(new Set(body.data.lineup.map((s: { position: string }) => s.position)).size).toBe(9);
    expect(body.data.lineup.map((s: { playerId: string }) => s.playerId)).toEqual(expect.arrayContaining(['ruthba01', 'gehrilo01']));
  });

  it('a league-season: standings with games behind, leaders by the spec stat sorts', async () => {
    const standings = await get('/api/leagues/AL/seasons/1927/standings');
    const al = standings.body.data.standings[0].teams;
    expect(al[0]).toMatchObject({ teamId: 'NYA', wins: 110, gamesBehind: 0 });
    expect(al[1].gamesBehind).toBe(19);

    const hr = await get('/api/leagues/AL/seasons/1927/leaders?type=batting&sort=hr&limit=3');
    expect(hr.body.data.leaders[0]).toMatchObject({ rank: 1, playerId: 'ruthba01', value: 60 });
    const era = await get('/api/leagues/AL/seasons/1927/leaders?type=pitching&sort=era');
    expect(era.body.data.leaders[0].value).toBeLessThan(3);
    expect((await get('/api/leagues/AL/seasons/1927/leaders?sort=zzz')).body.error).toMatch(/^Must be one of: /);
    expect((await get('/api/leagues/NNL/seasons/1927/standings')).status).toBe(200);
  });

  it('years by era and franchises', async () => {
    const years = await get('/api/years?era=Golden%20Era');
    expect(years.body.data.years.map((y: { year: number }) => y.year)).toEqual([1928, 1927]);
    expect((await get('/api/years?era=Stone%20Age')).status).toBe(400);
    const franchises = await get('/api/franchises');
    expect(franchises.body.data.franchises).toEqual(expect.arrayContaining([expect.objectContaining({ franchId: 'NYY', name: 'New York Yankees' })]));
  });

  it('unknown ids are 404 { error }; malformed ids and years are 400', async () => {
    expect(await get('/api/players/nobody99')).toEqual({ status: 404, body: { error: 'Oops! no record found' } });
    expect((await get('/api/players/ruthba01/card?year=1950')).status).toBe(404);
    expect((await get('/api/teams/ZZZ?year=1927')).status).toBe(404);
    expect((await get('/api/teams/NYA?year=abc')).status).toBe(400);
    expect((await get('/api/teams/NYA?year=1800')).status).toBe(400);
    expect((await get('/api/players/..%2F..%2Fetc')).status).toBe(400);
    expect((await get('/api/leagues/AL/seasons/19x7/standings')).status).toBe(400);
  });
});
