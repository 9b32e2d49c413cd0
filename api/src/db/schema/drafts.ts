import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { leagues } from './leagues';

/**
 * Draft leagues (issue 18). The draft's settings and the engine's DraftState live in `drafts`; every pick is also a
 * row of `draft_picks`, whose keys make a second player for one pick, or one player twice, impossible in the
 * database itself. The current pick's deadline is stored, so a restarted server goes on where it was.
 */
export const drafts = pgTable('drafts', {
  leagueId: integer('league_id').primaryKey().references(() => leagues.id, { onDelete: 'cascade' }),
  mode: text('mode').notNull(),
  rounds: integer('rounds').notNull(),
  pickSeconds: integer('pick_seconds').notNull(),
  maxPlayers: integer('max_players').notNull(),
  /** Eligible players: seasons and league ids. */
  years: jsonb('years').$type<number[]>().notNull(),
  lgIds: jsonb('lg_ids').$type<string[]>().notNull(),
  heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
  /** 'scheduled' | 'live' | 'paused' | 'complete'. */
  status: text('status').notNull(),
  /** The engine's DraftState (order, picks, pause flags, version). */
  state: jsonb('state').notNull(),
  /** When the server picks for the team on the clock; null while scheduled, paused or complete. */
  deadline: timestamp('deadline', { withTimezone: true }),
  /** The secret of the invitation link. */
  inviteToken: text('invite_token').notNull(),
  /** The league context every game of the league is played in (`year-lgId`). */
  environment: text('environment').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const draftPicks = pgTable(
  'draft_picks',
  {
    leagueId: integer('league_id').notNull().references(() => leagues.id, { onDelete: 'cascade' }),
    pick: integer('pick').notNull(),
    team: integer('team').notNull(),
    cardId: text('card_id').notNull(),
    /** One player once per draft, whichever of his seasons. */
    playerId: text('player_id').notNull(),
    /** 'user' | 'commissioner' | 'timeout' | 'computer'. */
    madeBy: text('made_by').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.pick] }), uniqueIndex('draft_picks_player').on(t.leagueId, t.playerId)],
);

/** Each team's queue: autopick takes the first undrafted player in it. */
export const draftQueues = pgTable(
  'draft_queues',
  {
    leagueId: integer('league_id').notNull().references(() => leagues.id, { onDelete: 'cascade' }),
    team: integer('team').notNull(),
    cardIds: jsonb('card_ids').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.team] })],
);

export const leagueChat = pgTable(
  'league_chat',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id').notNull().references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    team: integer('team'),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('league_chat_league').on(t.leagueId, t.id)],
);

export const leagueTrades = pgTable(
  'league_trades',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id').notNull().references(() => leagues.id, { onDelete: 'cascade' }),
    fromTeam: integer('from_team').notNull(),
    toTeam: integer('to_team').notNull(),
    give: jsonb('give').$type<string[]>().notNull(),
    get: jsonb('get').$type<string[]>().notNull(),
    /** 'pending' | 'accepted' | 'rejected' | 'withdrawn' | 'expired'. */
    status: text('status').notNull(),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    requestId: text('request_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    computerAnswered: boolean('computer_answered').notNull().default(false),
  },
  (t) => [index('league_trades_league').on(t.leagueId, t.status), uniqueIndex('league_trades_request').on(t.leagueId, t.fromTeam, t.requestId)],
);

export const leagueTransactions = pgTable(
  'league_transactions',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id').notNull().references(() => leagues.id, { onDelete: 'cascade' }),
    team: integer('team').notNull(),
    /** 'add' | 'drop' | 'trade'. */
    kind: text('kind').notNull(),
    otherTeam: integer('other_team'),
    /** Card ids the team gave up (drop, trade) or took (add). */
    players: jsonb('players').$type<string[]>().notNull(),
    received: jsonb('received').$type<string[]>().notNull(),
    tradeId: integer('trade_id'),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('league_transactions_league').on(t.leagueId, t.id), uniqueIndex('league_transactions_request').on(t.leagueId, t.team, t.requestId)],
);
