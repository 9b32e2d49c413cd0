// Test-only data: the monthly and yearly plans as the payments API answers them.
import type { ActiveSubscription, SubscriptionPlan } from '@bb/shared';

export const MONTHLY: SubscriptionPlan = {
  id: 'baseball-max-monthly',
  name: 'Baseball Max Monthly',
  interval: 'month',
  interval_count: 1,
  amount: 1999,
  currency: 'usd',
  introAmount: 1499,
  introPeriods: 3,
  trialDays: 3,
  tag: null,
  sortOrder: 1,
};

export const YEARLY: SubscriptionPlan = {
  id: 'baseball-max-yearly',
  name: 'Baseball Max Yearly',
  interval: 'year',
  interval_count: 1,
  amount: 17999,
  currency: 'usd',
  introAmount: 11999,
  introPeriods: 1,
  trialDays: 3,
  tag: 'Best value: Only $10 per month!',
  sortOrder: 2,
};

/** 2024-01-02 12:00 in New York, as unix seconds. */
export const JAN_2_2024 = Date.UTC(2024, 0, 2, 17, 0, 0) / 1000;

export function active(over: Partial<ActiveSubscription['subscription']> = {}): ActiveSubscription {
  return {
    plan: { id: YEARLY.id, name: YEARLY.name, interval_count: 1, amount: 11999, interval: 'year', currency: 'usd' },
    subscription: { current_period_end: JAN_2_2024, trial_end: JAN_2_2024, status: 'trialing', cancel_at_period_end: false, ...over },
  };
}
