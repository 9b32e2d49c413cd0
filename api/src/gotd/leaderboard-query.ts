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

/** Column of each sort key per source; the all-time and month columns match their sort indexes. */
const COLUMNS: Record<PeriodSource['kind'], Partial<Record<SortKey, string>>> = {
  allTime: {
    wins: 's.wins', winPct: 's.win_pct_bp', runs: 's.runs', hits: 's.hits', hr: 's.hr', so: 's.strikeouts', avgRuns: 's.avg_runs_milli',
    curPlay: 's.current_play_streak', maxPlay: 's.max_play_streak', curWin: 's.current_win_streak', maxWin: 's.max_win_streak',
  },
  month: {
    wins: 'm.wins', winPct: 'm.win_pct_bp', runs: 'm.runs', hits: 'm.hits', hr: 'm.hr', so: 'm.strikeouts', avgRuns: 'm.avg_runs_milli',
    curPlay: 's.current_play_streak', maxPlay: 'm.max_play_streak', curWin: 's.current_win_streak', maxWin: 'm.max_win_streak',
  },
  days: {
    wins: 'a.wins', winPct: 'a.win_pct_bp', runs: 'a.runs', hits: 'a.hits', hr: 'a.hr', so: 'a.strikeouts', avgRuns: 'a.avg_runs_milli',
    curPlay: 's.current_play_streak', maxPlay: 's.max_play_streak', curWin: 's.current_win_streak', maxWin: 's.max_win_streak', firstFinish: 'a.first_finish',
  },
};

function orderBy(kind: PeriodSource['kind'], subTab: LeaderboardSubTab): SQL {
  const parts = ORDER[subTab].map((key) => {
    const column = COLUMNS[kind][key] ?? COLUMNS[kind].wins!;
    return key === 'firstFinish' ? `${column} ASC` : `${column} DESC`;
  });
  return sql.raw([...parts, 's.username ASC'].join(', '));
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

/** Current streaks count only while alive (last game today or yesterday); max streaks come from the period's source. */
function streakColumns(period: 's' | 'm', alive: string): SQL {
  const p = sql.raw(period);
  return sql`CASE WHEN s.last_played_day >= ${alive}::date THEN s.current_play_streak ELSE 0 END AS cur_play,
    ${p}.max_play_streak AS max_play,
    CASE WHEN s.last_played_day >= ${alive}::date THEN s.current_win_streak ELSE 0 END AS cur_win,
    ${p}.max_win_streak AS max_win`;
}

function query(source: PeriodSource, subTab: LeaderboardSubTab, today: string): SQL {
  const alive = addDays(today, -1);
  // A current-streak board lists live streaks only: last game today or yesterday (and, for wins, a win streak going).
  const aliveOnly = isCurrentStreak(subTab)
    ? sql`AND s.last_played_day >= ${alive}::date ${subTab === 'CurrentWinStreak' ? sql`AND s.current_win_streak > 0` : sql``}`
    : sql``;
  const order = orderBy(source.kind, subTab);
  const limit = sql.raw(String(LEADERBOARD_LIMIT));
  if (source.kind === 'allTime') {
    return sql`
      SELECT u.username, s.games_played AS games, s.wins, s.win_pct_bp, s.runs, s.hits, s.hr, s.strikeouts AS so,
        s.first_played_day::text AS first_day, s.last_played_day::text AS last_day, ${streakColumns('s', alive)}
      FROM gotd_user_stats s JOIN users u ON u.id = s.user_id
      WHERE true ${aliveOnly}
      ORDER BY ${order} LIMIT ${limit}`;
  }
  if (source.kind === 'month') {
    return sql`
      SELECT u.username, m.games_played AS games, m.wins, m.win_pct_bp, m.runs, m.hits, m.hr, m.strikeouts AS so,
        m.first_played_day::text AS first_day, m.last_played_day::text AS last_day, ${streakColumns('m', alive)}
      FROM gotd_user_months m JOIN gotd_user_stats s ON s.user_id = m.user_id JOIN users u ON u.id = m.user_id
      WHERE m.month = ${source.month}::date ${aliveOnly}
      ORDER BY ${order} LIMIT ${limit}`;
  }
  return sql`
    WITH a AS (
      SELECT user_id, count(*)::int AS games, count(*) FILTER (WHERE win)::int AS wins,
        (round(count(*) FILTER (WHERE win) * 10000.0 / count(*)))::int AS win_pct_bp,
        sum(runs)::int AS runs, sum(hits)::int AS hits, sum(hr)::int AS hr, sum(strikeouts)::int AS strikeouts,
        (round(sum(runs) * 1000.0 / count(*)))::int AS avg_runs_milli,
        min(game_day)::text AS first_day, max(game_day)::text AS last_day, min(finished_at) AS first_finish
      FROM gotd_results
      WHERE status = 'final' AND game_day BETWEEN ${source.from}::date AND ${source.to}::date
      GROUP BY user_id)
    SELECT u.username, a.games, a.wins, a.win_pct_bp, a.runs, a.hits, a.hr, a.strikeouts AS so,
      a.first_day, a.last_day, ${streakColumns('s', alive)}
    FROM a JOIN gotd_user_stats s ON s.user_id = a.user_id JOIN users u ON u.id = a.user_id
    WHERE true ${aliveOnly}
    ORDER BY ${order} LIMIT ${limit}`;
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
