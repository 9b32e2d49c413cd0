import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { userRowChanged } from '../auth/index';
import type { ActiveSubscription, PlanInterval, SubscriptionStatusName } from '@bb/contract';
import { PAYMENT_ERRORS } from '@bb/contract';
import type { Db } from '../db/database';
import { checkoutSessions, subscriptionPlans, subscriptions, users } from '../db/schema/index';
import { httpError, isUniqueViolation } from '../accounts';
import { addInterval, type PlanRow } from './plans';
import type { ProviderSubscriptionState } from './provider';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** Statuses that give access; the partial unique index allows one such row per user. */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due'] as const;

const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);

export async function findLiveSubscription(db: Db, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

export async function findByProviderId(db: Db, providerSubscriptionId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).limit(1);
  return row ?? null;
}

async function planById(db: Db, id: string): Promise<PlanRow> {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).limit(1);
  if (!plan) throw new Error(`subscription plan ${id} is missing`);
  return plan;
}

export function activeSubscriptionView(row: SubscriptionRow, plan: PlanRow): ActiveSubscription {
  const trialing = row.status === 'trialing' && row.trialEnd !== null;
  return {
    plan: { id: plan.id, name: plan.name, interval_count: plan.intervalCount, amount: plan.amount, interval: plan.interval as PlanInterval, currency: plan.currency },
    subscription: {
      current_period_end: seconds(row.currentPeriodEnd),
      trial_end: trialing ? seconds(row.trialEnd!) : null,
      status: row.status as SubscriptionStatusName,
      cancel_at_period_end: row.cancelAtPeriodEnd,
    },
  };
}

export async function subscriptionWithPlan(db: Db, row: SubscriptionRow): Promise<ActiveSubscription> {
  return activeSubscriptionView(row, await planById(db, row.planId));
}

/** users.is_subscribed, plan and subscription follow the live row, so /users/me and login answers agree with it. */
export async function mirrorOntoUser(db: Db, userId: number): Promise<void> {
  const live = await findLiveSubscription(db, userId);
  if (!live) {
    await db.update(users).set({ isSubscribed: false, plan: null, subscription: null, updatedAt: new Date() }).where(eq(users.id, userId));
  } else {
    const view = await subscriptionWithPlan(db, live);
    await db.update(users).set({ isSubscribed: true, plan: view.plan, subscription: view.subscription, updatedAt: new Date() }).where(eq(users.id, userId));
  }
  await userRowChanged(userId);
}

/**
 * Records the subscription a completed checkout created. Idempotent: the same session completed again
 * (a webhook retry, a second Pay click, the success page polling) returns the row made the first time.
 */
export async function recordCompletion(
  db: Db,
  session: CheckoutSessionRow,
  state: ProviderSubscriptionState,
): Promise<{ subscription: SubscriptionRow; created: boolean }> {
  const existing = async () => {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, session.id)).limit(1);
    return row ?? null;
  };
  const already = await existing();
  if (already) return { subscription: already, created: false };
  let created: SubscriptionRow;
  try {
    created = await db.transaction(async (tx) => {
      const live = await findLiveSubscription(tx as unknown as Db, session.userId);
      if (live) throw httpError(409, PAYMENT_ERRORS.alreadySubscribed);
      const [row] = await tx
        .insert(subscriptions)
        .values({
          userId: session.userId,
          planId: state.planId ?? session.planId,
          provider: session.provider,
          providerSubscriptionId: state.providerSubscriptionId,
          providerCustomerId: state.providerCustomerId,
          checkoutSessionId: session.id,
          status: state.status,
          trialEnd: state.trialEnd,
          currentPeriodStart: state.currentPeriodStart,
          currentPeriodEnd: state.currentPeriodEnd,
          cancelAtPeriodEnd: state.cancelAtPeriodEnd,
          providerStateAt: state.observedAt ?? null,
        })
        .returning();
      await tx.update(checkoutSessions).set({ status: 'complete', completedAt: new Date() }).where(eq(checkoutSessions.id, session.id));
      // A plan's free trial is given once per user: every later checkout starts paid.
      await tx.update(users).set({ trialUsedAt: sql`coalesce(${users.trialUsedAt}, now())` }).where(eq(users.id, session.userId));
      return row!;
    });
  } catch (error) {
    // A concurrent completion of the same session won the insert: answer with its row.
    if (isUniqueViolation(error)) {
      const raced = await existing();
      if (raced) return { subscription: raced, created: false };
      throw httpError(409, PAYMENT_ERRORS.alreadySubscribed);
    }
    throw error;
  }
  await mirrorOntoUser(db, session.userId);
  return { subscription: created, created: true };
}

