import type { Environment } from '@bb/shared';
import { sendSignupTracking, type TrackingWebhookDeps } from './tracking-webhook';

function deps(environment: Environment, over: Partial<TrackingWebhookDeps> = {}): TrackingWebhookDeps & { sent: string[]; logged: unknown[] } {
  const sent: string[] = [];
  const logged: unknown[] = [];
  return {
    environment: () => environment,
    storage: () => window.sessionStorage,
    send: async (url) => {
      sent.push(url);
    },
    log: (_m, e) => logged.push(e),
    url: 'https://hooks.example.test/signup',
    ...over,
    sent,
    logged,
  };
}

beforeEach(() => window.sessionStorage.clear());

test('production with stored tracking parameters: one GET with them plus the user id, then they are removed', async () => {
  window.sessionStorage.setItem('trackingParams', JSON.stringify({ utm_source: 'news', gclid: 'abc' }));
  const d = deps('PRODUCTION');
  await expect(sendSignupTracking(42, d)).resolves.toBe(true);
  expect(d.sent).toHaveLength(1);
  const url = new URL(d.sent[0]!);
  expect(url.origin + url.pathname).toBe('https://hooks.example.test/signup');
  expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: 'news', gclid: 'abc', userId: '42' });
  expect(window.sessionStorage.getItem('trackingParams')).toBeNull();
});

test('nothing is sent outside production or without parameters', async () => {
  window.sessionStorage.setItem('trackingParams', JSON.stringify({ utm_source: 'news' }));
  const local = deps('PREPROD');
  await expect(sendSignupTracking(1, local)).resolves.toBe(false);
  expect(local.sent).toHaveLength(0);
  window.sessionStorage.clear();
  const prod = deps('PRODUCTION');
  await expect(sendSignupTracking(1, prod)).resolves.toBe(false);
  expect(prod.sent).toHaveLength(0);
});

test('a failing webhook is only logged', async () => {
  window.sessionStorage.setItem('trackingParams', JSON.stringify({ utm_source: 'news' }));
  const d = deps('PRODUCTION', { send: () => Promise.reject(new Error('down')) });
  await expect(sendSignupTracking(1, d)).resolves.toBe(false);
  expect(d.logged).toEqual([expect.objectContaining({ message: 'down' })]);
});

test('a deployment without a configured webhook sends nothing and keeps the parameters', async () => {
  window.sessionStorage.setItem('trackingParams', JSON.stringify({ utm_source: 'news' }));
  const d = deps('PRODUCTION', { url: null });
  await expect(sendSignupTracking(1, d)).resolves.toBe(false);
  expect(d.sent).toHaveLength(0);
  expect(window.sessionStorage.getItem('trackingParams')).not.toBeNull();
});
