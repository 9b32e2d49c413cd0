import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot, initI18n } from '@bb/shared';
import App from './App';

beforeAll(() => initI18n('en'));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>
        <App />
      </ThemeRoot>
    </MemoryRouter>,
  );
}

test.each([
  ['/game/historical-league/7/play', 'Historical League'],
  ['/draft-league/7/play', 'Draft League'],
  ['/game/draft-league/7/play', 'Draft League Game'],
  ['/live-draft/7/play', 'Live Draft'],
  ['/season/7/play', 'Season'],
  ['/league-calendar', 'League Calendar'],
  ['/stats-and-ratings/7/play', 'Stats & Ratings'],
])('%s renders the titled page "%s"', (path, title) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

test('the area marks its DOM with its federation name', () => {
  const { container } = renderAt('/game/historical-league/7/play');
  expect(container.querySelector('[data-remote="mfe_leagues"]')).not.toBeNull();
});

test('a path the area does not know shows its not-found page with a way home', () => {
  renderAt('/mfe-leagues-nowhere/deep');
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/experiences/new');
});
