import type { Page } from 'playwright-core';
import { screenshot, useBrowser } from '../support/browser';
import { adminKey } from './account-support';
import { loginAs, signUp } from './shell-accounts';

const { freshPage } = useBrowser();
const PASSWORD = 'Diamond#Dice2024';
const auth = (key: string) => ({ authorization: `Bearer ${key}` });

/** Resolves once the page holds an open realtime stream (its response headers have arrived). */
const streamOpened = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/realtime/stream') && r.status() === 200, { timeout: 20_000 });
const badge = (page: Page) => page.getByTestId('header-icons').locator('a[href="/notifications"]');

test('a notification created through the admin API raises the header badge without a reload', async () => {
  const page = await freshPage(1280, 800);
  await page.goto('/terms-of-service');
  const user = await signUp(page);
  const opened = streamOpened(page);
  await loginAs(page, user, '/dashboard');
  await opened;
  await badge(page).waitFor();
  expect(await badge(page).getAttribute('aria-label')).toBe('Notifications');

  const key = await adminKey(page.request);
  for (const title of ['Your tournament starts soon', 'Team claimed']) {
    const created = await page.request.post('/api/admin/notifications', { headers: auth(key), data: { userId: user.user.id, title, message: 'See the tournament lobby' } });
    expect(created.status()).toBe(201);
  }
  await page.waitForFunction(() => document.querySelector('[data-testid="header-icons"] a[href="/notifications"]')?.textContent?.includes('2'), undefined, { timeout: 10_000 });
  expect(await badge(page).getAttribute('aria-label')).toContain('2');
  await screenshot(page, 'acct-realtime-badge-desktop');

  // Reading on the server (as the notifications page does) brings the badge back down, still without a reload.
  await page.request.put('/api/notifications/read', { headers: auth(user.api_key.key) });
  await page.waitForFunction(() => !/\d/.test(document.querySelector('[data-testid="header-icons"] a[href="/notifications"]')?.textContent ?? '0'), undefined, { timeout: 10_000 });
});

test('an announcement shows as a persistent toast in its colour and goes when switched off', async () => {
  const page = await freshPage(375, 812);
  await page.goto('/terms-of-service');
  const user = await signUp(page);
  const opened = streamOpened(page);
  await loginAs(page, user, '/dashboard');
  await opened;
  const key = await adminKey(page.request);
  const message = `Servers restart at 2 AM ET (${Date.now()})`;
  const created = await page.request.post('/api/admin/announcements', { headers: auth(key), data: { kind: 'admin', message, colour: '#1e88e5' } });
  const toast = page.getByTestId('toast-viewport').getByText(message);
  await toast.waitFor({ timeout: 10_000 });
  await screenshot(page, 'acct-realtime-announcement-phone');
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  await page.request.put(`/api/admin/announcements/${id}`, { headers: auth(key), data: { display: false } });
  await toast.waitFor({ state: 'detached', timeout: 10_000 });
});

test('logging in from a second browser context sends the first to /login with the 401 toast', async () => {
  const first = await freshPage(1280, 800);
  await first.goto('/terms-of-service');
  const user = await signUp(first);
  const opened = streamOpened(first);
  await loginAs(first, user, '/dashboard');
  await opened;

  const second = await freshPage(1280, 800);
  await second.goto('/login');
  const login = await second.request.post('/api/users/login', { data: { email: user.user.email, password: PASSWORD } });
  expect(login.status()).toBe(200);

  // No click, no navigation on the first page: the realtime channel brings the news.
  await first.getByTestId('toast-viewport').getByText('Unauthenticated or other device logged in!').waitFor({ timeout: 10_000 });
  await first.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
  expect(await first.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  await screenshot(first, 'acct-realtime-revoked-desktop');
});

for (const [label, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 375, 812],
] as const) {
  test(`${label}: the local checkout and customer-portal pages`, async () => {
    const page = await freshPage(width, height);
    await page.goto('/terms-of-service');
    const user = await signUp(page);
    const session = await page.request.post('/api/payments/_checkout-session', {
      headers: auth(user.api_key.key),
      data: { planId: 'baseball-max-monthly', quantity: 1, mode: 'subscription', successUrl: '/terms-of-service?session_id={CHECKOUT_SESSION_ID}', cancelUrl: '/lobby?session_id=error', clientReferenceId: String(user.user.id), customerEmail: user.user.email, interval: 'month' },
    });
    const { url, sessionId } = ((await session.json()) as { data: { url: string; sessionId: string } }).data;
    await page.goto(url);
    await page.getByRole('heading', { name: 'Baseball Max Monthly' }).waitFor();
    await page.getByText('Intro price for the first 3 months').waitFor();
    await screenshot(page, `acct-local-checkout-${label}`);
    // A declined test card re-renders the form with the error.
    await page.getByLabel('Name on card').fill('Grace Hopper');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();
    await screenshot(page, `acct-local-checkout-declined-${label}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/terms-of-service' && u.searchParams.get('session_id') === sessionId, { timeout: 15_000 });

    const portal = await page.request.get('/api/payments/create-customer-portal-session', { headers: auth(user.api_key.key) });
    await page.goto(((await portal.json()) as { data: { url: string } }).data.url);
    await page.getByText('Your trial period ends on').waitFor();
    await screenshot(page, `acct-local-portal-${label}`);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText('Your subscription is cancelled').waitFor();
    await page.getByRole('button', { name: 'Resume subscription' }).waitFor();
    await screenshot(page, `acct-local-portal-cancelled-${label}`);
  });
}
