import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot, authBus, initI18n, type AuthRecord } from '@bb/shared';
import { AccessGuard } from './AccessGuard';
import { LocationProbe } from '../test/location-probe';

beforeAll(() => initI18n('en'));
afterEach(() => act(() => authBus.logout()));

const subscriber: AuthRecord = {
  api_key: { key: 'key-1' },
  user: { id: 7, username: 'ada', email: 'a@x.io', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed: true, plan: null, subscription: null },
  isGotdGuestUser: false,
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>
        <AccessGuard>
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </AccessGuard>
      </ThemeRoot>
    </MemoryRouter>,
  );
}

test('a 401 on a protected page lands on /login, not on the guests’ /experiences/new', () => {
  act(() => authBus.login(subscriber));
  renderAt('/game/history');
  expect(screen.getByTestId('where')).toHaveTextContent('/game/history');
  act(() => authBus.sessionExpired());
  expect(screen.getByTestId('where')).toHaveTextContent('/login');
});

test('a plain logout (or a guest) on a protected page still goes to /experiences/new', () => {
  act(() => authBus.login(subscriber));
  renderAt('/game/history');
  act(() => authBus.logout());
  expect(screen.getByTestId('where')).toHaveTextContent('/experiences/new');
});
