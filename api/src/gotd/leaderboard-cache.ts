import type { LeaderboardSubTab } from '@bb/contract';
import type { BoardRow } from './leaderboard-query';
import type { PeriodSource } from './leaderboard-periods';

/** Boards are read far more often than results arrive; an answer is reused for a few seconds at most. */
export const BOARD_TTL_MS = 10_000;
const MAX_ENTRIES = 500;

interface Entry {
  rows: Promise<BoardRow[]>;
  at: number;
}

// One cache per database: tests (and benches) open several in one process.
const caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(db: object): Map<string, Entry> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  return entries;
}

export function boardKey(source: PeriodSource, subTab: LeaderboardSubTab, today: string): string {
  return `${today}|${subTab}|${JSON.stringify(source)}`;
}

/**
 * The board for a key: cached for BOARD_TTL_MS, and concurrent misses share one query. A finished game on this
 * instance clears the cache at once (other instances catch up within the TTL).
 */
export function cachedBoard(db: object, key: string, load: () => Promise<BoardRow[]>, now = Date.now()): Promise<BoardRow[]> {
  const entries = cacheOf(db);
  const hit = entries.get(key);
  if (hit && now - hit.at < BOARD_TTL_MS) return hit.rows;
  const rows = load();
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(key, { rows, at: now });
  rows.catch(() => entries.delete(key));
  return rows;
}

export function invalidateBoards(db: object): void {
  caches.get(db)?.clear();
}
