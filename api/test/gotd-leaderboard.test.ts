import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MONTH_ABBREVIATIONS } from '@bb/contract';
import { buildApp } from '../src/app';
import { ensurePeriodAggregates, prunePeriods } from '../src/gotd/aggregate-store';
import { addDays, gameDayOf, monthOf } from '../src/gotd/game-day';
import { periodSource, resolveMonth } from '../src/gotd/leaderboard-periods';
import { describeOnBackends } from './support/backends';
import { finishedGame, insertUsers } from './gotd-support';
import type { Json } from './support/json';
import { API_ONLY_CONFIG } from './support/app-config';

describe('leaderboard periods (pure)', () => {
  it('months resolve to the latest such month not after today; Today forces today', () => {
    expect(resolveMonth('Nov', '2026-11-22')).toBe('2026-11-01');
    expect(resolveMonth('Jun', '2026-11-22')).toBe('2026-06-01');
    expect(resolveMonth('Dec', '2026-02-03')).toBe('2025-12-01');
    expect(periodSource('Today', 'AllTime', undefined, '2026-11-22')).toEqual({ kind: 'day', period: '2026-11-22', from: '2026-11-22', to: '2026-11-22' });
    expect(periodSource('Overall', 'Last7', undefined, '2026-11-22')).toEqual({ kind: 'last7', period: '2026-11-22', from: '2026-11-16', to: '2026-11-22' });
    expect(periodSource('Stats', 'MonthByMonths', 'Oct', '2026-11-22')).toEqual({ kind: 'month', period: '2026-10-01', from: '2026-10-01', to: '2026-10-31' });
    expect(periodSource('Stats', 'MonthByMonths', 'Feb', '2028-11-22')).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodSource('Stats', 'AllTime', 'Oct', '2026-11-22')).toEqual({ kind: 'allTime' });
  });
});

