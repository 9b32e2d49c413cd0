import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot, authBus, initI18n, type AuthRecord } from '@bb/shared';
import { Header } from './Header';
import { useUnreadStore } from '../realtime/unread-notifications';

beforeAll(() => initI18n('en'));
afterEach(() => {
  act(() => authBus.logout());
  useUnreadStore.setState({ count: 0 });
});

const rec = (gotd = false): AuthRecord => ({
  api_key: { key: 'k' },
  user: { id: 1, username: 'u', email: 'u@x.io', firstName: 'Ada', lastName: 'L', thumbnail_url: null, isSubscribed: true },
  isGotdGuestUser: gotd,
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>
        <Header />
      </ThemeRoot>
    </MemoryRouter>,
  );

test('logged-in users get the five labelled icons; How To Videos opens a new window', () => {
  authBus.login(rec());
  renderAt('/leaderboard');
  const icons = within(screen.getByTestId('header-icons'));
  expect(icons.getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/today');
  expect(icons.getByRole('link', { name: 'GOTD Leaderboard' })).toHaveAttribute('href', '/leaderboard');
  expect(icons.getByRole('link', { name: 'How To Videos' })).toHaveAttribute('href', '/howToVideos');
  expect(icons.getByRole('link', { name: 'How To Videos' })).toHaveAttribute('target', '_blank');
  expect(icons.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/league-calendar');
  expect(icons.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
});

test('the notifications badge shows the unread count, none at 0', () => {
  authBus.login(rec());
  renderAt('/leaderboard');
  expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  act(() => useUnreadStore.getState().setCount(3));
  expect(screen.getByRole('link', { name: 'Notifications, 3 unread notifications' })).toHaveTextContent('3');
});

test('guests and GOTD guests see no icons', () => {
  const { unmount } = renderAt('/leaderboard');
  expect(screen.queryByTestId('header-icons')).not.toBeInTheDocument();
  unmount();
  authBus.login(rec(true));
  renderAt('/leaderboard');
  expect(screen.queryByTestId('header-icons')).not.toBeInTheDocument();
});

test('the search shows on other screens and hides on home, game and league screens', () => {
  const { unmount } = renderAt('/leaderboard');
  expect(screen.getByTestId('header-search')).toBeInTheDocument();
  unmount();
  for (const path of ['/experiences/new', '/game/single/1', '/season/lobby']) {
    const view = renderAt(path);
    expect(screen.queryByTestId('header-search')).not.toBeInTheDocument();
    view.unmount();
  }
});
