import { SESSION_KEYS } from '@bb/shared';
import { TRACKING_PARAMS_KEY, captureTrackingParams, pickTrackingParams, readTrackingParams } from './tracking-params';

afterEach(() => window.sessionStorage.clear());

test('picks utm_* and the gclid/fbclid click ids, nothing else', () => {
  expect(pickTrackingParams('?utm_source=news&utm_campaign=spring&gclid=G1&fbclid=F1&tab=x&utm_empty=')).toEqual({
    utm_source: 'news', utm_campaign: 'spring', gclid: 'G1', fbclid: 'F1',
  });
});

test('in production they are saved in session storage with a session-owner id', () => {
  const stored = captureTrackingParams('?utm_source=news&gclid=G1', 'PRODUCTION');
  expect(stored).toEqual({ utm_source: 'news', gclid: 'G1' });
  expect(JSON.parse(window.sessionStorage.getItem(TRACKING_PARAMS_KEY) ?? '{}')).toEqual({ utm_source: 'news', gclid: 'G1' });
  const som = window.sessionStorage.getItem(SESSION_KEYS.sessionOwnerId);
  expect(som).toBeTruthy();

  // A later landing merges, and keeps the same session owner.
  captureTrackingParams('?utm_medium=email', 'PRODUCTION');
  expect(readTrackingParams()).toEqual({ utm_source: 'news', gclid: 'G1', utm_medium: 'email' });
  expect(window.sessionStorage.getItem(SESSION_KEYS.sessionOwnerId)).toBe(som);
});

test.each(['LOCAL', 'DEVELOPMENT', 'PREPROD'] as const)('%s saves nothing', (env) => {
  expect(captureTrackingParams('?utm_source=news', env)).toBeNull();
  expect(window.sessionStorage.length).toBe(0);
});

test('no tracking parameters: nothing saved', () => {
  expect(captureTrackingParams('?tab=Overall', 'PRODUCTION')).toBeNull();
  expect(window.sessionStorage.getItem(SESSION_KEYS.sessionOwnerId)).toBeNull();
});
