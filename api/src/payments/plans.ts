import { asc, eq, and } from 'drizzle-orm';
import type { SubscriptionPlan, PlanInterval } from '@bb/contract';
import type { Db } from '../db/database';
import { subscriptionPlans } from '../db/schema/index';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

export function planView(row: PlanRow): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    interval: row.interval as PlanInterval,
    interval_count: row.intervalCount,
    amount: row.amount,
    currency: row.currency,
    introAmount: row.introAmount,
    introPeriods: row.introPeriods,
    trialDays: row.trialDays,
    tag: row.tag,
    sortOrder: row.sortOrder,
  };
}

export async function listPlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(subscriptionPlans).where(eq(subscriptionPlans.active, true)).orderBy(asc(subscriptionPlans.sortOrder));
}

export async function findPlan(db: Db, id: string): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, id), eq(subscriptionPlans.active, true)))
    .limit(1);
  return row ?? null;
}

/** What the plan charges for its (n+1)-th paid interval: the intro price first, then the full price. */
export function periodAmount(plan: PlanRow, paidPeriods: number): number {
  return plan.introAmount !== null && paidPeriods < plan.introPeriods ? plan.introAmount : plan.amount;
}

/** The end of one interval of the plan starting at `from` (calendar months, so Jan 31 + 1 month = Feb 28/29). */
export function addInterval(plan: Pick<PlanRow, 'interval' | 'intervalCount'>, from: Date): Date {
  const months = (plan.interval === 'year' ? 12 : 1) * plan.intervalCount;
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
