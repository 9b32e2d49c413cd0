import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { describeOnBackends } from './support/backends';
import { bearer, createUser } from './accounts-helpers';
import { API_ONLY_CONFIG } from './support/app-config';

const OUTCOME_KEYS = ['K', 'Out', 'HR', '3B', '2B', '1B', 'BB'];
const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

describeOnBackends('stats browser reads (issue 9)', { seasons: [1927, 1968] }, (backend) => {
  let app: FastifyInstance;
  const { it } = backend;

  backend.beforeAll(async () => {
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
  });
  backend.afterAll(() => app.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() };
  };

  it("Gehrig's 1927 card: the real line, three batter dice columns of 11 rows covering d20 1-20, and outcome splits", async () => {
    const { status, body } = await get('/api/players/gehrilo01/card?year=1927');
    expect(status).toBe(200);
    expect(body.data.row).toMatchObject({ homeruns: 47, hits: 218, atBats: 584, rbis: 175 });
    expect(body.data.row.batAvg.toFixed(3)).toBe('0.373');
    expect(body.data.side).toBe('batting');
    expect(body.data.diceColumns.map((c: { column: number }) => c.column)).toEqual([1, 2, 3]);
    for (const column of body.data.diceColumns) {
      expect(column.rows.map((r: { roll: number }) => r.roll)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (const row of column.rows) {
        expect(row.cells[0].from).toBe(1);
        expect(row.cells[row.cells.length - 1].to).toBe(20);
      }
    }
    const cells = body.data.diceColumns.flatMap((c: { rows: Array<{ cells: Array<{ outcome: string }> }> }) => c.rows.flatMap((r) => r.cells.map((x) => x.outcome)));
    expect(cells).toContain('HR');
    const { vsLeft, vsRight } = body.data.outcomes;
    expect(Object.keys(vsLeft)).toEqual([...OUTCOME_KEYS, 'HBP']);
    expect(sum(vsLeft)).toBeCloseTo(1, 6);
    expect(sum(vsRight)).toBeCloseTo(1, 6);
    // Gehrig bats left: league-typical balance favours him against right-handers.
    expect(vsRight.HR).toBeGreaterThan(vsLeft.HR);
  });

  it('a pitcher card is drawn as columns 4-6 and his chart has no HBP bar', async () => {
    const { body } = await get('/api/players/hoytwa01/card?year=1927');
    expect(body.data.side).toBe('pitching');
    expect(body.data.diceColumns.map((c: { column: number }) => c.column)).toEqual([4, 5, 6]);
    expect(Object.keys(body.data.outcomes.vsLeft)).toEqual(OUTCOME_KEYS);
    expect(sum(body.data.outcomes.vsRight)).toBeCloseTo(1, 6);
  });

  it('guest calls carry isGuest=true and are still answered', async () => {
    expect((await get('/api/players/gehrilo01/card?year=1927&isGuest=true')).status).toBe(200);
    expect((await get('/api/teams/NYA?year=1927&isGuest=true')).status).toBe(200);
  });

  it('a team page: ballpark says what the record lacks, team stats per game, lineup and rotation', async () => {
    const { body } = await get('/api/teams/NYA?year=1927');
    expect(body.data.ballpark.notInRecord).toEqual(expect.arrayContaining(['capacity', 'surface']));
    expect(body.data.ballpark.attendance).toBeGreaterThan(1_000_000);
    expect(body.data.teamStats.winPercentage).toBeCloseTo(110 / 154, 5);
    expect(body.data.teamStats.avgRunsScored).toBeCloseTo(975 / 155, 1);
    expect(body.data.rotation.length).toBeGreaterThanOrEqual(4);
    expect(body.data.rotation[0].gamesStarted).toBeGreaterThanOrEqual(body.data.rotation[1].gamesStarted);
    expect(body.data.batters.find((b: { playerId: string }) => b.playerId === 'gehrilo01')).toMatchObject({ homeruns: 47 });
  });

  it('1968 AL pitching leaders by ERA, ascending, qualifiers only; every row carries all columns', async () => {
    const { status, body } = await get('/api/leagues/AL/seasons/1968/leaders?type=pitching&sort=era&limit=10');
    expect(status).toBe(200);
    const leaders = body.data.leaders;
    expect(leaders[0]).toMatchObject({ playerId: 'tiantlu01', rank: 1 });
    expect(leaders[0].stats.era).toBeCloseTo(1.6, 1);
    const eras = leaders.map((l: { stats: { era: number } }) => l.stats.era);
    expect([...eras].sort((a, b) => a - b)).toEqual(eras);
    for (const l of leaders) {
      expect(l.stats.ip).toBeGreaterThanOrEqual(162);
      expect(Object.keys(l.stats)).toEqual(['w', 'l', 'g', 'gs', 'saves', 'ip', 'h', 'er', 'hr', 'bb', 'so', 'era', 'whip']);
    }
    const wins = await get('/api/leagues/AL/seasons/1968/leaders?type=pitching&sort=w&limit=1');
    expect(wins.body.data.leaders[0]).toMatchObject({ playerId: 'mclaide01', value: 31 });
    const avg = await get('/api/leagues/AL/seasons/1968/leaders?type=batting&sort=avg&limit=1');
    expect(avg.body.data.leaders[0].playerId).toBe('yastrca01');
    expect(avg.body.data.leaders[0].stats.avg.toFixed(3)).toBe('0.301');
    for (const sort of ['w', 'l', 'gs', 'saves', 'ip', 'era', 'whip', 'so']) expect((await get(`/api/leagues/AL/seasons/1968/leaders?type=pitching&sort=${sort}`)).status).toBe(200);
    for (const sort of ['avg', 'obp', 'slg', 'ops', 'hr', 'rbi', 'sb']) expect((await get(`/api/leagues/AL/seasons/1968/leaders?type=batting&sort=${sort}`)).status).toBe(200);
    expect((await get('/api/leagues/AL/seasons/1968/leaders?type=pitching&sort=constructor')).status).toBe(400);
  });

  it('league team stats: avgHits, avgHr, avgRunsScored, avgStrikeouts, winPercentage per team', async () => {
    const { status, body } = await get('/api/leagues/AL/seasons/1968/team-stats');
    expect(status).toBe(200);
    expect(body.data.teams).toHaveLength(10);
    const detroit = body.data.teams.find((t: { teamId: string }) => t.teamId === 'DET');
    expect(detroit.winPercentage).toBeCloseTo(103 / 162, 5);
    for (const key of ['avgHits', 'avgHr', 'avgRunsScored', 'avgStrikeouts']) expect(detroit[key]).toBeGreaterThan(0);
    expect((await get('/api/leagues/XX/seasons/1968/team-stats')).status).toBe(404);
  });

  it('favorite status of a player and a team-season follows the favorites endpoints', async () => {
    expect((await get('/api/players/gehrilo01/favorite')).status).toBe(401);
    const user = await createUser(app);
    const auth = bearer(user.key);
    expect((await get('/api/players/gehrilo01/favorite', auth)).body.data.favorites).toEqual([]);
    await app.inject({ method: 'POST', url: '/api/favorites/players', headers: auth, payload: { playerId: 'gehrilo01', year: 1927, position: 3, playerType: 'B' } });
    expect((await get('/api/players/gehrilo01/favorite', auth)).body.data.favorites).toEqual([{ position: 3, customTeamId: '0', playerType: 'B' }]);

    expect((await get('/api/teams/NYA/favorite?year=1927', auth)).body.data.favoriteId).toBeNull();
    const added = await app.inject({ method: 'POST', url: '/api/favorites/teams', headers: auth, payload: { teamId: 'NYA', year: 1927 } });
    const id = added.json().data.id;
    expect((await get('/api/teams/NYA/favorite?year=1927', auth)).body.data.favoriteId).toBe(id);
    expect((await get('/api/teams/NYA/favorite?year=1968', auth)).body.data.favoriteId).toBeNull();
  });
});
