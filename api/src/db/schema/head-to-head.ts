import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { games } from './games';

/**
 * Head to head, live (issue 19). The game itself is a `games` row (mode 'head-to-head', two user seats, one open
 * until the invitee accepts); these tables hold what only a live game between two people has.
 */

/** One row per head-to-head game: its owner's choices and the turn the clock runs for. */
export const h2hGames = pgTable('h2h_games', {
  gameId: text('game_id').primaryKey().references(() => games.id, { onDelete: 'cascade' }),
  ownerUserId: integer('owner_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The users who started in each seat (a seat handed to the computer keeps its user here, for rejoin and history). */
  awayUserId: integer('away_user_id').references(() => users.id, { onDelete: 'set null' }),
  homeUserId: integer('home_user_id').references(() => users.id, { onDelete: 'set null' }),
  spectatorsAllowed: boolean('spectators_allowed').notNull().default(true),
  /** User ids the owner blocked from watching. */
  blocked: jsonb('blocked').notNull().default([]),
  /** Sides the computer took over and why: { away?: 'exit' | 'left' | 'inactive', home?: … }. */
  takenOver: jsonb('taken_over').notNull().default({}),
  /** The game revision the current turn started at, and when (the injected clock); null: no clock runs. */
  turnRevision: integer('turn_revision'),
  turnStartedAt: timestamp('turn_started_at', { withTimezone: true }),
  /** Each side's last own move (the injected clock): inactivity is measured from it. */
  awayActiveAt: timestamp('away_active_at', { withTimezone: true }),
  homeActiveAt: timestamp('home_active_at', { withTimezone: true }),
  /** When each player's last open stream of the game closed (the injected clock); null while connected. */
  awayGoneAt: timestamp('away_gone_at', { withTimezone: true }),
  homeGoneAt: timestamp('home_gone_at', { withTimezone: true }),
  /** Bumped by every change of this row (the streams' unversioned block is rebuilt). */
  version: integer('version').notNull().default(0),
});

export const h2hInvitations = pgTable(
  'h2h_invitations',
  {
    /** Random UUID: also the share link's secret. */
    id: text('id').primaryKey(),
    gameId: text('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Null: a link anyone with a subscription may accept. */
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending', 'accepted', 'rejected', 'withdrawn', 'expired' (stored once noticed; a pending row past expiresAt is expired). */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('h2h_invitations_to').on(t.toUserId, t.status), index('h2h_invitations_game').on(t.gameId, t.createdAt)],
);

/**
 * Who has a stream open now, on which instance: users on the site (the opponent picker's "online") and viewers of a
 * game (players' connections, spectator counts). Each instance writes its own rows and refreshes them while the stream
 * lives; a row not refreshed for two heartbeats (a crashed instance) no longer counts. Times are the database's.
 */
export const presence = pgTable(
  'presence',
  {
    /** 'site' (the notifications stream) or 'game:{gameId}'. */
    topic: text('topic').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    /** 'player' or 'spectator' for game topics; 'user' for the site. */
    role: text('role').notNull(),
    /** Streams of this user on this instance (tabs). */
    connections: integer('connections').notNull().default(1),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.topic, t.userId, t.instanceId] }), index('presence_user').on(t.userId)],
);
