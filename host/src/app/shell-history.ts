import { UNSAFE_createBrowserHistory, type Location, type NavigationType } from 'react-router-dom';

export interface HistoryState {
  action: NavigationType;
  location: Location;
}

export interface ShellHistory {
  /** What the router navigates with (push, replace, go). */
  navigator: ReturnType<typeof UNSAFE_createBrowserHistory>;
  /** The latest navigation, whether or not anything rendered it yet. */
  current(): HistoryState;
  subscribe(listener: (state: HistoryState) => void): () => void;
}

/**
 * The browser's history, listened to from the moment the shell's script runs. React Router's BrowserRouter only
 * starts listening when it first commits; the shell's first render is a sliced transition (it would otherwise be
 * one long task on a phone), and a back/forward or in-page navigation during it must not be lost.
 */
export function createShellHistory(win: Window = window): ShellHistory {
  const navigator = UNSAFE_createBrowserHistory({ window: win, v5Compat: true });
  let state: HistoryState = { action: navigator.action, location: navigator.location };
  const listeners = new Set<(state: HistoryState) => void>();
  // A browser history takes one listener; this is it, and it fans out.
  navigator.listen(({ action, location }) => {
    state = { action, location };
    for (const listener of [...listeners]) listener(state);
  });
  return {
    navigator,
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
