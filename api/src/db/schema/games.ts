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
    /** One of GAME_MODES (contract/src/gameplay-api.ts): 'exhibition', 'gotd', 'head-to-head', ... */
    mode: text('mode').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    guest: boolean('guest').notNull().default(false),
    homeTeamId: text('home_team_id').notNull(),
    homeYear: integer('home_year').notNull(),
    awayTeamId: text('away_team_id').notNull(),
    awayYear: integer('away_year').notNull(),
    /** The side the owner manages: 'home', 'away' or 'none' (computer vs computer). Kept with `seats` for history queries. */
    userSide: text('user_side').notNull(),
    /** Who sits in each seat: { away, home }, each { kind: 'user', userId } | { kind: 'computer' } | { kind: 'open' }. */
    seats: jsonb('seats').notNull().default({ away: { kind: 'computer' }, home: { kind: 'computer' } }),
    seed: integer('seed').notNull(),
    /** Engine options, day/night and each side's lineup, starting pitcher and eligible players. */
    options: jsonb('options').notNull(),
    /** Engine decisions in order; the state is createGame(setup) + these. */
    decisions: jsonb('decisions').notNull(),
    /** Bumped by every write (decision, undo, reset, setup change): the version clients send back and streams carry. */
    revision: integer('revision').notNull().default(0),
    /** The revision of the last undo or reset: a client that saw an older revision must reload the plays. */
    rewoundRevision: integer('rewound_revision').notNull().default(0),
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
