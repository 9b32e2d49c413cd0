// Test-only helpers for the gameplay features.
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot, authBus, initI18n, toast, type AuthRecord } from '@bb/shared';

export function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

/** Renders `ui` under `pattern` (e.g. '/game/single/:gameId/play') at `path`, in the theme the host gives. */
export function renderAt(ui: ReactElement, path = '/', pattern = '*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot mode="day">
        <Routes>
          <Route path={pattern} element={<>{ui}<Where /></>} />
          <Route path="*" element={<Where />} />
        </Routes>
      </ThemeRoot>
    </MemoryRouter>,
  );
}

export const SUBSCRIBER: AuthRecord = {
  api_key: { key: 'key-1' },
  user: { id: 7, username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed: true, plan: null, subscription: null },
  isGotdGuestUser: false,
};

export const toastMessages = () => toast.getToasts().map((t) => `${t.type}: ${t.message}`);

/** English, a logged-in subscriber (or a guest), no toasts, online. */
export function setupGameplayTests({ guest = false }: { guest?: boolean } = {}): void {
  beforeAll(() => {
    initI18n('en');
    // The machine is shared: give server round trips (mocked, but still async) room under load.
    configure({ asyncUtilTimeout: 5000 });
  });
  beforeEach(() => {
    window.localStorage.clear();
    if (!guest) window.localStorage.setItem('authToken', JSON.stringify(SUBSCRIBER));
    authBus.reload();
    toast.dismissAll();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  });
}
