import type { APIRequestContext, Page } from 'playwright-core';

/** The auth record (stored under authToken) the signup API answers with. */
export interface StoredRecord {
  api_key: { key: string };
  user: { id: number; username: string; email: string; firstName: string; lastName: string; thumbnail_url: string | null; isSubscribed?: boolean | null };
  isGotdGuestUser: boolean;
}

let counter = 0;

/** Creates a fresh account through the signup API and returns its auth record. */
export async function signUp(page: Page, overrides: { firstName?: string; lastName?: string } = {}): Promise<StoredRecord> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return signUpViaApi(page.request, {
    firstName: overrides.firstName ?? 'Ada',
    lastName: overrides.lastName ?? 'Lovelace',
    username: `shell${tag}`,
    email: `shell${tag}@example.com`,
    password: 'Diamond#Dice2024',
    confirmPassword: 'Diamond#Dice2024',
    dateOfBirth: '01/02/1990',
  });
}

/** The link of the newest mail to `email` in the local outbox (this machine may read it), e.g. a sign-up link. */
export async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  const mails = ((await (await request.get('/api/outbox')).json()) as { data: Array<{ to: string; text: string }> }).data;
  const link = mails.find((m) => m.to === email)?.text.match(/https?:\/\/\S+token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  return link;
}

/** Signs up as a user does: the form's request, then the link from the mail. Answers the stored auth record. */
export async function signUpViaApi(request: APIRequestContext, body: Record<string, string>): Promise<StoredRecord> {
  const started = await request.post('/api/users/signup', { data: body });
  if (started.status() !== 202) throw new Error(`signup failed: ${started.status()} ${await started.text()}`);
  const token = new URL(await mailedLink(request, body.email!)).searchParams.get('token');
  const confirmed = await request.post('/api/users/signup/confirm', { data: { token } });
  if (confirmed.status() !== 201) throw new Error(`signup confirmation failed: ${confirmed.status()} ${await confirmed.text()}`);
  return ((await confirmed.json()) as { data: StoredRecord }).data;
}

/**
 * Logs the browser in by storing the record under authToken (shared's auth bus reads it at start),
 * then loads `path`. The client trusts the stored record's isSubscribed for routing.
 */
export async function loginAs(page: Page, record: StoredRecord, path: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/terms-of-service');
  await page.evaluate((r) => window.localStorage.setItem('authToken', JSON.stringify(r)), record);
  await page.goto(path);
}

export async function signUpAndLogin(page: Page, path: string, opts: { subscribed: boolean }): Promise<StoredRecord> {
  const record = await signUp(page);
  // The shell asks the server for the subscription status, so a subscriber must really subscribe.
  if (opts.subscribed) await subscribeViaApi(page, record);
  else record.user.isSubscribed = false;
  await loginAs(page, record, path);
  return record;
}

/** A new account that has subscribed (through the API). */
export async function newSubscriber(page: Page): Promise<StoredRecord> {
  const record = await signUp(page);
  await subscribeViaApi(page, record);
  return record;
}

/** One subscriber for a whole test file: made on the first call, the same account after. */
export function subscriberOnce(): (page: Page) => Promise<StoredRecord> {
  let record: StoredRecord | undefined;
  return async (page) => (record ??= await newSubscriber(page));
}

/** Subscribes an account without the UI: a checkout session, then the local checkout page's Pay form. */
export async function subscribeViaApi(page: Page, record: StoredRecord, planId = 'baseball-max-monthly'): Promise<void> {
  const headers = { Authorization: `Bearer ${record.api_key.key}` };
  const plans = (await (await page.request.get('/api/payments/plans')).json()) as { data: Array<{ id: string; interval: 'month' | 'year' }> };
  const plan = plans.data.find((p) => p.id === planId) ?? plans.data[0]!;
  const created = await page.request.post('/api/payments/_checkout-session', {
    headers,
    data: {
      planId: plan.id,
      quantity: 1,
      mode: 'subscription',
      successUrl: '/lobby?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: '/lobby?session_id=error',
      clientReferenceId: String(record.user.id),
      customerEmail: record.user.email,
      interval: plan.interval,
    },
  });
  if (!created.ok()) throw new Error(`checkout session: ${created.status()} ${await created.text()}`);
  const { sessionId } = ((await created.json()) as { data: { sessionId: string } }).data;
  const paid = await page.request.post(`/checkout/${sessionId}/pay`, {
    form: { name: 'Test Subscriber', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    maxRedirects: 0,
  });
  if (paid.status() >= 400) throw new Error(`pay: ${paid.status()} ${await paid.text()}`);
  record.user.isSubscribed = true;
}

