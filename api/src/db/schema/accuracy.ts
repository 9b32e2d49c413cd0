import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Accuracy reports (issue 40 item 5): one row per season and engine version. The job adds one replay's results to
 * `partial` at a time (guarded by `replays_done`, so a job run twice adds it once), then writes the report and
 * empties `partial`. A report of another engine version is never shown: the new version gets a row of its own.
 */
export const seasonAccuracy = pgTable(
  'season_accuracy',
  {
    year: integer('year').notNull(),
    engineVersion: text('engine_version').notNull(),
    /** 'queued' | 'running' | 'ready' | 'failed'. */
    status: text('status').notNull(),
    replays: integer('replays').notNull(),
    replaysDone: integer('replays_done').notNull().default(0),
    /** The replays' results so far (accuracy/figures.ts ReplayResult[]), until the report is written. */
    partial: jsonb('partial').notNull().default(sql`'[]'::jsonb`),
    /** teams, rates and errors of contract SeasonAccuracyReport, once ready. */
    report: jsonb('report'),
    /** Failed runs of the current replay in a row; the report fails after a few. */
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    computedAt: timestamp('computed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.year, t.engineVersion] })],
);
