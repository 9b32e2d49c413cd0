import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Str } from '../../accounts';
import { fillSessionId, findCheckoutSession, isPayable, setCheckoutStatus } from '../checkout-store';
import type { PaymentService } from '../payment-service';
import { findPlan, listPlans } from '../plans';
import { resolvePortalToken } from '../portal-store';
import { currentSubscription } from '../subscription-store';
import { validateCard } from './card-validation';
import { renderCheckoutPage } from './checkout-page';
import { messagePage, PAGE_HEADERS } from './page-layout';
import { renderPortalPage } from './portal-page';
import { SessionIdParam } from '@bb/contract/src/schemas/payments';

const DAY_MS = 24 * 60 * 60 * 1000;
const tags = ['payments (local provider pages)'];
const TokenParam = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });
const CardBody = Type.Object(
  { name: Type.Optional(Str(300)), cardNumber: Type.Optional(Str(100)), expiry: Type.Optional(Str(20)), cvc: Type.Optional(Str(20)) },
  { additionalProperties: false },
);
const PortalActionBody = Type.Object(
  { action: Type.Union([Type.Literal('cancel'), Type.Literal('resume'), Type.Literal('switch')]), planId: Type.Optional(Str(100)) },
  { additionalProperties: false },
);

const NOTICES: Record<string, string> = {
  cancel: 'Your subscription is cancelled. You keep access until the end of the current period.',
  resume: 'Your subscription is active again.',
  switch: 'Your plan change is saved.',
};

const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).headers(PAGE_HEADERS).send(body);
const see = (reply: FastifyReply, location: string) => reply.status(303).header('cache-control', 'no-store').redirect(location, 303);

/**
 * The local provider's hosted pages: checkout (`/checkout/{sessionId}`) and customer portal
 * (`/billing/portal/{token}`). Plain HTML forms, so they work without any script; the session id and the
 * portal token are the capabilities, as on Stripe's hosted pages.
 */
