import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { portalSessions } from '../db/schema/index';
import { hashSecret, newSecret } from '../auth/index';

/** A portal link works for an hour, like Stripe's billing-portal sessions' short life. */
export const PORTAL_TTL_MS = 60 * 60 * 1000;

export async function createPortalToken(db: Db, userId: number, returnUrl: string): Promise<string> {
  const token = newSecret();
  await db.insert(portalSessions).values({ tokenHash: hashSecret(token), userId, returnUrl, expiresAt: new Date(Date.now() + PORTAL_TTL_MS) });
  return token;
}

export async function resolvePortalToken(db: Db, token: string): Promise<{ userId: number; returnUrl: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(portalSessions)
    .where(and(eq(portalSessions.tokenHash, hashSecret(token)), gt(portalSessions.expiresAt, new Date())))
    .limit(1);
  return row ? { userId: row.userId, returnUrl: row.returnUrl } : null;
}
