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
  ['/game-of-the-day/7/play', 'Game Of The Day'],
  ['/leaderboard', 'Leaderboard'],
  ['/today', 'Today'],
])('%s renders the titled page "%s"', (path, title) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

test('the area marks its DOM with its federation name', () => {
  const { container } = renderAt('/game-of-the-day/7/play');
  expect(container.querySelector('[data-remote="mfe_gotd"]')).not.toBeNull();
});

test('a path the area does not know shows its not-found page with a way home', () => {
  renderAt('/mfe-gotd-nowhere/deep');
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/experiences/new');
});
