import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ShellRouter } from './ShellRouter';
import { createShellHistory } from './shell-history';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function popTo(path: string) {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Renders the router over a fresh shell history, with `probe` ahead of the location readout. */
async function renderRouter(probe: ReactNode) {
  const history = createShellHistory();
  await act(async () => {
    render(
      <ShellRouter history={history}>
        {probe}
        <Where />
      </ShellRouter>,
    );
  });
  return history;
}

beforeEach(() => window.history.replaceState({}, '', '/experiences/new'));

test('a navigation made before the router first commits is rendered, not lost', async () => {
  let navigated = false;
  // Navigates while the first render is under way: after ShellRouter read its state, before its effects run.
  function NavigatesDuringFirstRender() {
    if (!navigated) {
      navigated = true;
      popTo('/tournament-lobby');
    }
    return null;
  }
  await renderRouter(<NavigatesDuringFirstRender />);
  expect(screen.getByTestId('where').textContent).toBe('/tournament-lobby');
});

test('back/forward and in-app navigation both reach the routes', async () => {
  let go: ReturnType<typeof useNavigate> | null = null;
  function Grab() {
    go = useNavigate();
    return null;
  }
  const history = await renderRouter(<Grab />);
  expect(screen.getByTestId('where').textContent).toBe('/experiences/new');
  await act(async () => go?.('/leaderboard'));
  expect(screen.getByTestId('where').textContent).toBe('/leaderboard');
  expect(window.location.pathname).toBe('/leaderboard');
  await act(async () => popTo('/stats-and-ratings'));
  expect(screen.getByTestId('where').textContent).toBe('/stats-and-ratings');
  expect(history.current().action).toBe('POP');
});
