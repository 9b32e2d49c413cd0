import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { stripeEvents } from '../db/schema/index';

/** Stripe retries an event for up to three days; ids are kept well past that. */
export const EVENT_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;

export interface DeliveredEvent {
  id: string;
  type: string;
  /** Stripe's `created`: seconds since the epoch. */
  created: number;
}

/**
 * Records a delivered event before it is handled; false when its id was recorded already (a retry, or a second
 * delivery: Stripe sends an event at least once). The insert decides, so two parallel deliveries handle it once.
 */
export async function claimEvent(db: Db, event: DeliveredEvent, now: Date = new Date()): Promise<boolean> {
  await db.delete(stripeEvents).where(lt(stripeEvents.receivedAt, new Date(now.getTime() - EVENT_MEMORY_MS)));
  const claimed = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, createdAt: new Date(event.created * 1000), receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return claimed.length > 0;
}

/** Handling failed: the id is forgotten, so Stripe's retry of the event is handled, not skipped. */
export async function releaseEvent(db: Db, id: string): Promise<void> {
  await db.delete(stripeEvents).where(eq(stripeEvents.id, id));
}
