// Test-only: the remote's lobby and create pages inside the router, theme and session the host would give them.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot, authBus, initI18n, toast, type AuthRecord } from '@bb/shared';
import TournamentLobbyPage from '../tournament-lobby/TournamentLobbyPage';
import TournamentCreatePage from '../tournament-create/TournamentCreatePage';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/** The lobby and create routes at `path`; `where` shows the location a link or a submit led to. */
export function renderTournaments(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot mode="day">
        <Routes>
          <Route path="/tournament-lobby" element={<TournamentLobbyPage />} />
          <Route path="/tournament" element={<TournamentCreatePage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
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

/** i18n once; a clean session (logged in as `subscriber`) and no toasts before each test. */
export function setupTournamentTests(): void {
  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    window.localStorage.clear();
    authBus.reload();
    toast.dismissAll();
    authBus.login(subscriber);
  });
}
