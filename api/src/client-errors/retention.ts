import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { clientErrors } from '../db/schema/index';

/** Reports are kept this long, and never more than this many. */
export const RETENTION_DAYS = 30;
export const MAX_REPORTS = 10_000;
/** The pruning runs after every this-many reports (and at start): bounded work per report. */
export const PRUNE_EVERY = 100;

export async function pruneClientErrors(db: Db, now: Date = new Date()): Promise<void> {
  await db.delete(clientErrors).where(lt(clientErrors.createdAt, new Date(now.getTime() - RETENTION_DAYS * 86_400_000)));
  await db.execute(
    sql`delete from ${clientErrors} where ${clientErrors.id} <= (select ${clientErrors.id} from ${clientErrors} order by ${clientErrors.id} desc offset ${MAX_REPORTS} limit 1)`,
  );
}
