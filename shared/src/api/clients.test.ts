import { apiClient, apiClient2, publicClient } from './clients';
import { ApiError } from './api-error';
import { errorMessageOf, notifyError } from './error-message';
import { authBus } from '../auth/auth-bus';
import type { AuthRecord } from '../auth/auth-record';
import { configureApp, resetAppConfig } from '../config/app-config';
import { setNavigator } from '../navigation/navigator';
import { toast } from '../toast/toast-bus';
import { setErrorReporter, type ClientErrorEvent } from '../errors/error-reporter';

const ORIGIN = 'http://localhost';
const UNAUTH = 'Unauthenticated or other device logged in!';

const record = (over: Partial<AuthRecord> = {}, sub: boolean | undefined = true): AuthRecord => ({
  api_key: { key: 'tok-123' },
  user: { id: 7, username: 'u', email: 'u@x.io', firstName: 'F', lastName: 'L', thumbnail_url: null, isSubscribed: sub, plan: null, subscription: null },
  isGotdGuestUser: false,
  ...over,
});

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: jest.Mock<Promise<Response>, [Request]>;
let navigate: jest.Mock;
let reports: ClientErrorEvent[];
let bodies: string[];

const lastRequest = (): Request => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[0];
};

const setPath = (path: string): void => window.history.pushState({}, '', path);

beforeEach(() => {
  resetAppConfig();
  localStorage.clear();
  authBus.reload();
  toast.dismissAll();
  bodies = [];
  // ky cancels request bodies once done, so the mock keeps a copy for assertions.
  fetchMock = jest.fn(async (req: Request) => {
    bodies.push(await req.clone().text());
    return json({ ok: true });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  navigate = jest.fn();
  setNavigator(navigate);
  reports = [];
  setErrorReporter({ report: (e) => reports.push(e) });
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  window.dispatchEvent(new Event('online'));
  setPath('/dashboard');
});

afterEach(() => {
  setNavigator(null);
  setErrorReporter(null);
});

describe('base URLs and auth header', () => {
  it('prefixes restBase, sends JSON and the bearer token of the stored record', async () => {
    authBus.login(record());
    await expect(apiClient.get('users/7/preferences').json()).resolves.toEqual({ ok: true });
    const req = lastRequest();
    expect(req.url).toBe(`${ORIGIN}/api/users/7/preferences`);
    expect(req.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(req.headers.get('accept')).toBe('application/json');
  });

  it('reads the config lazily (configureApp after import)', async () => {
    authBus.login(record());
    configureApp({ restBase: 'https://api.example.com/v1', serviceBase: 'https://svc.example.com' });
    await apiClient.get('/users/7/user-status');
    expect(lastRequest().url).toBe('https://api.example.com/v1/users/7/user-status');
    await apiClient2.get('stripe/plans');
    expect(lastRequest().url).toBe('https://svc.example.com/stripe/plans');
  });

  it('apiClient2 uses serviceBase by default', async () => {
    authBus.login(record());
    await apiClient2.get('x');
    expect(lastRequest().url).toBe(`${ORIGIN}/api/svc/x`);
  });

  it('publicClient sends no Authorization even when logged in', async () => {
    authBus.login(record());
    await publicClient.post('users/login', { json: { username: 'u', password: 'p' } });
    const req = lastRequest();
    expect(req.headers.get('Authorization')).toBeNull();
    expect(req.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ username: 'u', password: 'p' });
  });

  it('uses the token from a record written by another tab', async () => {
    localStorage.setItem('authToken', JSON.stringify(record({ api_key: { key: 'other-tab' } })));
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: localStorage.getItem('authToken') }));
    await apiClient.get('a');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer other-tab');
  });
});

describe('error field in data', () => {
  it.each([apiClient, apiClient2, publicClient])('treats 200 with an error field as a failure', async (client) => {
    authBus.login(record());
    fetchMock.mockResolvedValueOnce(json({ error: 'League is full' }));
    const err = await client.get('x').json().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'server-error-field', status: 200, serverMessage: 'League is full' });
    expect(errorMessageOf(err)).toBe('League is full');
  });

  it('does not fail on a falsy error field or non-object data', async () => {
    authBus.login(record());
    fetchMock.mockResolvedValueOnce(json({ error: null, data: 1 }));
    await expect(apiClient.get('x').json()).resolves.toEqual({ error: null, data: 1 });
    fetchMock.mockResolvedValueOnce(json([1, 2]));
    await expect(apiClient.get('x').json()).resolves.toEqual([1, 2]);
  });

  it('maps a 4xx with an error body to the server text', async () => {
    authBus.login(record());
    fetchMock.mockResolvedValueOnce(json({ error: 'Not yours' }, 403));
    const err = await apiClient.get('x').catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'http', status: 403, serverMessage: 'Not yours' });
  });
});

