import { boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    dateOfBirth: date('date_of_birth'),
    thumbnailUrl: text('thumbnail_url'),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    plan: jsonb('plan'),
    subscription: jsonb('subscription'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isGotdGuest: boolean('is_gotd_guest').notNull().default(false),
    /** Sound is off by default. */
    sound: text('sound').notNull().default('off'),
    ratingsFlag: boolean('ratings_flag').notNull().default(false),
    favoriteTeams: jsonb('favorite_teams').notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set when the account's first free trial started: a plan's trial is given once per user. */
    trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_username_lower').on(sql`lower(${t.username})`), uniqueIndex('users_email_lower').on(sql`lower(${t.email})`)],
);

/** Session keys are stored hashed; one active row per user (unique user_id: a new login replaces the row). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_key_hash').on(t.keyHash), uniqueIndex('sessions_user_unique').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token').on(t.tokenHash)],
);

/**
 * Sign-ups waiting for the e-mail link (accounts/signup-routes.ts): the account is created when the link comes back,
 * so the answer to a sign-up never tells whether its address already has an account.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** firstName, lastName, passwordHash, dateOfBirth (ISO), favoriteTeams: the users row to insert. */
    payload: jsonb('payload').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('pending_signups_token').on(t.tokenHash)],
);

/**
 * Failed logins per typed account name (hashed) and client, and per name across clients; see
 * accounts/login-throttle.ts. `name_key` is the name's own hash, so a password reset can clear every counter of a name.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    nameKey: text('name_key').notNull(),
    failures: integer('failures').notNull(),
    firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttle_name').on(t.nameKey)],
);

/**
 * Browsers a user has logged in from (accounts/known-devices.ts): the cookie's token, stored hashed. A login from a
 * known device is not held back by failures other clients caused.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('known_devices_user').on(t.userId)],
);

/** Realtime tickets already used to open a stream: a ticket opens one stream (rows go when the ticket expires). */
export const spentTickets = pgTable('spent_tickets', {
  mac: text('mac').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The local mail adapter's outbox: every mail the product sends lands here when no SMTP is configured. */
export const outboxMails = pgTable('outbox_mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Profile pictures live in the database so every API instance can serve them. */
export const userImages = pgTable('user_images', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const favoritePlayers = pgTable(
  'favorite_players',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerId: text('player_id').notNull(),
    /** Position code: 1 P … 10 DH. */
    position: integer('position').notNull(),
    customTeamId: text('custom_team_id').notNull().default(''),
    /** 'B' batter or 'P' pitcher. */
    playerType: text('player_type').notNull(),
    year: integer('year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.playerId, t.position, t.customTeamId] })],
);

export const favoriteTeams = pgTable(
  'favorite_teams',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: text('team_id').notNull(),
    year: integer('year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorite_teams_user_team_year').on(t.userId, t.teamId, t.year)],
);
