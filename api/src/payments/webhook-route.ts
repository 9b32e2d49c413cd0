import type { FastifyInstance } from 'fastify';
import { httpError } from '../accounts';
import { findCheckoutSession } from './checkout-store';
import type { PaymentService } from './payment-service';
import { StripeProvider, stripeSubscriptionState } from './stripe-provider';
import { applyProviderEvent, findByProviderId, recordCompletion } from './subscription-store';
import { claimEvent, releaseEvent } from './stripe-events';

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
    const observedAt = new Date(event.created * 1000);
    const deleted = event.type === 'customer.subscription.deleted';
    const state = { ...stripeSubscriptionState(event.data.object), observedAt, ...(deleted ? { status: 'canceled' as const, endedAt: observedAt } : {}) };
    const applied = await applyProviderEvent(service.db, row, state, deleted);
    if (!applied) log.info({ event: event.id, subscription: row.id }, 'stale subscription event ignored');
  }
}

/** Verified but not shaped like a Stripe event: without an id and a time it can be neither deduplicated nor ordered. */
function isDeliverable(event: StripeEvent): boolean {
  return typeof event.id === 'string' && event.id !== '' && typeof event.type === 'string' && Number.isFinite(event.created);
}

/**
 * `POST /api/payments/webhook`: Stripe events, verified with STRIPE_WEBHOOK_SECRET over the raw body
 * (its own scope keeps the raw-body parser away from every other route), each event id handled once, and
 * subscription changes older than the stored state ignored (Stripe does not deliver in order).
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
        if (!isDeliverable(event)) throw httpError(400, 'Invalid webhook event');
        // Stripe delivers at least once: an event id seen before is acknowledged and not applied again.
        if (!(await claimEvent(service.db, event))) return { data: { received: true } };
        try {
          await handleEvent(service, provider, event, request.log);
        } catch (error) {
          await releaseEvent(service.db, event.id);
          // Our failure, whatever Stripe's API answered us (its 404 is not this request's): a 500 makes Stripe retry.
          throw new Error(`Stripe event ${event.id} (${event.type}) could not be handled`, { cause: error });
        }
        return { data: { received: true } };
      },
    );
  });
}
