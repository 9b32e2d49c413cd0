import { sql, type SQL } from 'drizzle-orm';
import { perGame } from '@bb/engine';
import type { LeaderboardRow } from '@bb/contract';
import { LEADERBOARD_LIMIT, type LeaderboardSubTab } from '@bb/contract';
import type { Db } from '../db/database';
import { addDays } from './game-day';
import type { PeriodSource } from './leaderboard-periods';

type SortKey = 'wins' | 'winPct' | 'runs' | 'hits' | 'hr' | 'so' | 'avgRuns' | 'curPlay' | 'maxPlay' | 'curWin' | 'maxWin';

/**
 * The figure each sub-tab sorts by. Ties go to whoever reached the figure first (its `_at` column; on Today's boards
 * the game's finish), then the username, so every tie is broken the same way on every request and every backend.
 * Streak boards list only streaks still alive.
 */
const FIGURE: Record<LeaderboardSubTab, SortKey> = {
  TotalWins: 'wins',
  WinPercentage: 'winPct',
  CurrentPlayStreak: 'curPlay',
  MaxPlayStreak: 'maxPlay',
  CurrentWinStreak: 'curWin',
  MaxWinStreak: 'maxWin',
  TotalRunsScored: 'runs',
  TotalHits: 'hits',
  TotalHr: 'hr',
  TotalStrikeouts: 'so',
  AvgRunsScored: 'avgRuns',
  DailyRunsLeader: 'runs',
  DailyHRLeader: 'hr',
  DailyHitsLeader: 'hits',
  DailyStrikeoutsLeader: 'so',
};

/** Both tables name their columns alike: the figure and when it was reached. */
const COLUMNS: Record<SortKey, [string, string]> = {
  wins: ['t.wins', 't.wins_at'], winPct: ['t.win_pct_bp', 't.win_pct_at'], runs: ['t.runs', 't.runs_at'], hits: ['t.hits', 't.hits_at'],
  hr: ['t.hr', 't.hr_at'], so: ['t.strikeouts', 't.strikeouts_at'], avgRuns: ['t.avg_runs_milli', 't.avg_runs_at'],
  curPlay: ['t.current_play_streak', 't.current_play_streak_at'], maxPlay: ['t.max_play_streak', 't.max_play_streak_at'],
  curWin: ['t.current_win_streak', 't.current_win_streak_at'], maxWin: ['t.max_win_streak', 't.max_win_streak_at'],
};

const isDaily = (subTab: LeaderboardSubTab) => subTab.startsWith('Daily');

/** The sort columns of a board in order, each with its direction; the username breaks what is left. */
function sortColumns(source: PeriodSource, subTab: LeaderboardSubTab): Array<{ column: string; desc: boolean }> {
  const [figure, reached] = COLUMNS[FIGURE[subTab]];
  return [
    { column: figure, desc: true },
    { column: isDaily(subTab) && source.kind === 'day' ? 't.first_finish' : reached, desc: false },
    { column: 't.username', desc: false },
  ];
}

/** The sort of a board, written to match one of its table's indexes column for column (see the schema). */
function orderBy(source: PeriodSource, subTab: LeaderboardSubTab): SQL {
  return sql.raw(sortColumns(source, subTab).map((c) => `${c.column} ${c.desc ? 'DESC' : 'ASC'}`).join(', '));
}

/**
 * Rows `o` strictly ahead of the caller's row `t` in the board's order: (a > x) or (a = x and (b > y or ...)), per
 * column direction.
 */
function aheadOf(source: PeriodSource, subTab: LeaderboardSubTab): SQL {
  const columns = sortColumns(source, subTab);
  const build = (i: number): string => {
    const c = columns[i]!;
    const other = c.column.replace('t.', 'o.');
    const beats = `${other} ${c.desc ? '>' : '<'} ${c.column}`;
    return i === columns.length - 1 ? beats : `(${beats} OR (${other} = ${c.column} AND ${build(i + 1)}))`;
  };
  return sql.raw(build(0));
}

function isCurrentStreak(subTab: LeaderboardSubTab): boolean {
  return subTab === 'CurrentPlayStreak' || subTab === 'CurrentWinStreak';
}

interface RawRow {
  username: string;
  games: number;
  wins: number;
  win_pct_bp: number;
  runs: number;
  hits: number;
  hr: number;
  so: number;
  first_day: string;
  last_day: string;
  cur_play: number;
  max_play: number;
  cur_win: number;
  max_win: number;
}

/**
 * A current streak stands while the player's last game (as of the period's end) was on its last day or the day
 * before; a period still running ends today.
 */
export function aliveSince(source: PeriodSource, today: string): string {
  const end = source.kind === 'allTime' || source.to > today ? today : source.to;
  return addDays(end, -1);
}

