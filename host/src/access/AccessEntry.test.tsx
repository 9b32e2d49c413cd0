import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { LOCAL_KEYS, ThemeRoot, authBus, initI18n, toast, type AuthRecord } from '@bb/shared';
import { AccessGuard } from './AccessGuard';
import { AccessModals } from './AccessModals';
import { setAccountModuleLoader } from './account-modules';
import { useAccessModal } from './access-modal-store';
import { lobbyEntryAction } from './checkout-return';
import { applyStatusRedirect } from './status-redirect';
import { LocationProbe } from '../test/location-probe';

beforeAll(() => initI18n('en'));
// The account modals stay in the shell's loading frame here; AccountModals.test covers the loaded ones.
beforeAll(() => setAccountModuleLoader({ load: () => new Promise(() => undefined), reset: () => Promise.resolve() }));
afterAll(() => setAccountModuleLoader(null));
afterEach(() => {
  act(() => authBus.logout());
  act(() => toast.dismissAll());
  useAccessModal.setState({ modal: null, intendedPath: null, checkoutSessionId: null });
  window.localStorage.clear();
});

function record(isSubscribed: boolean): AuthRecord {
  return {
    api_key: { key: 'key-1' },
    user: { id: 7, username: 'ada', email: 'a@x.io', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed, plan: null, subscription: null },
    isGotdGuestUser: false,
  };
}

const Where = () => <LocationProbe withSearch />;

function renderAt(entry: string | { pathname: string; state: unknown }) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <ThemeRoot>
        <AccessGuard>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <Where />
                  <Link to="/game/historical-league/4/play">league play</Link>
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

describe('lobbyEntryAction', () => {
  test.each([
    ['/lobby', '?session_id=error', undefined, { kind: 'cancelled' }],
    ['/lobby', '?session_id=cs_123', undefined, { kind: 'activePlan', sessionId: 'cs_123' }],
    ['/lobby', '', { showPlans: true }, { kind: 'showPlans' }],
    ['/lobby', '', undefined, { kind: 'none' }],
    ['/leaderboard', '?session_id=error', undefined, { kind: 'none' }],
  ])('%s%s', (pathname, search, state, expected) => {
    expect(lobbyEntryAction(pathname, search, state)).toEqual(expected);
  });
});

test('/lobby?session_id=error shows Transaction Cancelled and stays on a bare /lobby', () => {
  renderAt('/lobby?session_id=error');
  expect(toast.getToasts().map((item) => item.message)).toContain('Transaction Cancelled');
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/lobby$/);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('any other session_id opens the Active Plan modal', () => {
  authBus.login(record(false));
  renderAt('/lobby?session_id=cs_test_1');
  expect(screen.getByRole('dialog', { name: 'Active Plan' })).toBeInTheDocument();
  expect(useAccessModal.getState().checkoutSessionId).toBe('cs_test_1');
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/lobby$/);
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('navigation state showPlans opens the plan modal on /lobby', () => {
  authBus.login(record(false));
  renderAt({ pathname: '/lobby', state: { showPlans: true } });
  expect(screen.getByRole('dialog', { name: 'Choose your Baseball Max Plan' })).toBeInTheDocument();
});

test('after signup the plan modal opens once and the flag is removed', () => {
  window.localStorage.setItem(LOCAL_KEYS.signUpJustCompleted, 'signedup');
  authBus.login(record(false));
  const { unmount } = renderAt('/experiences/new');
  expect(screen.getByRole('dialog', { name: 'Choose your Baseball Max Plan' })).toBeInTheDocument();
  expect(window.localStorage.getItem(LOCAL_KEYS.signUpJustCompleted)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  unmount();
  renderAt('/experiences/new');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the after-signup flag waits for a logged-in user', () => {
  window.localStorage.setItem(LOCAL_KEYS.signUpJustCompleted, 'signedup');
  renderAt('/experiences/new');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(window.localStorage.getItem(LOCAL_KEYS.signUpJustCompleted)).toBe('signedup');
  act(() => authBus.login(record(false)));
  expect(screen.getByRole('dialog', { name: 'Choose your Baseball Max Plan' })).toBeInTheDocument();
  expect(window.localStorage.getItem(LOCAL_KEYS.signUpJustCompleted)).toBeNull();
});

test('a logged-in non-subscriber on a league play screen is sent to /dashboard', () => {
  authBus.login(record(false));
  renderAt('/leaderboard');
  fireEvent.click(screen.getByText('league play'));
  expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('applyStatusRedirect leaves every other decision alone', () => {
  const modal = { kind: 'modal', modal: 'plans', intendedPath: '/game/historical-league' } as const;
  expect(applyStatusRedirect(modal, '/game/historical-league')).toBe(modal);
  const guestModal = { kind: 'modal', modal: 'guest', intendedPath: '/x/play' } as const;
  expect(applyStatusRedirect(guestModal, '/x/play')).toBe(guestModal);
  expect(applyStatusRedirect({ kind: 'modal', modal: 'plans', intendedPath: '/game/draft-league/3/play' }, '/game/draft-league/3/play')).toEqual({
    kind: 'redirect',
    to: '/dashboard',
  });
});
