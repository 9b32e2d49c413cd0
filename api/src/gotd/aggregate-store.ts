import { and, asc, between, eq, getTableColumns, getTableName, inArray, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { gotdResults, gotdUserPeriods, gotdUserStats, users } from '../db/schema/index';
import { addDays } from './game-day';
import { dayWindow, last7Window, monthWindow, periodRow, userStatsRow, windowsContaining, type FinalRow, type PeriodRow, type PeriodWindow, type UserStatsRow } from './aggregates';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;

// Rows a statement: a few hundred kilobytes of JSON.
const CHUNK = 2000;

/**
 * Upserts whole rows through one JSON parameter (json_populate_recordset): a statement of 19 columns by
 * 1,000 rows built value by value spends most of a bulk rebuild in the query builder. Column names come
 * from the schema, never from input.
 */
async function upsertRows(db: Writer, table: PgTable, conflict: string[], rows: object[]): Promise<void> {
  const columns = Object.entries(getTableColumns(table));
  const list = columns.map(([, c]) => `"${c.name}"`).join(', ');
  const update = columns.map(([, c]) => `"${c.name}" = excluded."${c.name}"`).join(', ');
  const name = `"${getTableName(table)}"`;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const records = rows.slice(i, i + CHUNK).map((r) => Object.fromEntries(columns.map(([key, c]) => [c.name, (r as Record<string, unknown>)[key]])));
    await db.execute(sql`
      INSERT INTO ${sql.raw(name)} (${sql.raw(list)})
      SELECT ${sql.raw(list)} FROM json_populate_recordset(NULL::${sql.raw(name)}, ${JSON.stringify(records)}::json)
      ON CONFLICT (${sql.raw(conflict.map((c) => `"${c}"`).join(', '))}) DO UPDATE SET ${sql.raw(update)}`);
  }
}

const upsertPeriods = (db: Writer, rows: PeriodRow[]) => upsertRows(db, gotdUserPeriods, ['user_id', 'kind', 'period'], rows);
const upsertStats = (db: Writer, rows: UserStatsRow[]) => upsertRows(db, gotdUserStats, ['user_id'], rows);

function distinct(windows: PeriodWindow[]): PeriodWindow[] {
  return [...new Map(windows.map((w) => [`${w.kind}|${w.period}`, w])).values()];
}

/**
 * Rewrites a user's all-time row and every slice a change on `days` can reach, from the user's finished games
 * (day order). Pass the day of the game just finished and the user's latest day: a late finish (a game started
 * before midnight) also moves the streaks of the slices around the latest day.
 */
export async function writeUserAggregates(db: Writer, userId: number, username: string, rows: readonly FinalRow[], days: string[]): Promise<void> {
  await upsertStats(db, [userStatsRow(userId, username, rows)]);
  const windows = distinct(days.flatMap(windowsContaining));
  await upsertPeriods(db, windows.map((w) => periodRow(userId, username, rows, w)).filter((r): r is PeriodRow => r !== null));
}

/** A user's finished games in day order. */
export function finalRowsOf(db: Writer, userId: number): Promise<FinalRow[]> {
  return db
    .select({ gameDay: gotdResults.gameDay, win: gotdResults.win, runs: gotdResults.runs, hits: gotdResults.hits, hr: gotdResults.hr, strikeouts: gotdResults.strikeouts, finishedAt: gotdResults.finishedAt })
    .from(gotdResults)
    .where(and(eq(gotdResults.userId, userId), eq(gotdResults.status, 'final')))
    .orderBy(asc(gotdResults.gameDay)) as Promise<FinalRow[]>;
}

/** Day and Last 7 Days slices are read for today only; the ones that ended before yesterday are dead weight. */
export async function prunePeriods(db: Db, today: string): Promise<void> {
  await db.delete(gotdUserPeriods).where(and(inArray(gotdUserPeriods.kind, ['day', 'last7']), lt(gotdUserPeriods.period, addDays(today, -1))));
}

const pruned = new WeakMap<object, string>();

/** Prunes at most once a game day per database (callers run it outside their transactions). */
export async function prunePeriodsDaily(db: Db, today: string): Promise<void> {
  if (pruned.get(db) === today) return;
  pruned.set(db, today);
  await prunePeriods(db, today);
}

/** The slices of a user that a board can still read: every month, and the day and Last 7 Days slices around today. */
function readableWindows(rows: readonly FinalRow[], today: string): PeriodWindow[] {
  const windows = [dayWindow(addDays(today, -1)), dayWindow(today)];
  for (let i = -1; i <= 6; i += 1) windows.push(last7Window(addDays(today, i)));
  for (const r of rows) windows.push(monthWindow(r.gameDay));
  return distinct(windows);
}

/**
 * Rebuilds every user's aggregates from the results, a batch of users at a time (the upgrade from the
 * month-only table, and the benchmark's seed). Idempotent: it rewrites whole rows.
 */
export async function rebuildAggregates(db: Db, today: string, batchUsers = 5000): Promise<{ users: number; periodRows: number }> {
  const ids = (await db.selectDistinct({ userId: gotdResults.userId }).from(gotdResults).where(eq(gotdResults.status, 'final')).orderBy(gotdResults.userId)).map((r) => r.userId);
  let periodRows = 0;
  for (let i = 0; i < ids.length; i += batchUsers) {
    const batch = ids.slice(i, i + batchUsers);
    const results = await db
      .select({ userId: gotdResults.userId, username: users.username, gameDay: gotdResults.gameDay, win: gotdResults.win, runs: gotdResults.runs, hits: gotdResults.hits, hr: gotdResults.hr, strikeouts: gotdResults.strikeouts, finishedAt: gotdResults.finishedAt })
      .from(gotdResults)
      .innerJoin(users, eq(users.id, gotdResults.userId))
      .where(and(eq(gotdResults.status, 'final'), between(gotdResults.userId, batch[0]!, batch[batch.length - 1]!)))
      .orderBy(asc(gotdResults.userId), asc(gotdResults.gameDay));
    const byUser = new Map<number, { username: string; rows: FinalRow[] }>();
    for (const r of results) {
      const entry = byUser.get(r.userId) ?? { username: r.username, rows: [] };
      entry.rows.push({ ...r, finishedAt: r.finishedAt ?? new Date(`${r.gameDay}T12:00:00Z`) });
      byUser.set(r.userId, entry);
    }
    const stats = [...byUser].map(([userId, u]) => userStatsRow(userId, u.username, u.rows));
    const periods = [...byUser].flatMap(([userId, u]) => readableWindows(u.rows, today).map((w) => periodRow(userId, u.username, u.rows, w))).filter((r): r is PeriodRow => r !== null);
    await upsertStats(db, stats);
    await upsertPeriods(db, periods);
    periodRows += periods.length;
  }
  return { users: ids.length, periodRows };
}

/** After the upgrade to period slices: rebuilds them once when results exist but no slice does. */
export async function ensurePeriodAggregates(db: Db, today: string): Promise<void> {
  const result = (await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM gotd_results WHERE status = 'final') AND NOT EXISTS (SELECT 1 FROM gotd_user_periods) AS needed`)) as unknown as { rows: Array<{ needed: boolean }> };
  if (result.rows[0]?.needed) await rebuildAggregates(db, today);
}
