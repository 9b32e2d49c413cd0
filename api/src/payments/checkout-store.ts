import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { checkoutSessions } from '../db/schema/index';
import type { CheckoutSessionRow } from './subscription-store';

/** Stripe's default: an unpaid checkout session expires after 24 hours. */
export const CHECKOUT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export async function insertCheckoutSession(db: Db, values: typeof checkoutSessions.$inferInsert): Promise<CheckoutSessionRow> {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  return row!;
}

export async function findCheckoutSession(db: Db, id: string): Promise<CheckoutSessionRow | null> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return row ?? null;
}

export async function setCheckoutStatus(db: Db, id: string, status: 'canceled' | 'expired'): Promise<void> {
  await db.update(checkoutSessions).set({ status }).where(eq(checkoutSessions.id, id));
}

/** open, and not past its expiry (an expired one is marked so on the way). */
export async function isPayable(db: Db, session: CheckoutSessionRow, now: Date = new Date()): Promise<boolean> {
  if (session.status !== 'open') return false;
  if (session.expiresAt <= now) {
    await setCheckoutStatus(db, session.id, 'expired');
    return false;
  }
  return true;
}

/** Stripe's placeholder in success URLs, filled the same way here. */
export function fillSessionId(url: string, sessionId: string): string {
  return url.split('{CHECKOUT_SESSION_ID}').join(encodeURIComponent(sessionId));
}
