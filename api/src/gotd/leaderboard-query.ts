import { sql, type SQL } from 'drizzle-orm';
import type { LeaderboardRow } from '@bb/shared/src/contract/user';
import { LEADERBOARD_LIMIT, type LeaderboardSubTab } from '@bb/shared/src/contract/gotd-api';
import type { Db } from '../db/database';
import { addDays } from './game-day';
import type { PeriodSource } from './leaderboard-periods';

type SortKey = 'wins' | 'winPct' | 'runs' | 'hits' | 'hr' | 'so' | 'avgRuns' | 'curPlay' | 'maxPlay' | 'curWin' | 'maxWin' | 'firstFinish';

/**
 * Sort keys per sub-tab (all descending but the finishing time), then the username: every tie is broken
 * the same way on every request and every backend. Streak boards list only streaks still alive.
 */
const ORDER: Record<LeaderboardSubTab, SortKey[]> = {
  TotalWins: ['wins', 'winPct'],
  WinPercentage: ['winPct', 'wins'],
  CurrentPlayStreak: ['curPlay', 'maxPlay'],
  MaxPlayStreak: ['maxPlay', 'curPlay'],
  CurrentWinStreak: ['curWin', 'maxWin'],
  MaxWinStreak: ['maxWin', 'curWin'],
  TotalRunsScored: ['runs'],
  TotalHits: ['hits'],
  TotalHr: ['hr'],
  TotalStrikeouts: ['so'],
  AvgRunsScored: ['avgRuns'],
  DailyRunsLeader: ['runs', 'wins', 'firstFinish'],
  DailyHRLeader: ['hr', 'runs', 'firstFinish'],
  DailyHitsLeader: ['hits', 'runs', 'firstFinish'],
  DailyStrikeoutsLeader: ['so', 'wins', 'firstFinish'],
};

/** Both tables name their columns alike; only a period slice knows its first finish. */
const COLUMNS: Record<SortKey, string> = {
  wins: 't.wins', winPct: 't.win_pct_bp', runs: 't.runs', hits: 't.hits', hr: 't.hr', so: 't.strikeouts', avgRuns: 't.avg_runs_milli',
  curPlay: 't.current_play_streak', maxPlay: 't.max_play_streak', curWin: 't.current_win_streak', maxWin: 't.max_win_streak', firstFinish: 't.first_finish',
};

/** The sort of a board, written to match one of its table's indexes column for column (see the schema). */
function orderBy(source: PeriodSource, subTab: LeaderboardSubTab): SQL {
  const parts = ORDER[subTab]
    .filter((key) => key !== 'firstFinish' || source.kind === 'day')
    .map((key) => (key === 'firstFinish' ? `${COLUMNS[key]} ASC` : `${COLUMNS[key]} DESC`));
  return sql.raw([...parts, 't.username ASC'].join(', '));
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
function query(source: PeriodSource, subTab: LeaderboardSubTab, today: string): SQL {
  const alive = aliveSince(source, today);
  const aliveOnly = isCurrentStreak(subTab)
    ? sql`AND t.last_played_day >= ${alive}::date ${subTab === 'CurrentWinStreak' ? sql`AND t.current_win_streak > 0` : sql``}`
    : sql``;
  const from = source.kind === 'allTime' ? sql`gotd_user_stats t WHERE true` : sql`gotd_user_periods t WHERE t.kind = ${source.kind} AND t.period = ${source.period}::date`;
  return sql`
    SELECT t.username, t.games_played AS games, t.wins, t.win_pct_bp, t.runs, t.hits, t.hr, t.strikeouts AS so,
      t.first_played_day::text AS first_day, t.last_played_day::text AS last_day,
      CASE WHEN t.last_played_day >= ${alive}::date THEN t.current_play_streak ELSE 0 END AS cur_play, t.max_play_streak AS max_play,
      CASE WHEN t.last_played_day >= ${alive}::date THEN t.current_win_streak ELSE 0 END AS cur_win, t.max_win_streak AS max_win
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
    avgRunsScored: games ? round(Number(r.runs) / games, 2) : 0,
    avgHits: games ? round(Number(r.hits) / games, 2) : 0,
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
