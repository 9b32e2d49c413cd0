import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../db/database';
import { importRuns, lahmanTableList, playerCards, searchEntries } from '../db/schema/index';
import { LAHMAN_TABLES } from '../lahman/table-specs';
import { ImportError, parseTable, type LahmanRecord } from '../lahman/parse-table';
import { buildAllCards } from './build-cards';
import { buildSearchIndex } from './build-search-index';

/** Bump when what the import derives (cards, search index) changes, so a same-data re-run rebuilds. */
// 2: cards carry each batter's sacrifice rate and pitchers regress toward their own staff (issue 17).
// 3: a pitcher's starts are held to 1.3x his league's average start, the rest of his outs credited to relief (issue 40).
export const IMPORT_FORMAT_VERSION = '3';

export interface ImportResult {
  status: 'imported' | 'unchanged';
  checksum: string;
  rowCounts: Record<string, number>;
  skippedCards: number;
  durationMs: number;
}

export interface ImportOptions {
  database: Database;
  dataDir: string;
  /** Re-import even when the files are unchanged. */
  force?: boolean;
  log?: (message: string) => void;
}

async function readTables(dataDir: string): Promise<{ texts: Map<string, string>; checksum: string }> {
  const hash = createHash('sha256').update(`format ${IMPORT_FORMAT_VERSION}\n`);
  const texts = new Map<string, string>();
  for (const spec of LAHMAN_TABLES) {
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(dataDir, spec.file));
    } catch {
      throw new ImportError(spec.file, 0, `file not found in ${dataDir}`);
    }
    hash.update(`${spec.file}\n`).update(bytes);
    texts.set(spec.file, bytes.toString('utf8'));
  }
  return { texts, checksum: hash.digest('hex') };
}

/**
 * Bulk insert with one array parameter per column (`INSERT … SELECT FROM
 * unnest($1::int[], …)`): a few statements for the whole table instead of
 * one bind parameter per value, on PGlite and PostgreSQL alike. Column names
 * and SQL types come from the Drizzle table; rows are keyed like its columns.
 */
async function insertRows(tx: Db, table: PgTable, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => key in first)
    .map(([key, column]) => ({ key, name: column.name, type: column.getSQLType() }));
  const BATCH = 20_000;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const arrays = columns.map(({ key, type }) => {
      const values = batch.map((row) => row[key] ?? null);
      // jsonb travels as text and is cast per element.
      return type === 'jsonb'
        ? sql`${sql.param(values.map((v) => (v === null ? null : JSON.stringify(v))))}::text[]`
        : sql`${sql.param(values)}::${sql.raw(type)}[]`;
    });
    const names = sql.join(columns.map((c) => sql.identifier(c.name)), sql`, `);
    const selects = sql.raw(columns.map((c, j) => (c.type === 'jsonb' ? `c${j}::jsonb` : `c${j}`)).join(', '));
    const aliases = sql.raw(columns.map((_, j) => `c${j}`).join(', '));
    await tx.execute(sql`INSERT INTO ${table} (${names}) SELECT ${selects} FROM unnest(${sql.join(arrays, sql`, `)}) AS u(${aliases})`);
  }
}

export async function lastImportChecksum(db: Db): Promise<string | null> {
  const [last] = await db.select({ checksum: importRuns.checksum }).from(importRuns).orderBy(desc(importRuns.id)).limit(1);
  return last?.checksum ?? null;
}

/**
 * Loads the Lahman tables and builds every card and the search index, all or
 * nothing: files are parsed and checked before the database is touched, and
 * the tables are replaced inside one transaction. Unchanged files change nothing.
 */
export async function runImport({ database, dataDir, force = false, log: rawLog = () => undefined }: ImportOptions): Promise<ImportResult> {
  const started = Date.now();
  const log = (message: string) => rawLog(`${((Date.now() - started) / 1000).toFixed(1)}s ${message}`);
  const { texts, checksum } = await readTables(dataDir);
  if (!force && (await lastImportChecksum(database.db)) === checksum) {
    log('data unchanged since the last import: nothing to do');
    return { status: 'unchanged', checksum, rowCounts: {}, skippedCards: 0, durationMs: Date.now() - started };
  }

  const parsed = new Map<string, LahmanRecord[]>();
  for (const spec of LAHMAN_TABLES) {
    parsed.set(spec.table, parseTable(spec, texts.get(spec.file) ?? ''));
    log(`parsed ${spec.file}: ${parsed.get(spec.table)?.length} rows`);
  }
  const get = (table: string) => parsed.get(table) ?? [];
  const { cards, skipped } = buildAllCards({
    people: get('lahman_people'),
    teams: get('lahman_teams'),
    batting: get('lahman_batting'),
    pitching: get('lahman_pitching'),
    fielding: get('lahman_fielding'),
  });
  log(`built ${cards.length} cards (${skipped} player-seasons without a league context skipped)`);
  const search = buildSearchIndex(get('lahman_people'), get('lahman_batting'), get('lahman_pitching'), get('lahman_teams'));

  const rowCounts: Record<string, number> = {};
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    for (const [i, spec] of LAHMAN_TABLES.entries()) {
      const table = lahmanTableList[i] as PgTable;
      const rows = get(spec.table);
      await db.execute(sql`DELETE FROM ${table}`);
      await insertRows(db, table, rows);
      rowCounts[spec.table] = rows.length;
      log(`stored ${spec.table}`);
    }
    await db.execute(sql`DELETE FROM ${playerCards}`);
    await insertRows(db, playerCards, cards as unknown as Array<Record<string, unknown>>);
    rowCounts.player_cards = cards.length;
    log('stored player_cards');
    await db.execute(sql`DELETE FROM ${searchEntries}`);
    await insertRows(db, searchEntries, search as unknown as Array<Record<string, unknown>>);
    rowCounts.search_entries = search.length;
    await db.insert(importRuns).values({ checksum, rowCounts, durationMs: Date.now() - started });
  });
  const durationMs = Date.now() - started;
  log(`imported in ${(durationMs / 1000).toFixed(1)} s`);
  return { status: 'imported', checksum, rowCounts, skippedCards: skipped, durationMs };
}