/**
 * One board: a range scan of one index of the all-time table or of one period slice, LEADERBOARD_LIMIT rows
 * long. Current-streak boards list live streaks only (and, for wins, a win streak going).
 */
function boardRange(source: PeriodSource, subTab: LeaderboardSubTab, today: string, alias = 't'): { from: SQL; aliveOnly: SQL } {
  const alive = aliveSince(source, today);
  const a = sql.raw(alias);
  const aliveOnly = isCurrentStreak(subTab)
    ? sql`AND ${a}.last_played_day >= ${alive}::date ${subTab === 'CurrentWinStreak' ? sql`AND ${a}.current_win_streak > 0` : sql``}`
    : sql``;
  const from = source.kind === 'allTime' ? sql`gotd_user_stats ${a} WHERE true` : sql`gotd_user_periods ${a} WHERE ${a}.kind = ${source.kind} AND ${a}.period = ${source.period}::date`;
  return { from, aliveOnly };
}

const SELECTED = (alive: string) => sql`t.username, t.games_played AS games, t.wins, t.win_pct_bp, t.runs, t.hits, t.hr, t.strikeouts AS so,
      t.first_played_day::text AS first_day, t.last_played_day::text AS last_day,
      CASE WHEN t.last_played_day >= ${alive}::date THEN t.current_play_streak ELSE 0 END AS cur_play, t.max_play_streak AS max_play,
      CASE WHEN t.last_played_day >= ${alive}::date THEN t.current_win_streak ELSE 0 END AS cur_win, t.max_win_streak AS max_win`;

function query(source: PeriodSource, subTab: LeaderboardSubTab, today: string): SQL {
  const alive = aliveSince(source, today);
  const { from, aliveOnly } = boardRange(source, subTab, today);
  return sql`
    SELECT ${SELECTED(alive)}
    FROM ${from} ${aliveOnly}
    ORDER BY ${orderBy(source, subTab)} LIMIT ${sql.raw(String(LEADERBOARD_LIMIT))}`;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** A row as the server sends it: the client adds the rank; the period's first game day is one date. */
export type BoardRow = Omit<LeaderboardRow, 'rank' | 'gamesPlayedOn'> & { gamesPlayedOn: string };

export function toLeaderboardRow(r: RawRow): BoardRow {
  const games = Number(r.games);
  return {
    username: r.username,
    totalWins: Number(r.wins),
    winPercentage: round(Number(r.win_pct_bp) / 100, 1),
    // A row has at least one game; the wire's number reads 0 were it ever without.
    avgRunsScored: round(perGame(Number(r.runs), games) ?? 0, 2),
    avgHits: round(perGame(Number(r.hits), games) ?? 0, 2),
    totalGamesPlayed: games,
    currentPlayStreak: Number(r.cur_play),
    maxPlayStreak: Number(r.max_play),
    currentWinStreak: Number(r.cur_win),
    maxWinStreak: Number(r.max_win),
    totalRunsScored: Number(r.runs),
    totalHits: Number(r.hits),
    totalHr: Number(r.hr),
    totalStrikeouts: Number(r.so),
    gameLastPlayedOn: r.last_day,
    // The first game day of the period: the day itself on Today's boards.
    gamesPlayedOn: r.first_day,
  };
}

/** The board of one sub-tab and period, best first (at most LEADERBOARD_LIMIT rows). */
export async function leaderboardRows(db: Db, source: PeriodSource, subTab: LeaderboardSubTab, today: string): Promise<BoardRow[]> {
  const result = (await db.execute(query(source, subTab, today))) as unknown as { rows: RawRow[] };
  return result.rows.map(toLeaderboardRow);
}

/**
 * The caller's own row and rank on a board, wherever he stands: his row of the same slice, and one count of the rows
 * ahead of it in the board's own order (a range of the board's index). Null when he has no row on that board.
 */
export async function ownRow(db: Db, source: PeriodSource, subTab: LeaderboardSubTab, today: string, userId: number): Promise<{ rank: number; row: BoardRow } | null> {
  const alive = aliveSince(source, today);
  const mine = boardRange(source, subTab, today, 'me');
  const all = boardRange(source, subTab, today, 'o');
  const result = (await db.execute(sql`
    WITH me AS (SELECT * FROM ${mine.from} AND me.user_id = ${userId} ${mine.aliveOnly})
    SELECT ${SELECTED(alive)}, (SELECT count(*) FROM ${all.from} ${all.aliveOnly} AND ${aheadOf(source, subTab)})::int + 1 AS rank
    FROM me t`)) as unknown as { rows: Array<RawRow & { rank: number }> };
  const found = result.rows[0];
  return found ? { rank: Number(found.rank), row: toLeaderboardRow(found) } : null;
}
