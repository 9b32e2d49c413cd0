import { fireEvent, screen, waitFor } from '@testing-library/react';
import { gameView } from '../test/fixtures';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupGameplayTests, toastMessages } from '../test/render';
import { player } from '../test/fixtures';
import { lineupProblem } from './lineup-rules';
import { LineupSetupPage } from './LineupSetupPage';
import { NewGamePage } from './NewGamePage';

setupGameplayTests();

const YEARS = [{ year: 2019, teams: 30 }, { year: 1975, teams: 24 }, { year: 1968, teams: 20 }, { year: 1927, teams: 16 }];
const TEAMS: Record<string, unknown[]> = {
  1927: [{ teamId: 'NYA', year: 1927, name: 'New York Yankees', lgId: 'AL', wins: 110, losses: 44 }, { teamId: 'PIT', year: 1927, name: 'Pittsburgh Pirates', lgId: 'NL', wins: 94, losses: 60 }],
  1975: [{ teamId: 'CIN', year: 1975, name: 'Cincinnati Reds', lgId: 'NL', wins: 108, losses: 54 }],
  2019: [{ teamId: 'HOU', year: 2019, name: 'Houston Astros', lgId: 'AL', wins: 107, losses: 55 }],
};
const DEFAULTS = { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home', dayNight: 'day', dh: 'auto', yearTabs: [2019] };

function setupApi(extra: Parameters<typeof mockApi>[0] = {}) {
  const routes: Parameters<typeof mockApi>[0] = {
    'GET games/single/years': () => ok(YEARS),
    'GET games/single/defaults': () => ok(DEFAULTS),
    ...extra,
  };
  for (const year of Object.keys(TEAMS)) routes[`GET games/single/years/${year}/teams`] = () => ok(TEAMS[year]);
  return mockApi(routes);
}

// Long UI flows (dozens of renders of the setup pages) take about 4 s alone on a loaded 2-core machine.
const FLOW_MS = 20_000;

test('new game: the server defaults preselect 1927 Yankees at 1975 Reds; era and year tabs pick other seasons', async () => {
  setupApi();
  renderAt(<NewGamePage />, '/game/single');
  const away = await screen.findByRole('combobox', { name: 'Visitors Team' });
  await waitFor(() => expect(away).toHaveValue('NYA'));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Home Team' })).toHaveValue('CIN'));
  // 1927 is not a default (1999-2019) year tab: the Golden Era is open on the visitors' side.
  expect(screen.getAllByRole('tab', { name: 'Golden Era', selected: true })).toHaveLength(1);
  fireEvent.click(screen.getAllByRole('tab', { name: 'Recent' })[0]!);
  fireEvent.click(screen.getAllByRole('tab', { name: '2019' })[0]!);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Visitors Team' })).toHaveValue(''));
  expect(screen.getByRole('button', { name: 'Next: Lineup' })).toBeDisabled();
  await screen.findByRole('option', { name: /2019 Houston Astros \(AL, 107-55\)/ });
  fireEvent.change(screen.getByRole('combobox', { name: 'Visitors Team' }), { target: { value: 'HOU' } });
  expect(screen.getByRole('button', { name: 'Next: Lineup' })).toBeEnabled();
}, FLOW_MS);

test('new game: creating sends the matchup and options, then opens the lineup step', async () => {
  const { calls } = setupApi({ 'POST games/single': () => ({ status: 201, body: { data: { game: gameView() } } }) });
  renderAt(<NewGamePage />, '/game/single');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Home Team' })).toHaveValue('CIN'));
  fireEvent.click(screen.getByRole('radio', { name: 'Visiting team' }));
  fireEvent.click(screen.getByRole('radio', { name: 'On' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Night' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next: Lineup' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/game/single/${gameView().id}`));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'away', dayNight: 'night', dh: true,
  });
});

test('new game: a server refusal is shown as an error toast', async () => {
  setupApi({ 'POST games/single': () => fail(400, 'Please choose two different teams') });
  renderAt(<NewGamePage />, '/game/single');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Home Team' })).toHaveValue('CIN'));
  fireEvent.click(screen.getByRole('button', { name: 'Next: Lineup' }));
  await waitFor(() => expect(toastMessages()).toContain('error: Please choose two different teams'));
});

const setupGame = () => gameView({ status: 'setup', decisionCount: 0, lastPlays: [] });
const eligibles = () => {
  const game = setupGame();
  return [...game.home.lineup, ...game.home.bench, game.home.bullpen[1]!].map((p) => ({ ...p, eligible: true }));
};
const lineupApi = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    [`GET games/${setupGame().id}`]: () => ok({ game: setupGame() }),
    [`GET games/${setupGame().id}/eligibles`]: () => ok({ side: 'home', players: eligibles(), custom: false }),
    ...extra,
  });

test('lineup step: the server lineup is valid; a duplicate position shows the spec message and blocks Play Ball', async () => {
  lineupApi();
  renderAt(<LineupSetupPage />, `/game/single/${setupGame().id}`, '/game/single/:gameId');
  await screen.findByText('Lineup is valid');
  fireEvent.change(screen.getByRole('combobox', { name: 'Position 1' }), { target: { value: 'C' } });
  expect(screen.getByText('Lineup is not valid!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Play Ball' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Computer lineup' }));
  expect(screen.getByText('Lineup is valid')).toBeInTheDocument();
});

test('lineup step: eligibles are saved with the spec toast; a changed order is saved before Play Ball', async () => {
  const game = setupGame();
  const { calls } = lineupApi({
    [`PUT games/${game.id}/eligibles`]: () => ok({ game, message: 'Eligibles added successfully!' }),
    [`PUT games/${game.id}/lineup`]: () => ok({ game, isLineupValid: true }),
  });
  renderAt(<LineupSetupPage />, `/game/single/${game.id}`, '/game/single/:gameId');
  await screen.findByText('Lineup is valid');
  fireEvent.click(screen.getByRole('checkbox', { name: /Ed Armbrister/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Save eligible players' }));
  await waitFor(() => expect(toastMessages()).toContain('success: Eligibles added successfully!'));
  expect((calls.find((c) => c.path.endsWith('eligibles') && c.method === 'PUT')?.body as { playerIds: string[] }).playerIds).not.toContain('homeb1-1975');
  // Swap the first two batters (positions travel with the player choice here: swap both).
  fireEvent.change(screen.getByRole('combobox', { name: 'Player 1' }), { target: { value: 'home1-1975' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Position 1' }), { target: { value: '2B' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Player 2' }), { target: { value: 'home0-1975' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Position 2' }), { target: { value: 'CF' } });
  expect(screen.getByText('Lineup is valid')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Play Ball' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/game/single/${game.id}/play`));
  const put = calls.find((c) => c.path.endsWith('lineup'))?.body as { lineup: Array<{ cardId: string }> };
  expect(put.lineup.slice(0, 2).map((s) => s.cardId)).toEqual(['home1-1975', 'home0-1975']);
}, FLOW_MS);

test('lineup step: a started game offers to resume instead', async () => {
  mockApi({ [`GET games/${setupGame().id}`]: () => ok({ game: gameView() }) });
  renderAt(<LineupSetupPage />, `/game/single/${setupGame().id}`, '/game/single/:gameId');
  fireEvent.click(await screen.findByRole('button', { name: 'Resume game' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/play');
});

test('lineup rules mirror the server: eligibles, positions, the pitcher', () => {
  const players = new Map(eligibles().map((p) => [p.cardId, p]));
  const lineup = setupGame().home.lineup.map((s) => ({ cardId: s.cardId, position: s.position }));
  expect(lineupProblem(lineup, 'home8-1975', false, players)).toBeNull();
  expect(lineupProblem([], 'home8-1975', false, players)).toBe('Please provide eligible players');
  expect(lineupProblem(lineup.slice(0, 8), 'home8-1975', false, players)).toBe('Lineup is not valid!');
  const batterPitching = lineup.map((s) => (s.position === 'P' ? { cardId: 'homeb1-1975', position: 'P' as const } : s));
  expect(lineupProblem(batterPitching, 'homeb1-1975', false, players)).toBe('Pitcher can not be replaced with a batter.');
  players.set('home0-1975', { ...players.get('home0-1975')!, eligible: false });
  expect(lineupProblem(lineup, 'home8-1975', false, players)).toBe('Eligibles are not valid!');
  const dhPlayers = new Map([...players, ['x-1975', { ...player('x-1975', 'Dan Driessen', '1B'), eligible: true }]]);
  const dhLineup = lineup.map((s) => (s.position === 'P' ? { cardId: 'x-1975', position: 'DH' as const } : s));
  expect(lineupProblem(dhLineup, 'home8-1975', true, dhPlayers)).toBe('Eligibles are not valid!');
});

test('lineup step: an unknown game keeps the page title and says so, with a way to start a new game', async () => {
  mockApi({ 'GET games/42': () => fail(404, 'Oops! no record found') });
  renderAt(<LineupSetupPage />, '/game/single/42', '/game/single/:gameId');
  expect(screen.getByRole('heading', { level: 1, name: 'Exhibition Game' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Oops! no record found');
  fireEvent.click(screen.getByRole('button', { name: 'New Exhibition Game' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/game\/single$/);
});
