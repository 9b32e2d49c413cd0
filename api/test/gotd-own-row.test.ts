import type { FastifyInstance, InjectOptions } from 'fastify';
import { LEADERBOARD_LIMIT } from '@bb/contract';
import { buildApp } from '../src/app';
import { addDays, gameDayOf } from '../src/gotd/game-day';
import { describeOnBackends } from './support/backends';
import { createUser, type TestUser } from './accounts-helpers';
import { finishedGame, insertUsers } from './gotd-support';
import type { Json } from './support/json';
import { API_ONLY_CONFIG } from './support/app-config';


describeOnBackends("GOTD leaderboard: the caller's own row and rank, readable guest names", (backend) => {
  let app: FastifyInstance;
  let low: TestUser;
  let mid: TestUser;
  const { it } = backend;
  const today = gameDayOf(new Date());

  backend.beforeAll(async () => {
    process.env.AUTH_RATE_LIMIT_MAX = '10000';
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
    const db = backend.database.db;
    // LEADERBOARD_LIMIT + 5 players with 3 wins each, one with 2, and the caller with 1: he is far below the top rows.
    const strong = await insertUsers(db, Array.from({ length: LEADERBOARD_LIMIT + 5 }, (_, i) => `strong_${backend.name}_${String(i).padStart(3, '0')}`));
    for (const id of strong) for (const back of [3, 2, 1]) await finishedGame(db, id, addDays(today, -back), { win: true, runs: 2 });
    mid = await createUser(app);
    for (const back of [2, 1]) await finishedGame(db, mid.id, addDays(today, -back), { win: true, runs: 9 });
    low = await createUser(app);
    await finishedGame(db, low.id, addDays(today, -1), { win: true, runs: 1 });
  }, 180_000);
  backend.afterAll(() => app.close());

  const board = async (key: string | null, query: string) => {
    const options: InjectOptions = { method: 'GET', url: `/api/gotd/gotd-leaderboard?${query}`, ...(key ? { headers: { authorization: `Bearer ${key}` } } : {}) };
    const res = await app.inject(options);
    expect(res.statusCode).toBe(200);
    return res.json().data as Json;
  };

  it('outside the top rows: his row and his rank, counted in the board\'s own order', async () => {
    const data = await board(low.key, 'tab=Overall&period=AllTime&subTab=TotalWins');
    expect(data.TotalWins).toHaveLength(LEADERBOARD_LIMIT);
    expect(data.TotalWins.some((r: Json) => r.username === low.username)).toBe(false);
    expect(data.me).toMatchObject({ rank: LEADERBOARD_LIMIT + 5 + 2, row: { username: low.username, totalWins: 1 } });
    const second = await board(mid.key, 'tab=Overall&period=AllTime&subTab=TotalWins');
    expect(second.me.rank).toBe(LEADERBOARD_LIMIT + 5 + 1);
  });

  it('inside the top rows his rank is his place in the list; on another board, another rank', async () => {
    const runs = await board(mid.key, 'tab=Stats&period=AllTime&subTab=TotalRunsScored');
    const place = runs.TotalRunsScored.findIndex((r: Json) => r.username === mid.username);
    expect(place).toBeGreaterThanOrEqual(0);
    expect(runs.me).toMatchObject({ rank: place + 1, row: { username: mid.username, totalRunsScored: 18 } });
  });

  it('no row on a board: me is null; anonymous callers get the public board alone', async () => {
    const todays = await board(low.key, 'tab=Today&period=Today&subTab=DailyRunsLeader');
    expect(todays.me).toBeNull();
    const anonymous = await board(null, 'tab=Overall&period=AllTime&subTab=TotalWins');
    expect(Object.keys(anonymous)).toEqual(['TotalWins']);
  });

  it('a GOTD guest is shown by a readable, distinct name, not a generated id', async () => {
    const guests = await Promise.all([0, 1].map(() => app.inject({ method: 'POST', url: '/api/users/gotd-guest' })));
    const names = guests.map((g) => g.json().data.user.username as string);
    for (const name of names) expect(name).toMatch(/^Guest \d+$/);
    expect(new Set(names).size).toBe(2);
    const guest = guests[0]!.json().data;
    await finishedGame(backend.database.db, guest.user.id, today, { win: true, runs: 12 });
    const todays = await board(guest.api_key.key, 'tab=Today&period=Today&subTab=DailyRunsLeader');
    expect(todays.DailyRunsLeader[0].username).toBe(names[0]);
    expect(todays.me).toMatchObject({ rank: 1, row: { username: names[0] } });
  });
});
