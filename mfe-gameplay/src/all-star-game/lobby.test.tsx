import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupGameplayTests, toastMessages } from '../test/render';
import { AllStarLobby } from './AllStarLobby';

setupGameplayTests();

const side = (year: number, lgId: string, name: string) => ({ teamId: `ASG-${year}-0-${lgId}`, lgId, name: `${year} ${name}`, players: 20 });
const GAMES = [
  { key: '1934-0', year: 1934, series: 'AL-NL', gameNum: 0, label: '1934 All-Star Game', date: '1934-07-10', homeLeague: 'NL', away: side(1934, 'AL', 'American League All-Stars'), home: side(1934, 'NL', 'National League All-Stars'), dh: false },
  { key: '1934-EW', year: 1934, series: 'EW', gameNum: null, label: '1934 East-West Game', date: null, homeLeague: 'WES', away: side(1934, 'EAS', 'East All-Stars'), home: side(1934, 'WES', 'West All-Stars'), dh: false },
  { key: '1960-1', year: 1960, series: 'AL-NL', gameNum: 1, label: '1960 All-Star Game 1', date: '1960-07-11', homeLeague: 'AL', away: side(1960, 'NL', 'National League All-Stars'), home: side(1960, 'AL', 'American League All-Stars'), dh: false },
  { key: '1960-2', year: 1960, series: 'AL-NL', gameNum: 2, label: '1960 All-Star Game 2', date: '1960-07-13', homeLeague: 'AL', away: side(1960, 'NL', 'National League All-Stars'), home: side(1960, 'AL', 'American League All-Stars'), dh: false },
];
const FRANCHISES = [
  { franchId: 'NYY', name: 'New York Yankees', firstYear: 1903, lastYear: 2025 },
  { franchId: 'STL', name: 'St. Louis Cardinals', firstYear: 1882, lastYear: 2025 },
];
const MINE = [
  { gameId: '0b6c3c1e-1111-4222-8333-444455556666', status: 'final', away: { teamId: 'ASG-1934-0-AL', name: '1934 American League All-Stars' }, home: { teamId: 'ASG-1934-0-NL', name: '1934 National League All-Stars' }, userSide: 'away', score: { away: 9, home: 7 }, updatedAt: '2026-01-01T00:00:00.000Z' },
];

function api(play = () => ok({ gameId: '9d1e2f30-aaaa-4bbb-8ccc-ddddeeeeffff', missing: { away: 0, home: 0 } })) {
  return mockApi({
    'GET all-star/games': () => ok({ games: GAMES }),
    'GET all-star/franchises': () => ok({ franchises: FRANCHISES, years: { first: 1871, last: 2025 } }),
    'GET all-star/my-games': () => ok({ games: MINE }),
    'POST all-star/play': play,
  });
}

test('the catalog opens at the first decade, with a link to each game; decade tabs and the year search find the others', async () => {
  api();
  renderAt(<AllStarLobby />, '/all-star-game/lobby');
  expect(screen.getByRole('heading', { level: 1, name: 'All-Star Game' })).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'Choose 1934 All-Star Game' });
  expect(link).toHaveAttribute('href', '/all-star-game/1934-0/setup');
  expect(screen.getByRole('link', { name: 'Choose 1934 East-West Game' })).toHaveAttribute('href', '/all-star-game/1934-EW/setup');
  expect(screen.queryByText('1960 All-Star Game 1')).toBeNull();
  expect(screen.getByRole('tab', { name: '1930s', selected: true })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('tab', { name: '1960s' }));
  expect(screen.getByText('1960 All-Star Game 2')).toBeInTheDocument();
  expect(screen.queryByText('1934 All-Star Game')).toBeNull();

  fireEvent.change(screen.getByRole('searchbox', { name: 'Find a year' }), { target: { value: '1934' } });
  expect(screen.getByText('1934 All-Star Game')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Find a year' }), { target: { value: '1945' } });
  expect(screen.getByText('No All-Star Game that year.')).toBeInTheDocument();
});

test('your all-star games link to where each one stands', async () => {
  api();
  renderAt(<AllStarLobby />, '/all-star-game/lobby');
  const mine = await screen.findByLabelText('Your all-star games');
  expect(within(mine).getByText('Final · 9-7')).toBeInTheDocument();
  fireEvent.click(within(mine).getByRole('button', { name: 'Result' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/all-star-game/${MINE[0]!.gameId}/result`));
});

test('a custom game: an era against a franchise, the side chosen, creates the game and opens its lineup setup', async () => {
  const { calls } = api();
  renderAt(<AllStarLobby />, '/all-star-game/lobby');
  const home = await screen.findByRole('group', { name: 'Home' });
  fireEvent.change(within(home).getByRole('combobox', { name: 'Team of' }), { target: { value: 'franchise' } });
  fireEvent.change(within(home).getByRole('combobox', { name: 'A franchise' }), { target: { value: 'STL' } });
  const away = screen.getByRole('group', { name: 'Visitors' });
  fireEvent.change(within(away).getByRole('spinbutton', { name: 'From' }), { target: { value: '1930' } });
  fireEvent.change(within(away).getByRole('spinbutton', { name: 'To' }), { target: { value: '1939' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Visitors' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next: Lineup' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/all-star-game/9d1e2f30-aaaa-4bbb-8ccc-ddddeeeeffff/setup'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    custom: { away: { kind: 'era', from: 1930, to: 1939 }, home: { kind: 'franchise', franchId: 'STL' } },
    userSide: 'away',
  });
});

test('an era too long cannot be sent; a refusal from the server is a toast and the page stays', async () => {
  api(() => fail(400, 'Years must be between 1871 and 2025.'));
  renderAt(<AllStarLobby />, '/all-star-game/lobby');
  const away = await screen.findByRole('group', { name: 'Visitors' });
  fireEvent.change(within(away).getByRole('spinbutton', { name: 'From' }), { target: { value: '1900' } });
  fireEvent.change(within(away).getByRole('spinbutton', { name: 'To' }), { target: { value: '1999' } });
  expect(screen.getByRole('button', { name: 'Next: Lineup' })).toBeDisabled();
  fireEvent.change(within(away).getByRole('spinbutton', { name: 'To' }), { target: { value: '1909' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next: Lineup' }));
  await waitFor(() => expect(toastMessages()).toContain('error: Years must be between 1871 and 2025.'));
  expect(screen.getByTestId('where')).toHaveTextContent('/all-star-game/lobby');
});
