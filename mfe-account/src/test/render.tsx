// Test-only helpers shared by the account feature tests.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot, authBus, initI18n, toast, type AuthRecord } from '@bb/shared';

export function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/** Renders `ui` at `path` inside the router and theme the host would give it. */
export function renderAt(ui: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot mode="day">
        <Routes>
          <Route path="*" element={<>{ui}<Where /></>} />
        </Routes>
      </ThemeRoot>
    </MemoryRouter>,
  );
}

export function userRecord(over: Partial<AuthRecord['user']> = {}, extra: Partial<AuthRecord> = {}): AuthRecord {
  return {
    api_key: { key: 'key-1' },
    user: { id: 7, username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed: false, plan: null, subscription: null, ...over },
    isGotdGuestUser: false,
    ...extra,
  };
}

export const toastMessages = () => toast.getToasts().map((t) => `${t.type}: ${t.message}`);

/** Common per-file setup: English, no session, no toasts, online. */
export function setupAccountTests(): void {
  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    authBus.reload();
    toast.dismissAll();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  });
}
