import type { FastifyInstance, InjectOptions } from 'fastify';
import { call, type TestUser } from './accounts-helpers';

export const checkoutBody = (user: TestUser, overrides: Record<string, unknown> = {}) => ({
  planId: 'baseball-max-yearly',
  quantity: 1,
  mode: 'subscription',
  successUrl: '/lobby?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: '/lobby?session_id=error',
  clientReferenceId: String(user.id),
  customerEmail: user.email,
  interval: 'year',
  ...overrides,
});

export async function startCheckout(app: FastifyInstance, user: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await call(app, user.key, { method: 'POST', url: '/api/payments/_checkout-session', payload: checkoutBody(user, overrides) });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { sessionId: string; url: string };
}

export const form = (fields: Record<string, string>): Pick<InjectOptions, 'payload' | 'headers'> => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

export const GOOD_CARD = { name: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' };

export async function pay(app: FastifyInstance, sessionId: string, card: Record<string, string> = GOOD_CARD) {
  return app.inject({ method: 'POST', url: `/checkout/${sessionId}/pay`, ...form(card) });
}
