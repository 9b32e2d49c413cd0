import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/database';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { TOURNAMENT_LOCK } from '../src/tournaments';
import type { HubEvent } from '../src/realtime';
import { openPgliteCopy, openPgliteDiskCopy } from './support/db-snapshots';
import type { Json } from './support/json';
import { HOUR, testClock } from './leagues-support';
import { MINUTE, players, quietJobs, rows, tournamentApp, tournamentBody, tournamentClient } from './tournaments-support';

describe('the lock after a restart (PGlite on disk)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bb-tournament-restart-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a tournament whose lock time passed while the server was down locks at start, exactly once', async () => {
    const clock = testClock();
    let database: Database = await openPgliteDiskCopy(dir, [1998]);
    // The first server schedules the lock job into the real queue but never works it, then stops.
    const stored = createJobQueue(database, { pollSeconds: 0.5 });
    const deaf: JobQueue = { ...quietJobs, schedule: (...args) => stored.schedule(...args), stop: () => stored.stop() };
    let app: FastifyInstance = await tournamentApp(database, clock.now, deaf);
    const [owner, fan] = await players(database, 2, clock.now());
    const t = (await tournamentClient(app).create(owner!, tournamentBody(clock.now()))).body.data;
    expect((await tournamentClient(app).claim(fan!, t.leagueId, 3)).status).toBe(200);
    await app.close();
    await stored.stop();
    await database.close();

    clock.advance(45 * MINUTE);
    database = await openDatabase({ databaseUrl: null, dataDir: dir });
    await database.migrate();
    const queue = createJobQueue(database, { pollSeconds: 0.5 });
    app = await tournamentApp(database, clock.now, queue);
    await app.ready();
    // The stored job fires too (its time has passed) and finds the tournament locked.
    await queue.drain(TOURNAMENT_LOCK, 60_000);
    await app.tournamentLock.resume();
    expect(await app.tournamentLock.tick(t.leagueId)).toBe(false);

    const [league] = await rows(database, sql`SELECT status, bracket IS NOT NULL AS has_bracket, starts_at FROM leagues WHERE id = ${t.leagueId}`);
    expect([league!.status, league!.has_bracket]).toEqual(['postseason', true]);
    const teams = await rows(database, sql`SELECT idx, manager_kind, manager_name, user_id FROM league_teams WHERE league_id = ${t.leagueId} ORDER BY idx`);
    expect(teams.map((x) => x.manager_kind)).toEqual(['computer', 'computer', 'computer', 'user', 'computer', 'computer', 'computer', 'computer']);
    expect(new Set(teams.map((x) => x.manager_name)).size).toBe(8);
    const games = await rows(database, sql`SELECT num, day, phase, series, game_of_series, status, starts_at FROM league_games WHERE league_id = ${t.leagueId} ORDER BY num`);
    // Eight teams, single elimination: four first-round games, once, at the first game time (still ahead).
    expect(games).toHaveLength(4);
    expect(games.every((g) => g.phase === 'postseason' && g.status === 'scheduled' && Number(g.game_of_series) === 1 && Number(g.day) === 0)).toBe(true);
    expect(new Date(games[0]!.starts_at as string).toISOString()).toBe(t.firstGameAt);
    const detail = (await tournamentClient(app).detail(fan!, t.leagueId)).body.data;
    expect(detail.teams.map((x: Json) => x.seed).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(detail.nextGame).toEqual(expect.objectContaining({ phase: 'postseason', yours: true }));
    await app.close();
    await queue.stop();
    await database.close();
  }, 180_000);
});

