import type { Database } from '../db/database';
import { lastImportChecksum } from '../import';
import { LruMap } from '../http/lru-map';

/** Same rhythm as the search index: ask at most every 10 s whether another process imported data. */
const FRESHNESS_CHECK_MS = 10_000;

/**
 * Answers of the historical reads (cards, team pages, leaders) change only with a data import,
 * so an instance keeps the most recent ones and drops them all when the import checksum changes.
 * Bounded (500 answers, a team page being the largest at about 60 KB), least recently used out
 * first, so a crawl of all history cannot grow the heap without limit.
 */
export class ReadCache {
  private readonly entries: LruMap<string, unknown>;
  private checksum: string | null | undefined;
  private checkedAt = 0;

  constructor(
    private readonly database: Database,
    capacity = 500,
  ) {
    this.entries = new LruMap(capacity);
  }

  /** `compute` answering undefined (nothing found) is not kept. */
  async get<T>(key: string, compute: () => Promise<T | undefined>): Promise<T | undefined> {
    await this.ensureFresh();
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const value = await compute();
    if (value === undefined) return undefined;
    this.entries.set(key, value);
    return value;
  }

  private async ensureFresh(): Promise<void> {
    if (Date.now() - this.checkedAt < FRESHNESS_CHECK_MS) return;
    const checksum = await lastImportChecksum(this.database.db);
    this.checkedAt = Date.now();
    if (checksum !== this.checksum) this.entries.clear();
    this.checksum = checksum;
  }
}
