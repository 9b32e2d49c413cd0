import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Server-authoritative games (issue 7). A game is its setup (teams, lineups, eligibles, options,
 * seed) plus the decision log: the engine is deterministic, so the live state is a replay of both.
 */
export const games = pgTable(
  'games',
  {
    /** Random UUID: a guest game is reachable only by whoever holds its id. */
    id: text('id').primaryKey(),
    /** 'single' (exhibition against the computer) or 'gotd' (Game of the Day). */
    mode: text('mode').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    guest: boolean('guest').notNull().default(false),
    homeTeamId: text('home_team_id').notNull(),
    homeYear: integer('home_year').notNull(),
    awayTeamId: text('away_team_id').notNull(),
    awayYear: integer('away_year').notNull(),
    /** The side the user manages: 'home', 'away' or 'none' (computer vs computer). */
    userSide: text('user_side').notNull(),
    seed: integer('seed').notNull(),
    /** Engine options, day/night and each side's lineup, starting pitcher and eligible players. */
    options: jsonb('options').notNull(),
    /** Engine decisions in order; the state is createGame(setup) + these. */
    decisions: jsonb('decisions').notNull(),
    /** 'setup' (lineups may change), 'live', 'final'. */
    status: text('status').notNull(),
    /** True when the user left and the computer played the rest. */
    exited: boolean('exited').notNull().default(false),
    summary: jsonb('summary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('games_owner_mode').on(t.ownerUserId, t.mode, t.updatedAt)],
);