describe('playing a tournament to its champion', () => {
  it('locks, plays the user’s game on the play screen, the rest at their times, and crowns a champion', async () => {
    const clock = testClock();
    const database = await openPgliteCopy([1998]);
    const app = await tournamentApp(database, clock.now, quietJobs);
    const heard: HubEvent[] = [];
    app.realtimeHub.bus.subscribe((event) => heard.push(event));
    const api = tournamentClient(app);
    const [owner, fan] = await players(database, 2, clock.now());
    const t = (await api.create(owner!, tournamentBody(clock.now(), { seriesLength: 3 }))).body.data;
    expect((await api.claim(fan!, t.leagueId, 0)).status).toBe(200);
    expect((await api.get(fan!.key, `/api/tournaments/${t.leagueId}/bracket`)).body.data).toEqual({ stages: [], champion: null });

    clock.advance(31 * MINUTE);
    expect(await app.tournamentLock.tick(t.leagueId)).toBe(true);
    const lobby = await api.lobby(fan!, { filter: 'IN_PROGRESS_LEAGUES', limit: 10, page: 1 });
    expect(lobby.body.data.leagues.map((l: Json) => l.leagueId)).toContain(t.leagueId);

    // At the first game time the manager is told his game is ready and starts it on the play screen.
    clock.advance(30 * MINUTE);
    await app.leagueScheduler.tick(t.leagueId);
    const mine = (await api.detail(fan!, t.leagueId)).body.data.nextGame;
    expect(mine).toEqual(expect.objectContaining({ status: 'scheduled', yours: true }));
    const started = await api.post(fan!.key, `/api/leagues/${t.leagueId}/schedule/${mine.scheduleId}/play`);
    expect(started.status).toBe(200);
    const [game] = await rows(database, sql`SELECT mode FROM games WHERE id = ${started.body.data.gameId}`);
    expect(game!.mode).toBe('tournament');
    // He hands it to the computer (the play screen's exit); the rest is played at its times.
    expect((await api.post(fan!.key, `/api/leagues/${t.leagueId}/schedule/${mine.scheduleId}/auto-play`)).status).toBe(200);
    for (let step = 0; step < 200; step += 1) {
      const [row] = await rows(database, sql`SELECT status FROM leagues WHERE id = ${t.leagueId}`);
      if (row!.status === 'final') break;
      clock.advance(HOUR);
      await app.leagueScheduler.tick(t.leagueId);
    }
    const final = (await api.detail(fan!, t.leagueId)).body.data;
    expect(final.status).toBe('final');
    expect(final.champion).not.toBeNull();
    const bracket = (await api.get(fan!.key, `/api/tournaments/${t.leagueId}/bracket`)).body.data;
    expect(bracket.champion).toBe(final.champion);
    const matches = bracket.stages.flatMap((s: Json) => s.groups.flatMap((g: Json) => g.rounds.flatMap((r: Json) => r.matches)));
    expect(matches).toHaveLength(7);
    expect(matches.every((m: Json) => m.status === 'completed' && m.winner !== null && Math.max(m.topWins, m.bottomWins) === 2)).toBe(true);
    // Every series game is stored once, and series ended at two wins.
    const games = await rows(database, sql`SELECT count(*)::int AS n FROM league_games WHERE league_id = ${t.leagueId} AND status = 'final'`);
    const wins = matches.reduce((n: number, m: Json) => n + m.topWins + m.bottomWins, 0);
    expect(Number(games[0]!.n)).toBe(wins);
    // Scores name their round; statistics and leaders count the tournament's games (all of them postseason).
    const scores = (await api.get(fan!.key, `/api/leagues/${t.leagueId}/schedule?phase=postseason&limit=100`)).body.data.games;
    expect(scores).toHaveLength(wins);
    expect(new Set(scores.map((g: Json) => g.round))).toEqual(new Set(['Quarterfinals', 'Semifinals', 'Final']));
    const leaders = (await api.get(fan!.key, `/api/leagues/${t.leagueId}/leaders`)).body.data;
    expect(leaders.batting.find((b: Json) => b.stat === 'hr').leaders.length).toBeGreaterThan(0);
    expect(leaders.pitching.find((b: Json) => b.stat === 'w').leaders.length).toBeGreaterThan(0);
    const stats = (await api.get(fan!.key, `/api/leagues/${t.leagueId}/statistics?type=batting`)).body.data;
    expect(stats.batting.length).toBeGreaterThan(20);
    expect(stats.teams.reduce((n: number, x: Json) => n + x.pitching.gs, 0)).toBe(2 * wins);
    const news = await rows(database, sql`SELECT type, title, message, league_id FROM notifications WHERE user_id = ${fan!.id} ORDER BY id`);
    expect(news.every((n) => n.type === 'tournament' && n.league_id === String(t.leagueId))).toBe(true);
    expect(news.map((n) => n.title)).toEqual(expect.arrayContaining(['Your game is ready', 'The tournament is over']));
    // The games the computer played for him end with their score and the series' standing; his last one decides it.
    const results = news.filter((n) => n.title === 'Your team won' || n.title === 'Your team lost');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((n) => /^Final: [A-Z]+ \d+, [A-Z]+ \d+ in /.test(String(n.message)))).toBe(true);
    expect(String(results.at(-1)!.message)).toMatch(/(won|lost) the series \d–\d\.$/);
    expect(heard).toContainEqual({ type: 'tournament-changed', leagueId: t.leagueId, claimedTeamCount: 1, totalMembers: 8, status: 'final' });
    const done = await api.lobby(fan!, { filter: 'COMPLETED_LEAGUES', limit: 10, page: 1 });
    const card = done.body.data.leagues.find((l: Json) => l.leagueId === t.leagueId);
    expect([card.progress, card.status, card.isJoinedLeague, card.wins + card.losses > 0]).toEqual([1, 'final', true, true]);
    await app.close();
    await database.close();
  }, 180_000);
});

