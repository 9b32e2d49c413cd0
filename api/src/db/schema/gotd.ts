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

/** All-time aggregates and streaks per user, rewritten from the user's results on every finished game. */
export const gotdUserStats = pgTable(
  'gotd_user_stats',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  },
  (t) => [
    index('gotd_stats_wins').on(sql`${t.wins} DESC`, sql`${t.winPctBp} DESC`, t.username),
    index('gotd_stats_win_pct').on(sql`${t.winPctBp} DESC`, sql`${t.wins} DESC`, t.username),
    index('gotd_stats_cur_play').on(sql`${t.currentPlayStreak} DESC`, sql`${t.maxPlayStreak} DESC`, t.username),
    index('gotd_stats_max_play').on(sql`${t.maxPlayStreak} DESC`, sql`${t.currentPlayStreak} DESC`, t.username),
    index('gotd_stats_cur_win').on(sql`${t.currentWinStreak} DESC`, sql`${t.maxWinStreak} DESC`, t.username),
    index('gotd_stats_max_win').on(sql`${t.maxWinStreak} DESC`, sql`${t.currentWinStreak} DESC`, t.username),
    index('gotd_stats_runs').on(sql`${t.runs} DESC`, t.username),
    index('gotd_stats_hits').on(sql`${t.hits} DESC`, t.username),
    index('gotd_stats_hr').on(sql`${t.hr} DESC`, t.username),
    index('gotd_stats_so').on(sql`${t.strikeouts} DESC`, t.username),
    index('gotd_stats_avg_runs').on(sql`${t.avgRunsMilli} DESC`, t.username),
    index('gotd_stats_last_day').on(t.lastPlayedDay),
  ],
);

/** Per user and calendar month (first day of the month): the Month by Month periods read these. */
export const gotdUserMonths = pgTable(
  'gotd_user_months',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    username: text('username').notNull(),
    gamesPlayed: integer('games_played').notNull(),
    wins: integer('wins').notNull(),
    winPctBp: integer('win_pct_bp').notNull(),
    runs: integer('runs').notNull(),
    hits: integer('hits').notNull(),
    hr: integer('hr').notNull(),
    strikeouts: integer('strikeouts').notNull(),
    avgRunsMilli: integer('avg_runs_milli').notNull(),
    maxPlayStreak: integer('max_play_streak').notNull(),
    maxWinStreak: integer('max_win_streak').notNull(),
    firstPlayedDay: date('first_played_day', { mode: 'string' }).notNull(),
    lastPlayedDay: date('last_played_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    index('gotd_months_wins').on(t.month, sql`${t.wins} DESC`, sql`${t.winPctBp} DESC`, t.username),
    index('gotd_months_win_pct').on(t.month, sql`${t.winPctBp} DESC`, sql`${t.wins} DESC`, t.username),
    index('gotd_months_runs').on(t.month, sql`${t.runs} DESC`, t.username),
    index('gotd_months_hits').on(t.month, sql`${t.hits} DESC`, t.username),
    index('gotd_months_hr').on(t.month, sql`${t.hr} DESC`, t.username),
    index('gotd_months_so').on(t.month, sql`${t.strikeouts} DESC`, t.username),
    index('gotd_months_avg_runs').on(t.month, sql`${t.avgRunsMilli} DESC`, t.username),
    index('gotd_months_max_play').on(t.month, sql`${t.maxPlayStreak} DESC`, t.username),
    index('gotd_months_max_win').on(t.month, sql`${t.maxWinStreak} DESC`, t.username),
  ],
);
