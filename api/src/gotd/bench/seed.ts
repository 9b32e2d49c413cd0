import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { addDays } from '../game-day';

export interface SeedOptions {
  users: number;
  days: number;
  /** Players per day drawn at random (a user drawn twice on one day plays once). */
  playersPerDay: number;
  /** Every n-th user plays every day: long streaks at the top of the streak boards. */
  dailyPlayerEvery: number;
  today: string;
}

const run = (db: Db, statement: ReturnType<typeof sql>) => db.execute(statement);

/**
 * A year of Game of the Day history in bulk SQL (generate_series and hashes, no row-by-row inserts): users,
 * their daily results, then the aggregates and streaks the submission path maintains, derived with window
 * functions (consecutive days form islands: day minus row number is constant along a run).
 */
export async function seedLeaderboard(db: Db, o: SeedOptions): Promise<{ results: number }> {
  const first = addDays(o.today, -(o.days - 1));
  await run(db, sql`
    INSERT INTO users (username, email, password_hash)
    SELECT 'player' || lpad(g::text, 6, '0'), 'player' || g || '@bench.invalid', 'x' FROM generate_series(1, ${o.users}) AS g`);

  await run(db, sql`
    INSERT INTO gotd_results (user_id, game_day, status, game_id, win, runs, hits, hr, strikeouts, runs_allowed, started_at, finished_at)
    SELECT u.id, p.day, 'final', 'bench-' || u.id || '-' || p.day,
      (abs(hashint4(u.id * 7 + p.n)) % 2) = 0, abs(hashint4(u.id + p.n)) % 11, 3 + abs(hashint4(u.id * 3 + p.n)) % 10,
      abs(hashint4(u.id * 5 + p.n)) % 4, 2 + abs(hashint4(u.id * 11 + p.n)) % 12, abs(hashint4(u.id * 13 + p.n)) % 9,
      p.day + time '20:00', p.day + time '20:15' + (abs(hashint4(u.id)) % 3600) * interval '1 second'
    FROM (
      SELECT d::date AS day, (d::date - ${first}::date) AS n, k
      FROM generate_series(${first}::date, ${o.today}::date, interval '1 day') AS d, generate_series(1, ${o.playersPerDay}) AS k
    ) p
    JOIN users u ON u.id = (SELECT min(id) FROM users) + abs(hashint4(p.n * 100003 + p.k)) % ${o.users}
    UNION ALL
    SELECT u.id, d::date, 'final', 'bench-daily-' || u.id || '-' || d::date,
      (abs(hashint4(u.id + (d::date - ${first}::date))) % 3) > 0, 4, 8, 1, 7, 3, d::date + time '20:00', d::date + time '20:30'
    FROM users u, generate_series(${first}::date, ${o.today}::date, interval '1 day') AS d
    WHERE u.username LIKE 'player%' AND (u.id % ${o.dailyPlayerEvery}) = 0
    ON CONFLICT (user_id, game_day) DO NOTHING`);
  // Fresh statistics before aggregating: planned against the empty tables, the joins below go quadratic.
  await run(db, sql`ANALYZE users`);
  await run(db, sql`ANALYZE gotd_results`);

  await run(db, sql`
    WITH r AS (
      SELECT user_id, game_day, win, runs, hits, hr, strikeouts,
        game_day - (row_number() OVER (PARTITION BY user_id ORDER BY game_day))::int AS play_run
      FROM gotd_results WHERE status = 'final'),
    w AS (
      SELECT user_id, game_day, game_day - (row_number() OVER (PARTITION BY user_id ORDER BY game_day))::int AS win_run
      FROM gotd_results WHERE status = 'final' AND win),
    play_runs AS (SELECT user_id, play_run, count(*)::int AS len, max(game_day) AS last_day FROM r GROUP BY user_id, play_run),
    win_runs AS (SELECT user_id, win_run, count(*)::int AS len, max(game_day) AS last_day FROM w GROUP BY user_id, win_run),
    -- One row per user each (latest run and longest run), so every join below is 1:1 on user_id.
    play AS (
      SELECT DISTINCT ON (user_id) user_id, len AS cur, max(len) OVER (PARTITION BY user_id) AS mx
      FROM play_runs ORDER BY user_id, last_day DESC),
    wins AS (
      SELECT DISTINCT ON (user_id) user_id, len AS cur, last_day, max(len) OVER (PARTITION BY user_id) AS mx
      FROM win_runs ORDER BY user_id, last_day DESC),
    totals AS (
      SELECT user_id, count(*)::int AS games, count(*) FILTER (WHERE win)::int AS wins, sum(runs)::int AS runs, sum(hits)::int AS hits,
        sum(hr)::int AS hr, sum(strikeouts)::int AS so, min(game_day) AS first_day, max(game_day) AS last_day
      FROM r GROUP BY user_id)
    INSERT INTO gotd_user_stats (user_id, username, games_played, wins, win_pct_bp, runs, hits, hr, strikeouts, avg_runs_milli,
      current_play_streak, max_play_streak, current_win_streak, max_win_streak, first_played_day, last_played_day)
    SELECT t.user_id, u.username, t.games, t.wins, round(t.wins * 10000.0 / t.games)::int, t.runs, t.hits, t.hr, t.so,
      round(t.runs * 1000.0 / t.games)::int, p.cur, p.mx,
      CASE WHEN w.last_day = t.last_day THEN w.cur ELSE 0 END, coalesce(w.mx, 0), t.first_day, t.last_day
    FROM totals t
    JOIN users u ON u.id = t.user_id
    JOIN play p ON p.user_id = t.user_id
    LEFT JOIN wins w ON w.user_id = t.user_id`);

  // Per month: each row learns the length of its play run and (for wins) its win run through window counts,
  // so one GROUP BY gives totals and longest runs without joining aggregates to each other.
  await run(db, sql`
    WITH r AS (
      SELECT user_id, date_trunc('month', game_day)::date AS month, game_day, win, runs, hits, hr, strikeouts,
        game_day - (row_number() OVER (PARTITION BY user_id, date_trunc('month', game_day) ORDER BY game_day))::int AS play_run,
        game_day - (row_number() OVER (PARTITION BY user_id, date_trunc('month', game_day), win ORDER BY game_day))::int AS win_run
      FROM gotd_results WHERE status = 'final'),
    l AS (
      SELECT r.*, count(*) OVER (PARTITION BY user_id, month, play_run) AS play_len,
        CASE WHEN win THEN count(*) OVER (PARTITION BY user_id, month, win, win_run) ELSE 0 END AS win_len
      FROM r),
    m AS (
      SELECT user_id, month, count(*)::int AS games, count(*) FILTER (WHERE win)::int AS wins, sum(runs)::int AS runs, sum(hits)::int AS hits,
        sum(hr)::int AS hr, sum(strikeouts)::int AS so, max(play_len)::int AS max_play, max(win_len)::int AS max_win,
        min(game_day) AS first_day, max(game_day) AS last_day
      FROM l GROUP BY user_id, month)
    INSERT INTO gotd_user_months (user_id, month, username, games_played, wins, win_pct_bp, runs, hits, hr, strikeouts, avg_runs_milli,
      max_play_streak, max_win_streak, first_played_day, last_played_day)
    SELECT m.user_id, m.month, u.username, m.games, m.wins, round(m.wins * 10000.0 / m.games)::int, m.runs, m.hits, m.hr, m.so,
      round(m.runs * 1000.0 / m.games)::int, m.max_play, m.max_win, m.first_day, m.last_day
    FROM m JOIN users u ON u.id = m.user_id`);

  await run(db, sql`ANALYZE`);
  const count = (await db.execute(sql`SELECT count(*)::int AS n FROM gotd_results`)) as unknown as { rows: Array<{ n: number }> };
  return { results: Number(count.rows[0]!.n) };
}
