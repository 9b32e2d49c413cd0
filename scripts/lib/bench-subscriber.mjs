// A Baseball Max subscriber for the browser benchmarks: the shell checks the subscription on the
// server, so the account signs up and pays on the local checkout like a user would.
import { signUpUser } from './api-bench.mjs';

async function call(baseUrl, method, urlPath, { key, body } = {}) {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${urlPath} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** Signs up `${prefix}<time>` and completes a local checkout; returns the stored-record shape. */
export async function subscribedRecord(baseUrl, prefix = 'bench') {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const record = await signUpUser(baseUrl, {
    firstName: 'Bench', lastName: 'Mark', username: `${prefix}${tag}`, email: `${prefix}${tag}@example.com`, password: 'bench passphrase 123', confirmPassword: 'bench passphrase 123', dateOfBirth: '01/01/1990',
  });
  const key = record.api_key.key;
  const plans = await call(baseUrl, 'GET', '/api/payments/plans');
  const plan = plans.data[0];
  const checkout = await call(baseUrl, 'POST', '/api/payments/_checkout-session', {
    key,
    body: { planId: plan.id, quantity: 1, mode: 'subscription', successUrl: '/lobby', cancelUrl: '/lobby', clientReferenceId: String(record.user.id), customerEmail: record.user.email, interval: plan.interval },
  });
  const pay = await fetch(`${baseUrl}/checkout/${checkout.data.sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Bench Mark', cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }),
    redirect: 'manual',
  });
  if (pay.status !== 303) throw new Error(`the local checkout answered ${pay.status}`);
  return { ...record, user: { ...record.user, isSubscribed: true } };
}
