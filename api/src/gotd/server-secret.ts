import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { gotdSettings } from '../db/schema/index';

const SECRET_KEY = 'pick-secret';
let cached: { db: Db; secret: string } | null = null;

/**
 * The secret the daily pick is keyed with. GOTD_SECRET wins; otherwise one is generated on first use and
 * stored, so every instance and every restart picks the same games while nobody can compute future days.
 */
export async function pickSecret(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.GOTD_SECRET) return env.GOTD_SECRET;
  if (cached?.db === db) return cached.secret;
  await db
    .insert(gotdSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: gotdSettings.value }).from(gotdSettings).where(eq(gotdSettings.key, sql`${SECRET_KEY}`));
  cached = { db, secret: row!.value };
  return cached.secret;
}
