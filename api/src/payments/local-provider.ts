import type { PaymentConfig } from '@bb/contract';
import type { Db } from '../db/database';
import { newSecret } from '../auth/index';
import { CHECKOUT_SESSION_TTL_MS } from './checkout-store';
import { createPortalToken } from './portal-store';
import type { PlanRow } from './plans';
import type { CheckoutInput, CreatedCheckout, PaymentProvider, ProviderSubscriptionState } from './provider';
import type { SubscriptionRow } from './subscription-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The subscription a paid local checkout starts: the plan's free trial, billed when it ends. */
export function localTrialState(plan: PlanRow, now: Date = new Date()): ProviderSubscriptionState {
  const trialEnd = new Date(now.getTime() + plan.trialDays * DAY_MS);
  return {
    providerSubscriptionId: null,
    providerCustomerId: null,
    status: plan.trialDays > 0 ? 'trialing' : 'active',
    trialEnd: plan.trialDays > 0 ? trialEnd : null,
    currentPeriodStart: now,
    currentPeriodEnd: trialEnd,
    cancelAtPeriodEnd: false,
  };
}

/**
 * The default provider: our own hosted checkout page (`GET /checkout/{sessionId}`, see local-pages/) and
 * customer portal (`GET /billing/portal/{token}`). It takes test cards only and never moves money.
 */
export class LocalProvider implements PaymentProvider {
  readonly name = 'local' as const;

  constructor(private readonly db: Db) {}

  publicConfig(): PaymentConfig {
    return { provider: 'local' };
  }

  async createCheckoutSession(input: CheckoutInput): Promise<CreatedCheckout> {
    const sessionId = `cs_local_${newSecret()}`;
    return { sessionId, url: `${input.origin}/checkout/${sessionId}`, expiresAt: new Date(Date.now() + CHECKOUT_SESSION_TTL_MS) };
  }

  async fetchCompletion(): Promise<ProviderSubscriptionState | null> {
    return null;
  }

  async customerPortalUrl(input: { userId: number; returnUrl: string; origin: string }): Promise<string> {
    const token = await createPortalToken(this.db, input.userId, input.returnUrl);
    return `${input.origin}/billing/portal/${token}`;
  }

  async setCancelAtPeriodEnd(_subscription: SubscriptionRow, cancel: boolean): Promise<Partial<ProviderSubscriptionState>> {
    return { cancelAtPeriodEnd: cancel };
  }

  async switchPlan(): Promise<Partial<ProviderSubscriptionState>> {
    // Nothing to tell anyone: the store keeps the pending plan and the renewal applies it.
    return {};
  }
}
