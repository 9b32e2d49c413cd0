import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot, initI18n } from '@bb/shared';
import { StatsTabBar } from './StatsTabBar';
import { currentStatsTab, isStatsPath } from './stats-tabs';

beforeAll(() => initI18n('en'));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>
        <StatsTabBar />
      </ThemeRoot>
    </MemoryRouter>,
  );

test('shows Players, Teams and Leagues on stats pages, fixed at the bottom and hidden from 768 px', () => {
  renderAt('/stats-and-ratings/teams/NYA');
  const bar = screen.getByRole('navigation', { name: 'Stats and ratings sections' });
  expect(getComputedStyle(bar).position).toBe('fixed');
  expect(getComputedStyle(bar).bottom).toBe('0px');
  expect(screen.getByRole('link', { name: 'Players' })).toHaveAttribute('href', '/stats-and-ratings');
  expect(screen.getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/stats-and-ratings/teams');
  expect(screen.getByRole('link', { name: 'Leagues' })).toHaveAttribute('href', '/stats-and-ratings/league');
  expect(screen.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
  const css = Array.from(document.querySelectorAll('style')).map((s) => s.textContent).join('\n');
  expect(css).toMatch(/@media \(min-width: ?768px\)\s*\{[^}]*display: ?none/);
});

test('renders nothing outside /stats-and-ratings', () => {
  renderAt('/leaderboard');
  expect(screen.queryByTestId('stats-tab-bar')).not.toBeInTheDocument();
});

test.each([
  ['/stats-and-ratings', 'statsTabs.players'],
  ['/stats-and-ratings/players/ruthba01', 'statsTabs.players'],
  ['/stats-and-ratings/teams/NYA', 'statsTabs.teams'],
  ['/stats-and-ratings/league/AL', 'statsTabs.leagues'],
])('current tab of %s', (path, label) => {
  expect(currentStatsTab(path)?.label).toBe(label);
});

test('isStatsPath', () => {
  expect(isStatsPath('/stats-and-ratings-x')).toBe(false);
  expect(isStatsPath('/stats-and-ratings/players/1')).toBe(true);
});
