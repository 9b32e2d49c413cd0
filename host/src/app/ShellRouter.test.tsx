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

beforeEach(() => window.history.replaceState({}, '', '/experiences/new'));

test('a navigation made before the router first commits is rendered, not lost', async () => {
  const history = createShellHistory();
  let navigated = false;
  // Navigates while the first render is under way: after ShellRouter read its state, before its effects run.
  function NavigatesDuringFirstRender() {
    if (!navigated) {
      navigated = true;
      popTo('/tournament-lobby');
    }
    return null;
  }
  await act(async () => {
    render(
      <ShellRouter history={history}>
        <NavigatesDuringFirstRender />
        <Where />
      </ShellRouter>,
    );
  });
  expect(screen.getByTestId('where').textContent).toBe('/tournament-lobby');
});

test('back/forward and in-app navigation both reach the routes', async () => {
  const history = createShellHistory();
  let go: ReturnType<typeof useNavigate> | null = null;
  function Grab() {
    go = useNavigate();
    return null;
  }
  await act(async () => {
    render(
      <ShellRouter history={history}>
        <Grab />
        <Where />
      </ShellRouter>,
    );
  });
  expect(screen.getByTestId('where').textContent).toBe('/experiences/new');
  await act(async () => go?.('/leaderboard'));
  expect(screen.getByTestId('where').textContent).toBe('/leaderboard');
  expect(window.location.pathname).toBe('/leaderboard');
  await act(async () => popTo('/stats-and-ratings'));
  expect(screen.getByTestId('where').textContent).toBe('/stats-and-ratings');
  expect(history.current().action).toBe('POP');
});
