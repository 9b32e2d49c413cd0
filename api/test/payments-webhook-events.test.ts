import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { describeOnBackends } from './support/backends';
import { withStripeApp } from './support/stripe-app';
import { call, createUser, type TestUser } from './accounts-helpers';
import { startCheckout } from './payments-helpers';

const WEBHOOK_SECRET = 'whsec_events_secret';

describeOnBackends('Stripe webhook events: each id once, stale subscription changes ignored', (backend) => {
  let app!: FastifyInstance;
  const { stripe, webhook } = withStripeApp(backend, WEBHOOK_SECRET, (built) => (app = built));
  let eventCounter = 0;

  const it = (name: string, fn: () => Promise<void>) => backend.it(name, fn, 30_000);
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const event = (type: string, object: Record<string, unknown>, created: number, id = `evt_o${(eventCounter += 1)}`) => ({ id, object: 'event', type, created, data: { object } });
  const view = async (user: TestUser) => (await call(app, user.key, { method: 'GET', url: `/api/payments/${user.id}/subscription` })).json().data?.subscription;
  const subscribed = async (user: TestUser) => (await call(app, user.key, { method: 'GET', url: `/api/payments/${user.id}/_subscription-status` })).json().data.subscribed;

  /** A user whose Stripe checkout completed through the webhook; the subscription object as Stripe holds it. */
  const subscriber = async () => {
    const user = await createUser(app);
    const { sessionId } = await startCheckout(app, user);
    const sub = stripe.completeSession(sessionId);
    expect((await webhook(event('checkout.session.completed', { id: sessionId, object: 'checkout.session' }, nowSeconds()))).statusCode).toBe(200);
    expect(await subscribed(user)).toBe(true);
    return { user, sub, sessionId };
  };

  it('a redelivered event is acknowledged and not applied again, even when its time would still pass', async () => {
    const { user, sub } = await subscriber();
    const at = nowSeconds() + 5;
    const pastDue = event('customer.subscription.updated', { ...sub, status: 'past_due' }, at);
    expect((await webhook(pastDue)).json()).toEqual({ data: { received: true } });
    expect((await view(user)).status).toBe('past_due');
    // A later change in the same second, then the first event delivered again: it must not undo the later one.
    expect((await webhook(event('customer.subscription.updated', { ...sub, status: 'active' }, at))).statusCode).toBe(200);
    expect((await webhook(pastDue)).json()).toEqual({ data: { received: true } });
    expect((await view(user)).status).toBe('active');
    const rows = (await backend.database.db.execute(sql`select count(*)::int as n from stripe_events where id = ${pastDue.id}`)) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('ignores a subscription change older than the stored state; a deletion always ends it and nothing revives it', async () => {
    const { user, sub } = await subscriber();
    const base = nowSeconds() + 60;
    expect((await webhook(event('customer.subscription.updated', { ...sub, status: 'active', cancel_at_period_end: true }, base + 20))).statusCode).toBe(200);
    // Sent earlier by Stripe, arriving later: stale.
    expect((await webhook(event('customer.subscription.updated', { ...sub, status: 'trialing', cancel_at_period_end: false }, base + 10))).statusCode).toBe(200);
    expect(await view(user)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    // A newer one applies.
    expect((await webhook(event('customer.subscription.updated', { ...sub, status: 'active', cancel_at_period_end: false }, base + 30))).statusCode).toBe(200);
    expect(await view(user)).toMatchObject({ status: 'active', cancel_at_period_end: false });

    // The deletion, stamped before the last update, still ends the subscription…
    expect((await webhook(event('customer.subscription.deleted', { ...sub, status: 'canceled' }, base + 25))).statusCode).toBe(200);
    expect(await subscribed(user)).toBe(false);
    // …and no update, however new, brings it back.
    expect((await webhook(event('customer.subscription.updated', { ...sub, status: 'active' }, base + 90))).statusCode).toBe(200);
    expect(await subscribed(user)).toBe(false);
    expect((await call(app, user.key, { method: 'GET', url: '/api/users/me' })).json().data.isSubscribed).toBe(false);
  });

  it('a change made through our API is not undone by an event Stripe sent before it', async () => {
    const { user, sub } = await subscriber();
    const cancelled = await call(app, user.key, { method: 'POST', url: '/api/payments/subscription', payload: { action: 'cancel' } });
    expect(cancelled.json().data.subscription.cancel_at_period_end).toBe(true);
    expect((await webhook(event('customer.subscription.updated', { ...sub, cancel_at_period_end: false }, nowSeconds() - 60))).statusCode).toBe(200);
    expect((await view(user)).cancel_at_period_end).toBe(true);
  });

  it('an event whose handling failed is handled when Stripe retries it', async () => {
    const user = await createUser(app);
    const { sessionId } = await startCheckout(app, user);
    stripe.completeSession(sessionId);
    const completed = event('checkout.session.completed', { id: sessionId, object: 'checkout.session' }, nowSeconds());
    // Stripe's API does not answer for the session this once: our handling fails and Stripe will retry.
    const session = stripe.sessions.get(sessionId)!;
    stripe.sessions.delete(sessionId);
    expect((await webhook(completed)).statusCode).toBe(500);
    expect(await subscribed(user)).toBe(false);
    stripe.sessions.set(sessionId, session);
    expect((await webhook(completed)).statusCode).toBe(200);
    expect(await subscribed(user)).toBe(true);
  });

  it('refuses a signed body that is not an event it can deduplicate and order', async () => {
    expect((await webhook({ object: 'event', type: 'customer.subscription.updated', created: nowSeconds(), data: { object: {} } })).json()).toEqual({ error: 'Invalid webhook event' });
    expect((await webhook({ id: 'evt_no_time', object: 'event', type: 'customer.subscription.updated', data: { object: {} } })).statusCode).toBe(400);
  });
});
