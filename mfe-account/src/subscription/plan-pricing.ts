import type { SubscriptionPlan } from '@bb/shared';
import { subscriptionMessages } from './subscription-messages';

/** Minor units (cents) as money: 1499 usd → '$14.99'; whole amounts keep their cents ('$119.99', '$10.00'). */
export function formatMoney(amount: number, currency = 'usd'): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

export interface PlanPrice {
  /** The headline: the intro price or, without an intro offer, the full price. */
  headline: string;
  /** What the plan renews at afterwards, when it differs from the headline. */
  after: string | null;
}

/** Monthly intro $14.99/mo for 3 months; yearly intro $119.99 for the first year. */
export function planPrice(plan: SubscriptionPlan): PlanPrice {
  const m = subscriptionMessages.t;
  const monthly = plan.interval === 'month';
  const full = formatMoney(plan.amount, plan.currency);
  const fullText = monthly ? m('monthlyFull', { price: full }) : m('yearlyFull', { price: full });
  if (plan.introAmount === null || plan.introAmount === plan.amount) return { headline: fullText, after: null };
  const intro = formatMoney(plan.introAmount, plan.currency);
  const headline = monthly ? m('monthlyIntro', { price: intro, count: plan.introPeriods }) : m('yearlyIntro', { price: intro });
  return { headline, after: m('thenFull', { price: fullText }) };
}

export const intervalLabel = (plan: Pick<SubscriptionPlan, 'interval'>): string =>
  subscriptionMessages.t(plan.interval === 'month' ? 'monthly' : 'yearly');