describeOnBackends('GOTD leaderboard', (backend) => {
  let app: FastifyInstance;
  const { it } = backend;
  const today = gameDayOf(new Date());

  backend.beforeAll(async () => {
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
    const db = backend.database.db;
    const [alice, bob, carol, dave, erin] = await insertUsers(db, ['alice', 'bob', 'carol', 'dave', 'erin']);
    const t0 = new Date(Date.now() - 3 * 60_000);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    await finishedGame(db, alice!, addDays(today, -2), { win: true, runs: 5, hits: 9, hr: 2, strikeouts: 8 });
    await finishedGame(db, alice!, addDays(today, -1), { win: true, runs: 3, hits: 6, hr: 0, strikeouts: 4 });
    await finishedGame(db, alice!, today, { win: false, runs: 2, hits: 5, hr: 1, strikeouts: 6 }, at(2));
    await finishedGame(db, bob!, addDays(today, -1), { win: true, runs: 7, hits: 10, hr: 3, strikeouts: 3 });
    await finishedGame(db, bob!, today, { win: true, runs: 6, hits: 8, hr: 2, strikeouts: 9 }, at(0));
    for (const back of [10, 9, 8]) await finishedGame(db, carol!, addDays(today, -back), { win: true, runs: 1, hits: 4, hr: 0, strikeouts: 2 });
    await finishedGame(db, dave!, today, { win: true, runs: 6, hits: 8, hr: 2, strikeouts: 9 }, at(1));
    await finishedGame(db, erin!, today, { win: true, runs: 6, hits: 8, hr: 2, strikeouts: 9 }, at(1));
  }, 60_000);
  backend.afterAll(() => app.close());

  const board = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/gotd/gotd-leaderboard?${query}` });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const names = async (tab: string, subTab: string, period = 'AllTime', month?: string) => {
    const res = await board(`tab=${tab}&period=${period}&subTab=${subTab}${month ? `&month=${month}` : ''}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual([subTab]);
    return (res.body.data[subTab] as Json[]).map((r) => r.username);
  };
  const rowOf = async (tab: string, subTab: string, period: string, username: string) => {
    const res = await board(`tab=${tab}&period=${period}&subTab=${subTab}`);
    return (res.body.data[subTab] as Json[]).find((r) => r.username === username)!;
  };

  it('Overall: ties go to whoever reached the figure first, then the name; the row carries every leaderboard field', async () => {
    // Alice and Bob both have 2 wins; Alice had hers first (her loss today does not move that), so she leads.
    expect(await names('Overall', 'TotalWins')).toEqual(['carol', 'alice', 'bob', 'dave', 'erin']);
    // Four at 100 %: a rate is reached with the last game, and Dave's and Erin's came before Bob's and Carol's.
    expect(await names('Overall', 'WinPercentage')).toEqual(['dave', 'erin', 'bob', 'carol', 'alice']);
    const rows = (await board('tab=Overall&period=AllTime&subTab=TotalWins')).body.data.TotalWins as Json[];
    expect(rows.find((r) => r.username === 'bob')).toEqual({
      username: 'bob', totalWins: 2, winPercentage: 100, avgRunsScored: 6.5, avgHits: 9, totalGamesPlayed: 2,
      currentPlayStreak: 2, maxPlayStreak: 2, currentWinStreak: 2, maxWinStreak: 2,
      totalRunsScored: 13, totalHits: 18, totalHr: 5, totalStrikeouts: 12,
      gameLastPlayedOn: today, gamesPlayedOn: addDays(today, -1),
    });
    expect(rows.find((r) => r.username === 'alice')!.winPercentage).toBe(66.7);
    expect(rows.find((r) => r.username === 'carol')!.currentPlayStreak).toBe(0);
  });

  it('Streaks: current boards list live streaks only; max boards everyone', async () => {
    expect(await names('Streaks', 'CurrentPlayStreak')).toEqual(['alice', 'bob', 'dave', 'erin']);
    expect(await names('Streaks', 'CurrentWinStreak')).toEqual(['bob', 'dave', 'erin']);
    expect(await names('Streaks', 'MaxPlayStreak')).toEqual(['alice', 'carol', 'bob', 'dave', 'erin']);
    // Alice's 2-win streak was complete before Bob's.
    expect(await names('Streaks', 'MaxWinStreak')).toEqual(['carol', 'alice', 'bob', 'dave', 'erin']);
  });

  it('Stats: totals and runs per game', async () => {
    expect(await names('Stats', 'TotalRunsScored')).toEqual(['bob', 'alice', 'dave', 'erin', 'carol']);
    expect(await names('Stats', 'TotalHits')).toEqual(['alice', 'bob', 'carol', 'dave', 'erin']);
    expect(await names('Stats', 'TotalHr')).toEqual(['bob', 'alice', 'dave', 'erin', 'carol']);
    expect(await names('Stats', 'TotalStrikeouts')).toEqual(['alice', 'bob', 'dave', 'erin', 'carol']);
    expect(await names('Stats', 'AvgRunsScored')).toEqual(['bob', 'dave', 'erin', 'alice', 'carol']);
  });

  it('Today: always today (whatever period is sent); ties by earlier finish, then name', async () => {
    expect(await names('Today', 'DailyRunsLeader', 'AllTime')).toEqual(['bob', 'dave', 'erin', 'alice']);
    expect(await names('Today', 'DailyHRLeader', 'Last7')).toEqual(['bob', 'dave', 'erin', 'alice']);
    expect(await names('Today', 'DailyHitsLeader', 'Today')).toEqual(['bob', 'dave', 'erin', 'alice']);
    expect(await names('Today', 'DailyStrikeoutsLeader', 'Today')).toEqual(['bob', 'dave', 'erin', 'alice']);
    const rows = (await board('tab=Today&period=Today&subTab=DailyRunsLeader')).body.data.DailyRunsLeader as Json[];
    expect(rows[3]).toMatchObject({ username: 'alice', totalRunsScored: 2, totalGamesPlayed: 1, gamesPlayedOn: today, currentPlayStreak: 3 });
  });

  it('periods: Today, Last 7 Days and a month only count their days', async () => {
    expect(await names('Overall', 'TotalWins', 'Today')).toEqual(['bob', 'dave', 'erin', 'alice']);
    expect(await names('Overall', 'TotalWins', 'Last7')).toEqual(['alice', 'bob', 'dave', 'erin']);
    const abbreviation = (day: string) => MONTH_ABBREVIATIONS[Number(day.slice(5, 7)) - 1]!;
    const carolMonth = monthOf(addDays(today, -10));
    const inCarolMonth = await names('Overall', 'TotalWins', 'MonthByMonths', abbreviation(carolMonth));
    expect(inCarolMonth).toContain('carol');
    const current = await names('Stats', 'TotalRunsScored', 'MonthByMonths', abbreviation(today));
    expect(current).toEqual(expect.arrayContaining(['alice', 'bob', 'dave', 'erin']));
    if (carolMonth !== monthOf(today)) expect(current).not.toContain('carol');
    const empty = MONTH_ABBREVIATIONS.find((m) => m !== abbreviation(today) && m !== abbreviation(carolMonth) && m !== abbreviation(addDays(today, -2)))!;
    expect(await names('Overall', 'TotalWins', 'MonthByMonths', empty)).toEqual([]);
  });

  it('bad queries are 400 with a message, never 500', async () => {
    for (const query of [
      'tab=Overall&period=AllTime&subTab=DailyRunsLeader',
      'tab=Nope&period=AllTime&subTab=TotalWins',
      'tab=Overall&period=Yesterday&subTab=TotalWins',
      'tab=Overall&period=MonthByMonths&subTab=TotalWins&month=Foo',
      'tab=Overall&period=AllTime',
      'tab=Overall&period=AllTime&subTab=TotalWins&extra=1',
    ]) {
      const res = await board(query);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });

  it('Last 7 Days streak boards: all-time streaks of the week\'s players, live ones only on the current boards', async () => {
    expect(await names('Streaks', 'CurrentPlayStreak', 'Last7')).toEqual(['alice', 'bob', 'dave', 'erin']);
    expect(await names('Streaks', 'MaxWinStreak', 'Last7')).toEqual(['alice', 'bob', 'dave', 'erin']);
    expect(await names('Streaks', 'CurrentWinStreak', 'Today')).toEqual(['bob', 'dave', 'erin']);
  });

  it('the slices rebuilt from the results equal the ones written game by game (the upgrade path)', async () => {
    const db = backend.database.db;
    const readable = sql`SELECT * FROM gotd_user_periods WHERE kind = 'month' OR period >= ${addDays(today, -1)}::date ORDER BY user_id, kind, period`;
    const before = ((await db.execute(readable)) as unknown as { rows: Json[] }).rows;
    const stats = sql`SELECT * FROM gotd_user_stats ORDER BY user_id`;
    const statsBefore = ((await db.execute(stats)) as unknown as { rows: Json[] }).rows;
    expect(before.length).toBeGreaterThan(10);
    await db.execute(sql`DELETE FROM gotd_user_periods`);
    await ensurePeriodAggregates(db, today);
    expect(((await db.execute(readable)) as unknown as { rows: Json[] }).rows).toEqual(before);
    expect(((await db.execute(stats)) as unknown as { rows: Json[] }).rows).toEqual(statsBefore);
    // Day and Last 7 Days slices that ended before yesterday are pruned.
    await prunePeriods(db, today);
    const stale = (await db.execute(sql`SELECT count(*)::int AS n FROM gotd_user_periods WHERE kind <> 'month' AND period < ${addDays(today, -1)}::date`)) as unknown as { rows: Json[] };
    expect(stale.rows[0]!.n).toBe(0);
  });

  it('a game finished after a later day\'s game still moves the streaks of today\'s boards', async () => {
    const db = backend.database.db;
    const [fay] = await insertUsers(db, ['fay']);
    await finishedGame(db, fay!, today, { win: true, runs: 1 });
    expect((await rowOf('Today', 'DailyRunsLeader', 'Today', 'fay')).currentPlayStreak).toBe(1);
    await finishedGame(db, fay!, addDays(today, -1), { win: true, runs: 1 });
    expect(await rowOf('Today', 'DailyRunsLeader', 'Today', 'fay')).toMatchObject({ currentPlayStreak: 2, currentWinStreak: 2, totalGamesPlayed: 1 });
    expect(await rowOf('Streaks', 'CurrentWinStreak', 'Last7', 'fay')).toMatchObject({ currentWinStreak: 2, totalGamesPlayed: 2 });
  });

  it('a past month\'s current-streak boards list the streaks standing when the month ended', async () => {
    const db = backend.database.db;
    const monthEnd = addDays(monthOf(addDays(monthOf(today), -70)), -1); // the last day of the month three back
    const [gus, hal] = await insertUsers(db, ['gus', 'hal']);
    await finishedGame(db, gus!, addDays(monthEnd, -1), { win: true });
    await finishedGame(db, gus!, monthEnd, { win: true });
    await finishedGame(db, hal!, addDays(monthEnd, -12), { win: true });
    const month = MONTH_ABBREVIATIONS[Number(monthEnd.slice(5, 7)) - 1]!;
    expect(await names('Streaks', 'CurrentPlayStreak', 'MonthByMonths', month)).toEqual(['gus']);
    expect(await names('Streaks', 'MaxPlayStreak', 'MonthByMonths', month)).toEqual(['gus', 'hal']);
    expect(await names('Streaks', 'CurrentPlayStreak', 'AllTime')).not.toContain('gus');
  });
});
