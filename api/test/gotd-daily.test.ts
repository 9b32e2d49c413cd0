import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { dailyMatchup, pickFromCandidates } from '../src/gotd/daily-pick';
import { gotdDefaults, registerForToday } from '../src/gotd/daily-game';
import { addDays, gameDayOf, nextGameDayStart } from '../src/gotd/game-day';
import { ALREADY_PLAYED, findAttemptByGame } from '../src/gotd/results';
import { decide } from '../src/games/decide';
import { GAME_OVER } from '../src/games/game-store';
import { computeStreaks } from '../src/gotd/streaks';
import { pickSecret } from '../src/gotd/server-secret';
import { describeOnBackends } from './support/backends';
import { createUser, type TestUser } from './accounts-helpers';
import { finishedGame, insertUsers } from './gotd-support';
import type { Json } from './support/json';
import { API_ONLY_CONFIG } from './support/app-config';

describe('game days and streaks (pure)', () => {
  it('a game day is the US Eastern calendar day, DST included', () => {
    expect(gameDayOf(new Date('2026-07-04T03:59:00Z'))).toBe('2026-07-03'); // 23:59 EDT
    expect(gameDayOf(new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
    expect(gameDayOf(new Date('2026-01-15T04:59:00Z'))).toBe('2026-01-14'); // 23:59 EST
    expect(nextGameDayStart(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-16T05:00:00.000Z');
    expect(nextGameDayStart(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-16T04:00:00.000Z');
  });

  it('streaks: a missed day ends both, a loss ends the win streak', () => {
    const d = (gameDay: string, win: boolean) => ({ gameDay, win });
    expect(computeStreaks([d('2026-03-01', true), d('2026-03-02', true), d('2026-03-03', false), d('2026-03-05', true)])).toEqual({
      currentPlayStreak: 1,
      maxPlayStreak: 3,
      currentWinStreak: 1,
      maxWinStreak: 2,
    });
    expect(computeStreaks([d('2026-02-28', true), d('2026-03-01', true), d('2026-03-02', false)])).toEqual({
      currentPlayStreak: 3,
      maxPlayStreak: 3,
      currentWinStreak: 0,
      maxWinStreak: 2,
    });
  });

  it('the pick is deterministic from secret and day, and a different secret picks differently', () => {
    const candidates = Array.from({ length: 60 }, (_, i) => ({ teamId: `T${i}`, year: 1900 + i }));
    const a = pickFromCandidates('secret-a', '2026-05-01', candidates);
    expect(pickFromCandidates('secret-a', '2026-05-01', candidates)).toEqual(a);
    expect(a.home).not.toEqual(a.away);
    const days = Array.from({ length: 30 }, (_, i) => addDays('2026-05-01', i));
    const bySecret = (secret: string) => days.map((day) => JSON.stringify(pickFromCandidates(secret, day, candidates)));
    expect(new Set(bySecret('secret-a')).size).toBeGreaterThan(25);
    const other = bySecret('secret-b');
    expect(bySecret('secret-a').filter((p, i) => p === other[i]).length).toBeLessThan(3);
  });
});

describeOnBackends('Game of the Day', { seasons: [1927, 1975] }, (backend) => {
  let app: FastifyInstance;
  let user: TestUser;
  const { it } = backend;

  backend.beforeAll(async () => {
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
    user = await createUser(app);
  }, 180_000);
  backend.afterAll(() => app.close());

  const send = async (key: string | null, options: InjectOptions) => {
    const res = await app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(key ? { authorization: `Bearer ${key}` } : {}) } });
    return { status: res.statusCode, body: res.json() as Json };
  };

  it("today's game is the same for everyone, frozen, and no later day is ever computed or answered", async () => {
    const today = gameDayOf(new Date());
    const anonymous = await send(null, { method: 'GET', url: '/api/gotd/defaults' });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toMatchObject({ gameDay: today, attempt: null, streaks: null });
    expect(anonymous.body.data.home.name).toEqual(expect.any(String));
    expect([1927, 1975]).toContain(anonymous.body.data.home.year);
    const signedIn = await send(user.key, { method: 'GET', url: '/api/gotd/defaults' });
    expect(signedIn.body.data).toMatchObject({ home: anonymous.body.data.home, away: anonymous.body.data.away, userSide: anonymous.body.data.userSide });
    expect(signedIn.body.data.attempt).toEqual({ status: 'none', gameId: null, result: null });

    // The secret lives on the server; the stored pick matches the HMAC pick for today only.
    const secret = await pickSecret(backend.database.db);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const frozen = await dailyMatchup(backend.database.db, today);
    expect(frozen.home).toEqual({ teamId: anonymous.body.data.home.teamId, year: anonymous.body.data.home.year });
    const days = (await backend.database.db.execute(sql`SELECT game_day::text AS d FROM gotd_days`)) as unknown as { rows: Array<{ d: string }> };
    expect(days.rows.map((r) => r.d)).toEqual([today]);

    expect((await send(null, { method: 'GET', url: `/api/gotd/defaults?day=${addDays(today, 1)}` })).status).toBe(400);
    expect((await send(null, { method: 'GET', url: `/api/gotd/days/${addDays(today, 1)}` })).status).toBe(404);
  });

  it('a player plays once a day: resume while unfinished, refused after the end; the result and streak are the server\'s', async () => {
    const first = await send(user.key, { method: 'POST', url: '/api/gotd/registration' });
    expect(first.status).toBe(201);
    const gameId = first.body.data.gameId;
    expect(first.body.data.resumed).toBe(false);
    const again = await send(user.key, { method: 'POST', url: '/api/gotd/registration' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ gameId, resumed: true });

    const swing = await send(user.key, { method: 'POST', url: `/api/gotd/games/${gameId}/_swing-away` });
    expect(swing.status).toBe(200);
    expect(swing.body.data.game).toMatchObject({ id: gameId, mode: 'gotd', status: 'live', inning: 1, version: 1 });
    expect(swing.body.data.game.lastPlays.some((p: Json) => p.dice)).toBe(true);

    const end = await send(user.key, { method: 'POST', url: `/api/gotd/games/${gameId}/_quick-play`, payload: { scope: 'game' } });
    expect(end.status).toBe(200);
    const game = end.body.data.game;
    expect(game.status).toBe('final');
    const view = (await send(user.key, { method: 'GET', url: `/api/gotd/games/${gameId}` })).body.data.gotd;
    const mine = game.userSide === 'home' ? game.score.home : game.score.away;
    const theirs = game.userSide === 'home' ? game.score.away : game.score.home;
    expect(view.result).toMatchObject({ runs: mine, runsAllowed: theirs, win: mine > theirs, hits: game[game.userSide].hits });

    const refused = await send(user.key, { method: 'POST', url: '/api/gotd/registration' });
    expect(refused).toEqual({ status: 409, body: { error: ALREADY_PLAYED } });
    const late = await send(user.key, { method: 'POST', url: `/api/gotd/games/${gameId}/_swing-away` });
    expect(late).toEqual({ status: 409, body: { error: GAME_OVER } });

    const defaults = await send(user.key, { method: 'GET', url: '/api/gotd/defaults' });
    expect(defaults.body.data.attempt).toEqual({ status: 'final', gameId, result: view.result });
    expect(defaults.body.data.streaks).toEqual({ currentPlayStreak: 1, maxPlayStreak: 1, currentWinStreak: view.result.win ? 1 : 0, maxWinStreak: view.result.win ? 1 : 0 });
  }, 60_000);

  it('a GOTD game that ends through the game service (the player left: exit) is recorded at once, with no further GOTD call', async () => {
    const leaver = await createUser(app);
    const registered = await send(leaver.key, { method: 'POST', url: '/api/gotd/registration' });
    const gameId = registered.body.data.gameId as string;
    await send(leaver.key, { method: 'POST', url: `/api/gotd/games/${gameId}/_swing-away` });
    expect((await findAttemptByGame(backend.database.db, gameId))?.status).not.toBe('final');
    const { record, state } = await decide(backend.database, { gameId, actor: { userId: leaver.id }, request: { type: 'exit' }, via: 'gotd' });
    expect(state.status).toBe('final');
    const attempt = await findAttemptByGame(backend.database.db, gameId);
    const [mine, theirs] = record.userSide === 'home' ? [state.score[1], state.score[0]] : [state.score[0], state.score[1]];
    expect(attempt).toMatchObject({ status: 'final', runs: mine, runsAllowed: theirs, win: mine > theirs });
  }, 60_000);

  it('a GOTD guest plays without credentials on the play calls and only its own game', async () => {
    const guest = await send(null, { method: 'POST', url: '/api/users/gotd-guest' });
    expect(guest.status).toBe(201);
    const key = guest.body.data.api_key.key;
    const reg = await send(key, { method: 'POST', url: '/api/gotd/registration' });
    expect(reg.status).toBe(201);
    const gameId = reg.body.data.gameId;
    const swing = await send(null, { method: 'POST', url: `/api/gotd/games/${gameId}/_swing-away?isGuest=true` });
    expect(swing.status).toBe(200);
    // The guest's browser aborts exit calls, so the play screen offers him no Exit (no reason: no button).
    expect((await send(key, { method: 'GET', url: `/api/gotd/games/${gameId}` })).body.data.game.controls.exit).toEqual({ allowed: false });
    expect((await send(key, { method: 'POST', url: `/api/gotd/games/${gameId}/_exit-game`, payload: { version: swing.body.data.game.version } })).status).toBe(403);
    // Someone else's account game is not reachable, with or without credentials.
    const other = await createUser(app);
    const otherGame = (await send(other.key, { method: 'POST', url: '/api/gotd/registration' })).body.data.gameId;
    expect((await send(null, { method: 'POST', url: `/api/gotd/games/${otherGame}/_swing-away?isGuest=true` })).status).toBe(401);
    expect((await send(key, { method: 'GET', url: `/api/gotd/games/${otherGame}` })).status).toBe(404);
    expect((await send(null, { method: 'POST', url: '/api/gotd/games/not-a-game/_swing-away' })).status).toBe(404);
    const end = await send(null, { method: 'POST', url: `/api/gotd/games/${gameId}/_quick-play?isGuest=true`, payload: { scope: 'game' } });
    expect(end.body.data.game.status).toBe('final');
    const board = await send(null, { method: 'GET', url: '/api/gotd/gotd-leaderboard?tab=Today&period=Today&subTab=DailyRunsLeader' });
    expect(board.body.data.DailyRunsLeader.map((r: Json) => r.username)).toContain(guest.body.data.user.username);
  }, 60_000);

  it('a game started before midnight counts for the day it started', async () => {
    const [id] = await insertUsers(backend.database.db, [`night_owl_${backend.name}`]);
    const player = { id: id!, isGotdGuest: false };
    const beforeMidnight = new Date('2026-03-10T03:30:00Z'); // 23:30 EDT on 9 March
    const reg = await registerForToday(backend.database, player, beforeMidnight);
    expect(reg.gameDay).toBe('2026-03-09');
    const { state } = await decide(backend.database, { gameId: reg.gameId, actor: { userId: player.id }, request: { type: 'quickPlay', scope: 'game' }, via: 'gotd' });
    expect(state.status).toBe('final');
    expect((await findAttemptByGame(backend.database.db, reg.gameId))).toMatchObject({ gameDay: '2026-03-09', status: 'final' });
    // The next day is a new game day with its own (second) attempt.
    const next = await registerForToday(backend.database, player, new Date('2026-03-10T05:00:00Z'));
    expect(next).toMatchObject({ gameDay: '2026-03-10', resumed: false });
    const defaults = await gotdDefaults(backend.database, player, new Date('2026-03-10T05:00:00Z'));
    expect(defaults.attempt?.status).toBe('playing');
    expect(defaults.streaks?.currentPlayStreak).toBe(1);
  }, 60_000);

  it('streaks across days, also when an earlier day finishes last', async () => {
    const today = gameDayOf(new Date());
    const db = backend.database.db;
    const [id] = await insertUsers(db, [`streaker_${backend.name}`]);
    await finishedGame(db, id!, addDays(today, -4), { win: true });
    await finishedGame(db, id!, addDays(today, -3), { win: true });
    await finishedGame(db, id!, addDays(today, -1), { win: true });
    await finishedGame(db, id!, addDays(today, -2), { win: false });
    await finishedGame(db, id!, today, { win: true, runs: 4 });
    const defaults = await gotdDefaults(backend.database, { id: id!, isGotdGuest: false });
    expect(defaults.streaks).toEqual({ currentPlayStreak: 5, maxPlayStreak: 5, currentWinStreak: 2, maxWinStreak: 2 });
    const old = await insertUsers(db, [`lapsed_${backend.name}`]);
    await finishedGame(db, old[0]!, addDays(today, -3), { win: true });
    await finishedGame(db, old[0]!, addDays(today, -2), { win: true });
    const lapsed = await gotdDefaults(backend.database, { id: old[0]!, isGotdGuest: false });
    expect(lapsed.streaks).toEqual({ currentPlayStreak: 0, maxPlayStreak: 2, currentWinStreak: 0, maxWinStreak: 2 });
  });

  it('200 simultaneous submissions from 200 users, each sent twice, are counted exactly once', async () => {
    const db = backend.database.db;
    const day = addDays(gameDayOf(new Date()), -20);
    const ids = await insertUsers(db, Array.from({ length: 200 }, (_, i) => `crowd_${backend.name}_${i}`));
    const attempts = await Promise.all(
      ids.map(async (id, i) => {
        const result = (await db.execute(sql`
          INSERT INTO gotd_results (user_id, game_day, game_id) VALUES (${id}, ${day}, ${`10000000-0000-4000-8000-${String(i).padStart(12, '0')}`}) RETURNING id`)) as unknown as { rows: Array<{ id: number }> };
        return Number(result.rows[0]!.id);
      }),
    );
    const { recordResult } = await import('../src/gotd/results');
    const submissions = [...attempts, ...attempts].map((attemptId, i) => recordResult(db, attemptId, { win: i % 2 === 0, runs: 3, hits: 7, hr: 1, strikeouts: 5, runsAllowed: 2 }));
    const outcomes = await Promise.all(submissions);
    expect(outcomes.filter(Boolean)).toHaveLength(200);
    const totals = (await db.execute(sql`
      SELECT count(*)::int AS users, sum(games_played)::int AS games, max(games_played)::int AS most, sum(runs)::int AS runs
      FROM gotd_user_stats WHERE username LIKE ${`crowd_${backend.name}_%`}`)) as unknown as { rows: Array<Json> };
    expect(totals.rows[0]).toEqual({ users: 200, games: 200, most: 1, runs: 600 });
    const months = (await db.execute(sql`SELECT sum(games_played)::int AS games FROM gotd_user_periods WHERE kind = 'month' AND username LIKE ${`crowd_${backend.name}_%`}`)) as unknown as { rows: Array<Json> };
    expect(months.rows[0]!.games).toBe(200);
    const final = (await db.execute(sql`SELECT count(*)::int AS n FROM gotd_results WHERE game_day = ${day} AND status = 'final'`)) as unknown as { rows: Array<Json> };
    expect(final.rows[0]!.n).toBe(200);
  }, 120_000);
});
