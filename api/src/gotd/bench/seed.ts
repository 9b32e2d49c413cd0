import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rebuildAggregates } from '../aggregate-store';
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
 * A year of Game of the Day history: users and their daily results in bulk SQL (generate_series and hashes, no
 * row-by-row inserts), then the all-time and period aggregates the submission path maintains.
 */
export async function seedLeaderboard(db: Db, o: SeedOptions): Promise<{ results: number; periodRows: number }> {
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
  // Fresh statistics before aggregating: planned against empty tables, the rebuild reads would go quadratic.
  await run(db, sql`ANALYZE users`);
  await run(db, sql`ANALYZE gotd_results`);

  // The aggregates come from the same code the submission path runs, a batch of users at a time.
  const rebuilt = await rebuildAggregates(db, o.today);
  await run(db, sql`ANALYZE`);
  const count = (await db.execute(sql`SELECT count(*)::int AS n FROM gotd_results`)) as unknown as { rows: Array<{ n: number }> };
  return { results: Number(count.rows[0]!.n), periodRows: rebuilt.periodRows };
}
