import type { FastifyInstance } from 'fastify';
import { httpError } from '../accounts/http';
import { findCheckoutSession } from './checkout-store';
import type { PaymentService } from './payment-service';
import { StripeProvider, stripeSubscriptionState } from './stripe-provider';
import { findByProviderId, recordCompletion, updateSubscription } from './subscription-store';

type StripeEvent = ReturnType<StripeProvider['verifyWebhook']>;

async function handleEvent(service: PaymentService, provider: StripeProvider, event: StripeEvent, log: FastifyInstance['log']): Promise<void> {
  if (event.type === 'checkout.session.completed') {
    const session = await findCheckoutSession(service.db, event.data.object.id);
    if (!session || session.status === 'complete') return;
    const state = await provider.fetchCompletion(session.id);
    if (!state) return;
    try {
      await recordCompletion(service.db, session, state);
    } catch (error) {
      // A second paid checkout for someone already subscribed: keep the first, tell whoever reads the logs.
      if ((error as { statusCode?: number }).statusCode === 409) log.warn({ session: session.id }, 'paid checkout for an already subscribed user');
      else throw error;
    }
    return;
  }
  if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
    const row = await findByProviderId(service.db, event.data.object.id);
    if (!row) return;
    const state = stripeSubscriptionState(event.data.object);
    await updateSubscription(service.db, row, { ...state, ...(event.type === 'customer.subscription.deleted' ? { status: 'canceled' as const, endedAt: new Date() } : {}) });
  }
}

/**
 * `POST /api/payments/webhook`: Stripe events, verified with STRIPE_WEBHOOK_SECRET over the raw body
 * (its own scope keeps the raw-body parser away from every other route).
 */
export async function registerWebhookRoute(app: FastifyInstance, service: PaymentService, webhookSecret: string | null): Promise<void> {
  await app.register(async (scope) => {
    // Stripe signs the raw bytes: this scope reads them instead of the app's JSON parser.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/payments/webhook',
      { schema: { tags: ['payments'], summary: 'Stripe webhook (Stripe-Signature verified over the raw body)' }, bodyLimit: 512 * 1024 },
      async (request) => {
        const provider = service.provider;
        if (!(provider instanceof StripeProvider) || !webhookSecret) throw httpError(404, 'Stripe webhooks are not enabled');
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw httpError(400, 'Missing Stripe-Signature header or body');
        let event: StripeEvent;
        try {
          event = provider.verifyWebhook(request.body, signature, webhookSecret);
        } catch {
          throw httpError(400, 'Invalid webhook signature');
        }
        await handleEvent(service, provider, event, request.log);
        return { data: { received: true } };
      },
    );
  });
}
