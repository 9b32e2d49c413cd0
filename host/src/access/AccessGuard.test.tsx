import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot, authBus, initI18n, type AuthRecord } from '@bb/shared';
import { AccessGuard } from './AccessGuard';
import { AccessModals } from './AccessModals';
import { setAccountModuleLoader } from './account-modules';
import { useAccessModal } from './access-modal-store';
import { LocationProbe } from '../test/location-probe';

beforeAll(() => initI18n('en'));
// The account modals stay in the shell's loading frame here; AccountModals.test covers the loaded ones.
beforeAll(() => setAccountModuleLoader({ load: () => new Promise(() => undefined), reset: () => Promise.resolve() }));
afterAll(() => setAccountModuleLoader(null));
afterEach(() => {
  act(() => authBus.logout());
  useAccessModal.setState({ modal: null, intendedPath: null });
});

function record(overrides: { isSubscribed?: boolean | null; isGotdGuestUser?: boolean } = {}): AuthRecord {
  return {
    api_key: { key: 'key-1' },
    user: { id: 7, username: 'ada', email: 'a@x.io', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed: overrides.isSubscribed ?? false, plan: null, subscription: null },
    isGotdGuestUser: overrides.isGotdGuestUser ?? false,
  };
}

const Where = () => <LocationProbe />;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>
        <AccessGuard>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <Where />
                  <Link to="/game/historical-league">leagues</Link>
                  <Link to="/stats-and-ratings/players/ruthba01?year=1927">ruth</Link>
                </>
              }
            />
          </Routes>
        </AccessGuard>
        <AccessModals />
      </ThemeRoot>
    </MemoryRouter>,
  );
}

test('a guest on a protected route is redirected to /experiences/new and told why (the guest modal)', async () => {
  renderAt('/game/historical-league');
  expect(screen.getByTestId('where')).toHaveTextContent('/experiences/new');
  expect(await screen.findByText('Please subscribe in order to access this section')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  expect(window.sessionStorage.getItem('intendedPath')).toBe('/game/historical-league');
});

test('an unknown sub-path of an area is not found for everyone, never a remote', () => {
  renderAt('/draft-league/1/2/3');
  expect(screen.getByTestId('where')).toHaveTextContent('/draft-league/1/2/3');
});

test('a guest on a public route stays', () => {
  renderAt('/leaderboard');
  expect(screen.getByTestId('where')).toHaveTextContent('/leaderboard');
});

test.each(['/login', '/signup', '/forgot-password'])('%s sends a logged-in user to /', (path) => {
  authBus.login(record({ isSubscribed: true }));
  renderAt(path);
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});

test('a logged-in non-subscriber gets the plan modal, stays on the page and the intended path is stored', () => {
  authBus.login(record({ isSubscribed: false }));
  renderAt('/leaderboard');
  fireEvent.click(screen.getByText('ruth'));
  expect(screen.getByRole('dialog', { name: 'Choose your Baseball Max Plan' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/leaderboard');
  expect(useAccessModal.getState().intendedPath).toBe('/stats-and-ratings/players/ruthba01?year=1927');
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(useAccessModal.getState().intendedPath).toBe('/stats-and-ratings/players/ruthba01?year=1927');
});

test('a non-subscriber opening a subscriber route directly lands home with the plan modal', () => {
  authBus.login(record({ isSubscribed: false }));
  renderAt('/game/historical-league');
  expect(screen.getByTestId('where')).toHaveTextContent('/experiences/new');
  expect(screen.getByRole('dialog', { name: 'Choose your Baseball Max Plan' })).toBeInTheDocument();
});

test('the restricted (GOTD guest) user gets the guest modal whose buttons go to /login and /signup', () => {
  authBus.login(record({ isGotdGuestUser: true }));
  renderAt('/leaderboard');
  fireEvent.click(screen.getByText('leagues'));
  expect(screen.getByRole('dialog', { name: 'Please subscribe in order to access this section' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/login');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  fireEvent.click(screen.getByText('leagues'));
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/signup');
});

test('the guest modal is 480 px wide (500 px from tablet up)', () => {
  authBus.login(record({ isGotdGuestUser: true }));
  renderAt('/leaderboard');
  fireEvent.click(screen.getByText('leagues'));
  const width = getComputedStyle(screen.getByRole('dialog')).width;
  expect(width).toBe('min(100%, 480px)');
});

test('subscribers pass everywhere', () => {
  authBus.login(record({ isSubscribed: true }));
  renderAt('/game/historical-league');
  expect(screen.getByTestId('where')).toHaveTextContent('/game/historical-league');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a 401 on a protected page lands on /login, not on the guests’ /experiences/new', () => {
  act(() => authBus.login(record({ isSubscribed: true })));
  renderAt('/game/history');
  expect(screen.getByTestId('where')).toHaveTextContent('/game/history');
  act(() => authBus.sessionExpired());
  expect(screen.getByTestId('where')).toHaveTextContent('/login');
});

test('a plain logout on a protected page still goes to /experiences/new', () => {
  act(() => authBus.login(record({ isSubscribed: true })));
  renderAt('/game/history');
  act(() => authBus.logout());
  expect(screen.getByTestId('where')).toHaveTextContent('/experiences/new');
});
