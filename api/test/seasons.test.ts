import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SEASON_MESSAGES } from '@bb/contract';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { describeOnBackends } from './support/backends';
import type { TestUser } from './accounts-helpers';
import { startModeApp, type ModeApp } from './support/mode-app';
import type { Json } from './support/json';
import { HOUR, testClock } from './leagues-support';

describeOnBackends('season replay', { seasons: [1998, 2025] }, (backend) => {
  let mode: ModeApp;
  let app: FastifyInstance;
  let jobs: JobQueue;
  let owner: TestUser;
  let other: TestUser;
  let unsubscribed: TestUser;
  const clock = testClock();
  const { it } = backend;
  let api: ModeApp['api'];
  const count = (table: string) => mode.count(table);

  backend.beforeAll(async () => {
    jobs = createJobQueue(backend.database, { pollSeconds: 0.5, schema: `pgboss_seasons_${process.pid}` });
    mode = await startModeApp(backend.database, { clock: clock.now, jobs });
    ({ app, api, owner, other, unsubscribed } = mode);
  }, 180_000);
  backend.afterAll(async () => {
    await app.close();
    await jobs.stop();
  });

  const create = (body: Json, key = owner.key) => api.post(key, '/api/seasons', { seed: 4242, ...body });

  it('names the current season, its teams and refuses bad input with a message, changing nothing', async () => {
    const current = await api.get(owner.key, '/api/seasons/current');
    expect(current.body.data).toEqual({ year: 2025, label: '2025 SEASON', rosters: 'Final rosters of the 2025 season' });
    const teams = await api.get(owner.key, '/api/seasons/years/1998/teams');
    expect(teams.body.data.teams).toHaveLength(30);
    expect(teams.body.data.teams.find((t: Json) => t.teamId === 'NYA')).toMatchObject({ lgId: 'AL', league: 'American League', playable: true });
    expect((await api.get(owner.key, '/api/seasons/years/1850/teams')).status).toBe(404);

    const before = await count('leagues');
    const cases: Array<[Json, string, string]> = [
      [{ name: ' ', year: 1998, teamId: 'NYA' }, 'name', SEASON_MESSAGES.nameRequired],
      [{ name: 'A', year: 1930, teamId: 'NYA' }, 'year', SEASON_MESSAGES.noSeason],
      [{ name: 'A', year: 1998, teamId: 'XXX' }, 'teamId', SEASON_MESSAGES.noTeam],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect([res.status, res.body.errors?.[field]]).toEqual([400, message]);
    }
    expect((await create({ name: 'A', year: 'nineteen', teamId: 'NYA' })).status).toBe(400);
    expect((await create({ name: 'A', year: 1998, teamId: 'NYA' }, unsubscribed.key)).status).toBe(403);
    expect(await count('leagues')).toBe(before);
  });

  it('creates a replay of every team by real league; names unique per owner; lists mine; private to others', async () => {
    const res = await create({ name: 'My 1998', year: 1998, teamId: 'NYA', requestId: 'season-req-0001' });
    expect(res.status).toBe(201);
    const id = res.body.data.leagueId;
    expect(res.body.data.setup.groups).toEqual([
      { name: 'American League', lgId: 'AL', teams: 14, gamesPerTeam: 162 },
      { name: 'National League', lgId: 'NL', teams: 16, gamesPerTeam: 163 - 1 },
    ]);
    expect(res.body.data.setup.postseason).toContain('Division Series');
    // A double submit answers the same replay.
    expect((await create({ name: 'My 1998', year: 1998, teamId: 'NYA', requestId: 'season-req-0001' })).body.data.leagueId).toBe(id);
    const dup = await create({ name: 'my 1998', year: 1998, teamId: 'BOS' });
    expect([dup.status, dup.body.errors?.name]).toEqual([400, SEASON_MESSAGES.nameTaken]);
    expect((await api.get(owner.key, '/api/seasons/unique-name?name=MY%201998')).body.data.available).toBe(false);
    // Another user may use the same name for his own replay.
    expect((await api.get(other.key, '/api/seasons/unique-name?name=MY%201998')).body.data.available).toBe(true);

    const detail = await api.get(owner.key, `/api/leagues/${id}`);
    expect(detail.body.data).toMatchObject({ kind: 'season', isPrivate: true, totalTeams: 30, groups: ['American League', 'National League'], myTeam: 0 });
    expect(detail.body.data.teams[0]).toMatchObject({ teamId: 'NYA', manager: 'you' });
    const list = await api.get(owner.key, '/api/seasons');
    expect(list.body.data.seasons[0]).toMatchObject({ leagueId: id, name: 'My 1998', teamName: 'New York Yankees', status: 'scheduled' });
    expect(list.body.data.seasons[0].nextGame.opponent).toBeTruthy();
    expect((await api.get(other.key, '/api/seasons')).body.data.seasons).toEqual([]);
    // Someone else's replay: not found, and nothing changes.
    expect((await api.get(other.key, `/api/leagues/${id}`)).status).toBe(404);
    expect((await api.post(other.key, `/api/leagues/${id}/sim`, { to: 'week' })).status).toBe(404);
    expect((await api.post(other.key, `/api/seasons/${id}/schedule/0/clear`)).status).toBe(404);
    expect((await api.get(other.key, `/api/seasons/${id}/setup`)).status).toBe(404);
    // Historical league lists do not show replays.
    expect((await api.get(owner.key, '/api/leagues')).body.data.leagues.some((l: Json) => l.leagueId === id)).toBe(false);
  });

  it('play a game on the play screen, clear it and play it again; sim a month; standings beside the real ones', async () => {
    const res = await create({ name: 'Play 1998', year: 1998, teamId: 'BOS' });
    const id = res.body.data.leagueId;
    const league = (await api.get(owner.key, `/api/leagues/${id}`)).body.data;
    const next = league.nextGame;
    const started = await api.post(owner.key, `/api/leagues/${id}/schedule/${next.scheduleId}/play`);
    expect(started.status).toBe(200);
    const gameId = started.body.data.gameId;
    // Clearing a scheduled game or someone else's is refused.
    const other = (await api.get(owner.key, `/api/leagues/${id}/schedule?limit=60`)).body.data.games.find((g: Json) => !g.yours);
    expect((await api.post(owner.key, `/api/seasons/${id}/schedule/${other.scheduleId}/clear`)).status).toBe(403);
    // On the play screen: clear sends it back to waiting.
    const cleared = await api.post(owner.key, `/api/seasons/${id}/schedule/${next.scheduleId}/clear`);
    expect([cleared.status, cleared.body.data.status]).toEqual([200, 'scheduled']);
    expect((await api.post(owner.key, `/api/seasons/${id}/schedule/${next.scheduleId}/clear`)).status).toBe(409);
    const again = await api.post(owner.key, `/api/leagues/${id}/schedule/${next.scheduleId}/play`);
    expect(again.body.data.gameId).not.toBe(gameId);
    expect((await api.post(owner.key, `/api/games/${again.body.data.gameId}/_quick-play`, { scope: 'game' })).status).toBe(200);

    const totals = async () => (await api.get(owner.key, `/api/leagues/${id}/statistics?type=batting&team=${league.myTeam}&limit=500`)).body.data.teams.find((t: Json) => t.team === league.myTeam);
    const usage = async () =>
      ((await backend.database.db.execute(sql`SELECT usage FROM league_teams WHERE league_id = ${id} ORDER BY idx`)) as unknown as { rows: Array<{ usage: Json }> }).rows.map((r) => r.usage);
    const played = (await api.get(owner.key, `/api/leagues/${id}/schedule?from=${next.scheduleId}&limit=1`)).body.data.games[0];
    expect(played.status).toBe('final');
    const afterGame = await totals();
    expect(afterGame.batting.pa).toBeGreaterThan(0);

    // A final game, neither team has played since: result, totals and usage go back; then it can be played again.
    const usageBefore = await usage();
    const back = await api.post(owner.key, `/api/seasons/${id}/schedule/${next.scheduleId}/clear`);
    expect(back.status).toBe(200);
    const row = (await api.get(owner.key, `/api/leagues/${id}/schedule?from=${next.scheduleId}&limit=1`)).body.data.games[0];
    expect(row).toMatchObject({ status: 'scheduled', homeRuns: null, gameId: null });
    const cleanTotals = await totals();
    expect(cleanTotals?.batting.pa ?? 0).toBe(0);
    const usageAfter = await usage();
    expect((usageAfter[played.home] as { games: number }).games).toBe((usageBefore[played.home] as { games: number }).games - 1);
    expect((usageAfter[played.away] as { games: number }).games).toBe((usageBefore[played.away] as { games: number }).games - 1);
    // It was both teams' first game: their usage is as before any game (no starts, no recent outs, no plate appearances).
    for (const side of [played.home, played.away]) {
      const u = usageAfter[side] as { games: number; lastStart: Json; recentOuts: Json; starts: Record<string, number>; pa: Record<string, number> };
      expect([u.games, u.lastStart, u.recentOuts]).toEqual([0, {}, {}]);
      expect([Object.entries(u.starts).filter((e) => e[1] !== 0), Object.entries(u.pa).filter((e) => e[1] !== 0)]).toEqual([[], []]);
    }
    const replay = await api.post(owner.key, `/api/leagues/${id}/schedule/${next.scheduleId}/auto-play`);
    expect(replay.status).toBe(200);

    // A month: the next thirty schedule days; the owner's games by the computer.
    const month = await api.post(owner.key, `/api/leagues/${id}/sim`, { to: 'month' });
    expect(month.status).toBe(200);
    const myGames = await api.get(owner.key, `/api/leagues/${id}/schedule?team=${league.myTeam}&limit=60`);
    const finals = myGames.body.data.games.filter((g: Json) => g.status === 'final');
    expect(finals.length).toBeGreaterThanOrEqual(20);
    expect(finals.length).toBeLessThanOrEqual(34);
    // A game played before others of its teams cannot be cleared any more.
    expect((await api.post(owner.key, `/api/seasons/${id}/schedule/${next.scheduleId}/clear`)).status).toBe(409);
    const standings = await api.get(owner.key, `/api/leagues/${id}/standings`);
    // The real leagues' divisions, the user's league first (East, Central, West).
    expect(standings.body.data.groups.map((g: Json) => [g.name, g.rows.length])).toEqual([
      ['American League East', 5], ['American League Central', 5], ['American League West', 4],
      ['National League East', 5], ['National League Central', 6], ['National League West', 5],
    ]);
    const compare = await api.get(owner.key, `/api/leagues/${id}/history-compare`);
    expect(compare.body.data.year).toBe(1998);
    expect(compare.body.data.teams.find((t: Json) => t.index === league.myTeam)).toMatchObject({ realWins: 92, realLosses: 70 });
  }, 300_000);

  it('games at their times: day one when due, my game played for me after the grace; a cleared game gets its grace again', async () => {
    const id = (await create({ name: 'Timed 2025', year: 2025, teamId: 'LAN' })).body.data.leagueId;
    const status = async () => (await api.get(owner.key, `/api/leagues/${id}/schedule?day=0`)).body.data.games as Json[];
    expect(await app.leagueScheduler.tick(id)).toBe(0);
    clock.advance(15 * 60_000);
    await app.leagueScheduler.tick(id);
    const day0 = await status();
    expect(day0.filter((g) => !g.yours).every((g) => g.status === 'final')).toBe(true);
    expect(day0.find((g) => g.yours)!.status).toBe('scheduled');
    clock.advance(HOUR);
    await app.leagueScheduler.tick(id);
    const mine = (await status()).find((g) => g.yours)!;
    expect(mine.status).toBe('final');
    // Cleared, it is due again from now: the next tick leaves it to me for the grace, then plays it.
    expect((await api.post(owner.key, `/api/seasons/${id}/schedule/${mine.scheduleId}/clear`)).status).toBe(200);
    await app.leagueScheduler.tick(id);
    expect((await status()).find((g) => g.yours)!.status).toBe('scheduled');
    clock.advance(HOUR);
    await app.leagueScheduler.tick(id);
    expect((await status()).find((g) => g.yours)!.status).toBe('final');
  }, 120_000);

  it('season exhibition: two teams of the current season, a game against the computer', async () => {
    const made = await api.post(owner.key, '/api/seasons/exhibition', { away: 'NYA', home: 'LAN' });
    expect(made.status).toBe(201);
    const game = await api.get(owner.key, `/api/games/${made.body.data.gameId}`);
    expect(game.body.data.game).toMatchObject({ mode: 'exhibition', userSide: 'home' });
    expect(game.body.data.game.home.year).toBe(2025);
    const bad = await api.post(owner.key, '/api/seasons/exhibition', { away: 'NYA', home: 'NYA' });
    expect([bad.status, bad.body.error]).toEqual([400, SEASON_MESSAGES.sameTeam]);
    const old = await api.post(owner.key, '/api/seasons/exhibition', { away: 'XXX', home: 'LAN' });
    expect([old.status, old.body.errors?.away]).toEqual([400, SEASON_MESSAGES.notCurrent]);
  });
});
