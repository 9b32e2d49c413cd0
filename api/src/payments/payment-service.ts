import type { ActiveSubscription, SubscriptionChangeRequest } from '@bb/contract';
import { PAYMENT_ERRORS } from '@bb/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema/index';
import { httpError } from '../accounts';
import { findCheckoutSession, insertCheckoutSession, isPayable } from './checkout-store';
import { localTrialState } from './local-provider';
import { findPlan, type PlanRow } from './plans';
import type { PaymentProvider } from './provider';
import { currentSubscription, recordCompletion, subscriptionWithPlan, updateSubscription, type CheckoutSessionRow, type SubscriptionRow } from './subscription-store';

export interface CheckoutUser {
  id: number;
  email: string;
}

/** The payment operations the routes and the local pages share; one instance per server. */
export class PaymentService {
  constructor(
    readonly db: Db,
    readonly provider: PaymentProvider,
  ) {}

  async requirePlan(planId: string): Promise<PlanRow> {
    const plan = await findPlan(this.db, planId);
    if (!plan) throw httpError(400, PAYMENT_ERRORS.unknownPlan);
    return plan;
  }

  /** The plan as this user may buy it: without its free trial when the user has had one. */
  async planFor(userId: number, plan: PlanRow): Promise<PlanRow> {
    const [row] = await this.db.select({ trialUsedAt: users.trialUsedAt }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.trialUsedAt ? { ...plan, trialDays: 0 } : plan;
  }

  async startCheckout(user: CheckoutUser, plan: PlanRow, urls: { successUrl: string; cancelUrl: string }, customerEmail: string, origin: string) {
    if (await currentSubscription(this.db, user.id)) throw httpError(409, PAYMENT_ERRORS.alreadySubscribed);
    const created = await this.provider.createCheckoutSession({ userId: user.id, plan: await this.planFor(user.id, plan), ...urls, customerEmail, origin });
    await insertCheckoutSession(this.db, {
      id: created.sessionId,
      userId: user.id,
      planId: plan.id,
      provider: this.provider.name,
      successUrl: urls.successUrl,
      cancelUrl: urls.cancelUrl,
      customerEmail,
      expiresAt: created.expiresAt,
    });
    return { sessionId: created.sessionId, url: created.url };
  }

  /** The local checkout page's Pay: starts the plan's free trial. Completing twice returns the first result. */
  async completeLocalCheckout(session: CheckoutSessionRow): Promise<SubscriptionRow> {
    if (session.provider !== 'local') throw httpError(400, 'This checkout is handled by another provider');
    if (session.status !== 'complete' && !(await isPayable(this.db, session))) throw httpError(410, 'This checkout session has expired');
    const plan = await this.planFor(session.userId, await this.requirePlan(session.planId));
    return (await recordCompletion(this.db, session, localTrialState(plan))).subscription;
  }

  /** Asks the provider whether a session of this user was paid (a webhook may not have arrived yet). */
  async syncSession(userId: number, sessionId: string): Promise<void> {
    const session = await findCheckoutSession(this.db, sessionId);
    if (!session || session.userId !== userId || session.status === 'complete' || session.provider !== this.provider.name) return;
    const state = await this.provider.fetchCompletion(sessionId);
    if (state) await recordCompletion(this.db, session, state);
  }

  async activeSubscription(userId: number): Promise<ActiveSubscription | null> {
    const live = await currentSubscription(this.db, userId);
    return live ? subscriptionWithPlan(this.db, live) : null;
  }

  async change(userId: number, request: SubscriptionChangeRequest): Promise<ActiveSubscription> {
    const live = await currentSubscription(this.db, userId);
    if (!live) throw httpError(404, PAYMENT_ERRORS.noSubscription);
    let updated: SubscriptionRow;
    if (request.action === 'switch') {
      const plan = await this.requirePlan(request.planId);
      if (plan.id === (live.pendingPlanId ?? live.planId)) throw httpError(409, `You are already on ${plan.name}`);
      const patch = await this.provider.switchPlan(live, plan);
      // Stripe moves the plan at once (billed from the next invoice); locally the renewal applies it.
      updated = await updateSubscription(this.db, live, patch.planId ? { ...patch, pendingPlanId: null } : { ...patch, pendingPlanId: plan.id === live.planId ? null : plan.id });
    } else {
      const cancel = request.action === 'cancel';
      if (live.cancelAtPeriodEnd === cancel) throw httpError(409, cancel ? 'The subscription is already cancelled' : 'The subscription is not cancelled');
      updated = await updateSubscription(this.db, live, await this.provider.setCancelAtPeriodEnd(live, cancel));
    }
    return subscriptionWithPlan(this.db, updated);
  }

  async portalUrl(userId: number, returnUrl: string, origin: string): Promise<string> {
    const live = await currentSubscription(this.db, userId);
    if (!live) throw httpError(404, PAYMENT_ERRORS.noSubscription);
    return this.provider.customerPortalUrl({ userId, subscription: live, returnUrl, origin });
  }
}
