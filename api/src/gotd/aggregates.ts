import { perGame, ratio } from '@bb/engine';
import { addDays, monthOf } from './game-day';
import { computeStreaks } from './streaks';

/** A finished Game of the Day, as the aggregates read it. */
export interface FinalRow {
  gameDay: string;
  win: boolean;
  runs: number;
  hits: number;
  hr: number;
  strikeouts: number;
  finishedAt: Date;
}

export type PeriodKind = 'day' | 'last7' | 'month';

/** One slice a board reads: a game day, the seven days ending on a day, or a calendar month. */
export interface PeriodWindow {
  kind: PeriodKind;
  /** The key stored with the slice: the day, the window's last day, or the month's first day. */
  period: string;
  from: string;
  to: string;
}

export function dayWindow(day: string): PeriodWindow {
  return { kind: 'day', period: day, from: day, to: day };
}

export function last7Window(end: string): PeriodWindow {
  return { kind: 'last7', period: end, from: addDays(end, -6), to: end };
}

export function monthWindow(day: string): PeriodWindow {
  const first = monthOf(day);
  const next = addDays(first, 32).slice(0, 8) + '01';
  return { kind: 'month', period: first, from: first, to: addDays(next, -1) };
}

/** Every slice a game on `day` counts in: its day, the seven Last 7 Days windows ending that day or after, its month. */
export function windowsContaining(day: string): PeriodWindow[] {
  return [dayWindow(day), ...Array.from({ length: 7 }, (_, i) => last7Window(addDays(day, i))), monthWindow(day)];
}

const latest = (rows: readonly FinalRow[], counts: (r: FinalRow) => boolean): Date => {
  let at = 0;
  for (const r of rows) if (counts(r) && r.finishedAt.getTime() > at) at = r.finishedAt.getTime();
  // A figure still at zero was "reached" with the first game: the earliest player to show it ranks first.
  return new Date(at || Math.min(...rows.map((r) => r.finishedAt.getTime())));
};

/**
 * When each total reached its current value (ties on a board go to whoever got there first): the finish of the last
 * game that added to it; a rate (win %, runs per game) moves with every game, so the last game's.
 */
function totalsReached(rows: readonly FinalRow[]) {
  const any = latest(rows, () => true);
  return {
    winsAt: latest(rows, (r) => r.win),
    winPctAt: any,
    runsAt: latest(rows, (r) => r.runs > 0),
    hitsAt: latest(rows, (r) => r.hits > 0),
    hrAt: latest(rows, (r) => r.hr > 0),
    strikeoutsAt: latest(rows, (r) => r.strikeouts > 0),
    avgRunsAt: any,
  };
}

/**
 * When each streak reached its length: a current streak with its latest game, a max streak with the game that first
 * made it that long (an equal streak later does not move it). Rows in day order, as `computeStreaks` reads them.
 */
export function streaksReached(rows: readonly FinalRow[]) {
  let playAt = 0, winAt = 0, maxPlay = 0, maxWin = 0, maxPlayAt = 0, maxWinAt = 0, play = 0, win = 0;
  let previous: string | null = null;
  for (const r of rows) {
    const t = r.finishedAt.getTime();
    const consecutive = previous !== null && addDays(previous, 1) === r.gameDay;
    play = consecutive ? play + 1 : 1;
    playAt = consecutive ? Math.max(playAt, t) : t;
    win = r.win ? (consecutive ? win + 1 : 1) : 0;
    winAt = r.win ? (consecutive && win > 1 ? Math.max(winAt, t) : t) : t;
    if (play > maxPlay) { maxPlay = play; maxPlayAt = playAt; }
    if (win > maxWin) { maxWin = win; maxWinAt = winAt; }
    previous = r.gameDay;
  }
  const first = Math.min(...rows.map((r) => r.finishedAt.getTime()));
  return {
    currentPlayStreakAt: new Date(playAt || first),
    maxPlayStreakAt: new Date(maxPlayAt || first),
    currentWinStreakAt: new Date(winAt || first),
    maxWinStreakAt: new Date(maxWinAt || first),
  };
}

/** Counting totals of some finished games (at least one), the sort keys kept as exact integers. */
export function totals(rows: readonly FinalRow[]) {
  const games = rows.length;
  const sum = (f: (r: FinalRow) => number) => rows.reduce((s, r) => s + f(r), 0);
  const wins = sum((r) => (r.win ? 1 : 0));
  const runs = sum((r) => r.runs);
  return {
    gamesPlayed: games,
    wins,
    /** Win percentage (every game has a decision) in basis points: an integer keeps the sort index exact. */
    winPctBp: Math.round(ratio(wins * 10000, games) ?? 0),
    runs,
    hits: sum((r) => r.hits),
    hr: sum((r) => r.hr),
    strikeouts: sum((r) => r.strikeouts),
    /** Runs a game in thousandths, an integer for the same reason. */
    avgRunsMilli: Math.round(perGame(runs * 1000, games) ?? 0),
    firstPlayedDay: rows[0]!.gameDay,
    lastPlayedDay: rows[rows.length - 1]!.gameDay,
    ...totalsReached(rows),
  };
}

/** The all-time row of a user: totals and streaks over every finished game (rows in day order). */
export function userStatsRow(userId: number, username: string, rows: readonly FinalRow[]) {
  return { userId, username, ...totals(rows), ...computeStreaks(rows), ...streaksReached(rows) };
}

/**
 * The row of one slice, or null when the user played no game in it (rows in day order).
 * Streaks are as of the slice's last day: the current streaks are those standing after the user's last game
 * up to then, the max streaks all-time up to then, except a month's, which count only that month's games.
 */
export function periodRow(userId: number, username: string, rows: readonly FinalRow[], window: PeriodWindow) {
  const inside = rows.filter((r) => r.gameDay >= window.from && r.gameDay <= window.to);
  if (inside.length === 0) return null;
  const before = rows.filter((r) => r.gameDay <= window.to);
  const upToEnd = computeStreaks(before);
  const upToEndAt = streaksReached(before);
  const longest = window.kind === 'month' ? computeStreaks(inside) : upToEnd;
  const longestAt = window.kind === 'month' ? streaksReached(inside) : upToEndAt;
  return {
    userId,
    kind: window.kind,
    period: window.period,
    username,
    ...totals(inside),
    currentPlayStreak: upToEnd.currentPlayStreak,
    currentWinStreak: upToEnd.currentWinStreak,
    maxPlayStreak: longest.maxPlayStreak,
    maxWinStreak: longest.maxWinStreak,
    currentPlayStreakAt: upToEndAt.currentPlayStreakAt,
    currentWinStreakAt: upToEndAt.currentWinStreakAt,
    maxPlayStreakAt: longestAt.maxPlayStreakAt,
    maxWinStreakAt: longestAt.maxWinStreakAt,
    firstFinish: new Date(Math.min(...inside.map((r) => r.finishedAt.getTime()))),
  };
}

export type PeriodRow = NonNullable<ReturnType<typeof periodRow>>;
export type UserStatsRow = ReturnType<typeof userStatsRow>;