type SubscriptionPatch = Partial<ProviderSubscriptionState> & { pendingPlanId?: string | null; paidPeriods?: number; endedAt?: Date | null };

/** The columns of a patch; `observedAt` moves `provider_state_at` forward, never back. */
function patchColumns({ observedAt, ...columns }: SubscriptionPatch) {
  return {
    ...columns,
    ...(observedAt ? { providerStateAt: sql`greatest(coalesce(${subscriptions.providerStateAt}, ${observedAt}), ${observedAt})` } : {}),
    updatedAt: new Date(),
  };
}

export async function updateSubscription(db: Db, row: SubscriptionRow, patch: SubscriptionPatch): Promise<SubscriptionRow> {
  const [updated] = await db.update(subscriptions).set(patchColumns(patch)).where(eq(subscriptions.id, row.id)).returning();
  await mirrorOntoUser(db, row.userId);
  return updated!;
}

/**
 * A provider's webhook event (state current at `patch.observedAt`), applied unless the stored state is newer: events
 * come in any order. A deletion always applies (nothing follows it), and a subscription it ended stays ended. Null when
 * the event was stale.
 */
export async function applyProviderEvent(db: Db, row: SubscriptionRow, patch: SubscriptionPatch & { observedAt: Date }, ends: boolean): Promise<SubscriptionRow | null> {
  const current = ends ? undefined : and(or(isNull(subscriptions.providerStateAt), lte(subscriptions.providerStateAt, patch.observedAt)), isNull(subscriptions.endedAt));
  const [updated] = await db.update(subscriptions).set(patchColumns(patch)).where(and(eq(subscriptions.id, row.id), current)).returning();
  if (!updated) return null;
  await mirrorOntoUser(db, row.userId);
  return updated;
}

/**
 * The local provider bills by itself: a period that has ended renews (the intro price first, then the
 * full price; a pending switch takes effect) or, when cancelled, ends. Runs whenever the row is read.
 */
export async function advanceLocalSubscription(db: Db, row: SubscriptionRow, now: Date = new Date()): Promise<SubscriptionRow> {
  if (row.provider !== 'local' || row.currentPeriodEnd > now || !LIVE_STATUSES.includes(row.status as never)) return row;
  let { currentPeriodStart, currentPeriodEnd, paidPeriods, planId, pendingPlanId } = row;
  let status = row.status;
  let endedAt: Date | null = null;
  while (currentPeriodEnd <= now) {
    if (row.cancelAtPeriodEnd) {
      status = 'canceled';
      endedAt = currentPeriodEnd;
      break;
    }
    if (pendingPlanId) {
      const next = await planById(db, pendingPlanId);
      planId = next.id;
      pendingPlanId = null;
      // Intro prices are for new subscribers: a switched plan renews at its full price.
      paidPeriods = next.introPeriods;
    }
    const plan = await planById(db, planId);
    currentPeriodStart = currentPeriodEnd;
    currentPeriodEnd = addInterval(plan, currentPeriodStart);
    paidPeriods += 1;
    status = 'active';
  }
  return updateSubscription(db, row, { status: status as ProviderSubscriptionState['status'], currentPeriodStart, currentPeriodEnd, paidPeriods, planId, pendingPlanId, endedAt });
}

/** The live subscription after any local renewals that were due. */
export async function currentSubscription(db: Db, userId: number): Promise<SubscriptionRow | null> {
  const live = await findLiveSubscription(db, userId);
  if (!live) return null;
  const advanced = await advanceLocalSubscription(db, live);
  return LIVE_STATUSES.includes(advanced.status as never) ? advanced : null;
}
