import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
