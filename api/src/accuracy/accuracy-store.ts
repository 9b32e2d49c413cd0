/** The stored reports (table season_accuracy): one row per season and engine version. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SeasonAccuracyReport, SeasonAccuracyStatus } from '@bb/contract';
import type { Db } from '../db/database';
import { seasonAccuracy } from '../db/schema/accuracy';
import type { AccuracyFigures, ReplayResult } from './figures';

export type AccuracyRow = typeof seasonAccuracy.$inferSelect;

const keyOf = (year: number, version: string) => and(eq(seasonAccuracy.year, year), eq(seasonAccuracy.engineVersion, version));

export async function readRow(db: Db, year: number, version: string): Promise<AccuracyRow | null> {
  const [row] = await db.select().from(seasonAccuracy).where(keyOf(year, version));
  return row ?? null;
}

/** The queued row, or the one another request or instance queued first. */
export async function queueRow(db: Db, year: number, version: string, replays: number, now: Date): Promise<AccuracyRow> {
  await db.insert(seasonAccuracy).values({ year, engineVersion: version, status: 'queued', replays, createdAt: now, updatedAt: now }).onConflictDoNothing();
  return (await readRow(db, year, version))!;
}

/** A failed report asked for again starts over. */
export async function requeueRow(db: Db, year: number, version: string, now: Date): Promise<void> {
  await db
    .update(seasonAccuracy)
    .set({ status: 'queued', attempts: 0, error: null, updatedAt: now })
    .where(and(keyOf(year, version), eq(seasonAccuracy.status, 'failed')));
}

export async function touchRow(db: Db, year: number, version: string, now: Date): Promise<void> {
  await db.update(seasonAccuracy).set({ updatedAt: now }).where(keyOf(year, version));
}

export async function markRunning(db: Db, year: number, version: string, now: Date): Promise<void> {
  await db
    .update(seasonAccuracy)
    .set({ status: 'running', updatedAt: now })
    .where(and(keyOf(year, version), inArray(seasonAccuracy.status, ['queued', 'running'])));
}

/** Adds replay number `done` + 1; false when a twin run of the job added it first. */
export async function addReplay(db: Db, year: number, version: string, done: number, result: ReplayResult, now: Date): Promise<boolean> {
  const stored = await db
    .update(seasonAccuracy)
    .set({ replaysDone: done + 1, partial: sql`${seasonAccuracy.partial} || ${JSON.stringify([result])}::jsonb`, attempts: 0, error: null, updatedAt: now })
    .where(and(keyOf(year, version), eq(seasonAccuracy.replaysDone, done), eq(seasonAccuracy.status, 'running')))
    .returning({ year: seasonAccuracy.year });
  return stored.length > 0;
}

export async function finishRow(db: Db, year: number, version: string, figures: AccuracyFigures, now: Date): Promise<void> {
  await db
    .update(seasonAccuracy)
    .set({ status: 'ready', report: figures, partial: [], computedAt: now, updatedAt: now })
    .where(and(keyOf(year, version), inArray(seasonAccuracy.status, ['queued', 'running'])));
}

/** One more failed run; after `limit` in a row the report fails (true) instead of being retried. */
export async function recordFailure(db: Db, year: number, version: string, message: string, limit: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(seasonAccuracy)
    .set({
      attempts: sql`${seasonAccuracy.attempts} + 1`, error: message.slice(0, 500), updatedAt: now,
      status: sql`CASE WHEN ${seasonAccuracy.attempts} + 1 >= ${limit} THEN 'failed' ELSE ${seasonAccuracy.status} END`,
    })
    .where(and(keyOf(year, version), inArray(seasonAccuracy.status, ['queued', 'running'])))
    .returning({ status: seasonAccuracy.status });
  return row?.status === 'failed';
}

/** Unfinished reports of this engine version (a restart re-plans their jobs). */
export async function unfinishedYears(db: Db, version: string): Promise<number[]> {
  const rows = await db
    .select({ year: seasonAccuracy.year })
    .from(seasonAccuracy)
    .where(and(eq(seasonAccuracy.engineVersion, version), inArray(seasonAccuracy.status, ['queued', 'running'])));
  return rows.map((r) => r.year);
}

export function reportView(row: AccuracyRow): SeasonAccuracyReport {
  const figures = row.status === 'ready' ? (row.report as AccuracyFigures | null) : null;
  return {
    year: row.year, status: row.status as SeasonAccuracyStatus, replays: row.replays, replaysDone: row.replaysDone, engineVersion: row.engineVersion,
    computedAt: row.computedAt ? row.computedAt.toISOString() : null, teams: figures?.teams ?? [], rates: figures?.rates ?? [], errors: figures?.errors ?? null,
  };
}
