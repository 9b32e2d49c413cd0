import { act, renderHook, waitFor } from '@testing-library/react';
import { apiClient, authBus, type AuthRecord } from '@bb/shared';
import { usePreferences, usePreferencesLoad } from './preferences';

jest.mock('@bb/shared', () => {
  const actual = jest.requireActual('@bb/shared');
  return { ...actual, apiClient: { get: jest.fn(), put: jest.fn(), post: jest.fn() } };
});
const api = apiClient as unknown as { get: jest.Mock };

const rec = (gotd = false): AuthRecord => ({
  api_key: { key: 'k' },
  user: { id: 9, username: 'ada', email: 'a@x.io', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed: true },
  isGotdGuestUser: gotd,
});

const serverSays = (data: unknown) => api.get.mockReturnValue({ json: () => Promise.resolve({ data }) });

beforeEach(() => {
  api.get.mockReset();
  window.localStorage.clear();
  usePreferences.getState().refresh();
});
afterEach(() => act(() => authBus.logout()));

test('after login the server’s sound and ratings choices replace the local defaults', async () => {
  serverSays({ sound: 'on', ratingsFlag: true });
  expect(usePreferences.getState().soundOn).toBe(false);
  act(() => authBus.login(rec()));
  renderHook(() => usePreferencesLoad());
  await waitFor(() => expect(usePreferences.getState().soundOn).toBe(true));
  expect(usePreferences.getState().ratingsOn).toBe(true);
  expect(window.localStorage.getItem('soundOff')).toBe('false');
  expect(api.get).toHaveBeenCalledWith('users/9/preferences');
});

test('sound off on the server stays off after a logout cleared the local flag and a new login', async () => {
  serverSays({ sound: 'off', ratingsFlag: false });
  window.localStorage.setItem('soundOff', 'false');
  usePreferences.getState().refresh();
  act(() => authBus.login(rec()));
  renderHook(() => usePreferencesLoad());
  await waitFor(() => expect(usePreferences.getState().soundOn).toBe(false));
  expect(window.localStorage.getItem('soundOff')).toBe('true');
});

test('guests and GOTD guests ask nothing; a failed read keeps the local values', async () => {
  renderHook(() => usePreferencesLoad());
  act(() => authBus.login(rec(true)));
  expect(api.get).not.toHaveBeenCalled();
  act(() => authBus.logout());
  api.get.mockReturnValue({ json: () => Promise.reject(new Error('offline')) });
  window.localStorage.setItem('soundOff', 'false');
  usePreferences.getState().refresh();
  act(() => authBus.login(rec()));
  await waitFor(() => expect(api.get).toHaveBeenCalled());
  expect(usePreferences.getState().soundOn).toBe(true);
});
