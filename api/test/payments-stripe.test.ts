import type { FastifyInstance } from 'fastify';
import { describeOnBackends } from './support/backends';
import { withStripeApp } from './support/stripe-app';
import { call, createUser } from './accounts-helpers';
import { startCheckout } from './payments-helpers';

const WEBHOOK_SECRET = 'whsec_test_secret';
const nowSeconds = () => Math.floor(Date.now() / 1000);

describeOnBackends('payments with the Stripe provider against a fake Stripe API', (backend) => {
  let app!: FastifyInstance;
  const { stripe, webhook } = withStripeApp(backend, WEBHOOK_SECRET, (built) => (app = built));

  const it = (name: string, fn: () => Promise<void>) => backend.it(name, fn, 30_000);

  it('config hands the browser the publishable key; the local pages are off', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toEqual({ data: { provider: 'stripe', publishableKey: 'pk_test_fake' } });
    expect((await app.inject({ method: 'GET', url: '/checkout/cs_local_x' })).statusCode).toBe(404);
  });

  it('checkout creates a subscription-mode session with the 3-day trial and the intro coupon', async () => {
    const ada = await createUser(app);
    const { sessionId, url } = await startCheckout(app, ada);
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const created = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!;
    expect(created.authorization).toBe('Bearer sk_test_fake');
    const p = created.params;
    expect(p.get('mode')).toBe('subscription');
    expect(p.get('subscription_data[trial_period_days]')).toBe('3');
    expect(p.get('line_items[0][quantity]')).toBe('1');
    expect(p.get('line_items[0][price_data][unit_amount]')).toBe('19999');
    expect(p.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(p.get('discounts[0][coupon]')).toBe('bb-intro-baseball-max-yearly-11999');
    expect(p.get('success_url')).toBe('http://localhost/lobby?session_id={CHECKOUT_SESSION_ID}');
    expect(p.get('cancel_url')).toBe('http://localhost/lobby?session_id=error');
    expect(p.get('client_reference_id')).toBe(String(ada.id));
    expect(p.get('customer_email')).toBe(ada.email);
    // The yearly intro ($119.99 for the first year) is $80 off the first invoice only.
    expect(stripe.coupons.get('bb-intro-baseball-max-yearly-11999')).toMatchObject({ amount_off: 8000, duration: 'once' });

    // Monthly: $5 off for 3 months; the coupon is created once and reused.
    const bob = await createUser(app);
    await startCheckout(app, bob, { planId: 'baseball-max-monthly', interval: 'month' });
    await startCheckout(app, bob, { planId: 'baseball-max-monthly', interval: 'month' });
    expect(stripe.coupons.get('bb-intro-baseball-max-monthly-1499')).toMatchObject({ amount_off: 500, duration: 'repeating', duration_in_months: '3' });
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/coupons')).toHaveLength(2);
  });

  it('the return page finds a paid session before the webhook (session_id), and the webhook then changes nothing', async () => {
    const cat = await createUser(app);
    const { sessionId } = await startCheckout(app, cat);
    expect((await call(app, cat.key, { method: 'GET', url: `/api/payments/${cat.id}/subscription?session_id=${sessionId}` })).statusCode).toBe(404);
    const sub = stripe.completeSession(sessionId);
    const res = await call(app, cat.key, { method: 'GET', url: `/api/payments/${cat.id}/subscription?session_id=${sessionId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      plan: { id: 'baseball-max-yearly', name: 'Baseball Max Yearly', interval: 'year', interval_count: 1, amount: 19999, currency: 'usd' },
      subscription: { current_period_end: sub.trial_end, trial_end: sub.trial_end, status: 'trialing', cancel_at_period_end: false },
    });
    const event = { id: 'evt_1', object: 'event', created: nowSeconds(), type: 'checkout.session.completed', data: { object: { id: sessionId, object: 'checkout.session' } } };
    expect((await webhook(event)).json()).toEqual({ data: { received: true } });
    expect((await webhook(event)).statusCode).toBe(200);
    const rows = (await backend.database.db.execute(`select count(*)::int as n from subscriptions where user_id = ${cat.id}` as never)) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows[0]!.n).toBe(1);
    expect((await call(app, cat.key, { method: 'GET', url: '/api/users/me' })).json().data.isSubscribed).toBe(true);
  });

  it('webhooks: a bad or missing signature is refused; subscription updates and deletions are applied', async () => {
    const dan = await createUser(app);
    const { sessionId } = await startCheckout(app, dan);
    const sub = stripe.completeSession(sessionId);
    expect((await webhook({ type: 'checkout.session.completed', data: { object: { id: sessionId } } }, 'whsec_wrong')).json()).toEqual({ error: 'Invalid webhook signature' });
    expect((await app.inject({ method: 'POST', url: '/api/payments/webhook', payload: { type: 'x' } })).statusCode).toBe(400);
    expect((await webhook({ id: 'evt_2', object: 'event', created: nowSeconds(), type: 'checkout.session.completed', data: { object: { id: sessionId } } })).statusCode).toBe(200);
    expect((await call(app, dan.key, { method: 'GET', url: `/api/payments/${dan.id}/_subscription-status` })).json().data.subscribed).toBe(true);

    const updated = { ...sub, status: 'active', cancel_at_period_end: true };
    await webhook({ id: 'evt_3', object: 'event', created: nowSeconds(), type: 'customer.subscription.updated', data: { object: updated } });
    const view = (await call(app, dan.key, { method: 'GET', url: `/api/payments/${dan.id}/subscription` })).json().data.subscription;
    expect(view).toMatchObject({ status: 'active', cancel_at_period_end: true, trial_end: null });

    await webhook({ id: 'evt_4', object: 'event', created: nowSeconds(), type: 'customer.subscription.deleted', data: { object: { ...updated, status: 'canceled' } } });
    expect((await call(app, dan.key, { method: 'GET', url: `/api/payments/${dan.id}/_subscription-status` })).json().data.subscribed).toBe(false);
    expect((await call(app, dan.key, { method: 'GET', url: '/api/users/me' })).json().data.isSubscribed).toBe(false);
  });

  it('portal and cancel go to Stripe for the subscription’s customer', async () => {
    const eve = await createUser(app);
    const { sessionId } = await startCheckout(app, eve);
    const sub = stripe.completeSession(sessionId);
    await call(app, eve.key, { method: 'GET', url: `/api/payments/${eve.id}/subscription?session_id=${sessionId}` });
    const portal = await call(app, eve.key, { method: 'GET', url: '/api/payments/create-customer-portal-session' });
    expect(portal.json()).toEqual({ data: { url: 'https://billing.stripe.test/p/session/bps_1' } });
    const portalCall = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(portalCall.params.get('customer')).toBe(sub.customer);
    expect(portalCall.params.get('return_url')).toBe('http://localhost/payment');
    const cancelled = await call(app, eve.key, { method: 'POST', url: '/api/payments/subscription', payload: { action: 'cancel' } });
    expect(cancelled.json().data.subscription.cancel_at_period_end).toBe(true);
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${sub.id}` });
  });
});
