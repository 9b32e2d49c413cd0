import { Type } from 'typebox';
import { closed, literals, Str } from './common';

const Interval = literals(['month', 'year']);

export const PlanIdParam = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$', description: 'A plan id, e.g. baseball-max-yearly' });
export const SessionIdParam = Type.String({ pattern: '^cs_[A-Za-z0-9_-]{1,250}$', description: 'A checkout session id' });

export const CheckoutBody = Type.Object(
  {
    planId: Str(100),
    quantity: Type.Optional(Type.Literal(1)),
    mode: Type.Optional(Type.Literal('subscription')),
    successUrl: Str(2000, { description: "A path ('/lobby?session_id={CHECKOUT_SESSION_ID}') or a URL of this site" }),
    cancelUrl: Str(2000),
    clientReferenceId: Type.Optional(Str(40, { description: 'The user id as text, or empty' })),
    customerEmail: Type.Optional(Str(400)),
    interval: Type.Optional(Type.Union([Type.Literal('month'), Type.Literal('year')])),
  },
  closed,
);

export const SpecialCheckoutBody = Type.Object({ successUrl: Str(2000), cancelUrl: Str(2000) }, closed);

export const SubscriptionChangeBody = Type.Union([
  Type.Object({ action: Type.Literal('cancel') }, closed),
  Type.Object({ action: Type.Literal('resume') }, closed),
  Type.Object({ action: Type.Literal('switch'), planId: Str(100) }, closed),
]);

export const PlanSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  interval: Interval,
  interval_count: Type.Integer(),
  amount: Type.Integer({ description: 'cents' }),
  currency: Type.String(),
  introAmount: Type.Union([Type.Integer(), Type.Null()]),
  introPeriods: Type.Integer(),
  trialDays: Type.Integer(),
  tag: Type.Union([Type.String(), Type.Null()]),
  sortOrder: Type.Integer(),
});

export const ActiveSubscriptionSchema = Type.Object({
  plan: Type.Object({ id: Type.String(), name: Type.String(), interval_count: Type.Integer(), amount: Type.Integer(), interval: Interval, currency: Type.String() }),
  subscription: Type.Object({
    current_period_end: Type.Integer(),
    trial_end: Type.Union([Type.Integer(), Type.Null()]),
    status: literals(['trialing', 'active', 'canceled', 'past_due', 'incomplete']),
    cancel_at_period_end: Type.Boolean(),
  }),
});

export const CheckoutSessionSchema = Type.Object({ sessionId: Type.String(), url: Type.String() });
