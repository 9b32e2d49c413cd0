import { apiClient, authBus, type AuthRecord } from '@bb/shared';
import { fetchSubscriptionStatus, loadAccountStatus } from './account-status';

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

afterEach(() => authBus.logout());

test('an admin is stored as admin and the subscription status is not fetched', async () => {
  mockedGet.mockReturnValue({ json: () => Promise.resolve({ data: { isAdmin: true } }) });
  const setAdmin = jest.fn();
  await loadAccountStatus(rec(false), setAdmin);
  expect(mockedGet).toHaveBeenCalledWith('users/3/user-status');
  expect(setAdmin).toHaveBeenCalledWith(true);
});

test('a non-admin gets the server’s subscription status saved (spec §7 _subscription-status)', async () => {
  const answers: Record<string, unknown> = { 'users/3/user-status': { data: { isAdmin: false } }, 'payments/3/_subscription-status': { data: { subscribed: false } } };
  mockedGet.mockImplementation((url: string) => ({ json: () => Promise.resolve(answers[url]) }));
  const setAdmin = jest.fn();
  authBus.login({ ...rec(true), user: { ...rec(true).user, plan: { name: 'Baseball Max Yearly' }, subscription: { trial_end: 1 } } });
  await loadAccountStatus(authBus.getState()!, setAdmin);
  expect(mockedGet).toHaveBeenCalledWith('payments/3/_subscription-status');
  expect(setAdmin).not.toHaveBeenCalled();
  expect(authBus.getState()?.user).toMatchObject({ isSubscribed: false, plan: null, subscription: null });

  answers['payments/3/_subscription-status'] = { data: { subscribed: true } };
  await loadAccountStatus(authBus.getState()!, setAdmin);
  expect(authBus.getState()?.user.isSubscribed).toBe(true);
  answers['payments/3/_subscription-status'] = { data: {} };
  await expect(fetchSubscriptionStatus(rec(null))).resolves.toBeNull();
});

test('status failures are silently ignored', async () => {
  mockedGet.mockReturnValue({ json: () => Promise.reject(new Error('down')) });
  await expect(loadAccountStatus(rec(false), jest.fn())).resolves.toBeUndefined();
});