describe('a club that shares a traded player', () => {
  it("a manager's game against it starts on the play screen, and each shared player plays for the club he ended with", async () => {
    const clock = testClock();
    const database = await openPgliteCopy([1998]);
    const app = await tournamentApp(database, clock.now, quietJobs);
    const api = tournamentClient(app);
    const [owner, fan] = await players(database, 2, clock.now());
    // 1998: Mike Piazza played for the Dodgers, the Marlins and the Mets. By record the Mets (2) are at home to the Dodgers (3).
    const field = ['ATL', 'NYN', 'LAN', 'FLO'].map((teamId) => ({ teamId, year: 1998 }));
    const t = (await api.create(owner!, tournamentBody(clock.now(), { totalTeams: 4, teams: field }))).body.data;
    const dodgers = t.teams.find((x: Json) => x.teamId === 'LAN').index;
    expect((await api.claim(fan!, t.leagueId, dodgers)).status).toBe(200);
    clock.advance(31 * MINUTE);
    expect(await app.tournamentLock.tick(t.leagueId)).toBe(true);
    clock.advance(30 * MINUTE);
    await app.leagueScheduler.tick(t.leagueId);
    const next = (await api.detail(fan!, t.leagueId)).body.data.nextGame;
    expect(t.teams[next.home].teamId).toBe('NYN');
    const started = await api.post(fan!.key, `/api/leagues/${t.leagueId}/schedule/${next.scheduleId}/play`);
    expect([started.status, started.body.error]).toEqual([200, undefined]);
    const view = await api.get(fan!.key, `/api/games/${started.body.data.gameId}`);
    const cards = (side: string) => {
      const team = view.body.data.game[side];
      return [...team.lineup.map((x: Json) => x.player?.cardId ?? x.cardId), team.pitcher?.cardId, ...team.bench.map((p: Json) => p.cardId), ...team.bullpen.map((p: Json) => p.cardId ?? p.player?.cardId)];
    };
    expect(cards('home')).toContain('piazzmi01-1998');
    expect(cards('away')).not.toContain('piazzmi01-1998');
    // A series is played with final rosters: Dave Mlicki went from the Mets to the Dodgers that June, so he pitches
    // for the visitors, never for the home club that also has him on its record.
    expect(cards('home')).not.toContain('mlickda01-1998');
    expect(cards('away')).toContain('mlickda01-1998');
    await app.close();
    await database.close();
  }, 120_000);
});
