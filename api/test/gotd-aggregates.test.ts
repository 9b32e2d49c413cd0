import { dayWindow, last7Window, monthWindow, periodRow, totals, userStatsRow, windowsContaining, type FinalRow } from '../src/gotd/aggregates';
import { aliveSince } from '../src/gotd/leaderboard-query';

const game = (gameDay: string, win: boolean, runs = 3, minute = 0): FinalRow => ({
  gameDay, win, runs, hits: 7, hr: 1, strikeouts: 5, finishedAt: new Date(`${gameDay}T23:${String(minute).padStart(2, '0')}:00Z`),
});

describe('GOTD period windows', () => {
  it('a day, the seven days ending on a day, a calendar month (leap years and year ends included)', () => {
    expect(dayWindow('2026-11-22')).toEqual({ kind: 'day', period: '2026-11-22', from: '2026-11-22', to: '2026-11-22' });
    expect(last7Window('2026-03-03')).toEqual({ kind: 'last7', period: '2026-03-03', from: '2026-02-25', to: '2026-03-03' });
    expect(monthWindow('2028-02-17')).toEqual({ kind: 'month', period: '2028-02-01', from: '2028-02-01', to: '2028-02-29' });
    expect(monthWindow('2026-12-31')).toMatchObject({ period: '2026-12-01', to: '2026-12-31' });
    expect(monthWindow('2026-01-01')).toMatchObject({ period: '2026-01-01', to: '2026-01-31' });
  });

  it('a game counts in its day, the seven Last 7 Days windows that cover it, and its month', () => {
    const windows = windowsContaining('2026-10-29');
    expect(windows.map((w) => `${w.kind}:${w.period}`)).toEqual([
      'day:2026-10-29',
      'last7:2026-10-29', 'last7:2026-10-30', 'last7:2026-10-31', 'last7:2026-11-01', 'last7:2026-11-02', 'last7:2026-11-03', 'last7:2026-11-04',
      'month:2026-10-01',
    ]);
    for (const w of windows) expect('2026-10-29' >= w.from && '2026-10-29' <= w.to).toBe(true);
  });
});

describe('GOTD aggregates', () => {
  // Played 1–3 Oct (won, won, lost), 5–8 Oct (all won), 30 Oct–2 Nov (won, won, won, lost).
  const days = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'];
  const wins = [true, true, false, true, true, true, true, true, true, true, false];
  const rows = days.map((d, i) => game(d, wins[i]!, i, i));

  it('totals keep the sort keys exact integers', () => {
    expect(totals(rows.slice(0, 3))).toMatchObject({
      gamesPlayed: 3, wins: 2, winPctBp: 6667, runs: 3, hits: 21, hr: 3, strikeouts: 15, avgRunsMilli: 1000, firstPlayedDay: '2026-10-01', lastPlayedDay: '2026-10-03',
    });
    expect(userStatsRow(7, 'ann', rows)).toMatchObject({ userId: 7, username: 'ann', gamesPlayed: 11, currentPlayStreak: 4, maxPlayStreak: 4, currentWinStreak: 0, maxWinStreak: 4 });
  });

  it('each figure knows when it reached its value: a later loss does not move the wins, a rate moves with every game', () => {
    const iso = (d: Date) => d.toISOString();
    const first3 = totals(rows.slice(0, 3));
    expect(iso(first3.winsAt)).toBe('2026-10-02T23:01:00.000Z'); // the second win; the loss on the 3rd adds none
    expect(iso(first3.winPctAt)).toBe('2026-10-03T23:02:00.000Z');
    expect(iso(first3.runsAt)).toBe('2026-10-03T23:02:00.000Z'); // runs 0, 1, 2: the last game added some
    const all = userStatsRow(7, 'ann', rows);
    // The 4-game win run of 5–8 Oct made the max first; the equal run of 30 Oct–1 Nov later does not move it.
    expect(iso(all.maxWinStreakAt)).toBe('2026-10-08T23:06:00.000Z');
    expect(iso(all.maxPlayStreakAt)).toBe('2026-10-08T23:06:00.000Z');
    expect(iso(all.currentPlayStreakAt)).toBe('2026-11-02T23:10:00.000Z');
  });

  it('a month counts its own games and its own longest streaks; current streaks stand as of its last game', () => {
    const october = periodRow(7, 'ann', rows, monthWindow('2026-10-15'))!;
    expect(october).toMatchObject({ kind: 'month', period: '2026-10-01', gamesPlayed: 9, wins: 8, lastPlayedDay: '2026-10-31' });
    // In October alone the longest win run is 5–8 Oct (4); the run going into November is 2 games long on 31 Oct.
    expect(october).toMatchObject({ maxPlayStreak: 4, maxWinStreak: 4, currentPlayStreak: 2, currentWinStreak: 2 });
    const november = periodRow(7, 'ann', rows, monthWindow('2026-11-02'))!;
    expect(november).toMatchObject({ gamesPlayed: 2, maxPlayStreak: 2, maxWinStreak: 1, currentPlayStreak: 4, currentWinStreak: 0 });
  });

  it('day and Last 7 Days slices carry all-time streaks as of their last day, and the earliest finish', () => {
    const week = periodRow(7, 'ann', rows, last7Window('2026-11-02'))!;
    expect(week).toMatchObject({ gamesPlayed: 4, wins: 3, firstPlayedDay: '2026-10-30', currentPlayStreak: 4, maxPlayStreak: 4, currentWinStreak: 0, maxWinStreak: 4 });
    expect(week.firstFinish.toISOString()).toBe('2026-10-30T23:07:00.000Z');
    // A window whose end is before the last game sees the streaks of that moment, not later ones.
    expect(periodRow(7, 'ann', rows, last7Window('2026-10-31'))).toMatchObject({ gamesPlayed: 2, currentPlayStreak: 2, currentWinStreak: 2 });
    expect(periodRow(7, 'ann', rows, dayWindow('2026-10-08'))).toMatchObject({ gamesPlayed: 1, currentPlayStreak: 4, currentWinStreak: 4, maxWinStreak: 4 });
    expect(periodRow(7, 'ann', rows, dayWindow('2026-10-04'))).toBeNull();
    expect(periodRow(7, 'ann', rows, last7Window('2026-10-29'))).toBeNull();
  });

  it('a current streak is alive through the day after the last game of the period, or of today for a running period', () => {
    const today = '2026-11-22';
    expect(aliveSince({ kind: 'allTime' }, today)).toBe('2026-11-21');
    expect(aliveSince(last7Window(today), today)).toBe('2026-11-21');
    expect(aliveSince(monthWindow(today), today)).toBe('2026-11-21');
    expect(aliveSince(monthWindow('2026-10-01'), today)).toBe('2026-10-30');
  });
});
