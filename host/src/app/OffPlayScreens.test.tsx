import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LOCAL_KEYS, ThemeRoot } from '@bb/shared';
import { OffPlayScreens } from './OffPlayScreens';
import { InstallPrompt } from '../pwa/install-prompt/InstallPrompt';

const GOTD_GAME = '/game-of-the-day/0b7e3c1a-9d2f-4c55-8a1e-3f6b2d9c4e10';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>
        <OffPlayScreens>
          <p data-testid="extra">lobby widget</p>
          <InstallPrompt />
        </OffPlayScreens>
      </ThemeRoot>
    </MemoryRouter>,
  );
}

afterEach(() => window.localStorage.clear());

test.each(['/game/single/5/play', '/game/draft-league/3/play', '/game/head-to-head/8/play', GOTD_GAME])(
  'the play screen %s shows neither the lobby widget nor the install prompt, which stays due',
  (path) => {
    renderAt(path);
    expect(screen.queryByTestId('extra')).not.toBeInTheDocument();
    expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_KEYS.installPromptDate)).toBeNull();
  },
);

test.each(['/dashboard', '/game-of-the-day', '/game/historical-league/playoff/3', '/game/single/5/result'])('%s shows them', (path) => {
  renderAt(path);
  expect(screen.getByTestId('extra')).toBeInTheDocument();
  expect(screen.getByTestId('install-prompt')).toBeInTheDocument();
});
