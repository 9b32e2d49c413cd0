import { act, renderHook, waitFor } from '@testing-library/react';
import { apiClient, authBus, type AuthRecord } from '@bb/shared';
import { useAccountStartupLoad } from './account-startup';
import { useAdminFlag } from '../access/admin-flag';
import { usePreferences } from '../menu/preferences';

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

type Answers = Record<string, unknown>;
const serverSays = (answers: Answers) =>
  api.get.mockImplementation((url: string) => ({ json: () => (url in answers ? Promise.resolve(answers[url]) : Promise.reject(new Error('down'))) }));
const calls = () => api.get.mock.calls.map(([url]) => url as string);

beforeEach(() => {
  api.get.mockReset();
  window.localStorage.clear();
  usePreferences.getState().refresh();
});
afterEach(() => act(() => authBus.logout()));

test('status and preferences calls go out together and their answers land in one render', async () => {
  const pending: Array<() => void> = [];
  api.get.mockImplementation((url: string) => ({
    json: () =>
      new Promise((resolve) =>
        pending.push(() =>
          resolve(
            ({
              'users/9/user-status': { data: { isAdmin: false } },
              'payments/9/_subscription-status': { data: { subscribed: false } },
              'users/9/preferences': { data: { sound: 'on', ratingsFlag: true } },
            } as Answers)[url],
          ),
        ),
      ),
  }));
  act(() => authBus.login(rec()));
  let renders = 0;
  renderHook(() => {
    renders += 1;
    useAccountStartupLoad();
    return usePreferences((s) => s.soundOn);
  });
  expect(calls().sort()).toEqual(['payments/9/_subscription-status', 'users/9/preferences', 'users/9/user-status']);
  const before = renders;
  await act(async () => {
    pending.forEach((answer) => answer());
  });
  await waitFor(() => expect(authBus.getState()?.user.isSubscribed).toBe(false));
  expect(usePreferences.getState()).toMatchObject({ soundOn: true, ratingsOn: true });
  expect(window.localStorage.getItem('soundOff')).toBe('false');
  expect(renders - before).toBe(1);
});

test('sound off on the server stays off after a logout cleared the local flag and a new login', async () => {
  serverSays({ 'users/9/preferences': { data: { sound: 'off', ratingsFlag: false } } });
  window.localStorage.setItem('soundOff', 'false');
  usePreferences.getState().refresh();
  act(() => authBus.login(rec()));
  renderHook(() => useAccountStartupLoad());
  await waitFor(() => expect(usePreferences.getState().soundOn).toBe(false));
  expect(window.localStorage.getItem('soundOff')).toBe('true');
});

test('an admin is stored as admin even though his preferences failed', async () => {
  serverSays({ 'users/9/user-status': { data: { isAdmin: true } }, 'payments/9/_subscription-status': { data: { subscribed: false } } });
  window.localStorage.setItem('soundOff', 'false');
  usePreferences.getState().refresh();
  act(() => authBus.login(rec()));
  renderHook(() => useAccountStartupLoad());
  await waitFor(() => expect(useAdminFlag.getState().isAdmin).toBe(true));
  expect(authBus.getState()?.user.isSubscribed).toBe(true);
  expect(usePreferences.getState().soundOn).toBe(true);
});

test('guests and GOTD guests ask nothing; a login after the page opened loads, and again after a logout', async () => {
  serverSays({});
  renderHook(() => useAccountStartupLoad());
  act(() => authBus.login(rec(true)));
  expect(api.get).not.toHaveBeenCalled();
  act(() => authBus.logout());
  act(() => authBus.login(rec()));
  await waitFor(() => expect(calls()).toHaveLength(3));
  act(() => authBus.logout());
  act(() => authBus.login(rec()));
  await waitFor(() => expect(calls()).toHaveLength(6));
});

test('answers for a user who logged out meanwhile are dropped', async () => {
  const pending: Array<() => void> = [];
  api.get.mockImplementation(() => ({ json: () => new Promise((resolve) => pending.push(() => resolve({ data: { isAdmin: true, sound: 'on', ratingsFlag: true } }))) }));
  act(() => authBus.login(rec()));
  renderHook(() => useAccountStartupLoad());
  act(() => authBus.logout());
  await act(async () => {
    pending.forEach((answer) => answer());
  });
  expect(useAdminFlag.getState().isAdmin).toBe(false);
  expect(usePreferences.getState().soundOn).toBe(false);
});
