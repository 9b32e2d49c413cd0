import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gehrigCard } from '@bb/shared/src/baseball-ui/test-support/fixtures';
import { fail, mockApi, ok, type Call } from '@bb/shared/src/testing/api-mock';
import { login, renderStats, setupStatsTests, toastMessages } from '../../test/render';

setupStatsTests();
jest.setTimeout(20_000);

const profile = {
  player: { playerID: 'gehrilo01', nameFirst: 'Lou', nameLast: 'Gehrig', bats: 'L', throws: 'L', birthYear: 1903, birthCity: 'New York', debut: '1923-06-15' },
  seasons: [
    { year: 1927, teamId: 'NYA', lgId: 'AL', isPitcher: false, games: 155 },
    { year: 1928, teamId: 'NYA', lgId: 'AL', isPitcher: false, games: 154 },
  ],
  defaultYear: 1927,
};

let calls: Call[];
let favorites: unknown[];
beforeEach(() => {
  favorites = [];
  ({ calls } = mockApi({
    'GET players/gehrilo01': () => ok(profile),
    'GET players/gehrilo01/card': (call) => ok({ ...gehrigCard, row: { ...gehrigCard.row, year: Number(call.url.searchParams.get('year')) } }),
    'GET players/gehrilo01/favorite': () => ok({ favorites }),
    'POST favorites/players': (call) => {
      favorites = [{ position: 0, customTeamId: '0', playerType: 'B' }];
      return { status: 201, body: { data: call.body } };
    },
    'DELETE favorites/players/gehrilo01/0/0': () => {
      favorites = [];
      return ok({});
    },
  }));
});

test('his name, bio, the season from ?year= and the five tabs, Card first', async () => {
  login();
  renderStats('/stats-and-ratings/players/gehrilo01?year=1927');
  expect(await screen.findByRole('heading', { name: 'Lou Gehrig', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Bats L · Throws L · Born 1903, New York · Debut 1923-06-15')).toBeInTheDocument();
  expect(screen.getByTestId('season-select')).toHaveValue('1927');
  expect(screen.getByTestId('season-select')).toBeEnabled();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Card', 'Ratings', 'Statistics', 'Historical Statistics', 'Teams']);
  expect(await screen.findByTestId('player-card')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Statistics' }));
  expect(screen.getByTestId('where')).toHaveTextContent('tab=statistics');
  const line = await screen.findByTestId('season-batting');
  expect(line.textContent).toContain('47');
  expect(line.textContent).toContain('0.373');
});

test('choosing another season reloads his card for it', async () => {
  login();
  renderStats('/stats-and-ratings/players/gehrilo01?year=1927');
  await screen.findByTestId('player-card');
  fireEvent.change(screen.getByTestId('season-select'), { target: { value: '1928' } });
  expect(screen.getByTestId('where')).toHaveTextContent('year=1928');
  await waitFor(() => expect(calls.some((c) => c.path === 'players/gehrilo01/card' && c.url.searchParams.get('year') === '1928')).toBe(true));
});

test('favourite toggle: add and remove with the spec toasts', async () => {
  login();
  renderStats('/stats-and-ratings/players/gehrilo01?year=1927');
  const toggle = await screen.findByTestId('favorite-toggle');
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ playerId: 'gehrilo01', year: 1927, position: 0, playerType: 'B' });
  expect(toastMessages()).toContain('success: Player added to favorites successfully!');
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  expect(toastMessages()).toContain('success: Player removed from favorites successfully!');
});

test('a failed favourite call shows the server error and keeps the state', async () => {
  login();
  mockApi({
    'GET players/gehrilo01': () => ok(profile),
    'GET players/gehrilo01/card': () => ok(gehrigCard),
    'GET players/gehrilo01/favorite': () => ok({ favorites: [] }),
    'POST favorites/players': () => ({ status: 404, body: { error: 'Player not found' } }),
  });
  renderStats('/stats-and-ratings/players/gehrilo01?year=1927');
  const toggle = await screen.findByTestId('favorite-toggle');
  await waitFor(() => expect(toggle).toBeEnabled());
  fireEvent.click(toggle);
  await waitFor(() => expect(toastMessages()).toContain('error: Player not found'));
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

test('guests: the season dropdown is disabled and there is no favourite toggle; calls go out as guest', async () => {
  renderStats('/stats-and-ratings/players/gehrilo01');
  expect(await screen.findByRole('heading', { name: 'Lou Gehrig', level: 1 })).toBeInTheDocument();
  expect(screen.getByTestId('season-select')).toBeDisabled();
  expect(screen.getByTestId('season-select')).toHaveValue('1927');
  expect(screen.queryByTestId('favorite-toggle')).toBeNull();
  await screen.findByTestId('player-card');
  const card = calls.find((c) => c.path === 'players/gehrilo01/card')!;
  expect(card.url.searchParams.get('isGuest')).toBe('true');
  expect(within(screen.getByTestId('player-card')).getByText('Column 1')).toBeInTheDocument();
});

test('an unknown player shows the server text', async () => {
  mockApi({ 'GET players/nobody99': () => fail(404, 'Oops! no record found') });
  login();
  renderStats('/stats-and-ratings/players/nobody99');
  expect(await screen.findByRole('alert')).toHaveTextContent('Oops! no record found');
});
