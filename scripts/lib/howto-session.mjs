/* global document, window, HTMLElement -- the callbacks given to page.evaluate / waitForFunction run in the browser */
// The browser side of the How To recorder: a phone-sized Chromium signed in as a fresh subscriber, and `capture`,
// which writes one JPEG frame with its caption. No import.meta (the e2e suite imports this through jest).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const HOWTO_VIEWPORT = { width: 375, height: 812 };
export const HOWTO_JPEG_QUALITY = 70;
const PASSWORD = 'Diamond#Dice2024';

export function launchHowtoBrowser(executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium') {
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

async function ok(response, what) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${(await response.text()).slice(0, 200)}`);
  return (await response.json()).data;
}

/**
 * A demo account as a user makes one (sign-up, then the link from the local outbox), subscribed through the local
 * payment adapter's checkout form: the same calls as e2e/tests/shell-accounts.ts `signUp` and `subscribeViaApi`.
 */
export async function demoSubscriber(request) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `howto${tag}@example.com`;
  const started = await request.post('/api/users/signup', {
    data: { firstName: 'Demo', lastName: 'Manager', username: `howto${tag}`, email, password: PASSWORD, confirmPassword: PASSWORD, dateOfBirth: '01/02/1990' },
  });
  if (started.status() !== 202) throw new Error(`signup: ${started.status()} ${(await started.text()).slice(0, 200)}`);
  const mails = await ok(await request.get('/api/outbox'), 'outbox (the recorder needs the local mail outbox)');
  const link = mails.find((m) => m.to === email)?.text.match(/https?:\/\/\S+token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no sign-up link mailed to ${email}`);
  const record = await ok(await request.post('/api/users/signup/confirm', { data: { token: new URL(link).searchParams.get('token') } }), 'signup confirmation');
  const headers = { Authorization: `Bearer ${record.api_key.key}` };
  const plans = await ok(await request.get('/api/payments/plans'), 'plans');
  const plan = plans.find((p) => p.id === 'baseball-max-monthly') ?? plans[0];
  const session = await ok(
    await request.post('/api/payments/_checkout-session', {
      headers,
      data: {
        planId: plan.id, quantity: 1, mode: 'subscription', interval: plan.interval,
        successUrl: '/lobby?session_id={CHECKOUT_SESSION_ID}', cancelUrl: '/lobby?session_id=error',
        clientReferenceId: String(record.user.id), customerEmail: record.user.email,
      },
    }),
    'checkout session',
  );
  const paid = await request.post(`/checkout/${session.sessionId}/pay`, {
    form: { name: 'Demo Manager', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    maxRedirects: 0,
  });
  if (paid.status() >= 400) throw new Error(`pay: ${paid.status()}`);
  record.user.isSubscribed = true;
  return record;
}

/**
 * A signed-in phone-sized page on `baseUrl`. Animations are reduced so a frame never catches a transition midway.
 * Answers { page, record, api, close }; `api.get/post` call /api as the demo user.
 */
export async function openHowtoSession(browser, baseUrl) {
  const context = await browser.newContext({ viewport: HOWTO_VIEWPORT, deviceScaleFactor: 1, baseURL: baseUrl, reducedMotion: 'reduce' });
  // What a returning user has already dealt with stays out of the frames: the install prompt (answered "Not now",
  // which brings it back only after 90 days) and the floating Tournament(s) Starting Soon bar, which would cover the bottom of every screen.
  await context.addInitScript(() => {
    window.localStorage.setItem('installPromptDate', new Date().toISOString());
    const hide = () => {
      const style = document.createElement('style');
      style.textContent = '[data-testid="lobby-widget"] { display: none !important; }';
      document.head.appendChild(style);
    };
    if (document.head) hide();
    else document.addEventListener('DOMContentLoaded', hide);
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const record = await demoSubscriber(context.request);
  await page.goto('/terms-of-service');
  await page.evaluate((r) => window.localStorage.setItem('authToken', JSON.stringify(r)), record);
  const headers = { authorization: `Bearer ${record.api_key.key}` };
  const api = {
    get: async (p) => ok(await context.request.get(`/api/${p}`, { headers }), `GET /api/${p}`),
    post: async (p, data) => ok(await context.request.post(`/api/${p}`, { headers, data }), `POST /api/${p}`),
  };
  return { page, record, api, close: () => context.close() };
}

/** Waits for the main heading (a screen is ready when its h1 shows). */
export function heading(page, title) {
  return page.waitForFunction((t) => document.querySelector('main h1')?.textContent?.trim() === t, title, { timeout: 20_000 });
}

/**
 * A frame recorder for one mode: each `shot(caption)` writes NN.jpg (01, 02, ...) of what the phone shows into
 * `dir` and remembers its caption. Network calls have settled first, so a frame is not a half-loaded screen.
 */
export function frameRecorder(page, dir) {
  mkdirSync(dir, { recursive: true });
  const frames = [];
  return {
    frames,
    async shot(caption) {
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      // Lazy panels show the shared Spinner (role=status, aria-label "Loading…") until their data is in.
      await page.waitForFunction(() => ![...document.querySelectorAll('main [role="status"][aria-label]')].some((el) => /loading/i.test(el.getAttribute('aria-label') ?? '')), null, { timeout: 10_000 }).catch(() => undefined);
      // No caret or focus ring left in the field the flow just filled.
      await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
      const file = `${String(frames.length + 1).padStart(2, '0')}.jpg`;
      await page.screenshot({ path: path.join(dir, file), type: 'jpeg', quality: HOWTO_JPEG_QUALITY });
      frames.push({ file, caption });
    },
  };
}
