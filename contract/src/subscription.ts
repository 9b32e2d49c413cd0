import type { Static } from 'typebox';
import type { CheckoutBody, SpecialCheckoutBody, SubscriptionChangeBody } from './schemas/payments';

/**
 * Payments contract: plans, checkout, subscription. Payment prefix = `payments`: every path below is under `/api/payments`.
 * Success answers `{ data }`, failures `{ error }` with a clear message (4xx for bad input or state).
 *
 * | method and path                                   | body                         | answer `data`                 |
 * |---------------------------------------------------|------------------------------|-------------------------------|
 * | GET  /payments/config                             | –                            | PaymentConfig                 |
 * | GET  /payments/plans                              | –                            | SubscriptionPlan[]            |
 * | POST /payments/_checkout-session                  | CheckoutRequest              | CheckoutSession               |
 * | POST /payments/{planId}/_special-checkout-session | SpecialCheckoutRequest       | CheckoutSession               |
 * | GET  /payments/{userId}/subscription[?session_id=]| –                            | ActiveSubscription (404: none)|
 * | GET  /payments/{userId}/_subscription-status      | –                            | SubscriptionStatus            |
 * | GET  /payments/create-customer-portal-session     | –                            | CustomerPortalSession         |
 * | POST /payments/subscription                       | SubscriptionChangeRequest    | ActiveSubscription            |
 *
 * All need `Authorization: Bearer {key}` except `config` and `plans`. `{userId}` must be the caller's own id (403 otherwise).
 */
export type PlanInterval = 'month' | 'year';

/** Amounts are in minor units (cents), as the card provider reports them: 1499 = $14.99. */
export interface SubscriptionPlan {
  id: string;
  name: string;
  interval: PlanInterval;
  interval_count: number;
  /** The full price per interval: what the plan renews at after the intro periods. */
  amount: number;
  /** ISO 4217, lower case ('usd'). */
  currency: string;
  /** Intro price per interval for the first `introPeriods` intervals; null when the plan has no intro offer. */
  introAmount: number | null;
  /** How many intervals the intro price applies to (monthly: 3, yearly: 1). */
  introPeriods: number;
  /** Every plan starts with a 3-day free trial. */
  trialDays: number;
  /** A highlight shown on the plan card, e.g. 'Best value: Only $10 per month!'; null when none. */
  tag: string | null;
  /** Display order, lowest first. */
  sortOrder: number;
}

/** Shown under the plan list. */
export const PLANS_FOOTER = 'All plans renew at full price';
export const BEST_VALUE_TAG = 'Best value: Only $10 per month!';
export const CHECKOUT_QUANTITY = 1;
export const FREE_TRIAL_DAYS = 3;

/** Where the browser is sent to pay. */
export type PaymentProviderName = 'local' | 'stripe';

/** GET /payments/config: `stripe` → load @stripe/stripe-js with `publishableKey` and `redirectToCheckout({ sessionId })`; `local` → `window.location.assign(url)`. */
export interface PaymentConfig {
  provider: PaymentProviderName;
  publishableKey?: string;
}

export type SubscriptionStatusName = 'trialing' | 'active' | 'canceled' | 'past_due' | 'incomplete';

/** GET /payments/{userId}/subscription (plan and subscription with unix-second times, plus display extras). */
export interface ActiveSubscription {
  plan: { id: string; name: string; interval_count: number; amount: number; interval: PlanInterval; currency: string };
  subscription: {
    /** Unix seconds: when the current period (or the trial) ends. */
    current_period_end: number;
    /** Unix seconds; null when the subscription is not in its trial. */
    trial_end: number | null;
    status: SubscriptionStatusName;
    /** True once the user cancelled: access lasts until current_period_end, then it ends. */
    cancel_at_period_end: boolean;
  };
}

/**
 * POST /payments/_checkout-session (the checkout request), as the server validates it (schemas/payments.ts).
 * `successUrl` / `cancelUrl`: an absolute http(s) URL of this site or a path starting with '/'; the literal
 * `{CHECKOUT_SESSION_ID}` is replaced by the session id, as Stripe does (send `/lobby?session_id={CHECKOUT_SESSION_ID}`,
 * and `/lobby?session_id=error` for the spec's 'Transaction Cancelled' return). `clientReferenceId`: the user id as
 * text, or empty; when set it must be the caller's id. `interval` must equal the plan's.
 */
export type CheckoutRequest = Static<typeof CheckoutBody>;

/**
 * POST /payments/{planId}/_special-checkout-session: the one-click checkout the public /special-checkout
 * landing page uses (e.g. `/special-checkout?plan=baseball-max-yearly`), for the plan named in the path.
 * Logged-in users only (the client sends a guest to /login, without a toast).
 */
export type SpecialCheckoutRequest = Static<typeof SpecialCheckoutBody>;

/** `url`: where the browser goes (the local hosted checkout page, or Stripe's checkout page). */
export interface CheckoutSession {
  sessionId: string;
  url: string;
}

export interface CheckoutSessionResponse {
  data: { sessionId?: string; url?: string };
}

export interface SubscriptionStatus {
  subscribed: boolean;
}

export interface CustomerPortalSession {
  url: string;
}

/**
 * POST /payments/subscription: manage the caller's subscription (the local portal page uses it too).
 * `cancel`: ends at the period end; `resume`: undoes a pending cancel; `switch`: moves to `planId` (the new
 * interval starts at the next renewal, the trial is kept).
 */
export type SubscriptionChangeRequest = Static<typeof SubscriptionChangeBody>;

/** The error texts the payments API answers with (clients may show them as given). */
export const PAYMENT_ERRORS = {
  unknownPlan: 'Unknown plan',
  alreadySubscribed: 'You already have an active Baseball Max subscription',
  noSubscription: 'No subscription found',
  intervalMismatch: 'The interval does not match the chosen plan',
} as const;
