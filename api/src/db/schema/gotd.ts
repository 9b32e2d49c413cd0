import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/** Server-side secrets and settings of the Game of the Day (one row per key, written once). */
export const gotdSettings = pgTable('gotd_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The matchup of each game day, frozen the first time the day is asked for, so a re-import
 * during the day cannot change the game under players who already started it.
 */
export const gotdDays = pgTable('gotd_days', {
  gameDay: date('game_day', { mode: 'string' }).primaryKey(),
  homeTeamId: text('home_team_id').notNull(),
  homeYear: integer('home_year').notNull(),
  awayTeamId: text('away_team_id').notNull(),
  awayYear: integer('away_year').notNull(),
  /** 0 the player manages the away team, 1 the home team. */
  userSide: integer('user_side').notNull(),
  seed: text('seed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One attempt per user and game day (the unique index is what refuses a second attempt, also under
 * concurrency). `status` is 'playing' until the game ends, then 'final' with the result columns set.
 */
export const gotdResults = pgTable(
  'gotd_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameDay: date('game_day', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('playing'),
    /**
     * The server game (game service, mode 'gotd'): the client only ever sends decisions. Not a foreign
     * key on purpose: a result and the streaks built on it outlive the game's decision log.
     */
    gameId: text('game_id').notNull(),
    win: boolean('win').notNull().default(false),
    runs: integer('runs').notNull().default(0),
    hits: integer('hits').notNull().default(0),
    hr: integer('hr').notNull().default(0),
    strikeouts: integer('strikeouts').notNull().default(0),
    runsAllowed: integer('runs_allowed').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gotd_results_user_day').on(t.userId, t.gameDay),
    uniqueIndex('gotd_results_game').on(t.gameId),
    // Period boards aggregate a day range of final results.
    index('gotd_results_day_final').on(t.gameDay, t.userId).where(sql`status = 'final'`),
  ],
);

/**
 * The totals and streaks a leaderboard row is made of, shared by the all-time and the period tables
 * (a function: every table needs its own column builders).
 */
function aggregateColumns() {
  return {
    username: text('username').notNull(),
    gamesPlayed: integer('games_played').notNull(),
    wins: integer('wins').notNull(),
    /** Basis points (wins / games × 10000): an integer keeps the sort index exact. */
    winPctBp: integer('win_pct_bp').notNull(),
    runs: integer('runs').notNull(),
    hits: integer('hits').notNull(),
    hr: integer('hr').notNull(),
    strikeouts: integer('strikeouts').notNull(),
    /** Runs per game × 1000. */
    avgRunsMilli: integer('avg_runs_milli').notNull(),
    currentPlayStreak: integer('current_play_streak').notNull(),
    maxPlayStreak: integer('max_play_streak').notNull(),
    currentWinStreak: integer('current_win_streak').notNull(),
    maxWinStreak: integer('max_win_streak').notNull(),
    firstPlayedDay: date('first_played_day', { mode: 'string' }).notNull(),
    lastPlayedDay: date('last_played_day', { mode: 'string' }).notNull(),
    // When each board figure reached its value: a tie on a board goes to whoever got there first (see aggregates.ts).
    winsAt: reachedAt('wins_at'),
    winPctAt: reachedAt('win_pct_at'),
    runsAt: reachedAt('runs_at'),
    hitsAt: reachedAt('hits_at'),
    hrAt: reachedAt('hr_at'),
    strikeoutsAt: reachedAt('strikeouts_at'),
    avgRunsAt: reachedAt('avg_runs_at'),
    currentPlayStreakAt: reachedAt('current_play_streak_at'),
    maxPlayStreakAt: reachedAt('max_play_streak_at'),
    currentWinStreakAt: reachedAt('current_win_streak_at'),
    maxWinStreakAt: reachedAt('max_win_streak_at'),
  };
}

function reachedAt(name: string) {
  return timestamp(name, { withTimezone: true }).notNull();
}

type IndexColumn = Parameters<ReturnType<typeof index>['on']>[0];
type AggregateTable = { [K in keyof ReturnType<typeof aggregateColumns>]: IndexColumn };

/**
 * One index per board sort (sub-tab), column for column as leaderboard-query orders: the figure, then when it was
 * reached (first there ranks first), the username last; `leading` narrows a table to one slice first.
 */
function boardIndexes(prefix: string, t: AggregateTable, leading: IndexColumn[] = []) {
  const desc = (column: IndexColumn) => sql`${column} DESC`;
  const on = (name: string, ...columns: IndexColumn[]) => {
    const all = [...leading, ...columns, t.username];
    return index(`${prefix}_${name}`).on(all[0]!, ...all.slice(1));
  };
  return [
    on('wins', desc(t.wins), t.winsAt),
    on('win_pct', desc(t.winPctBp), t.winPctAt),
    on('cur_play', desc(t.currentPlayStreak), t.currentPlayStreakAt),
    on('max_play', desc(t.maxPlayStreak), t.maxPlayStreakAt),
    on('cur_win', desc(t.currentWinStreak), t.currentWinStreakAt),
    on('max_win', desc(t.maxWinStreak), t.maxWinStreakAt),
    on('runs', desc(t.runs), t.runsAt),
    on('hits', desc(t.hits), t.hitsAt),
    on('hr', desc(t.hr), t.hrAt),
    on('so', desc(t.strikeouts), t.strikeoutsAt),
    on('avg_runs', desc(t.avgRunsMilli), t.avgRunsAt),
  ];
}

/** All-time aggregates and streaks per user, rewritten from the user's results on every finished game. */
export const gotdUserStats = pgTable(
  'gotd_user_stats',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...aggregateColumns(),
  },
  (t) => [...boardIndexes('gotd_stats', t), index('gotd_stats_last_day').on(t.lastPlayedDay)],
);

/**
 * Per user and period, written with the user's results: 'day' (period = the game day), 'last7' (the seven days
 * ending on period) and 'month' (period = its first day). Every board reads one (kind, period) slice through an
 * index in its own sort order, so a board is an index range scan of LEADERBOARD_LIMIT rows whatever the period.
 * Streak columns are as of the period's last day (its end, or today for a period still running); max streaks
 * are all-time for 'day' and 'last7', within the month for 'month'. See api/src/gotd/README.md.
 */
export const gotdUserPeriods = pgTable(
  'gotd_user_periods',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'day' | 'last7' | 'month'>().notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    ...aggregateColumns(),
    /** The earliest finish in the period: Today's boards rank earlier finishers first on ties. */
    firstFinish: timestamp('first_finish', { withTimezone: true }).notNull(),
  },
  (t) => {
    const slice = [t.kind, t.period] as const;
    const desc = (column: IndexColumn) => sql`${column} DESC`;
    const today = sql`kind = 'day'`;
    return [
      primaryKey({ columns: [t.userId, t.kind, t.period] }),
      ...boardIndexes('gotd_periods', t, [...slice]),
      // The Today tab's own boards exist for single days only.
      // A day's figure is reached when its one game finishes: the earlier finish ranks first.
      index('gotd_periods_daily_runs').on(...slice, desc(t.runs), t.firstFinish, t.username).where(today),
      index('gotd_periods_daily_hr').on(...slice, desc(t.hr), t.firstFinish, t.username).where(today),
      index('gotd_periods_daily_hits').on(...slice, desc(t.hits), t.firstFinish, t.username).where(today),
      index('gotd_periods_daily_so').on(...slice, desc(t.strikeouts), t.firstFinish, t.username).where(today),
    ];
  },
);