export async function registerLocalPages(app: FastifyInstance, service: PaymentService): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const r = scope.withTypeProvider<TypeBoxTypeProvider>();
    const db = service.db;

    const loadOpen = async (reply: FastifyReply, sessionId: string) => {
      const session = await findCheckoutSession(db, sessionId);
      if (!session || session.provider !== 'local') {
        html(reply, 404, messagePage('Checkout not found', 'This checkout link is not valid. Start again from the plan list.', { href: '/lobby', label: 'Back to Diamond Dice' }));
        return null;
      }
      if (session.status === 'complete') {
        see(reply, fillSessionId(session.successUrl, session.id));
        return null;
      }
      if (!(await isPayable(db, session))) {
        const cancelled = session.status === 'canceled';
        html(
          reply,
          410,
          messagePage(cancelled ? 'Checkout cancelled' : 'Checkout expired', cancelled ? 'This checkout was cancelled.' : 'This checkout link has expired. Start again from the plan list.', { href: session.cancelUrl, label: 'Back to Diamond Dice' }),
        );
        return null;
      }
      const plan = await findPlan(db, session.planId);
      if (!plan) {
        html(reply, 410, messagePage('Plan unavailable', 'This plan is no longer offered.', { href: session.cancelUrl, label: 'Back to Diamond Dice' }));
        return null;
      }
      return { session, plan };
    };

    r.get(
      '/checkout/:sessionId',
      { schema: { tags, summary: 'The hosted checkout page (HTML)', params: Type.Object({ sessionId: SessionIdParam }) } },
      async (request, reply) => {
        const open = await loadOpen(reply, request.params.sessionId);
        if (!open) return reply;
        const trialEnd = new Date(Date.now() + open.plan.trialDays * DAY_MS);
        return html(reply, 200, renderCheckoutPage({ sessionId: open.session.id, plan: open.plan, customerEmail: open.session.customerEmail, trialEnd }));
      },
    );

    r.post(
      '/checkout/:sessionId/pay',
      { schema: { tags, summary: 'Pay with a test card: starts the free trial and redirects to the success URL', params: Type.Object({ sessionId: SessionIdParam }), body: CardBody } },
      async (request, reply) => {
        const open = await loadOpen(reply, request.params.sessionId);
        if (!open) return reply;
        const errors = validateCard(request.body);
        if (Object.keys(errors).length > 0) {
          const trialEnd = new Date(Date.now() + open.plan.trialDays * DAY_MS);
          return html(reply, 422, renderCheckoutPage({ sessionId: open.session.id, plan: open.plan, customerEmail: open.session.customerEmail, trialEnd, form: request.body, errors }));
        }
        try {
          await service.completeLocalCheckout(open.session);
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 409) {
            await setCheckoutStatus(db, open.session.id, 'canceled');
            return html(reply, 409, messagePage('Already subscribed', (error as Error).message, { href: open.session.cancelUrl, label: 'Back to Diamond Dice' }));
          }
          throw error;
        }
        return see(reply, fillSessionId(open.session.successUrl, open.session.id));
      },
    );

    r.post(
      '/checkout/:sessionId/cancel',
      { schema: { tags, summary: 'Leave the checkout: redirects to the cancel URL', params: Type.Object({ sessionId: SessionIdParam }) } },
      async (request, reply) => {
        const open = await loadOpen(reply, request.params.sessionId);
        if (!open) return reply;
        await setCheckoutStatus(db, open.session.id, 'canceled');
        return see(reply, fillSessionId(open.session.cancelUrl, open.session.id));
      },
    );

    const portal = async (reply: FastifyReply, token: string) => {
      const owner = await resolvePortalToken(db, token);
      if (!owner) html(reply, 404, messagePage('Link expired', 'This subscription link is not valid any more. Open Manage again from Diamond Dice.', { href: '/payment', label: 'Back to Diamond Dice' }));
      return owner;
    };

    r.get(
      '/billing/portal/:token',
      {
        schema: {
          tags,
          summary: 'The customer portal page (HTML): current plan, trial or renewal date, cancel, resume, switch',
          params: Type.Object({ token: TokenParam }),
          querystring: Type.Object({ done: Type.Optional(Type.String({ maxLength: 20 })), error: Type.Optional(Type.String({ maxLength: 200 })) }),
        },
      },
      async (request, reply) => {
        const owner = await portal(reply, request.params.token);
        if (!owner) return reply;
        const subscription = await currentSubscription(db, owner.userId);
        const plans = await listPlans(db);
        const byId = (id: string | null | undefined) => plans.find((p) => p.id === id) ?? null;
        return html(
          reply,
          200,
          renderPortalPage({
            token: request.params.token,
            subscription,
            plan: subscription ? ((await findPlan(db, subscription.planId)) ?? byId(subscription.planId)) : null,
            pendingPlan: byId(subscription?.pendingPlanId),
            plans,
            returnUrl: owner.returnUrl,
            notice: request.query.done ? NOTICES[request.query.done] : undefined,
            error: request.query.error,
          }),
        );
      },
    );

    r.post(
      '/billing/portal/:token/action',
      { schema: { tags, summary: 'A portal form: cancel, resume or switch plan, then back to the portal page', params: Type.Object({ token: TokenParam }), body: PortalActionBody } },
      async (request, reply) => {
        const owner = await portal(reply, request.params.token);
        if (!owner) return reply;
        const body = request.body;
        const back = `/billing/portal/${request.params.token}`;
        try {
          if (body.action === 'switch') {
            if (!body.planId) return see(reply, `${back}?error=${encodeURIComponent('Choose a plan')}`);
            await service.change(owner.userId, { action: 'switch', planId: body.planId });
          } else {
            await service.change(owner.userId, { action: body.action });
          }
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status && status < 500) return see(reply, `${back}?error=${encodeURIComponent((error as Error).message)}`);
          throw error;
        }
        return see(reply, `${back}?done=${body.action}`);
      },
    );
  });
}
