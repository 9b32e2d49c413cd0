import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import type { HistoryState, ShellHistory } from './shell-history';

/**
 * BrowserRouter over a history the shell listens to from the start (see createShellHistory). Navigations render as
 * transitions, as BrowserRouter's do: the page being left stays up while the next one's code loads.
 */
export function ShellRouter({ history, children }: { history: ShellHistory; children: ReactNode }) {
  const [state, setState] = useState<HistoryState>(history.current);
  useLayoutEffect(() => {
    const show = (next: HistoryState) => startTransition(() => setState(next));
    // Catches up with a navigation made between the first render and this commit (same state: React bails out).
    show(history.current());
    return history.subscribe(show);
  }, [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history.navigator}>
      {children}
    </Router>
  );
}
