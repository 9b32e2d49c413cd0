import type { FastifyInstance } from 'fastify';
import { NOSTALGIA_MESSAGES } from '@bb/contract';
import { describeOnBackends } from './support/backends';
import type { TestUser } from './accounts-helpers';
import { startModeApp, type ModeApp } from './support/mode-app';
import type { Json } from './support/json';
import { DAY, testClock } from './leagues-support';
import { quietJobs } from './tournaments-support';

// 1904 (pennant winners who did not meet) and 1994 (no postseason) beside the years with a World Series.
describeOnBackends('nostalgia', { seasons: [1904, 1927, 1968, 1975, 1994, 1998, 2019] }, (backend) => {
  let mode: ModeApp;
  let app: FastifyInstance;
  let owner: TestUser;
  let other: TestUser;
  let unsubscribed: TestUser;
  const clock = testClock();
  const { it } = backend;
  let api: ModeApp['api'];

  backend.beforeAll(async () => {
    mode = await startModeApp(backend.database, { clock: clock.now, jobs: quietJobs });
    ({ app, api, owner, other, unsubscribed } = mode);
  }, 240_000);
  backend.afterAll(async () => {
    await app.close();
  });

  const create = (body: Json, key = owner.key) => api.post(key, '/api/nostalgia/series', body);
  const leagueCount = () => mode.count('leagues');
  const outcome = (id: number, key = owner.key) => api.get(key, `/api/nostalgia/series/${id}/outcome`);

  it('lists every World Series of the data with both pennant winners and the real winner; none in 1904 or 1994', async () => {
    const res = await api.get(owner.key, '/api/nostalgia/world-series');
    expect(res.status).toBe(200);
    const years = res.body.data.worldSeries.map((w: Json) => w.year);
    expect(years).toEqual([1927, 1968, 1975, 1998, 2019]);
    const ws1927 = res.body.data.worldSeries[0];
    expect(ws1927.teams.map((t: Json) => [t.teamId, t.lgId, t.wins, t.losses, t.october])).toEqual([
      ['NYA', 'AL', 110, 44, 'Won the World Series'],
      ['PIT', 'NL', 94, 60, 'Lost the World Series'],
    ]);
    expect([ws1927.winner, ws1927.seriesScore]).toEqual(['NYA', '4–0']);
    const ws2019 = res.body.data.worldSeries.find((w: Json) => w.year === 2019);
    expect([ws2019.winner, ws2019.seriesScore]).toEqual(['WAS', '4–3']);
  });

  it('lists only the what-ifs whose two teams are in the data, each with its reason', async () => {
    const res = await api.get(owner.key, '/api/nostalgia/what-ifs');
    const ids = res.body.data.whatIfs.map((w: Json) => w.id);
    expect(ids).toEqual(expect.arrayContaining(['yankees-1927-vs-reds-1975', 'yankees-1998-vs-yankees-1927', 'tigers-1968-vs-yankees-1927', 'astros-2019-vs-yankees-1998']));
    expect(ids).not.toContain('cubs-1906-vs-mariners-2001');
    for (const w of res.body.data.whatIfs) expect(w.why.length).toBeGreaterThan(20);
  });

  it('replays the 1927 World Series: two teams, one best-of-7, played 2-3-2 to a champion with four wins beside the real one', async () => {
    const res = await create({ worldSeries: 1927, userTeam: { teamId: 'PIT', year: 1927 }, seed: 1927 });
    expect(res.status).toBe(201);
    const id = res.body.data.leagueId as number;
    const detail = (await api.get(owner.key, `/api/leagues/${id}`)).body.data;
    expect([detail.kind, detail.status, detail.name, detail.gamesPerTeam]).toEqual(['nostalgia', 'postseason', '1927 World Series', 0]);
    // Home field to the better record: the Yankees (110–44) are team 0.
    expect(detail.teams.map((t: Json) => [t.teamId, t.manager])).toEqual([['NYA', 'computer'], ['PIT', 'you']]);
    const playoff = (await api.get(owner.key, `/api/leagues/${id}/playoff`)).body.data;
    expect(playoff.rounds.map((r: Json) => [r.name, r.bestOf, r.series.length])).toEqual([['World Series', 7, 1]]);
    const first = (await api.get(owner.key, `/api/leagues/${id}/schedule`)).body.data.games;
    expect(first.map((g: Json) => [g.phase, g.home, g.away, g.gameOfSeries, g.status])).toEqual([['postseason', 0, 1, 1, 'scheduled']]);
    expect(detail.nextGame.scheduleId).toBe(0);
    // The views that read a regular season answer (empty) rather than fail.
    expect((await api.get(owner.key, `/api/leagues/${id}/standings`)).status).toBe(200);

    const sim = await api.post(owner.key, `/api/leagues/${id}/sim`, { to: 'end' });
    expect(sim.status).toBe(200);
    expect(sim.body.data.league.status).toBe('final');

    const out = (await outcome(id)).body.data;
    const wins = out.teams.map((t: Json) => t.seriesWins);
    expect(Math.max(...wins)).toBe(4);
    expect(Math.min(...wins)).toBeLessThan(4);
    expect(out.teams[out.champion].seriesWins).toBe(4);
    expect(out.games).toHaveLength(wins[0] + wins[1]);
    // 2-3-2: the Yankees at home in games 1, 2, 6 and 7.
    for (const g of out.games) expect(g.home).toBe([1, 2, 6, 7].includes(g.gameOfSeries) ? 0 : 1);
    for (const g of out.games) expect(g.status).toBe('final');
    expect(out.real).toEqual({ winner: 0, seriesScore: '4–0' });
    expect(out.teams.map((t: Json) => [t.label, t.wins, t.losses, t.yours])).toEqual([
      ['1927 New York Yankees', 110, 44, false],
      ['1927 Pittsburgh Pirates', 94, 60, true],
    ]);
    // Statistics are the series' games.
    const stats = (await api.get(owner.key, `/api/leagues/${id}/statistics?type=batting`)).body.data;
    expect(stats.batting.length).toBeGreaterThan(0);
    expect(stats.batting.reduce((n: number, l: Json) => n + l.ab, 0)).toBeGreaterThan(100);

    const list = (await api.get(owner.key, '/api/nostalgia/series')).body.data.series;
    const mine = list.find((s: Json) => s.leagueId === id);
    expect([mine.status, mine.kind, mine.champion]).toEqual(['final', 'world-series', out.champion]);
  });

  it("plays the user's game on the play screen or by the computer after the grace, then the next game a day later", async () => {
    const start = clock.now();
    const res = await create({ worldSeries: 1975, userTeam: { teamId: 'BOS', year: 1975 }, seed: 75 });
    const id = res.body.data.leagueId as number;
    const play = await api.post(owner.key, `/api/leagues/${id}/schedule/0/play`);
    expect(play.status).toBe(200);
    expect(typeof play.body.data.gameId).toBe('string');
    const auto = await api.post(owner.key, `/api/leagues/${id}/schedule/0/auto-play`);
    expect(auto.status).toBe(200);
    let games = (await api.get(owner.key, `/api/leagues/${id}/schedule`)).body.data.games;
    expect(games.map((g: Json) => [g.scheduleId, g.status, g.gameOfSeries])).toEqual([[0, 'final', 1], [1, 'scheduled', 2]]);
    expect(new Date(games[1].startsAt).getTime()).toBe(start.getTime() + DAY);
    // Game 2 is the user's too: the scheduler leaves it to him until 30 minutes after its time.
    clock.advance(DAY + 10 * 60_000);
    await app.leagueScheduler.tick(id);
    games = (await api.get(owner.key, `/api/leagues/${id}/schedule`)).body.data.games;
    expect(games[1].status).toBe('scheduled');
    clock.advance(25 * 60_000);
    await app.leagueScheduler.tick(id);
    games = (await api.get(owner.key, `/api/leagues/${id}/schedule`)).body.data.games;
    expect(games.map((g: Json) => g.status)).toEqual(['final', 'final', 'scheduled']);
    const out = (await outcome(id)).body.data;
    expect(out.teams[0].seriesWins + out.teams[1].seriesWins).toBe(2);
    expect(out.champion).toBeNull();
    // The real 1975 winner is the Reds (team 0: 108–54 is the better record).
    expect(out.real).toEqual({ winner: 0, seriesScore: '4–3' });
  });

  it('creates a what-if across eras (two Yankees teams), played to a champion', async () => {
    const res = await create({ whatIf: 'yankees-1998-vs-yankees-1927', userTeam: { teamId: 'NYA', year: 1927 }, seed: 98 });
    expect(res.status).toBe(201);
    const id = res.body.data.leagueId as number;
    const detail = (await api.get(owner.key, `/api/leagues/${id}`)).body.data;
    expect(detail.years).toEqual([1927, 1998]);
    expect(detail.teams.map((t: Json) => [t.abbreviation, t.year, t.manager])).toEqual([['NYY98', 1998, 'computer'], ['NYY27', 1927, 'you']]);
    await api.post(owner.key, `/api/leagues/${id}/sim`, { to: 'end' });
    const out = (await outcome(id)).body.data;
    expect([out.kind, out.status, out.real]).toEqual(['what-if', 'final', null]);
    expect(out.why).toMatch(/114 wins/);
    expect(out.teams[out.champion].seriesWins).toBe(4);
  });

  it('a repeated request answers the same series; a second replay of a year gets its own name', async () => {
    const body = { worldSeries: 1998, userTeam: { teamId: 'SDN', year: 1998 }, requestId: 'nostalgia-req-1' };
    const a = await create(body);
    const b = await create(body);
    expect([a.status, b.status]).toEqual([201, 200]);
    expect(b.body.data.leagueId).toBe(a.body.data.leagueId);
    const c = await create({ worldSeries: 1998, userTeam: { teamId: 'NYA', year: 1998 } });
    const names = await Promise.all([a, c].map(async (r) => (await api.get(owner.key, `/api/leagues/${r.body.data.leagueId}`)).body.data.name));
    expect(names).toEqual(['1998 World Series', '1998 World Series (2)']);
    // Names are the owner's: another user's first 1998 replay has the plain name.
    const d = await create({ worldSeries: 1998, userTeam: { teamId: 'NYA', year: 1998 } }, other.key);
    expect((await api.get(other.key, `/api/leagues/${d.body.data.leagueId}`)).body.data.name).toBe('1998 World Series');
  });

  it('refuses bad input with a clear 400 and creates nothing', async () => {
    const before = await leagueCount();
    const nya = { teamId: 'NYA', year: 1927 };
    const cases: Array<[Json, string]> = [
      [{ worldSeries: 1904, userTeam: { teamId: 'BOS', year: 1904 } }, NOSTALGIA_MESSAGES.noWorldSeries(1904)],
      [{ worldSeries: 1994, userTeam: { teamId: 'NYA', year: 1994 } }, NOSTALGIA_MESSAGES.noWorldSeries(1994)],
      [{ worldSeries: 1890, userTeam: { teamId: 'BRO', year: 1890 } }, NOSTALGIA_MESSAGES.noWorldSeries(1890)],
      [{ worldSeries: 2001, userTeam: { teamId: 'ARI', year: 2001 } }, NOSTALGIA_MESSAGES.noWorldSeries(2001)],
      [{ userTeam: nya }, NOSTALGIA_MESSAGES.chooseOne],
      [{ worldSeries: 1927, whatIf: 'yankees-1927-vs-reds-1975', userTeam: nya }, NOSTALGIA_MESSAGES.chooseOne],
      [{ whatIf: 'no-such-matchup', userTeam: nya }, NOSTALGIA_MESSAGES.unknownWhatIf],
      [{ whatIf: 'cubs-1906-vs-mariners-2001', userTeam: { teamId: 'CHN', year: 1906 } }, NOSTALGIA_MESSAGES.unknownWhatIf],
      [{ worldSeries: 1927, userTeam: { teamId: 'BOS', year: 1927 } }, NOSTALGIA_MESSAGES.notInSeries],
      [{ whatIf: 'yankees-1927-vs-reds-1975', userTeam: { teamId: 'NYA', year: 1998 } }, NOSTALGIA_MESSAGES.notInSeries],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect([res.status, res.body.error]).toEqual([400, message]);
    }
    for (const bad of [{ worldSeries: 'x', userTeam: nya }, { worldSeries: 1927 }, { worldSeries: 1927, userTeam: nya, extra: 1 }, { whatIf: 'BAD ID', userTeam: nya }]) {
      expect((await create(bad as Json)).status).toBe(400);
    }
    expect(await leagueCount()).toBe(before);
  });

  it("someone else's series is 404 like an unknown one; subscribers only", async () => {
    const res = await create({ worldSeries: 1968, userTeam: { teamId: 'DET', year: 1968 } });
    const id = res.body.data.leagueId as number;
    expect((await outcome(id, other.key)).status).toBe(404);
    expect((await outcome(id, other.key)).body.error).toBe(NOSTALGIA_MESSAGES.notFound);
    expect((await outcome(999_999)).status).toBe(404);
    expect((await api.get(other.key, `/api/leagues/${id}`)).status).toBe(404);
    expect((await api.post(other.key, `/api/leagues/${id}/sim`, { to: 'end' })).status).toBe(404);
    expect((await api.get(other.key, '/api/nostalgia/series')).body.data.series.some((s: Json) => s.leagueId === id)).toBe(false);
    expect((await api.get(unsubscribed.key, '/api/nostalgia/world-series')).status).toBe(403);
    expect((await create({ worldSeries: 1968, userTeam: { teamId: 'DET', year: 1968 } }, unsubscribed.key)).status).toBe(403);
    expect((await api.send(null, { method: 'GET', url: '/api/nostalgia/what-ifs' })).status).toBe(401);
    // Nothing moved on the other user's attempts.
    expect((await outcome(id)).body.data.games.map((g: Json) => g.status)).toEqual(['scheduled']);
  });
});
