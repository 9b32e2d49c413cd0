import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PAYMENT_ERRORS } from '@bb/contract';
import { currentUser, requireFullUser, requireUser } from '../auth/index';
import { httpError } from '../accounts';
import { bearer, ErrorBody } from '../accounts';
import { listPlans, planView, type PlanRow } from './plans';
import type { PaymentService } from './payment-service';
import { resolveRedirectUrl } from './redirect-urls';
import { siteOrigin } from '../http/site-origin';
import { CheckoutBody, CheckoutSessionSchema, PlanIdParam, PlanSchema, SpecialCheckoutBody } from '@bb/contract/src/schemas/payments';
import type { PaymentSettings } from './settings';

const tags = ['payments'];

export function registerCheckoutRoutes(app: FastifyInstance, service: PaymentService, settings: PaymentSettings): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const allowedOrigins = settings.publicUrl ? [settings.publicUrl] : [];

  const redirectUrls = (request: FastifyRequest, body: { successUrl: string; cancelUrl: string }) => {
    const origin = siteOrigin(request, settings);
    const successUrl = resolveRedirectUrl(body.successUrl, origin, allowedOrigins);
    if (!successUrl) throw httpError(400, 'successUrl must be a path or a URL of this site');
    const cancelUrl = resolveRedirectUrl(body.cancelUrl, origin, allowedOrigins);
    if (!cancelUrl) throw httpError(400, 'cancelUrl must be a path or a URL of this site');
    return { origin, successUrl, cancelUrl };
  };

  const checkout = async (request: FastifyRequest, plan: PlanRow, body: { successUrl: string; cancelUrl: string }, customerEmail: string) => {
    const user = currentUser(request);
    const { origin, ...urls } = redirectUrls(request, body);
    return { data: await service.startCheckout({ id: user.id, email: user.email }, plan, urls, customerEmail, origin) };
  };

  r.get(
    '/api/payments/config',
    { schema: { tags, summary: 'Which payment provider the browser redirects to', response: { 200: Type.Object({ data: Type.Object({ provider: Type.String(), publishableKey: Type.Optional(Type.String()) }) }) } } },
    async () => ({ data: service.provider.publicConfig() }),
  );

  r.get(
    '/api/payments/plans',
    { schema: { tags, summary: 'The Baseball Max plans (amounts in cents)', response: { 200: Type.Object({ data: Type.Array(PlanSchema) }) } } },
    async () => ({ data: (await listPlans(service.db)).map(planView) }),
  );

  r.post(
    '/api/payments/_checkout-session',
    {
      schema: { tags, summary: 'Start a checkout for a plan; answers the session id and the URL to send the browser to', body: CheckoutBody, security: bearer, response: { 200: Type.Object({ data: CheckoutSessionSchema }), '4xx': ErrorBody } },
      preHandler: [requireUser, requireFullUser],
    },
    async (request) => {
      const body = request.body;
      const user = currentUser(request);
      const plan = await service.requirePlan(body.planId);
      if (body.interval !== undefined && body.interval !== plan.interval) throw httpError(400, PAYMENT_ERRORS.intervalMismatch);
      const reference = body.clientReferenceId?.trim() ?? '';
      if (reference !== '' && reference !== String(user.id)) throw httpError(400, 'clientReferenceId must be your own user id');
      const email = body.customerEmail?.trim() || user.email;
      return checkout(request, plan, body, email);
    },
  );

  r.post(
    '/api/payments/:id/_special-checkout-session',
    {
      schema: {
        tags,
        summary: 'One-click checkout for the plan in the path (the /special-checkout landing page)',
        params: Type.Object({ id: PlanIdParam }, { additionalProperties: false }),
        body: SpecialCheckoutBody,
        security: bearer,
        response: { 200: Type.Object({ data: CheckoutSessionSchema }), '4xx': ErrorBody },
      },
      preHandler: [requireUser, requireFullUser],
    },
    async (request) => {
      const plan = await service.requirePlan(request.params.id);
      return checkout(request, plan, request.body, currentUser(request).email);
    },
  );
}
