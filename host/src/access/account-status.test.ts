import { apiClient, authBus, type AuthRecord } from '@bb/shared';
import { applyAccountStatus, fetchAccountStatus, fetchSubscriptionStatus } from './account-status';

jest.mock('@bb/shared', () => {
  const actual = jest.requireActual('@bb/shared');
  return { ...actual, apiClient: { get: jest.fn() } };
});
const mockedGet = apiClient.get as unknown as jest.Mock;

const rec = (isSubscribed: boolean | null): AuthRecord => ({
  api_key: { key: 'k' },
  user: { id: 3, username: 'u', email: 'u@x.io', firstName: 'U', lastName: 'V', thumbnail_url: null, isSubscribed },
  isGotdGuestUser: false,
});

afterEach(() => {
  authBus.logout();
  mockedGet.mockReset();
});

test('both status calls go out before either answers', async () => {
  const pending: Array<(value: unknown) => void> = [];
  mockedGet.mockImplementation(() => ({ json: () => new Promise((resolve) => pending.push(resolve)) }));
  const status = fetchAccountStatus(rec(false));
  expect(mockedGet.mock.calls.map(([url]) => url)).toEqual(['users/3/user-status', 'payments/3/_subscription-status']);
  const [admin, subscription] = pending;
  admin!({ data: { isAdmin: false } });
  subscription!({ data: { subscribed: true } });
  await expect(status).resolves.toEqual({ isAdmin: false, isSubscribed: true });
});

test('an admin is stored as admin and his subscription answer is not applied', () => {
  authBus.login(rec(false));
  const setAdmin = jest.fn();
  applyAccountStatus(authBus.getState()!, { isAdmin: true, isSubscribed: true }, setAdmin);
  expect(setAdmin).toHaveBeenCalledWith(true);
  expect(authBus.getState()?.user.isSubscribed).toBe(false);
});

test('a non-admin gets the server’s subscription status (_subscription-status) saved', async () => {
  const setAdmin = jest.fn();
  authBus.login({ ...rec(true), user: { ...rec(true).user, plan: { name: 'Baseball Max Yearly' }, subscription: { trial_end: 1 } } });
  applyAccountStatus(authBus.getState()!, { isAdmin: false, isSubscribed: false }, setAdmin);
  expect(setAdmin).not.toHaveBeenCalled();
  expect(authBus.getState()?.user).toMatchObject({ isSubscribed: false, plan: null, subscription: null });

  applyAccountStatus(authBus.getState()!, { isAdmin: false, isSubscribed: true }, setAdmin);
  expect(authBus.getState()?.user.isSubscribed).toBe(true);
  mockedGet.mockReturnValue({ json: () => Promise.resolve({ data: {} }) });
  await expect(fetchSubscriptionStatus(rec(null))).resolves.toBeNull();
});

test('status failures are silently ignored, and without an admin answer nothing changes', async () => {
  mockedGet.mockReturnValue({ json: () => Promise.reject(new Error('down')) });
  await expect(fetchAccountStatus(rec(false))).resolves.toEqual({ isAdmin: null, isSubscribed: null });
  authBus.login(rec(true));
  const setAdmin = jest.fn();
  applyAccountStatus(authBus.getState()!, { isAdmin: null, isSubscribed: false }, setAdmin);
  expect(setAdmin).not.toHaveBeenCalled();
  expect(authBus.getState()?.user.isSubscribed).toBe(true);
});
