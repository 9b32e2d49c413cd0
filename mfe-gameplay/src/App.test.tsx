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
  ['/game/single/7/play', 'Exhibition Game'],
  ['/game/head-to-head/7/play', 'Head to Head'],
  ['/game/history', 'Game History'],
  ['/season/exhibition-game/7/play', 'Season Exhibition Game'],
  ['/all-star-game/7/play', 'All-Star Game'],
])('%s renders the titled page "%s"', (path, title) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

test('the area marks its DOM with its federation name', () => {
  const { container } = renderAt('/game/single/7/play');
  expect(container.querySelector('[data-remote="mfe_gameplay"]')).not.toBeNull();
});

test('a path the area does not know shows its not-found page with a way home', () => {
  renderAt('/mfe-gameplay-nowhere/deep');
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/experiences/new');
});
