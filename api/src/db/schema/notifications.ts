import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A user's notifications; `read_at` null = unread (the header badge counts those). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('general'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    leagueId: text('league_id'),
    tournamentName: text('tournament_name'),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created').on(t.userId, t.createdAt), index('notifications_user_league').on(t.userId, t.leagueId)],
);

/** Admin and announcement toasts: persistent in every browser while `display` is on. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull().default('announcement'),
  message: text('message').notNull(),
  colour: text('colour').notNull(),
  display: boolean('display').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
