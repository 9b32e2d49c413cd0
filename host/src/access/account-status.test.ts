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

test('a non-admin keeps the stored subscription status (the placeholder fetch)', async () => {
  mockedGet.mockReturnValue({ json: () => Promise.resolve({ data: { isAdmin: false } }) });
  const setAdmin = jest.fn();
  authBus.login(rec(true));
  await loadAccountStatus(rec(true), setAdmin);
  expect(setAdmin).not.toHaveBeenCalled();
  expect(authBus.getState()?.user.isSubscribed).toBe(true);
  await expect(fetchSubscriptionStatus(rec(null))).resolves.toBeNull();
});

test('status failures are silently ignored', async () => {
  mockedGet.mockReturnValue({ json: () => Promise.reject(new Error('down')) });
  await expect(loadAccountStatus(rec(false), jest.fn())).resolves.toBeUndefined();
});
