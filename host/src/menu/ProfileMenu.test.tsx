import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot, apiClient, authBus, configureApp, initI18n, resetAppConfig, toast, type AuthRecord } from '@bb/shared';
import { ProfileMenu } from './ProfileMenu';
import { usePreferences } from './preferences';
import { logout } from './logout';

jest.mock('@bb/shared', () => {
  const actual = jest.requireActual('@bb/shared');
  return { ...actual, apiClient: { get: jest.fn(), put: jest.fn(), post: jest.fn() } };
});
const api = apiClient as unknown as { put: jest.Mock; post: jest.Mock };

const rec = (overrides: Partial<AuthRecord['user']> = {}, gotd = false): AuthRecord => ({
  api_key: { key: 'k' },
  user: { id: 9, username: 'ada', email: 'a@x.io', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed: true, ...overrides },
  isGotdGuestUser: gotd,
});

function renderMenu(path = '/leaderboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>
        <ProfileMenu onClose={() => undefined} />
      </ThemeRoot>
    </MemoryRouter>,
  );
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  api.put.mockReset().mockResolvedValue({});
  api.post.mockReset().mockResolvedValue({});
  window.localStorage.clear();
  usePreferences.getState().refresh();
});
afterEach(() => {
  act(() => authBus.logout());
  resetAppConfig();
  toast.dismissAll();
});

test('full menu: name, default avatar, every item, both toggles, logout and version', () => {
  authBus.login(rec());
  renderMenu();
  expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  expect(screen.getByTestId('default-avatar')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
  expect(screen.getByRole('link', { name: 'Favorite' })).toHaveAttribute('href', '/favorites');
  expect(screen.getByRole('link', { name: 'Game History' })).toHaveAttribute('href', '/game/history');
  expect(screen.getByRole('link', { name: 'Subscription' })).toHaveAttribute('href', '/payment');
  expect(screen.getByRole('link', { name: 'How To Videos' })).toHaveAttribute('href', '/howToVideos');
  expect(screen.getByRole('switch', { name: 'Sound' })).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByRole('switch', { name: 'Ratings' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  expect(screen.getByText('Version V 1.3.48')).toBeInTheDocument();
});

test('reduced menu for the restricted type: only My Profile and Sound', () => {
  authBus.login(rec({}, true));
  renderMenu();
  expect(screen.getByRole('link', { name: 'My Profile' })).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Sound' })).toBeInTheDocument();
  for (const name of ['Favorite', 'Game History', 'Subscription', 'How To Videos']) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: 'Ratings' })).not.toBeInTheDocument();
});

test('My Profile is disabled in the PREPROD environment', () => {
  configureApp({ environment: 'PREPROD' });
  authBus.login(rec());
  renderMenu();
  expect(screen.getByText('My Profile')).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('link', { name: 'My Profile' })).not.toHaveAttribute('href');
});

test('the avatar shows the picture and falls back to the default icon when it fails', () => {
  authBus.login(rec({ thumbnail_url: '/api/users/9/image' }));
  renderMenu();
  const img = screen.getByRole('img', { name: 'Profile picture' });
  expect(img).toHaveAttribute('src', '/api/users/9/image');
  fireEvent.error(img);
  expect(screen.getByTestId('default-avatar')).toBeInTheDocument();
});

test('sound is off by default; toggling saves soundOff locally and the preference on the server', async () => {
  authBus.login(rec());
  renderMenu();
  fireEvent.click(screen.getByRole('switch', { name: 'Sound' }));
  expect(window.localStorage.getItem('soundOff')).toBe('false');
  expect(screen.getByRole('switch', { name: 'Sound' })).toHaveAttribute('aria-checked', 'true');
  await waitFor(() => expect(api.put).toHaveBeenCalledWith('users/9/preferences', { json: { sound: 'on' } }));
  fireEvent.click(screen.getByRole('switch', { name: 'Sound' }));
  expect(window.localStorage.getItem('soundOff')).toBe('true');
  await waitFor(() => expect(api.put).toHaveBeenLastCalledWith('users/9/preferences', { json: { sound: 'off' } }));
});

test('the ratings toggle saves ratingsFlag locally and on the server', async () => {
  authBus.login(rec());
  renderMenu();
  fireEvent.click(screen.getByRole('switch', { name: 'Ratings' }));
  expect(window.localStorage.getItem('ratingsFlag')).toBe('true');
  await waitFor(() => expect(api.put).toHaveBeenCalledWith('users/9/ratings-status', { json: { ratingsFlag: true } }));
});

test('the restricted type toggles sound locally only (its /preferences calls are blocked)', async () => {
  authBus.login(rec({}, true));
  renderMenu();
  fireEvent.click(screen.getByRole('switch', { name: 'Sound' }));
  expect(window.localStorage.getItem('soundOff')).toBe('false');
  await Promise.resolve();
  expect(api.put).not.toHaveBeenCalled();
});

describe('logout: server call, keys cleared, success toast, fresh /login', () => {
  beforeEach(() => window.sessionStorage.clear());
  const setKeys = () => {
    for (const key of ['redirectTabValue', 'soundOff', 'isAdmin', 'ratingsFlag']) window.localStorage.setItem(key, 'x');
  };

  test('calls the server, clears the four keys, toasts, then reloads at /login', async () => {
    authBus.login(rec());
    setKeys();
    const order: string[] = [];
    api.post.mockImplementation(() => {
      order.push(`post:${window.localStorage.getItem('authToken') ? 'with-token' : 'no-token'}`);
      return Promise.resolve({});
    });
    const success = jest.spyOn(toast, 'success');
    const effects = { reload: jest.fn(() => order.push('reload')), reloadAt: jest.fn((p: string) => order.push(`reloadAt:${p}`)) };
    await expect(logout(9, '/leaderboard', effects)).resolves.toBe(true);
    expect(api.post).toHaveBeenCalledWith('users/logout/9');
    expect(['authToken', 'redirectTabValue', 'soundOff', 'isAdmin'].map((k) => window.localStorage.getItem(k))).toEqual([null, null, null, null]);
    expect(window.localStorage.getItem('ratingsFlag')).toBe('x');
    expect(success).toHaveBeenCalledWith('Logged out successfully!', { keepAcrossReload: true });
    expect(order).toEqual(['post:with-token', 'reloadAt:/login']);
    // The reloaded page shows it: the toast bus keeps it in session storage and the new page's viewport shows it.
    toast.dismissAll();
    toast.showPending();
    expect(toast.getToasts()).toEqual([expect.objectContaining({ type: 'success', message: 'Logged out successfully!', duration: 2000 })]);
  });

  test('on a single-game page it only reloads', async () => {
    authBus.login(rec());
    const effects = { reload: jest.fn(), reloadAt: jest.fn() };
    await logout(9, '/game/single/42', effects);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(effects.reloadAt).not.toHaveBeenCalled();
  });

  test('a failed call shows the error toast and keeps the session', async () => {
    authBus.login(rec());
    api.post.mockRejectedValue({ response: { data: { error: 'Server says no' } } });
    const error = jest.spyOn(toast, 'error');
    const effects = { reload: jest.fn(), reloadAt: jest.fn() };
    await expect(logout(9, '/leaderboard', effects)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('Server says no');
    expect(authBus.getState()).not.toBeNull();
    expect(effects.reloadAt).not.toHaveBeenCalled();
    // No success toast waits for a reload that is not coming.
    toast.showPending();
    expect(toast.getToasts().map((x) => x.message)).toEqual(['Server says no']);
  });
});
