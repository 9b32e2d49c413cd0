import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { LEAGUE_MESSAGES } from '@bb/contract';
import { buildApp } from '../src/app';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { LEAGUE_TICK } from '../src/leagues/league-scheduler';
import { describeOnBackends } from './support/backends';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import type { Json } from './support/json';
import { DAY, HOUR, leagueBody, leagueClient, testClock } from './leagues-support';
import { API_ONLY_CONFIG } from './support/app-config';

describeOnBackends('historical leagues', { seasons: [1927, 1998] }, (backend) => {
  let app: FastifyInstance;
  let jobs: JobQueue;
  let owner: TestUser;
  let other: TestUser;
  let unsubscribed: TestUser;
  const clock = testClock();
  const { it } = backend;
  let api: ReturnType<typeof leagueClient>;

  backend.beforeAll(async () => {
    jobs = createJobQueue(backend.database, { pollSeconds: 0.5, schema: `pgboss_leagues_${process.pid}` });
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database, clock: clock.now, jobs });
    api = leagueClient(app);
    owner = await createUser(app);
    other = await createUser(app);
    unsubscribed = await createUser(app);
    await markSubscribed(backend.database, owner.id);
    await markSubscribed(backend.database, other.id);
  }, 180_000);
  backend.afterAll(async () => {
    await app.close();
    await jobs.stop();
  });

  const create = (extra: Json = {}, key = owner.key) => api.post(key, '/api/leagues', leagueBody(clock.now(), extra));
  const count = async (table: string) =>
    Number(((await backend.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);

  it('refuses bad settings with the spec messages beside each field and creates nothing', async () => {
    const before = await count('leagues');
    const cases: Array<[Json, string, string]> = [
      [{ name: '  ' }, 'name', LEAGUE_MESSAGES.nameRequired],
      [{ years: [] }, 'years', LEAGUE_MESSAGES.moreYears(1)],
      [{ years: [1927], totalTeams: 45 }, 'years', LEAGUE_MESSAGES.moreYears(1)],
      [{ gamesBeginAt: new Date(clock.now().getTime() - HOUR).toISOString() }, 'gamesBeginAt', LEAGUE_MESSAGES.futureDate],
      [{ gamesBeginAt: '2026-13-45T99:99' }, 'gamesBeginAt', LEAGUE_MESSAGES.futureDate],
      [{ gamesBeginAt: new Date(clock.now().getTime() + 5 * 60_000).toISOString() }, 'gamesBeginAt', LEAGUE_MESSAGES.tenMinutes],
      [{ userTeam: null }, 'userTeam', LEAGUE_MESSAGES.teamRequired],
      [{ userTeam: { teamId: 'NYA', year: 1975 } }, 'userTeam', LEAGUE_MESSAGES.teamNotInYears],
      [{ totalTeams: 1 }, 'totalTeams', LEAGUE_MESSAGES.totalTeams],
      [{ invites: ['nobody-like-this'] }, 'invites', 'No player found with the username nobody-like-this'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await create(extra);
      expect([res.status, res.body.errors?.[field]]).toEqual([400, message]);
    }
    const malformed = await api.post(owner.key, '/api/leagues', { ...leagueBody(clock.now()), totalTeams: 'eight' });
    expect(malformed.status).toBe(400);
    expect(await count('leagues')).toBe(before);
  });

  it('is for subscribers only', async () => {
    expect((await create({}, unsubscribed.key)).status).toBe(403);
    expect((await api.send(null, { method: 'GET', url: '/api/leagues' })).status).toBe(401);
  });

  it('a double submit creates one league; a taken name is refused', async () => {
    const body = leagueBody(clock.now(), { requestId: 'form-12345678' });
    const [a, b] = await Promise.all([api.post(owner.key, '/api/leagues', body), api.post(owner.key, '/api/leagues', body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.leagueId).toBe(b.body.data.leagueId);
    const taken = await create({ name: (body.name as string).toUpperCase() });
    expect([taken.status, taken.body.errors?.name]).toEqual([400, LEAGUE_MESSAGES.nameTaken]);
    expect((await api.get(owner.key, `/api/leagues/unique-name?name=${encodeURIComponent(body.name as string)}`)).body.data.available).toBe(false);
  });

  it('private leagues are 404 to others, exactly like unknown ids', async () => {
    const res = await create({ isPrivate: true });
    expect(res.status).toBe(201);
    const id = res.body.data.leagueId;
    expect((await api.get(owner.key, `/api/leagues/${id}`)).status).toBe(200);
    for (const url of [`/api/leagues/${id}`, `/api/leagues/${id}/standings`, `/api/leagues/${id}/schedule`]) {
      const seen = await api.get(other.key, url);
      expect([seen.status, seen.body.error]).toEqual([404, LEAGUE_MESSAGES.notFound]);
    }
    expect((await api.get(other.key, '/api/leagues/999999')).status).toBe(404);
    expect((await api.get(other.key, '/api/leagues')).body.data.leagues.some((l: Json) => l.leagueId === id)).toBe(false);
  });

  it('a league: teams and managers, depth chart with promote/demote and validation, play on the play screen, sims, postseason and champion', async () => {
    const res = await create({ name: 'The Big One', totalTeams: 8 });
    expect(res.status).toBe(201);
    const league = res.body.data;
    expect(league.teams).toHaveLength(8);
    expect(league.groups).toHaveLength(2);
    expect(league.teams[league.myTeam]).toMatchObject({ teamId: 'NYA', year: 1927, manager: 'you', city: 'New York', nickname: 'Yankees' });
    expect(league.teams.filter((t: Json) => t.manager === 'computer').every((t: Json) => t.managerName && t.tendencies)).toBe(true);
    expect(new Set(league.teams.map((t: Json) => t.managerName)).size).toBe(8);
    const id = league.leagueId;

    const regen = await api.post(owner.key, `/api/leagues/${id}/teams/1/manager`);
    expect(regen.status).toBe(200);
    expect(regen.body.data.managerName === league.teams[1].managerName && regen.body.data.tendencies === league.teams[1].tendencies).toBe(false);

    const depth = await api.get(owner.key, `/api/leagues/${id}/teams/${league.myTeam}/depth`);
    expect(depth.body.data).toMatchObject({ editable: true, problem: null, activeLimit: 25 });
    const active = depth.body.data.players.filter((p: Json) => p.active);
    expect(active.length).toBeLessThanOrEqual(25);
    const benchPitcher = active.filter((p: Json) => p.isPitcher).at(-1);
    const demoted = await api.put(owner.key, `/api/leagues/${id}/teams/${league.myTeam}/depth`, { demote: benchPitcher.cardId });
    expect(demoted.body.data.players.find((p: Json) => p.cardId === benchPitcher.cardId).active).toBe(false);
    expect((await api.put(owner.key, `/api/leagues/${id}/teams/${league.myTeam}/depth`, { demote: benchPitcher.cardId })).status).toBe(400);
    const promoted = await api.put(owner.key, `/api/leagues/${id}/teams/${league.myTeam}/depth`, { promote: benchPitcher.cardId });
    expect(promoted.body.data.players.find((p: Json) => p.cardId === benchPitcher.cardId).active).toBe(true);
    if (promoted.body.data.players.filter((p: Json) => p.active).length === 25) {
      const reserve = promoted.body.data.players.find((p: Json) => !p.active);
      if (reserve) expect((await api.put(owner.key, `/api/leagues/${id}/teams/${league.myTeam}/depth`, { promote: reserve.cardId })).status).toBe(400);
    }
    const badLineup = await api.put(owner.key, `/api/leagues/${id}/teams/${league.myTeam}/depth`, { lineup: depth.body.data.lineup.slice(0, 8) });
    expect([badLineup.status, badLineup.body.error]).toEqual([400, 'Lineup is not valid!']);
    expect((await api.put(other.key, `/api/leagues/${id}/teams/${league.myTeam}/depth`, { hookRuns: 3 })).status).toBe(403);
    const order = [...depth.body.data.lineup].reverse();
    expect((await api.put(owner.key, `/api/leagues/${id}/teams/${league.myTeam}/depth`, { lineup: order, hookRuns: 3 })).body.data.hookRuns).toBe(3);
    const restored = await api.post(owner.key, `/api/leagues/${id}/teams/${league.myTeam}/depth/restore`);
    expect([restored.body.data.lineup, restored.body.data.hookRuns]).toEqual([depth.body.data.lineup, depth.body.data.hookRuns]);
    expect((await api.put(owner.key, `/api/leagues/${id}/teams/${league.myTeam}/depth`, { lineup: order })).status).toBe(200);

    // The owner's first game: earlier games are played first, the game opens on the play screen once (double click).
    const next = league.nextGame;
    const summary = await api.get(owner.key, `/api/leagues/${id}/schedule/${next.scheduleId}/summary`);
    expect(summary.body.data.home.lineup).toHaveLength(9);
    expect(summary.body.data.away.startingPitcher).toBeTruthy();
    const [p1, p2] = await Promise.all([
      api.post(owner.key, `/api/leagues/${id}/schedule/${next.scheduleId}/play`),
      api.post(owner.key, `/api/leagues/${id}/schedule/${next.scheduleId}/play`),
    ]);
    expect(p1.status).toBe(200);
    expect(p1.body.data.gameId).toBe(p2.body.data.gameId);
    const gameId = p1.body.data.gameId;
    const game = await api.get(owner.key, `/api/games/${gameId}`);
    expect(game.body.data.game.mode).toBe('historical-league');
    expect(game.body.data.game.league).toEqual({ leagueId: id, scheduleId: next.scheduleId });
    const mySide = league.teams[next.home].manager === 'you' ? 'home' : 'away';
    // The manager's batting order (reversed above) is the order on the play screen; the pitcher's / DH's slot follows the game's DH rule.
    const fielders = (list: Json[]) => list.filter((s) => s.position !== 'P' && s.position !== 'DH').map((s) => s.cardId);
    expect(fielders(game.body.data.game[mySide].lineup)).toEqual(fielders(order));
    const quick = await api.post(owner.key, `/api/games/${gameId}/_quick-play`, { scope: 'game' });
    expect(quick.status).toBe(200);
    const after = await api.get(owner.key, `/api/leagues/${id}/schedule?from=${next.scheduleId}&limit=1`);
    expect(after.body.data.games[0]).toMatchObject({ status: 'final', gameId });
    // The pitchers of record by name, as the schedule shows them.
    expect(after.body.data.games[0].winningPitcher).toMatch(/^[^\d]+ [^\d]+$/);
    expect(after.body.data.games[0].homeRuns + after.body.data.games[0].awayRuns).toBeGreaterThanOrEqual(0);
    expect((await api.post(owner.key, `/api/leagues/${id}/schedule/${next.scheduleId}/play`)).status).toBe(409);

    // Sims: others may not; a week; then the end with the postseason.
    expect((await api.post(other.key, `/api/leagues/${id}/sim`, { to: 'end' })).status).toBe(403);
    const week = await api.post(owner.key, `/api/leagues/${id}/sim`, { to: 'week' });
    expect(week.body.data.played).toBeGreaterThan(0);
    const end = await api.post(owner.key, `/api/leagues/${id}/sim`, { to: 'end' });
    expect(end.status).toBe(200);
    expect(end.body.data.league.status).toBe('final');
    expect(end.body.data.league.champion).not.toBeNull();

    const standings = (await api.get(owner.key, `/api/leagues/${id}/standings`)).body.data;
    const rows = standings.groups.flatMap((g: Json) => g.rows);
    expect(rows.every((r: Json) => r.wins + r.losses === 14)).toBe(true);
    const bracket = (await api.get(owner.key, `/api/leagues/${id}/playoff`)).body.data;
    expect(bracket.champion).toBe(end.body.data.league.champion);
    expect(bracket.rounds.at(-1).series[0].winner).toBe(bracket.champion);
    const leaders = (await api.get(owner.key, `/api/leagues/${id}/leaders`)).body.data;
    expect(leaders.batting.find((b: Json) => b.stat === 'hr').leaders.length).toBeGreaterThan(0);
    const stats = (await api.get(owner.key, `/api/leagues/${id}/statistics?type=pitching&sort=so`)).body.data;
    expect(stats.pitching[0].so).toBeGreaterThanOrEqual(stats.pitching[1].so);
    // Every run of the regular season is in the players' totals.
    const batting = (await api.get(owner.key, `/api/leagues/${id}/statistics?type=batting&limit=500`)).body.data.batting;
    const runsInTable = rows.reduce((n: number, r: Json) => n + r.runsScored, 0);
    expect(batting.reduce((n: number, b: Json) => n + b.r, 0)).toBe(runsInTable);
    const teamTotals = (await api.get(owner.key, `/api/leagues/${id}/statistics?type=batting`)).body.data.teams;
    expect(teamTotals.map((t: Json) => t.batting.r)).toEqual(teamTotals.map((t: Json) => rows.find((r: Json) => r.index === t.team).runsScored));
    expect(teamTotals.every((t: Json) => t.pitching.g === 14)).toBe(true);
    expect((await api.get(owner.key, `/api/leagues/${id}/history-compare`)).status).toBe(404);
    // The manager heard of the playoffs and of the champion, with links to the bracket and the league.
    const notes = JSON.stringify((await api.get(owner.key, '/api/notifications?page=1&limit=50')).body.data);
    expect(notes).toContain('The playoffs have started');
    expect(notes).toContain(`/game/historical-league/playoff/${id}`);
    expect(notes).toContain('The season is over');
  }, 240_000);

  it("a manager's lineup meets the other DH rule: the DH slot becomes the pitcher's, the pitcher's a bench bat", async () => {
    for (const [dh, team] of [['yes', { teamId: 'NYA', year: 1927 }], ['no', { teamId: 'NYA', year: 1998 }]] as const) {
      const res = await create({ dh, userTeam: team, totalTeams: 4, gamesPerTeam: 6 });
      const id = res.body.data.leagueId;
      const me = res.body.data.myTeam;
      const depth = (await api.get(owner.key, `/api/leagues/${id}/teams/${me}/depth`)).body.data;
      // The manager saves a lineup for the other rule: with the league's DH he lets the pitcher bat, without it he names a DH.
      const order = [...depth.lineup].reverse().map((s: Json) => ({ ...s }));
      if (dh === 'yes') {
        const slot = order.findIndex((s: Json) => s.position === 'DH');
        order[slot] = { cardId: depth.rotation[0], position: 'P' };
      } else {
        const slot = order.findIndex((s: Json) => s.position === 'P');
        const bat = depth.players.find((p: Json) => p.active && !p.isPitcher && !order.some((s: Json) => s.cardId === p.cardId));
        order[slot] = { cardId: bat.cardId, position: 'DH' };
      }
      expect((await api.put(owner.key, `/api/leagues/${id}/teams/${me}/depth`, { lineup: order })).status).toBe(200);
      const summary = await api.get(owner.key, `/api/leagues/${id}/schedule/${res.body.data.nextGame.scheduleId}/summary`);
      expect(summary.status).toBe(200);
      const mine = summary.body.data.home.team === me ? summary.body.data.home : summary.body.data.away;
      expect(mine.lineup.some((s: Json) => s.position === 'DH')).toBe(dh === 'yes');
      const fielders = (list: Json[]) => list.filter((s) => s.position !== 'P' && s.position !== 'DH').map((s) => s.cardId);
      expect(fielders(mine.lineup)).toEqual(fielders(order).filter((id: string) => mine.lineup.some((s: Json) => s.cardId === id)));
      const end = await api.post(owner.key, `/api/leagues/${id}/sim`, { to: 'end' });
      expect([end.status, end.body.data.league.status]).toEqual([200, 'final']);
    }
  }, 120_000);

  it('a game left on the play screen: the computer finishes it a day after its time, or when the owner sims to the end', async () => {
    for (const finish of ['abandoned', 'sim'] as const) {
      const res = await create({ totalTeams: 4, gamesPerTeam: 6, years: [1998], userTeam: { teamId: 'NYA', year: 1998 } });
      const id = res.body.data.leagueId;
      const next = res.body.data.nextGame;
      const started = await api.post(owner.key, `/api/leagues/${id}/schedule/${next.scheduleId}/play`);
      expect(started.status).toBe(200);
      const gameId = started.body.data.gameId;
      expect((await api.post(owner.key, `/api/games/${gameId}/_swing-away`)).status).toBe(200);
      if (finish === 'abandoned') {
        clock.advance(next.day * DAY + 2 * DAY);
        await app.leagueScheduler.tick(id);
      } else {
        expect((await api.post(owner.key, `/api/leagues/${id}/sim`, { to: 'end' })).body.data.league.status).toBe('final');
      }
      const game = (await api.get(owner.key, `/api/leagues/${id}/schedule?from=${next.scheduleId}&limit=1`)).body.data.games[0];
      expect([finish, game.status, game.gameId]).toEqual([finish, 'final', gameId]);
      expect((await api.get(owner.key, `/api/games/${gameId}`)).body.data.game.status).toBe('final');
    }
  }, 120_000);

  it('games at their times: computer games when due, the manager told his game is ready, played for him after the grace; through the durable queue', async () => {
    const res = await create({ years: [1998], userTeam: { teamId: 'NYA', year: 1998 }, totalTeams: 6, gamesPerTeam: 10 });
    expect(res.status).toBe(201);
    const id = res.body.data.leagueId;
    const played = async () => Number(((await backend.database.db.execute(sql`SELECT count(*)::int AS n FROM league_games WHERE league_id = ${id} AND status = 'final'`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    expect(await app.leagueScheduler.tick(id)).toBe(0);
    clock.advance(40 * 60_000);
    // Through the job queue: plan() schedules the wake now that day 0 is due.
    await app.leagueScheduler.plan(id);
    await jobs.drain(LEAGUE_TICK, 30_000);
    const firstDay = await played();
    const schedule = (await api.get(owner.key, `/api/leagues/${id}/schedule?day=0`)).body.data.games;
    const mine = schedule.find((g: Json) => g.yours);
    if (mine) expect(mine.status).toBe('scheduled');
    expect(firstDay).toBe(schedule.filter((g: Json) => !g.yours).length);
    const notes = (await api.get(owner.key, '/api/notifications?page=1&limit=20')).body.data;
    if (mine) expect(JSON.stringify(notes)).toContain('Your game is ready');
    clock.advance(HOUR);
    await app.leagueScheduler.tick(id);
    if (mine) expect((await api.get(owner.key, `/api/leagues/${id}/schedule?day=0`)).body.data.games.find((g: Json) => g.yours).status).toBe('final');
    clock.advance(30 * DAY);
    await app.leagueScheduler.tick(id);
    const detail = (await api.get(owner.key, `/api/leagues/${id}`)).body.data;
    expect(detail.status).toBe('final');
    const compare = await api.get(owner.key, `/api/leagues/${id}/history-compare`);
    expect(compare.status).toBe(200);
    expect(compare.body.data.teams).toHaveLength(6);
    expect(compare.body.data.teams.find((t: Json) => t.index === detail.myTeam)).toMatchObject({ realWins: 114, realLosses: 48 });
    expect(compare.body.data.leaders.find((l: Json) => l.stat === 'hr').real[0].value).toBeGreaterThan(30);
  }, 240_000);
});
