import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, Link } from 'react-router-dom';
import { ThemeRoot, authBus, initI18n, type AuthRecord } from '@bb/shared';
import { Header } from './Header';

beforeAll(() => initI18n('en'));
afterEach(() => authBus.logout());

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>
        <Header />
        <Routes>
          <Route path="*" element={<Link to="/leaderboard">go</Link>} />
        </Routes>
      </ThemeRoot>
    </MemoryRouter>,
  );
}

test('the logo goes home', () => {
  renderAt('/leaderboard');
  expect(screen.getByRole('link', { name: 'Diamond Dice Home' })).toHaveAttribute('href', '/experiences/new');
});

test('guests see Login and Signup on /experiences only', () => {
  const { unmount } = renderAt('/experiences/new');
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  unmount();
  renderAt('/leaderboard');
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
});

test('logged-in users do not see Login and Signup', () => {
  const record: AuthRecord = {
    api_key: { key: 'k' },
    user: { id: 1, username: 'u', email: 'u@x.io', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed: true, plan: null, subscription: null },
    isGotdGuestUser: false,
  } as AuthRecord;
  authBus.login(record);
  renderAt('/experiences/new');
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
});

test('the menu button opens the profile menu with the version, and navigation closes it', () => {
  renderAt('/experiences/new');
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(screen.getByTestId('profile-menu')).toBeInTheDocument();
  expect(screen.getByText('Version V 1.3.48')).toBeInTheDocument();
  fireEvent.click(screen.getByText('go'));
  expect(screen.queryByTestId('profile-menu')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
});
