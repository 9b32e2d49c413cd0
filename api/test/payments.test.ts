import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { describeOnBackends } from './support/backends';
import { call, createUser, type TestUser } from './accounts-helpers';
import { checkoutBody, form, GOOD_CARD, pay, startCheckout } from './payments-helpers';
import { API_ONLY_CONFIG } from './support/app-config';

const DAY = 24 * 60 * 60;

describeOnBackends('payments with the local provider', (backend) => {
  let app: FastifyInstance;
  const saved = process.env.STRIPE_SECRET_KEY;

  backend.beforeAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    process.env.AUTH_RATE_LIMIT_MAX = '10000';
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
  });
  backend.afterAll(async () => {
    if (saved !== undefined) process.env.STRIPE_SECRET_KEY = saved;
    await app.close();
  });

  const it = (name: string, fn: () => Promise<void>) => backend.it(name, fn, 30_000);

  it('config names the local provider; plans carry their prices, trial, tag and order', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toEqual({ data: { provider: 'local' } });
    const plans = (await app.inject({ method: 'GET', url: '/api/payments/plans' })).json().data;
    expect(plans).toEqual([
      expect.objectContaining({ id: 'baseball-max-monthly', interval: 'month', interval_count: 1, introAmount: 1499, introPeriods: 3, trialDays: 3, tag: null, currency: 'usd' }),
      expect.objectContaining({ id: 'baseball-max-yearly', interval: 'year', interval_count: 1, introAmount: 11999, introPeriods: 1, trialDays: 3, tag: 'Best value: Only $10 per month!' }),
    ]);
    for (const plan of plans) expect(plan.amount).toBeGreaterThan(plan.introAmount);
  });

  it('checkout validation: unknown plan, wrong interval, foreign URLs, someone else’s reference, no session', async () => {
    const ada = await createUser(app);
    const post = (body: Record<string, unknown>, key: string | null = ada.key) => call(app, key, { method: 'POST', url: '/api/payments/_checkout-session', payload: body });
    const cases: Array<[Record<string, unknown>, string]> = [
      [checkoutBody(ada, { planId: 'gold-plan' }), 'Unknown plan'],
      [checkoutBody(ada, { interval: 'month' }), 'The interval does not match the chosen plan'],
      [checkoutBody(ada, { successUrl: 'https://evil.example/steal' }), 'successUrl must be a path or a URL of this site'],
      [checkoutBody(ada, { successUrl: '//evil.example/x' }), 'successUrl must be a path or a URL of this site'],
      [checkoutBody(ada, { cancelUrl: 'javascript:alert(1)' }), 'cancelUrl must be a path or a URL of this site'],
      [checkoutBody(ada, { clientReferenceId: '999999' }), 'clientReferenceId must be your own user id'],
    ];
    for (const [body, error] of cases) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect((await post({ ...checkoutBody(ada), quantity: 2 })).statusCode).toBe(400);
    expect((await post({ ...checkoutBody(ada), extra: 1 })).statusCode).toBe(400);
    expect((await post(checkoutBody(ada), null)).statusCode).toBe(401);
  });

  it('the hosted page shows the plan, trial and intro price; Pay starts a 3-day trial and returns to successUrl', async () => {
    const ada = await createUser(app);
    const { sessionId, url } = await startCheckout(app, ada);
    expect(sessionId).toMatch(/^cs_local_/);
    expect(url).toBe(`http://localhost/checkout/${sessionId}`);
    const page = await app.inject({ method: 'GET', url: `/checkout/${sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Baseball Max Yearly');
    expect(page.body).toContain('3 days free');
    expect(page.body).toContain('$119.99/year');
    expect(page.body).toContain('Best value: Only $10 per month!');
    expect(page.body).toContain('All plans renew at full price');
    expect(page.body).toContain(ada.email);

    const before = Math.floor(Date.now() / 1000);
    const paid = await pay(app, sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost/lobby?session_id=${sessionId}`);

    const sub = await call(app, ada.key, { method: 'GET', url: `/api/payments/${ada.id}/subscription?session_id=${sessionId}` });
    expect(sub.statusCode).toBe(200);
    const data = sub.json().data;
    expect(data.plan).toEqual({ id: 'baseball-max-yearly', name: 'Baseball Max Yearly', interval: 'year', interval_count: 1, amount: 19999, currency: 'usd' });
    expect(data.subscription.status).toBe('trialing');
    expect(data.subscription.trial_end).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(data.subscription.trial_end).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3 * DAY);
    expect(data.subscription.current_period_end).toBe(data.subscription.trial_end);

    const status = await call(app, ada.key, { method: 'GET', url: `/api/payments/${ada.id}/_subscription-status` });
    expect(status.json()).toEqual({ data: { subscribed: true } });
    const me = (await call(app, ada.key, { method: 'GET', url: '/api/users/me' })).json().data;
    expect(me.isSubscribed).toBe(true);
    expect(me.plan).toEqual(data.plan);
    expect(me.subscription).toEqual(data.subscription);
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: ada.email, password: ada.password } });
    expect(login.json().data.user.isSubscribed).toBe(true);
  });

  it('completion is idempotent and a second checkout while subscribed is refused', async () => {
    const bob = await createUser(app);
    const { sessionId } = await startCheckout(app, bob, { planId: 'baseball-max-monthly', interval: 'month' });
    expect((await pay(app, sessionId)).statusCode).toBe(303);
    const first = (await call(app, bob.key, { method: 'GET', url: `/api/payments/${bob.id}/subscription` })).json().data;
    // Paying the same session again, or opening its page, only sends the browser back to success.
    const again = await pay(app, sessionId);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toContain(`session_id=${sessionId}`);
    expect((await app.inject({ method: 'GET', url: `/checkout/${sessionId}` })).statusCode).toBe(303);
    const second = (await call(app, bob.key, { method: 'GET', url: `/api/payments/${bob.id}/subscription` })).json().data;
    expect(second).toEqual(first);
    const count = await backend.database.db.execute(`select count(*)::int as n from subscriptions where user_id = ${bob.id}` as never);
    expect((count as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);

    const refused = await call(app, bob.key, { method: 'POST', url: '/api/payments/_checkout-session', payload: checkoutBody(bob) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'You already have an active Baseball Max subscription' });
  });

  it('two sessions opened before paying: the second Pay is refused, the first subscription stands', async () => {
    const eve = await createUser(app);
    const a = await startCheckout(app, eve);
    const b = await startCheckout(app, eve, { planId: 'baseball-max-monthly', interval: 'month' });
    expect((await pay(app, a.sessionId)).statusCode).toBe(303);
    const res = await pay(app, b.sessionId);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('You already have an active Baseball Max subscription');
    const sub = (await call(app, eve.key, { method: 'GET', url: `/api/payments/${eve.id}/subscription` })).json().data;
    expect(sub.plan.id).toBe('baseball-max-yearly');
  });

  it('bad cards re-render the form with the error; nothing is subscribed', async () => {
    const cat = await createUser(app);
    const { sessionId } = await startCheckout(app, cat);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...GOOD_CARD, cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
      [{ ...GOOD_CARD, expiry: '01 / 20' }, 'Your card has expired.'],
      [{ ...GOOD_CARD, expiry: '13 / 40' }, 'Your card&#39;s expiration date is invalid.'],
      [{ ...GOOD_CARD, cvc: '1' }, 'Your card&#39;s security code is invalid.'],
      [{ ...GOOD_CARD, name: ' ' }, 'Enter the name on the card.'],
      [{ ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' }, 'Your card was declined.'],
    ];
    for (const [card, message] of cases) {
      const res = await pay(app, sessionId, card);
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain(message);
      expect(res.body).not.toContain(card.cardNumber!.replace(/ /g, ''));
    }
    expect((await call(app, cat.key, { method: 'GET', url: `/api/payments/${cat.id}/_subscription-status` })).json()).toEqual({ data: { subscribed: false } });
    const none = await call(app, cat.key, { method: 'GET', url: `/api/payments/${cat.id}/subscription` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'No subscription found' });
  });

  it('Cancel returns to cancelUrl, and the session cannot be paid afterwards', async () => {
    const dan = await createUser(app);
    const { sessionId } = await startCheckout(app, dan);
    const res = await app.inject({ method: 'POST', url: `/checkout/${sessionId}/cancel` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://localhost/lobby?session_id=error');
    expect((await pay(app, sessionId)).statusCode).toBe(410);
    expect((await app.inject({ method: 'GET', url: '/checkout/cs_local_unknown' })).statusCode).toBe(404);
  });

  it('portal: shows the plan and trial date, cancels, resumes and switches plan; the API agrees', async () => {
    const fay = await createUser(app);
    await pay(app, (await startCheckout(app, fay)).sessionId);
    const portal = await call(app, fay.key, { method: 'GET', url: '/api/payments/create-customer-portal-session' });
    expect(portal.statusCode).toBe(200);
    const url = new URL(portal.json().data.url);
    expect(url.pathname).toMatch(/^\/billing\/portal\/[A-Za-z0-9_-]{43}$/);
    const view = await app.inject({ method: 'GET', url: url.pathname });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('Baseball Max Yearly');
    expect(view.body).toContain('Your trial period ends on');
    expect(view.body).toContain('href="http://localhost/payment"');

    const act = (fields: Record<string, string>) => app.inject({ method: 'POST', url: `${url.pathname}/action`, ...form(fields) });
    const cancelled = await act({ action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${url.pathname}?done=cancel`);
    let sub = (await call(app, fay.key, { method: 'GET', url: `/api/payments/${fay.id}/subscription` })).json().data.subscription;
    expect(sub.cancel_at_period_end).toBe(true);
    expect((await app.inject({ method: 'GET', url: `${url.pathname}?done=cancel` })).body).toContain('Your subscription is cancelled');

    await act({ action: 'resume' });
    await act({ action: 'switch', planId: 'baseball-max-monthly' });
    sub = (await call(app, fay.key, { method: 'GET', url: `/api/payments/${fay.id}/subscription` })).json().data;
    expect(sub.subscription.cancel_at_period_end).toBe(false);
    // The switch waits for the renewal: the current period stays yearly.
    expect(sub.plan.id).toBe('baseball-max-yearly');
    expect((await app.inject({ method: 'GET', url: url.pathname })).body).toContain('From the next renewal');

    const bad = await act({ action: 'switch', planId: 'nope' });
    expect(bad.headers.location).toContain('error=Unknown%20plan');
    expect((await app.inject({ method: 'GET', url: '/billing/portal/' + 'x'.repeat(43) })).statusCode).toBe(404);
  });

  it('POST /payments/subscription manages the caller’s subscription with clear errors', async () => {
    const gil = await createUser(app);
    const manage = (body: unknown) => call(app, gil.key, { method: 'POST', url: '/api/payments/subscription', payload: body as Record<string, unknown> });
    expect((await manage({ action: 'cancel' })).json()).toEqual({ error: 'No subscription found' });
    await pay(app, (await startCheckout(app, gil)).sessionId);
    const cancel = await manage({ action: 'cancel' });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.subscription.cancel_at_period_end).toBe(true);
    expect((await manage({ action: 'cancel' })).statusCode).toBe(409);
    expect((await manage({ action: 'switch', planId: 'baseball-max-yearly' })).json()).toEqual({ error: 'You are already on Baseball Max Yearly' });
    expect((await manage({ action: 'explode' })).statusCode).toBe(400);
    // Still subscribed until the period ends.
    expect((await call(app, gil.key, { method: 'GET', url: `/api/payments/${gil.id}/_subscription-status` })).json().data.subscribed).toBe(true);
  });

  it('status and subscription endpoints are the caller’s own; the portal needs a subscription', async () => {
    const a: TestUser = await createUser(app);
    const b: TestUser = await createUser(app);
    expect((await call(app, a.key, { method: 'GET', url: `/api/payments/${b.id}/_subscription-status` })).statusCode).toBe(403);
    expect((await call(app, a.key, { method: 'GET', url: `/api/payments/${b.id}/subscription` })).statusCode).toBe(403);
    expect((await call(app, null, { method: 'GET', url: `/api/payments/${a.id}/_subscription-status` })).statusCode).toBe(401);
    const portal = await call(app, a.key, { method: 'GET', url: '/api/payments/create-customer-portal-session' });
    expect(portal.statusCode).toBe(404);
    expect((await call(app, a.key, { method: 'GET', url: '/api/payments/create-customer-portal-session?returnUrl=https://evil.example' })).statusCode).toBe(400);
  });

  it('special checkout: the plan comes from the path', async () => {
    const hal = await createUser(app);
    const res = await call(app, hal.key, {
      method: 'POST',
      url: '/api/payments/baseball-max-monthly/_special-checkout-session',
      payload: { successUrl: '/lobby?session_id={CHECKOUT_SESSION_ID}', cancelUrl: '/special-checkout' },
    });
    expect(res.statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: `/checkout/${res.json().data.sessionId}` });
    expect(page.body).toContain('Baseball Max Monthly');
    expect(page.body).toContain('Intro price for the first 3 months');
    const unknown = await call(app, hal.key, { method: 'POST', url: '/api/payments/gold/_special-checkout-session', payload: { successUrl: '/a', cancelUrl: '/b' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Unknown plan' });
  });

  it('GOTD guests cannot check out', async () => {
    const guest = (await app.inject({ method: 'POST', url: '/api/users/gotd-guest' })).json().data;
    const res = await call(app, guest.api_key.key, { method: 'POST', url: '/api/payments/_checkout-session', payload: { planId: 'baseball-max-yearly', successUrl: '/a', cancelUrl: '/b' } });
    expect(res.statusCode).toBe(403);
  });

  it('the webhook is off without Stripe', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/payments/webhook', payload: { type: 'checkout.session.completed' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Stripe webhooks are not enabled' });
  });
});
