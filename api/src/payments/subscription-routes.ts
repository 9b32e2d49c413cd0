import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PAYMENT_ERRORS } from '@bb/contract';
import { currentUser, requireUser } from '../auth/index';
import { forbidden, httpError } from '../accounts';
import { bearer, ErrorBody, Str, UserIdParams } from '../accounts';
import type { PaymentService } from './payment-service';
import { resolveRedirectUrl } from './redirect-urls';
import { siteOrigin } from '../http/site-origin';
import { ActiveSubscriptionSchema, SessionIdParam, SubscriptionChangeBody } from '@bb/contract/src/schemas/payments';
import type { PaymentSettings } from './settings';

const tags = ['payments'];

export function registerSubscriptionRoutes(app: FastifyInstance, service: PaymentService, settings: PaymentSettings): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const ownId = (id: string, userId: number) => {
    if (Number(id) !== userId) throw forbidden();
  };
  app.accessProbe('/api/payments/:id/subscription', async (request) => ownId((request.params as { id: string }).id, currentUser(request).id));

  r.get(
    '/api/payments/:id/subscription',
    {
      schema: {
        tags,
        summary: "The user's live subscription; `session_id` (from the checkout return) asks the provider first if that session was paid",
        params: UserIdParams,
        querystring: Type.Object({ session_id: Type.Optional(SessionIdParam) }),
        security: bearer,
        response: { 200: Type.Object({ data: ActiveSubscriptionSchema }), '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      ownId(request.params.id, user.id);
      if (request.query.session_id) await service.syncSession(user.id, request.query.session_id);
      const active = await service.activeSubscription(user.id);
      if (!active) throw httpError(404, PAYMENT_ERRORS.noSubscription);
      return { data: active };
    },
  );

  r.get(
    '/api/payments/:id/_subscription-status',
    {
      schema: { tags, summary: 'Whether the user has a live subscription (trialing, active or past due)', params: UserIdParams, security: bearer, response: { 200: Type.Object({ data: Type.Object({ subscribed: Type.Boolean() }) }), '4xx': ErrorBody } },
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      ownId(request.params.id, user.id);
      return { data: { subscribed: (await service.activeSubscription(user.id)) !== null } };
    },
  );

  r.get(
    '/api/payments/create-customer-portal-session',
    {
      schema: {
        tags,
        summary: "The provider's customer portal for the caller's subscription (open it in a new tab)",
        querystring: Type.Object({ returnUrl: Type.Optional(Str(2000, { description: "Where the portal's back link goes; default /payment" })) }),
        security: bearer,
        response: { 200: Type.Object({ data: Type.Object({ url: Type.String() }) }), '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const origin = siteOrigin(request, settings);
      const returnUrl = resolveRedirectUrl(request.query.returnUrl ?? '/payment', origin, settings.publicUrl ? [settings.publicUrl] : []);
      if (!returnUrl) throw httpError(400, 'returnUrl must be a path or a URL of this site');
      return { data: { url: await service.portalUrl(user.id, returnUrl, origin) } };
    },
  );

  r.post(
    '/api/payments/subscription',
    {
      schema: {
        tags,
        summary: "Manage the caller's subscription: cancel at period end, resume, or switch plan from the next renewal",
        body: SubscriptionChangeBody,
        security: bearer,
        response: { 200: Type.Object({ data: ActiveSubscriptionSchema }), '4xx': ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => ({ data: await service.change(currentUser(request).id, request.body) }),
  );
}
