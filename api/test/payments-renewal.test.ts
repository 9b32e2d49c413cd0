import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { subscriptions } from '../src/db/schema/index';
import { addInterval } from '../src/payments/plans';
import { describeOnBackends } from './support/backends';
import { call, createUser, type TestUser } from './accounts-helpers';
import { pay, startCheckout } from './payments-helpers';
import { API_ONLY_CONFIG } from './support/app-config';

describeOnBackends('local provider billing over time', (backend) => {
  let app: FastifyInstance;

  backend.beforeAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    process.env.AUTH_RATE_LIMIT_MAX = '10000';
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
  });
  backend.afterAll(() => app.close());

  const it = (name: string, fn: () => Promise<void>) => backend.it(name, fn, 30_000);
  const db = () => backend.database.db;
  /** Moves the user's subscription so that its current period ended `msAgo` ago. */
  const endPeriod = async (user: TestUser, msAgo = 1000) => {
    const end = new Date(Date.now() - msAgo);
    await db().update(subscriptions).set({ currentPeriodEnd: end, currentPeriodStart: new Date(end.getTime() - 3 * 86_400_000) }).where(eq(subscriptions.userId, user.id));
    return end;
  };
  const subscribe = async (planId: string, interval: string) => {
    const user = await createUser(app);
    await pay(app, (await startCheckout(app, user, { planId, interval })).sessionId);
    return user;
  };
  const subscription = async (user: TestUser) => call(app, user.key, { method: 'GET', url: `/api/payments/${user.id}/subscription` });

  it('calendar months: Jan 31 + 1 month is the end of February; a year is 12 months', () => {
    expect(addInterval({ interval: 'month', intervalCount: 1 }, new Date('2027-01-31T10:00:00Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addInterval({ interval: 'year', intervalCount: 1 }, new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    return Promise.resolve();
  });

  it('the trial ends: the subscription renews for a year, no longer trialing, and the user stays subscribed', async () => {
    const ada = await subscribe('baseball-max-yearly', 'year');
    const end = await endPeriod(ada);
    const res = (await subscription(ada)).json().data.subscription;
    expect(res.status).toBe('active');
    expect(res.trial_end).toBeNull();
    expect(res.current_period_end).toBe(Math.floor(addInterval({ interval: 'year', intervalCount: 1 }, end).getTime() / 1000));
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, ada.id));
    expect(row!.paidPeriods).toBe(1);
    expect((await call(app, ada.key, { method: 'GET', url: '/api/users/me' })).json().data.subscription.status).toBe('active');
  });

  it('several missed periods are billed in order; a pending switch applies at the first renewal', async () => {
    const bob = await subscribe('baseball-max-monthly', 'month');
    await call(app, bob.key, { method: 'POST', url: '/api/payments/subscription', payload: { action: 'switch', planId: 'baseball-max-yearly' } });
    await endPeriod(bob, 40 * 86_400_000);
    const data = (await subscription(bob)).json().data;
    expect(data.plan.id).toBe('baseball-max-yearly');
    expect(data.subscription.current_period_end * 1000).toBeGreaterThan(Date.now());
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, bob.id));
    expect(row!.pendingPlanId).toBeNull();
  });

  it('a cancelled subscription ends at its period end: status false, the user record cleared, checkout open again', async () => {
    const cat = await subscribe('baseball-max-monthly', 'month');
    await call(app, cat.key, { method: 'POST', url: '/api/payments/subscription', payload: { action: 'cancel' } });
    await endPeriod(cat);
    expect((await call(app, cat.key, { method: 'GET', url: `/api/payments/${cat.id}/_subscription-status` })).json()).toEqual({ data: { subscribed: false } });
    expect((await subscription(cat)).statusCode).toBe(404);
    const me = (await call(app, cat.key, { method: 'GET', url: '/api/users/me' })).json().data;
    expect(me).toMatchObject({ isSubscribed: false, plan: null, subscription: null });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, cat.id));
    expect(row!.status).toBe('canceled');
    expect(row!.endedAt).not.toBeNull();
    // They may subscribe again.
    await startCheckout(app, cat);
  });
});
