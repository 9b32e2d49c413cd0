import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot, initI18n, publicClient } from '@bb/shared';
import { HeaderSearch } from './HeaderSearch';
import { isSearchHidden } from './search-visibility';
import { resultPath } from './result-path';
import { LocationProbe } from '../test/location-probe';

// Mock the shared API client at the module boundary: only publicClient.get is replaced.
jest.mock('@bb/shared', () => {
  const actual = jest.requireActual('@bb/shared');
  return { ...actual, publicClient: { get: jest.fn() } };
});

const mockedGet = publicClient.get as unknown as jest.Mock;

function answer(data: unknown) {
  mockedGet.mockReturnValue({ json: () => Promise.resolve({ data }) });
}

const Where = () => <LocationProbe withSearch />;

function renderSearch() {
  return render(
    <MemoryRouter initialEntries={['/leaderboard']}>
      <ThemeRoot>
        <HeaderSearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </ThemeRoot>
    </MemoryRouter>,
  );
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('Search'), { target: { value } });

beforeAll(() => initI18n('en'));
beforeEach(() => {
  jest.useFakeTimers();
  mockedGet.mockReset();
});
afterEach(() => jest.useRealTimers());

test('fewer than 3 trimmed characters show the hint and send nothing', () => {
  renderSearch();
  type('  ab  ');
  expect(screen.getByText('Type at least 3 characters')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2000));
  expect(mockedGet).not.toHaveBeenCalled();
});

test('the query goes out 1000 ms after the last keystroke, showing Searching... until then', async () => {
  answer({ players: [], teams: [] });
  renderSearch();
  type('rut');
  expect(screen.getByText('Searching...')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(600));
  type('ruth');
  act(() => jest.advanceTimersByTime(999));
  expect(mockedGet).not.toHaveBeenCalled();
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(mockedGet).toHaveBeenCalledTimes(1);
  expect(mockedGet).toHaveBeenCalledWith('_search', expect.objectContaining({ searchParams: { q: 'ruth' } }));
  expect(await screen.findByText('No Result Found')).toBeInTheDocument();
});

test('player and team results link to stats pages and choosing one closes the dropdown', async () => {
  answer({
    players: [{ id: 'ruthba01', displayName: 'Babe Ruth', category: 'player', year: 1927, teamId: 'NYA' }],
    teams: [{ id: 'NYA', displayName: 'New York Yankees', category: 'team', year: 1927, leagueType: 'AL' }],
  });
  renderSearch();
  // On a phone-sized jsdom the bar is shown by its toggle (desktop shows it through a media query).
  fireEvent.click(screen.getByRole('button', { name: 'Toggle search' }));
  type('ruth');
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(await screen.findByRole('button', { name: /Babe Ruth/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /New York Yankees/ })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Babe Ruth/ }));
  expect(screen.getByTestId('where')).toHaveTextContent('/stats-and-ratings/players/ruthba01?year=1927');
  expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();
});

test('the dropdown is capped at 213 px and scrolls', () => {
  renderSearch();
  type('a');
  const dropdown = screen.getByTestId('search-dropdown');
  expect(getComputedStyle(dropdown).maxHeight).toBe('213px');
  expect(getComputedStyle(dropdown).overflowY).toBe('auto');
});

test('a mobile toggle shows the search bar', () => {
  renderSearch();
  const toggle = screen.getByRole('button', { name: 'Toggle search' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('a failed search shows an error toast and No Result Found', async () => {
  mockedGet.mockReturnValue({ json: () => Promise.reject(new Error('boom')) });
  renderSearch();
  type('ruth');
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(await screen.findByText('No Result Found')).toBeInTheDocument();
});

test('search is hidden on home, game and league screens only', () => {
  for (const path of ['/', '/experiences/new', '/game/single/4', '/game/historical-league', '/draft-league/summary/5', '/live-draft/9', '/season/lobby']) {
    expect({ path, hidden: isSearchHidden(path) }).toEqual({ path, hidden: true });
  }
  for (const path of ['/leaderboard', '/stats-and-ratings/players/x', '/profile', '/tournament-lobby', '/gamesX']) {
    expect({ path, hidden: isSearchHidden(path) }).toEqual({ path, hidden: false });
  }
});

test('result paths fall back to the current year', () => {
  const now = new Date(2031, 5, 1);
  expect(resultPath({ id: 'NYA', displayName: 'Yankees', category: 'team', year: 0, leagueType: 'AL' }, now)).toBe('/stats-and-ratings/teams/NYA?year=2031');
  expect(resultPath({ id: 7, displayName: 'X', category: 'player', year: 1950, teamId: 'B' }, now)).toBe('/stats-and-ratings/players/7?year=1950');
});
