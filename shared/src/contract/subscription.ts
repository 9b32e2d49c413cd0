export type PlanInterval = 'month' | 'year';

export interface SubscriptionPlan {
  id: string;
  name: string;
  interval: PlanInterval;
  interval_count: number;
  amount: number;
}

export interface ActiveSubscription {
  plan: { name: string; interval_count: number; amount: number; interval: PlanInterval; currency: string };
  /** Unix seconds. */
  subscription: { current_period_end: number; trial_end: number | null };
}

export interface CheckoutRequest {
  planId: string;
  quantity: 1;
  mode: 'subscription';
  successUrl: string;
  cancelUrl: string;
  /** The user id as text, or empty. */
  clientReferenceId: string;
  customerEmail: string;
  interval: PlanInterval;
}

export interface CheckoutSessionResponse {
  data: { sessionId?: string };
}

export const CHECKOUT_QUANTITY = 1;
export const FREE_TRIAL_DAYS = 3;
