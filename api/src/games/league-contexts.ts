import { sql } from 'drizzle-orm';
import { buildLeagueContexts, type LeagueContext } from '@bb/engine';
import type { Database } from '../db/database';

// Contexts are pure functions of one league-season's Lahman rows, which only an import changes;
// building one reads ~1,000 rows, so a game creation should not pay for it twice.
const cache = new Map<string, LeagueContext>();
const CACHE_LIMIT = 300;

type Rows = { rows: Array<Record<string, string | number | null>> };

/** The league-season context `${year}-${lgID}`, built exactly as the importer builds it for cards. */
export async function leagueContext(database: Database, key: string): Promise<LeagueContext | undefined> {
  const hit = cache.get(key);
  if (hit) return hit;
  const match = /^(\d{4})-([A-Za-z0-9]{1,4})$/.exec(key);
  if (!match) return undefined;
  const year = Number(match[1]);
  const lgID = match[2]!;
  const read = async (table: string) =>
    ((await database.db.execute(sql`SELECT * FROM ${sql.raw(table)} WHERE "yearID" = ${year} AND "lgID" = ${lgID}`)) as unknown as Rows).rows;
  const teams = await read('lahman_teams');
  if (teams.length === 0) return undefined;
  const contexts = buildLeagueContexts(teams, await read('lahman_pitching'), await read('lahman_batting'));
  const context = contexts[key];
  if (!context) return undefined;
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, context);
  return context;
}

/** After a data import the cached contexts may be stale. */
export function clearLeagueContexts(): void {
  cache.clear();
}
