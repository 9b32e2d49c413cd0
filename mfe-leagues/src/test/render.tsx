// Test-only: the stats pages inside the router, theme and session the host would give them.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot, authBus, initI18n, toast, type AuthRecord } from '@bb/shared';
import StatsAndRatingsPage from '../stats-and-ratings/StatsAndRatingsPage';

export function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

export function renderStats(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot mode="day">
        <Routes>
          <Route
            path="/stats-and-ratings/*"
            element={
              <>
                <StatsAndRatingsPage />
                <Where />
              </>
            }
          />
        </Routes>
      </ThemeRoot>
    </MemoryRouter>,
  );
}

export const subscriber: AuthRecord = {
  api_key: { key: 'key-1' },
  user: { id: 7, username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed: true, plan: null, subscription: null },
  isGotdGuestUser: false,
};

export const toastMessages = () => toast.getToasts().map((t) => `${t.type}: ${t.message}`);

export function setupStatsTests(): void {
  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    window.localStorage.clear();
    authBus.reload();
    toast.dismissAll();
  });
}

export const login = () => authBus.login(subscriber);