describe('HTTP 401', () => {
  it('clears local storage, expires the session, toasts 5000 ms with code 401 and goes to /login', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      authBus.login(record());
      localStorage.setItem('ratingsFlag', 'true');
      const expired = jest.fn();
      const off = authBus.on('sessionExpired', expired);
      fetchMock.mockResolvedValueOnce(json({ error: 'expired' }, 401));
      const err = await apiClient.get('x').catch((e: unknown) => e);
      off();
      expect(err).toMatchObject({ kind: 'unauthenticated', status: 401, handled: true });
      expect(localStorage.length).toBe(0);
      expect(authBus.getState()).toBeNull();
      expect(expired).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/login', undefined);
      expect(toast.getToasts()).toEqual([expect.objectContaining({ type: 'error', message: UNAUTH, duration: 5000, code: 401 })]);
      jest.advanceTimersByTime(4999);
      expect(toast.getToasts()).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(toast.getToasts()).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('applies to apiClient2 too', async () => {
    authBus.login(record());
    fetchMock.mockResolvedValueOnce(json({}, 401));
    await expect(apiClient2.get('x')).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('does not wipe the session for the public client (e.g. wrong password)', async () => {
    authBus.login(record());
    fetchMock.mockResolvedValueOnce(json({ error: 'Invalid credentials' }, 401));
    const err = await publicClient.post('users/login').catch((e: unknown) => e);
    expect(errorMessageOf(err)).toBe('Invalid credentials');
    expect(authBus.getState()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    // Not the session path: notifyError shows the server's text.
    expect(err).toMatchObject({ kind: 'http', status: 401, handled: false });
    toast.dismissAll();
    notifyError(err);
    expect(toast.getToasts().map((t) => t.message)).toEqual(['Invalid credentials']);
  });

  it('notifyError stays silent for an already handled 401', async () => {
    authBus.login(record());
    fetchMock.mockResolvedValueOnce(json({}, 401));
    const err = await apiClient.get('x').catch((e: unknown) => e);
    toast.dismissAll();
    notifyError(err);
    expect(toast.getToasts()).toHaveLength(0);
  });
});

describe('requests without credentials', () => {
  it.each(['/dashboard', '/', '/experiences/new', '/game-of-the-day/3', '/profile'])('are cancelled on %s with toast and redirect', async (path) => {
    setPath(path);
    const err = await apiClient.get('users/1/favorites').catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'cancelled', handled: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
    expect(toast.getToasts()).toEqual([expect.objectContaining({ message: UNAUTH, code: 401, duration: 5000 })]);
  });

  it('on /special-checkout redirect to /login without a toast', async () => {
    setPath('/special-checkout');
    await expect(apiClient.get('x')).rejects.toMatchObject({ kind: 'cancelled' });
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
    expect(toast.getToasts()).toHaveLength(0);
  });

  it.each(['/login', '/signup', '/lobby', '/lobby/'])('are sent without Authorization on %s (apiClient)', async (path) => {
    setPath(path);
    await apiClient.get('x');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastRequest().headers.get('Authorization')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('apiClient2 allows only /login', async () => {
    setPath('/login');
    await apiClient2.get('x');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const path of ['/signup', '/lobby']) {
      setPath(path);
      await expect(apiClient2.get('x')).rejects.toMatchObject({ kind: 'cancelled' });
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a record without a session key counts as no credentials', async () => {
    authBus.login(record({ api_key: { key: null } }));
    await expect(apiClient.get('x')).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('publicClient is never cancelled', async () => {
    setPath('/dashboard');
    await publicClient.get('gotd/gotd-leaderboard');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('HTTP 500', () => {
  it('reports to the error reporter with passwords stripped, then rejects', async () => {
    authBus.login(record());
    fetchMock.mockResolvedValueOnce(json({ error: 'boom' }, 500));
    const err = await apiClient
      .post('users/_reset-password', { json: { email: 'a@b.c', password: 'secret', nested: { confirmPassword: 'x', keep: 1 } } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'http', status: 500, serverMessage: 'boom' });
    expect(reports).toEqual([
      {
        message: 'Something went wrong - 500 error',
        baseUrl: '/api',
        url: `${ORIGIN}/api/users/_reset-password`,
        method: 'POST',
        response: { error: 'boom' },
        requestData: { email: 'a@b.c', nested: { keep: 1 } },
      },
    ]);
  });

  it('does not report other statuses', async () => {
    authBus.login(record());
    fetchMock.mockResolvedValueOnce(json({}, 502));
    await expect(apiClient.get('x')).rejects.toMatchObject({ status: 502 });
    expect(reports).toHaveLength(0);
  });

  it('reports for GET with null request data and the serviceBase for apiClient2', async () => {
    authBus.login(record());
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    await expect(apiClient2.get('y')).rejects.toBeInstanceOf(ApiError);
    expect(reports[0]).toMatchObject({ baseUrl: '/api/svc', method: 'GET', response: 'oops', requestData: null });
  });
});

describe('guest rules: GOTD guests abort blocked calls; guest calls drop credentials and add isGuest=true', () => {
  const gotd = () => record({ isGotdGuestUser: true, api_key: { key: 'g-key' } }, undefined);
  const blocked = ['/users/1/preferences', 'users/1/onboarding-status', '/users/1/user-status', '/game/3/spectator', '/lobby/exp3/users/1/leagues', '/game/_exit-game', '/users/_update-login-time', 'stripe/plans'];

  it.each(blocked)('GOTD guest call to %s is aborted client-side', async (path) => {
    authBus.login(gotd());
    const err = await apiClient.get(path).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'guest-blocked', message: 'API call aborted for guest user' });
    expect(errorMessageOf(err)).toBe('API call aborted for guest user');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a blocked path is not aborted for a normal user', async () => {
    authBus.login(record());
    await apiClient.get('users/1/preferences');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  const rewrite = ['/game/historical_players', '/game/1/_swing-away', '/game/1/_quick-play', '/game/1/box_score', '/players/5', '/teams/9/ballpark', '/game/1/substitute-players', '/game/1/_undo-play', '/teams'];

  it.each(rewrite)('guest without a record: %s goes out without auth and with isGuest=true (not cancelled)', async (path) => {
    setPath('/game-of-the-day/1');
    await apiClient.get(path, { searchParams: { year: 1999 } });
    const req = lastRequest();
    const url = new URL(req.url);
    expect(url.searchParams.get('isGuest')).toBe('true');
    expect(url.searchParams.get('year')).toBe('1999');
    expect(req.headers.get('Authorization')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('GOTD guest with a key: rewrite paths drop the Authorization header', async () => {
    authBus.login(gotd());
    await apiClient.post('game/1/_swing-away', { json: { a: 1 } });
    const req = lastRequest();
    expect(new URL(req.url).searchParams.get('isGuest')).toBe('true');
    expect(req.headers.get('Authorization')).toBeNull();
    expect(req.method).toBe('POST');
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ a: 1 });
  });

  it('GOTD guest with a key: other paths keep the bearer token', async () => {
    authBus.login(gotd());
    await apiClient.get('gotd/defaults');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer g-key');
  });

  it('logged-in users keep Authorization and get no isGuest flag', async () => {
    authBus.login(record());
    await apiClient.get('players/5');
    const req = lastRequest();
    expect(new URL(req.url).searchParams.has('isGuest')).toBe(false);
    expect(req.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('only the path counts, not the query string', async () => {
    setPath('/dashboard');
    await expect(apiClient.get('search', { searchParams: { q: '/players' } })).rejects.toMatchObject({ kind: 'cancelled' });
  });
});

describe('offline', () => {
  it('rejects before sending when the browser is offline and toasts No Internet Connection', async () => {
    authBus.login(record());
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    await expect(apiClient.get('x')).rejects.toMatchObject({ kind: 'offline', handled: true });
    await expect(publicClient.get('x')).rejects.toMatchObject({ kind: 'offline' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toast.getToasts()).toEqual([expect.objectContaining({ type: 'error', message: 'No Internet Connection' })]);
  });

  it('turns a network failure into the offline toast', async () => {
    authBus.login(record());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const err = await apiClient.get('x').catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'offline' });
    expect(toast.getToasts().map((x) => x.message)).toEqual(['No Internet Connection']);
  });
});

describe('errorMessageOf / notifyError', () => {
  it('falls back to the generic text', () => {
    expect(errorMessageOf(new Error('x'))).toBe('Something went wrong, please try again.');
    expect(errorMessageOf(undefined)).toBe('Something went wrong, please try again.');
    expect(errorMessageOf({ response: { data: { error: 'axios-like' } } })).toBe('axios-like');
    expect(errorMessageOf(new ApiError('m', { kind: 'http', status: 404 }))).toBe('Something went wrong, please try again.');
  });

  it('toasts the server text for a generic rejection', async () => {
    authBus.login(record());
    fetchMock.mockResolvedValueOnce(json({ error: 'Team already claimed' }, 400));
    const err = await apiClient.get('x').catch((e: unknown) => e);
    notifyError(err);
    expect(toast.getToasts()).toEqual([expect.objectContaining({ type: 'error', message: 'Team already claimed', duration: 5000 })]);
  });
});
