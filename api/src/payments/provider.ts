import type { PaymentConfig, PaymentProviderName } from '@bb/contract';
import type { PlanRow } from './plans';
import type { SubscriptionRow } from './subscription-store';

/** What a provider reports about a subscription; the store writes it to the subscriptions table. */
export interface ProviderSubscriptionState {
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';
  trialEnd: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** Set when the provider already moved the subscription to another plan. */
  planId?: string;
  /**
   * When this state was current at the provider (whole seconds, like Stripe's event times): a webhook event older than
   * the state stored from it is stale. Unset for providers that keep no such order (the local one bills itself).
   */
  observedAt?: Date;
}

export interface CheckoutInput {
  userId: number;
  plan: PlanRow;
  /** Absolute URLs; `{CHECKOUT_SESSION_ID}` is left for the provider to fill. */
  successUrl: string;
  cancelUrl: string;
  customerEmail: string;
  /** The origin the browser reached us on (the local provider's page lives there). */
  origin: string;
}

export interface CreatedCheckout {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/**
 * One card payment provider. The server stays the only source of truth: providers create sessions and
 * report state; `subscription-store.ts` records it (idempotently) and mirrors it onto the user.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  publicConfig(): PaymentConfig;
  createCheckoutSession(input: CheckoutInput): Promise<CreatedCheckout>;
  /**
   * The subscription a finished session created, asked of the provider; null while it is not paid.
   * The local provider completes its sessions itself (its Pay button), so it answers null.
   */
  fetchCompletion(sessionId: string): Promise<ProviderSubscriptionState | null>;
  customerPortalUrl(input: { userId: number; subscription: SubscriptionRow; returnUrl: string; origin: string }): Promise<string>;
  /** Cancel at period end (`true`) or undo that (`false`). */
  setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean): Promise<Partial<ProviderSubscriptionState>>;
  /** Move to another plan from the next renewal on. */
  switchPlan(subscription: SubscriptionRow, plan: PlanRow): Promise<Partial<ProviderSubscriptionState>>;
}
