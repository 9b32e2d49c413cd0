import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { lastImportChecksum } from '../import';
import { TrigramIndex, type IndexedEntry } from './trigram-index';

/** How often an instance asks whether another process imported new data. */
const FRESHNESS_CHECK_MS = 10_000;

/**
 * Holds the trigram index of the current import. The index is rebuilt when
 * the import checksum changes (a data import on any instance), checked at
 * most every 10 s so a search costs no database round trip.
 */
export class SearchService {
  private index: TrigramIndex | null = null;
  private checksum: string | null = null;
  private checkedAt = 0;
  private loading: Promise<TrigramIndex> | null = null;

  constructor(private readonly database: Database) {}

  async current(): Promise<TrigramIndex> {
    if (this.index && Date.now() - this.checkedAt < FRESHNESS_CHECK_MS) return this.index;
    this.loading ??= this.refresh().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async refresh(): Promise<TrigramIndex> {
    const checksum = await lastImportChecksum(this.database.db);
    this.checkedAt = Date.now();
    if (this.index && checksum === this.checksum) return this.index;
    const result = (await this.database.db.execute(sql`
      SELECT ref_id AS id, display_name AS "displayName", category, search_text AS text, year, team_id AS "teamId", league_type AS "leagueType", weight
      FROM search_entries`)) as unknown as { rows: IndexedEntry[] };
    this.index = new TrigramIndex(result.rows);
    this.checksum = checksum;
    return this.index;
  }
}
