import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Client-side failures reported by the browser's local error-reporting adapter. */
export const clientErrors = pgTable('client_errors', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  baseUrl: text('base_url'),
  url: text('url'),
  method: text('method'),
  response: jsonb('response'),
  requestData: jsonb('request_data'),
  userAgent: text('user_agent'),
  /** The signed-in reporter, for support; a deleted account leaves its reports anonymous. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
