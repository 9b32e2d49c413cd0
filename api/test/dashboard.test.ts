import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { DashboardAnswer } from '@bb/contract';
import { gameDayOf } from '../src/gotd/game-day';
import { games } from '../src/db/schema/games';
import { leagueGames } from '../src/db/schema/leagues';
import { describeOnBackends } from './support/backends';
import { finishedGame } from './gotd-support';
import { insertDraftLeague, loadCardPool } from './draft-league-fixture';
import { leagueBody, testClock } from './leagues-support';
import { MINUTE, players, quietJobs, tournamentApp, tournamentBody, tournamentClient, type Player } from './tournaments-support';

const HOUR = 60 * MINUTE;

describeOnBackends('the dashboard', { seasons: [1927, 1934] }, (backend) => {
  let app: FastifyInstance;
  let api: ReturnType<typeof tournamentClient>;
  let ada: Player;
  let bob: Player;
  const clock = testClock(new Date('2026-06-03T16:00:00Z'));
  const { it } = backend;
  const ids = { live: '', setup: '', finished: '', bobs: '', league: 0, myTeam: 0, bobLeague: 0, draft: 0, tournament: 0 };

  const dashboard = async (who: Player): Promise<DashboardAnswer> => {
    const res = await api.get(who.key, '/api/dashboard');
    expect(res.status).toBe(200);
    return res.body.data as DashboardAnswer;
  };
  const single = async (who: Player, seed: number) => {
    const res = await api.post(who.key, '/api/games/single', { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'PIT', year: 1927 }, userSide: 'home', seed });
    expect(res.status).toBe(201);
    return String(res.body.data.game.id);
  };

  backend.beforeAll(async () => {
    app = await tournamentApp(backend.database, clock.now, quietJobs);
    api = tournamentClient(app);
    [ada, bob] = (await players(backend.database, 2, clock.now())) as [Player, Player];
    const db = backend.database.db;

    // Ada: one exhibition under way, one still in setup, one finished; Bob: one of his own under way.
    ids.live = await single(ada, 11);
    ids.setup = await single(ada, 12);
    ids.finished = await single(ada, 13);
    ids.bobs = await single(bob, 14);
    await db.update(games).set({ status: 'live' }).where(sql`${games.id} IN (${ids.live}, ${ids.bobs})`);
    await db
      .update(games)
      .set({ status: 'final', finishedAt: new Date(clock.now().getTime() - HOUR), summary: { final: true, winner: 'home', userWon: true, score: { away: 2, home: 5 }, innings: 9, side: 'home' } })
      .where(eq(games.id, ids.finished));

    // Ada's historical league (its schedule gives her team a next game) and Bob's own.
    const mine = await api.post(ada.key, '/api/leagues', leagueBody(clock.now(), { years: [1927], totalTeams: 4, gamesPerTeam: 6 }));
    expect(mine.status).toBe(201);
    ids.league = mine.body.data.leagueId;
    ids.myTeam = mine.body.data.myTeam;
    const his = await api.post(bob.key, '/api/leagues', leagueBody(clock.now(), { years: [1927], totalTeams: 4, gamesPerTeam: 6, userTeam: { teamId: 'PIT', year: 1927 } }));
    expect(his.status).toBe(201);
    ids.bobLeague = his.body.data.leagueId;

    // A draft league Bob owns, Ada manages team 1 in it; its draft is tomorrow.
    const pool = await loadCardPool(backend.database, 1927, ['AL', 'NL'], 4);
    ids.draft = await insertDraftLeague(backend.database, {
      name: `Dash draft ${process.pid}`, owner: bob.id, managers: [null, ada.id, null, null], pool, status: 'draft', draftStatus: 'scheduled',
      startsAt: new Date(clock.now().getTime() + 49 * HOUR),
    });

    // Bob's tournament; Ada claims team 2, and its first game (team 2 at home) is scheduled.
    const cup = await api.create(bob, tournamentBody(clock.now(), { fromYear: 1927, toYear: 1927, totalTeams: 4 }));
    expect(cup.status).toBe(201);
    ids.tournament = cup.body.data.leagueId;
    expect((await api.claim(ada, ids.tournament, 2)).status).toBe(200);
    await db.insert(leagueGames).values({
      leagueId: ids.tournament, num: 1, day: 0, startsAt: new Date(clock.now().getTime() + 2 * HOUR), home: 2, away: 1, phase: 'postseason', seed: 1, status: 'scheduled',
    });

    // Ada played today's Game of the Day: 7 runs, a win.
    await finishedGame(db, ada.id, gameDayOf(clock.now()), { win: true, runs: 7, runsAllowed: 3 }, clock.now());
  }, 240_000);
  backend.afterAll(() => app.close());

  it('a guest is refused', async () => {
    const res = await api.send(null, { method: 'GET', url: '/api/dashboard' });
    expect(res.status).toBe(401);
  });

  it('shows her games in progress with the path that resumes each, and never Bob\'s', async () => {
    const data = await dashboard(ada);
    expect(data.now).toBe(clock.now().toISOString());
    const byId = new Map(data.inProgress.map((g) => [g.gameId, g]));
    expect(byId.get(ids.live)).toMatchObject({ mode: 'exhibition', status: 'live', resumePath: `/game/single/${ids.live}/play`, away: '1927 New York Yankees' });
    expect(byId.get(ids.setup)).toMatchObject({ status: 'setup', resumePath: `/game/single/${ids.setup}` });
    expect(byId.has(ids.finished)).toBe(false);
    expect(byId.has(ids.bobs)).toBe(false);
  });

  it('shows her league with her team, record and next game, and the draft coming up', async () => {
    const data = await dashboard(ada);
    const league = data.leagues.find((l) => l.leagueId === ids.league);
    // Her team's lowest unplayed schedule id, straight from the table.
    const [next] = await backend.database.db
      .select()
      .from(leagueGames)
      .where(and(eq(leagueGames.leagueId, ids.league), eq(leagueGames.status, 'scheduled'), sql`(${leagueGames.home} = ${ids.myTeam} OR ${leagueGames.away} = ${ids.myTeam})`))
      .orderBy(leagueGames.num)
      .limit(1);
    expect(league).toMatchObject({ kind: 'historical', record: { wins: 0, losses: 0 }, link: `/game/historical-league/league/setup/${ids.league}` });
    expect(league?.myTeam).toMatch(/New York/);
    expect(league?.nextGame).toMatchObject({
      scheduleId: next!.num, startsAt: next!.startsAt.toISOString(), atHome: next!.home === ids.myTeam, status: 'scheduled',
      link: `/game/historical-league/pregame-summary/league/${ids.league}/schedule/${next!.num}/game/new`,
    });
    expect(data.leagues.some((l) => l.leagueId === ids.bobLeague)).toBe(false);

    const draftLeague = data.leagues.find((l) => l.leagueId === ids.draft);
    expect(draftLeague).toMatchObject({ kind: 'draft', myTeam: 'Bravo Bears', link: `/draft-league/${ids.draft}` });
    expect(data.drafts).toEqual([
      { leagueId: ids.draft, leagueName: `Dash draft ${process.pid}`, status: 'scheduled', startsAt: new Date(clock.now().getTime() + 25 * HOUR).toISOString(), link: `/live-draft/${ids.draft}` },
    ]);
  });

  it('shows the tournament she claimed with her team and next game, and today\'s Game of the Day', async () => {
    const data = await dashboard(ada);
    const cup = data.tournaments.find((t) => t.leagueId === ids.tournament);
    expect(cup).toMatchObject({ status: 'claiming', claimedTeams: 1, totalTeams: 4, isOwner: false, link: `/tournament/summary/${ids.tournament}` });
    expect(cup?.myTeam).toBeTruthy();
    expect(cup?.nextGame).toMatchObject({ scheduleId: 1, atHome: true, status: 'scheduled', startsAt: new Date(clock.now().getTime() + 2 * HOUR).toISOString() });
    expect(data.gotd).toEqual({ gameDay: gameDayOf(clock.now()), status: 'final', result: { win: true, runs: 7, runsAllowed: 3 }, rank: 1, link: '/game-of-the-day' });
    expect(data.recent[0]).toMatchObject({ mode: 'exhibition', score: { away: 2, home: 5 }, userWon: true, link: `/game/single/${ids.finished}/result` });
  });

  it('Bob sees his own things and none of hers', async () => {
    const data = await dashboard(bob);
    expect(data.inProgress.map((g) => g.gameId)).toEqual([ids.bobs]);
    expect(data.leagues.map((l) => l.leagueId).sort()).toEqual([ids.bobLeague, ids.draft].sort());
    // He owns the draft league but manages no team in it: no team, no record, no next game.
    expect(data.leagues.find((l) => l.leagueId === ids.draft)).toMatchObject({ myTeam: null, record: null, nextGame: null });
    expect(data.tournaments.find((t) => t.leagueId === ids.tournament)).toMatchObject({ isOwner: true, myTeam: null, nextGame: null });
    expect(data.gotd).toMatchObject({ status: 'none', result: null, rank: null });
    expect(data.recent).toEqual([]);
  });

  it('a league game of hers played by the computer shows among her recent results, with its league\'s link', async () => {
    const db = backend.database.db;
    const [game] = await db
      .select()
      .from(leagueGames)
      .where(and(eq(leagueGames.leagueId, ids.league), sql`(${leagueGames.home} = ${ids.myTeam} OR ${leagueGames.away} = ${ids.myTeam})`))
      .orderBy(leagueGames.num)
      .limit(1);
    const mineHome = game!.home === ids.myTeam;
    await db
      .update(leagueGames)
      .set({ status: 'final', homeRuns: mineHome ? 1 : 6, awayRuns: mineHome ? 6 : 1, playedAt: clock.now(), auto: true })
      .where(and(eq(leagueGames.leagueId, ids.league), eq(leagueGames.num, game!.num)));
    const data = await dashboard(ada);
    expect(data.recent[0]).toMatchObject({
      mode: 'historical', userWon: false, link: `/game/historical-league/pregame-summary/league/${ids.league}/schedule/${game!.num}/game/new`,
    });
    expect(data.recent[0]!.leagueName).toBeTruthy();
    expect(data.leagues.find((l) => l.leagueId === ids.league)?.record).toEqual({ wins: 0, losses: 1 });
    expect((await dashboard(bob)).recent).toEqual([]);
  });
  it('her all-star game is named by its teams and resumes on the all-star screens; once over it is a recent result', async () => {
    const created = await api.post(ada.key, '/api/all-star/play', { game: '1934-0', userSide: 'away', seed: 5 });
    expect(created.status).toBe(201);
    const id = String(created.body.data.gameId);
    const inProgress = (await dashboard(ada)).inProgress.find((g) => g.gameId === id);
    expect(inProgress).toMatchObject({ mode: 'all-star', status: 'setup', resumePath: `/all-star-game/${id}/setup`, away: '1934 American League All-Stars', home: '1934 National League All-Stars' });
    await backend.database.db.update(games).set({ status: 'live' }).where(eq(games.id, id));
    expect((await dashboard(ada)).inProgress.find((g) => g.gameId === id)?.resumePath).toBe(`/all-star-game/${id}/play`);
    await backend.database.db
      .update(games)
      .set({ status: 'final', finishedAt: new Date(clock.now().getTime() + HOUR), summary: { final: true, winner: 'away', userWon: true, score: { away: 4, home: 7 }, innings: 9, side: 'away' } })
      .where(eq(games.id, id));
    const data = await dashboard(ada);
    expect(data.inProgress.some((g) => g.gameId === id)).toBe(false);
    expect(data.recent[0]).toMatchObject({ mode: 'all-star', away: '1934 American League All-Stars', link: `/all-star-game/${id}/result` });
    expect((await dashboard(bob)).inProgress.some((g) => g.gameId === id)).toBe(false);
  });
  it('her season replay is among her leagues, with its next game on the season screens', async () => {
    const created = await api.post(ada.key, '/api/seasons', { name: 'Dash 1927', year: 1927, teamId: 'NYA', seed: 31 });
    expect(created.status).toBe(201);
    const id = Number(created.body.data.leagueId);
    const league = (await dashboard(ada)).leagues.find((l) => l.leagueId === id);
    expect(league).toMatchObject({ kind: 'season', myTeam: 'New York Yankees', record: { wins: 0, losses: 0 }, link: `/season/schedules/${id}` });
    expect(league?.nextGame?.link).toBe(`/season/schedules/${id}/game/${league?.nextGame?.scheduleId}/pregame`);
    expect((await dashboard(bob)).leagues.some((l) => l.leagueId === id)).toBe(false);
  });
});
