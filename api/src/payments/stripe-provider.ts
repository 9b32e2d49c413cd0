import Stripe from 'stripe';
import type { PaymentConfig } from '@bb/contract';
import type { PlanRow } from './plans';
import type { CheckoutInput, CreatedCheckout, PaymentProvider, ProviderSubscriptionState } from './provider';
import type { PaymentSettings } from './settings';
import type { SubscriptionRow } from './subscription-store';

type StripeClient = InstanceType<typeof Stripe>;
type StripeSubscription = Stripe.Subscription;

const STATUSES: ReadonlySet<ProviderSubscriptionState['status']> = new Set(['trialing', 'active', 'past_due', 'canceled', 'incomplete']);

/** A Stripe client for the settings; STRIPE_API_URL points it at another origin (a stub server in tests). */
export function createStripeClient(settings: Pick<PaymentSettings, 'stripeSecretKey' | 'stripeApiUrl'>): StripeClient {
  if (!settings.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is not set');
  const api = settings.stripeApiUrl ? new URL(settings.stripeApiUrl) : null;
  return new Stripe(settings.stripeSecretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'http:' ? 80 : 443), protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

/**
 * Now, cut to whole seconds: Stripe's event times have no finer grain, and the state an answer carries was current no
 * earlier than the moment we asked (an event from that same second is not counted as older).
 */
function wholeSecondNow(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}

/** Stripe's subscription, in our terms (period dates live on the first item since API 2025-03-31). */
export function stripeSubscriptionState(sub: StripeSubscription, planId?: string): ProviderSubscriptionState {
  const item = sub.items.data[0];
  const status = STATUSES.has(sub.status as ProviderSubscriptionState['status']) ? (sub.status as ProviderSubscriptionState['status']) : sub.status === 'unpaid' ? 'past_due' : 'canceled';
  const start = item?.current_period_start ?? sub.start_date;
  const end = item?.current_period_end ?? sub.trial_end ?? sub.start_date;
  return {
    providerSubscriptionId: sub.id,
    providerCustomerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status,
    trialEnd: sub.trial_end ? new Date(sub.trial_end * 1000) : null,
    currentPeriodStart: new Date(start * 1000),
    currentPeriodEnd: new Date(end * 1000),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    ...(planId ?? sub.metadata?.planId ? { planId: planId ?? sub.metadata.planId } : {}),
  };
}

/** The plan's intro offer as a Stripe coupon with a fixed id, created the first time it is needed. */
async function introCoupon(stripe: StripeClient, plan: PlanRow): Promise<string | null> {
  if (plan.introAmount === null || plan.introPeriods <= 0 || plan.introAmount >= plan.amount) return null;
  const id = `bb-intro-${plan.id}-${plan.introAmount}`;
  try {
    await stripe.coupons.retrieve(id);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    const months = plan.interval === 'year' ? 12 * plan.introPeriods : plan.introPeriods;
    await stripe.coupons.create({
      id,
      name: `${plan.name} intro price`,
      amount_off: plan.amount - plan.introAmount,
      currency: plan.currency,
      ...(plan.interval === 'year' && plan.introPeriods === 1 ? { duration: 'once' as const } : { duration: 'repeating' as const, duration_in_months: months }),
    });
  }
  return id;
}

/** Stripe Checkout in subscription mode with the plan's free trial, the billing portal and webhooks. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    readonly stripe: StripeClient,
    private readonly settings: Pick<PaymentSettings, 'stripePublishableKey'>,
  ) {}

  publicConfig(): PaymentConfig {
    return { provider: 'stripe', ...(this.settings.stripePublishableKey ? { publishableKey: this.settings.stripePublishableKey } : {}) };
  }

  async createCheckoutSession(input: CheckoutInput): Promise<CreatedCheckout> {
    const { plan } = input;
    const coupon = await introCoupon(this.stripe, plan);
    const metadata = { userId: String(input.userId), planId: plan.id };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: plan.currency,
            unit_amount: plan.amount,
            recurring: { interval: plan.interval as 'month' | 'year', interval_count: plan.intervalCount },
            product_data: { name: plan.name },
          },
        },
      ],
      subscription_data: { trial_period_days: plan.trialDays, metadata },
      ...(coupon ? { discounts: [{ coupon }] } : {}),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: String(input.userId),
      ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
      metadata,
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async fetchCompletion(sessionId: string): Promise<ProviderSubscriptionState | null> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    if (session.status !== 'complete' || !session.subscription) return null;
    const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
    const askedAt = wholeSecondNow();
    const sub = await this.stripe.subscriptions.retrieve(subscriptionId);
    return { ...stripeSubscriptionState(sub, session.metadata?.planId), observedAt: askedAt };
  }

  async customerPortalUrl(input: { subscription: SubscriptionRow; returnUrl: string }): Promise<string> {
    if (!input.subscription.providerCustomerId) throw new Error('The subscription has no Stripe customer');
    const portal = await this.stripe.billingPortal.sessions.create({ customer: input.subscription.providerCustomerId, return_url: input.returnUrl });
    return portal.url;
  }

  async setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean): Promise<Partial<ProviderSubscriptionState>> {
    const askedAt = wholeSecondNow();
    const sub = await this.stripe.subscriptions.update(this.subscriptionId(subscription), { cancel_at_period_end: cancel });
    return { ...stripeSubscriptionState(sub), observedAt: askedAt };
  }

  async switchPlan(subscription: SubscriptionRow, plan: PlanRow): Promise<Partial<ProviderSubscriptionState>> {
    const askedAt = wholeSecondNow();
    const current = await this.stripe.subscriptions.retrieve(this.subscriptionId(subscription));
    const item = current.items.data[0];
    if (!item) throw new Error('The Stripe subscription has no item');
    const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
    const sub = await this.stripe.subscriptions.update(current.id, {
      // The new price from the next invoice on, as the local provider does: no proration.
      proration_behavior: 'none',
      items: [
        {
          id: item.id,
          price_data: { currency: plan.currency, unit_amount: plan.amount, recurring: { interval: plan.interval as 'month' | 'year', interval_count: plan.intervalCount }, product },
        },
      ],
      metadata: { ...current.metadata, planId: plan.id },
    });
    return { ...stripeSubscriptionState(sub, plan.id), observedAt: askedAt };
  }

  /** Verifies the `Stripe-Signature` header over the raw body; throws on a bad signature. */
  verifyWebhook(rawBody: Buffer, signature: string, secret: string) {
    return this.stripe.webhooks.constructEvent(rawBody, signature, secret);
  }

  private subscriptionId(subscription: SubscriptionRow): string {
    if (!subscription.providerSubscriptionId) throw new Error('The subscription has no Stripe id');
    return subscription.providerSubscriptionId;
  }
}
