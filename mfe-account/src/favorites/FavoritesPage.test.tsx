import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authBus, type FavoritePlayer, type FavoriteTeam } from '@bb/shared';
import { mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupAccountTests, toastMessages, userRecord } from '../test/render';
import FavoritesPage from './FavoritesPage';
import { mergePage, useFavorites } from './favorites-store';

setupAccountTests();
afterEach(() => act(() => useFavorites.getState().reset()));

const player = (id: string, first: string, last: string, over: Partial<FavoritePlayer> = {}): FavoritePlayer => ({
  playerId: id,
  year: 1927,
  position: 9,
  customTeamId: '0',
  playerType: 'B',
  firstName: first,
  lastName: last,
  bats: 'L',
  throws: 'L',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const team: FavoriteTeam = { id: 5, teamId: 'NYA', year: 1927, name: 'New York Yankees', leagueId: 'AL', franchiseId: 'NYY', wins: 110, losses: 44, createdAt: '' };
const page = (n: number, total: number) => ({ currentPage: n, totalPages: total, totalItems: total * 10, pageSize: 10 });

function api() {
  return mockApi({
    'GET favorites/players': ({ url }) => {
      if (url.searchParams.get('playerType') === 'P') return ok({ players: [player('johnswa01', 'Walter', 'Johnson', { playerType: 'P', position: 1, year: 1913 })], pagination: page(1, 1) });
      return url.searchParams.get('page') === '2'
        ? ok({ players: [player('gehrilo01', 'Lou', 'Gehrig', { position: 3 })], pagination: page(2, 2) })
        : ok({ players: [player('ruthba01', 'Babe', 'Ruth')], pagination: page(1, 2) });
    },
    'GET favorites/teams': ({ url }) => (url.searchParams.get('isReguar') === 'true' ? ok({ teams: [team], pagination: page(1, 1) }) : ok({ teams: [], pagination: page(1, 0) })),
    'GET players/ruthba01/card': () => ok({ card: { teamIDs: ['NYA'] }, row: { contact: 7, power: 10, starter: 0, reliever: 0 } }),
    'GET players/gehrilo01/card': () => ok({ card: { teamIDs: ['NYA'] }, row: { contact: 8, power: 9 } }),
    'GET players/johnswa01/card': () => ok({ card: { teamIDs: ['WS1'] }, row: { contact: 2, power: 1, starter: 8.1, reliever: 0 } }),
    'DELETE favorites/players/ruthba01/9/0': () => ok({ playerId: 'ruthba01', position: 9, customTeamId: '0' }),
    'POST favorites/players': () => ({ status: 201, body: { data: player('ruthba01', 'Babe', 'Ruth') } }),
    'DELETE favorites/teams/5': () => ok({ id: 5 }),
    'POST favorites/teams': () => ({ status: 201, body: { data: { ...team, id: 9 } } }),
  });
}

async function open() {
  authBus.login(userRecord());
  const calls = api().calls;
  renderAt(<FavoritesPage />, '/favorites');
  await screen.findByRole('link', { name: 'Babe Ruth' });
  return calls;
}

test('players table has the spec columns, filled from the season cards', async () => {
  await open();
  const players = within(screen.getByRole('region', { name: 'Favorite Players' }));
  expect(players.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Player', 'Team', 'Rating', 'Favorite']);
  const row = players.getByRole('link', { name: 'Babe Ruth' }).closest('tr')!;
  expect(players.getByRole('link', { name: 'Babe Ruth' })).toHaveAttribute('href', '/stats-and-ratings/players/ruthba01?year=1927');
  await waitFor(() => expect(row).toHaveTextContent('Contact 7 · Power 10'));
  expect(row).toHaveTextContent('NYA');
  expect(row).toHaveTextContent('1927 · RF');
  fireEvent.click(players.getByRole('tab', { name: 'Pitchers' }));
  const johnson = await players.findByRole('link', { name: 'Walter Johnson' });
  await waitFor(() => expect(johnson.closest('tr')).toHaveTextContent('Starter 8.1 · Reliever -'));
});

test('Load more appends the next page (currentPage > 1) instead of replacing', async () => {
  const calls = await open();
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: 'Lou Gehrig' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Babe Ruth' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(calls.filter((c) => c.path === 'favorites/players').map((c) => c.url.search)).toContain('?playerType=B&page=2');
});

test('removing a player asks with the spec text, deletes it and can add it back', async () => {
  const calls = await open();
  fireEvent.click(screen.getByRole('button', { name: 'Remove Babe Ruth from favorites' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText("This will remove the Babe Ruth from your favorite's list.")).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(toastMessages()).toContain('success: Player removed from favorites successfully!'));
  expect(calls.some((c) => c.method === 'DELETE' && c.path === 'favorites/players/ruthba01/9/0')).toBe(true);
  const star = screen.getByRole('button', { name: 'Add Babe Ruth to favorites' });
  expect(star).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(star);
  await waitFor(() => expect(toastMessages()).toContain('success: Player added to favorites successfully!'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ playerId: 'ruthba01', year: 1927, position: 9, customTeamId: '0', playerType: 'B' });
});

test('cancelling the confirmation keeps the favorite', async () => {
  const calls = await open();
  fireEvent.click(screen.getByRole('button', { name: 'Remove Babe Ruth from favorites' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
});

test('teams: remove with the spec toast, then star again to add', async () => {
  const calls = await open();
  const teams = within(screen.getByRole('region', { name: 'Favorite Teams' }));
  expect(teams.getByRole('link', { name: 'New York Yankees' }).closest('tr')).toHaveTextContent('110-44');
  fireEvent.click(teams.getByRole('button', { name: 'Remove New York Yankees from favorites' }));
  expect(screen.getByText("This will remove the New York Yankees from your favorite's list.")).toBeInTheDocument();
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(toastMessages()).toContain("success: Team removed from favorite's successfully!"));
  fireEvent.click(teams.getByRole('button', { name: 'Add New York Yankees to favorites' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === 'favorites/teams')?.body).toEqual({ teamId: 'NYA', year: 1927 }));
});

test('mergePage: page 1 replaces, later pages append without duplicates', () => {
  const key = (x: { id: number }) => String(x.id);
  const first = mergePage([], [{ id: 1 }, { id: 2 }], page(1, 2), key);
  expect(mergePage(first, [{ id: 2 }, { id: 3 }], page(2, 2), key).map((x) => x.id)).toEqual([1, 2, 3]);
  expect(mergePage(first, [{ id: 9 }], page(1, 1), key).map((x) => x.id)).toEqual([9]);
});
