// Test-only: the remote's pages inside the router, theme and session the host would give them.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot, authBus, initI18n, toast, type AuthRecord } from '@bb/shared';
import DraftLeaguePage from '../app/DraftLeagueRoutes';
import HistoricalLeaguePage from '../historical-league/HistoricalLeaguePage';
import StatsAndRatingsPage from '../stats-and-ratings/StatsAndRatingsPage';

export function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/** These routes at `path`, with the location shown (`where`) to prove where a link or a submit led. */
export function renderRoutes(path: string, routes: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot mode="day">
        <Routes>{routes}</Routes>
        <Where />
      </ThemeRoot>
    </MemoryRouter>,
  );
}

export const renderStats = (path: string) => renderRoutes(path, <Route path="/stats-and-ratings/*" element={<StatsAndRatingsPage />} />);

export const renderLeagues = (path: string) => renderRoutes(path, <Route path="/game/historical-league/*" element={<HistoricalLeaguePage />} />);

/** Everything under /draft-league (the list, the setup form, a league's home, its transactions and games). */
export const renderDraftLeague = (path: string) => renderRoutes(path, <Route path="/draft-league/*" element={<DraftLeaguePage />} />);

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
