import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEAGUE_REFRESH_DELAY_MS } from '@bb/shared';
import { fail, mockApi, ok, type Call, type Handler } from '@bb/shared/src/testing/api-mock';
import { serverTimeFrom } from '@bb/shared/src/testing/server-time';
import { login, setupStatsTests, toastMessages, renderLeagues } from '../test/render';
import { GAME_ID, depth, leagueDetail, leagueGame } from '../test/league-fixtures';

// Play navigates to the play page, which asks the federation runtime for mfe_gameplay: it stays loading here.
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, registerRemotes: () => undefined, loadRemote: () => new Promise(() => undefined) }));

setupStatsTests();

const SETUP = '/game/historical-league/league/setup/5';
const finalGame = leagueGame({ scheduleId: 9, day: 2, status: 'final', homeRuns: 5, awayRuns: 3, yours: false, winningPitcher: 'Waite Hoyt', losingPitcher: 'Lefty Grove' });

let calls: Call[];
const routes = (over: Record<string, Handler> = {}): Record<string, Handler> => ({
  'GET leagues/5': () => ok(leagueDetail()),
  'GET leagues/5/history-compare': () => fail(404, 'Oops! no record found'),
  'GET leagues/5/schedule': (call) => ok({ games: call.url.searchParams.get('day') === '2' ? [finalGame] : [leagueGame()], total: 1 }),
  'GET leagues/5/standings': () =>
    ok({
      groups: [
        {
          name: 'American League',
          rows: [
            { index: 0, wins: 2, losses: 0, pct: 1, gamesBehind: 0, runsScored: 12, runsAllowed: 4, streak: 'W2', lastTen: { wins: 2, losses: 0 } },
            { index: 1, wins: 0, losses: 2, pct: 0, gamesBehind: 2, runsScored: 4, runsAllowed: 12, streak: 'L2', lastTen: { wins: 0, losses: 2 } },
          ],
        },
      ],
    }),
  'GET leagues/5/teams/0/depth': () => ok(depth()),
  'PUT leagues/5/teams/0/depth': (call) => {
    const body = call.body as { promote?: string; lineup?: unknown };
    if (body.lineup) return fail(400, 'Lineup is not valid!');
    return ok(depth({ players: depth().players.map((p) => (p.cardId === body.promote ? { ...p, active: true } : p)) }));
  },
  ...over,
});

beforeEach(() => {
  login();
  ({ calls } = mockApi(routes()));
});


test('header: name, status, next game in ET with a countdown on the server clock, and the owner sim buttons', async () => {
  // The browser clock stands still (the countdown is read at an exact second), a week past the server's: the session
  // clock measures the server's on GET /api/time.
  const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.parse(leagueDetail().now) + 7 * 86_400_000);
  try {
    ({ calls } = mockApi({ ...routes(), ...serverTimeFrom(leagueDetail().now) }));
    renderLeagues(SETUP);
    expect(await screen.findByRole('heading', { level: 1, name: 'Murderers Row' })).toBeInTheDocument();
    const next = screen.getByTestId('next-game');
    expect(next).toHaveTextContent('Philadelphia Athletics @ New York Yankees · Mon, Nov 30, 2026, 07:05 PM (ET)');
    // The server says 23:05Z, the game is at 00:05Z: one hour, whatever the browser clock says.
    await waitFor(() => expect(within(next).getByRole('timer')).toHaveTextContent('Starts in 01:00:00'));
    expect(screen.getByRole('button', { name: 'Sim to next game' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sim a week' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sim to end of season' })).toBeInTheDocument();
  } finally {
    clock.mockRestore();
  }
});

test('the spec tabs, in order, then Managers; "How it really went" only when the comparison exists', async () => {
  const spec = ['Schedule', 'Standings', 'Statistics', 'Depth Chart', 'Lineup', 'Scores', 'Playoff Bracket', 'Team Schedule'];
  const { unmount } = renderLeagues(SETUP);
  await screen.findByRole('tab', { name: 'Schedule' });
  await waitFor(() => expect(calls.some((c) => c.path.endsWith('history-compare'))).toBe(true));
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([...spec, 'Managers']);
  unmount();
  mockApi(routes({ 'GET leagues/5/history-compare': () => ok({ year: 1927, teams: [{ index: 0, simWins: 2, simLosses: 0, realWins: 110, realLosses: 44, winDiff: -3 }], leaders: [] }) }));
  renderLeagues(SETUP);
  fireEvent.click(await screen.findByRole('tab', { name: 'How it really went' }));
  expect(await screen.findByTestId('history-compare')).toHaveTextContent('110-44');
});

test('schedule: the day of the next game with Play / Auto Play / pregame for my game; paging to a day of finals', async () => {
  renderLeagues(SETUP);
  const row = await screen.findByTestId('game-11');
  expect(row).toHaveTextContent('Philadelphia Athletics');
  expect(within(row).getByRole('link', { name: 'Pregame summary' })).toHaveAttribute('href', '/game/historical-league/pregame-summary/league/5/schedule/11/game/new');
  expect(calls.find((c) => c.path === 'leagues/5/schedule')?.url.searchParams.get('day')).toBe('3');
  fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
  const final = await screen.findByTestId('game-9');
  expect(final).toHaveTextContent('W: Waite Hoyt');
  expect(within(final).queryByRole('button')).toBeNull();
});

test('opening day is day 0 of the API: the schedule asks for it, calls it Day 1 and has no earlier day', async () => {
  const opening = leagueGame({ day: 0 });
  ({ calls } = mockApi(routes({ 'GET leagues/5': () => ok(leagueDetail({ nextGame: opening })), 'GET leagues/5/schedule': () => ok({ games: [opening], total: 1 }) })));
  renderLeagues(SETUP);
  const row = await screen.findByTestId('game-11');
  expect(calls.find((c) => c.path === 'leagues/5/schedule')?.url.searchParams.get('day')).toBe('0');
  expect(row).toHaveTextContent('Day 1 ·');
  expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
  expect(within(row).getByRole('button', { name: 'Play' })).toBeInTheDocument();
});

test('standings per group with W, L, PCT, GB, RS, RA, STRK, L10, my team marked', async () => {
  renderLeagues(`${SETUP}?tab=standings`);
  const table = await screen.findByTestId('league-standings');
  const rows = within(table).getAllByRole('row');
  expect(rows[0]!.textContent).toBe('TeamWLPCTGBRSRASTRKL10');
  // The team cell holds the abbreviation (phones) and the full name (wider screens), CSS shows one; one badge, one mark.
  expect(rows[1]!.textContent).toBe('NYYNew York Yankees●201.000-124W22-0');
  expect(within(rows[1]!).getAllByLabelText('Your team')).toHaveLength(1);
});

test('depth chart: the starter problem, and Promote sends the PUT and shows the answer', async () => {
  renderLeagues(`${SETUP}?tab=depth-chart`);
  expect(await screen.findByText('This depth chart cannot start a game: Your starter Waite Hoyt is tired')).toBeInTheDocument();
  expect(within(screen.getByTestId('reserves')).getByText('Cedric Durst')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Promote Cedric Durst' }));
  await waitFor(() => expect(within(screen.getByTestId('active-roster')).getByText('Cedric Durst')).toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ promote: 'durstce01' }]);
  fireEvent.click(screen.getByRole('button', { name: 'Demote Babe Ruth' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
  expect(calls.at(-1)!.body).toEqual({ demote: 'ruthba01' });
});

test('depth chart: Restore defaults asks first; Keep my chart sends nothing', async () => {
  renderLeagues(`${SETUP}?tab=depth-chart`);
  fireEvent.click(await screen.findByRole('button', { name: 'Restore defaults' }));
  expect(screen.getByRole('group', { name: 'Restore defaults' })).toHaveTextContent('Restore the computer’s lineup, rotation and roster?');
  fireEvent.click(screen.getByRole('button', { name: 'Keep my chart' }));
  expect(screen.queryByRole('group', { name: 'Restore defaults' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Restore defaults' })).toBeInTheDocument();
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

test("depth chart: confirmed, Restore defaults posts and shows the computer's chart, with a toast", async () => {
  const computer = depth({
    players: depth().players.map((p) => ({ ...p, active: p.cardId !== 'ruthba01' })),
    rotation: ['hoytwa01'],
    closer: 'hoytwa01',
    hookRuns: 10,
    problem: null,
  });
  ({ calls } = mockApi(routes({ 'POST leagues/5/teams/0/depth/restore': () => ok(computer) })));
  renderLeagues(`${SETUP}?tab=depth-chart`);
  expect(within(await screen.findByTestId('reserves')).getByText('Cedric Durst')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Restore defaults' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, restore defaults' }));
  await waitFor(() => expect(within(screen.getByTestId('active-roster')).getByText('Cedric Durst')).toBeInTheDocument());
  expect(within(screen.getByTestId('reserves')).getByText('Babe Ruth')).toBeInTheDocument();
  expect(screen.queryByText(/cannot start a game/)).toBeNull();
  expect(screen.getByLabelText('Closer')).toHaveValue('hoytwa01');
  expect(screen.getByLabelText('Pull the starter after this many runs')).toHaveDisplayValue('10 — bullpen’s judgment');
  expect(screen.queryByRole('group', { name: 'Restore defaults' })).toBeNull();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['leagues/5/teams/0/depth/restore']);
  expect(toastMessages()).toEqual(['success: Depth chart restored to the computer’s choices.']);
});

test("depth chart: a refused restore shows the server's text in place", async () => {
  mockApi(routes({ 'POST leagues/5/teams/0/depth/restore': () => fail(403, 'You do not manage this team.') }));
  renderLeagues(`${SETUP}?tab=depth-chart`);
  fireEvent.click(await screen.findByRole('button', { name: 'Restore defaults' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, restore defaults' }));
  expect(await screen.findByText('You do not manage this team.')).toBeInTheDocument();
  expect(toastMessages()).toEqual([]);
});

test("depth chart: no Restore defaults on a chart the viewer cannot change; the hook's 10 is the bullpen's judgment", async () => {
  mockApi(routes({ 'GET leagues/5/teams/0/depth': () => ok(depth({ editable: false, hookRuns: 10 })) }));
  renderLeagues(`${SETUP}?tab=depth-chart`);
  await screen.findByText('Only the team’s manager can change this chart.');
  expect(screen.queryByRole('button', { name: 'Restore defaults' })).toBeNull();
  const hook = screen.getByLabelText('Pull the starter after this many runs');
  expect(hook).toHaveDisplayValue('10 — bullpen’s judgment');
  expect(within(hook).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10 — bullpen’s judgment']);
});

test("depth chart: the pitcher settings save the chosen hook", async () => {
  renderLeagues(`${SETUP}?tab=depth-chart`);
  const hook = await screen.findByLabelText('Pull the starter after this many runs');
  expect(hook).toHaveValue('4');
  fireEvent.change(hook, { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save pitcher settings' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  expect(calls.at(-1)!.body).toEqual({ closer: null, hookRuns: 10 });
});

test("lineup: saving sends the order and positions; the server's 400 text shows beside it", async () => {
  renderLeagues(`${SETUP}?tab=lineup`);
  await screen.findByTestId('lineup');
  fireEvent.click(screen.getByRole('button', { name: 'Move Lou Gehrig up' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save lineup' }));
  expect(await screen.findByText('Lineup is not valid!')).toBeInTheDocument();
  expect(calls.at(-1)!.body).toEqual({ lineup: [{ cardId: 'gehrilo01', position: '1B' }, { cardId: 'ruthba01', position: 'RF' }] });
  expect(toastMessages()).toEqual([]);
});

test('playoff bracket: series per round and the champion', async () => {
  mockApi(
    routes({
      'GET leagues/5/playoff': () =>
        ok({ rounds: [{ name: 'World Series', bestOf: 7, series: [{ round: 'World Series', bestOf: 7, top: 0, bottom: 1, topWins: 4, bottomWins: 0, winner: 0, group: null }] }], champion: 0, note: null, ties: [] }),
    }),
  );
  renderLeagues(`${SETUP}?tab=playoff-bracket`);
  expect(await screen.findByText('Champion: New York Yankees')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'World Series' })).getByTestId('series')).toHaveTextContent('New York Yankees●4Philadelphia Athletics★0Best of 7');
});

test('Play starts the game and opens its play screen', async () => {
  ({ calls } = mockApi(routes({ 'POST leagues/5/schedule/11/play': () => ok({ refresh: false, gameId: GAME_ID, game: leagueGame({ gameId: GAME_ID, status: 'live' }) }) })));
  renderLeagues(SETUP);
  fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/game/historical-league/${GAME_ID}/play?league=5`));
});

test('Auto Play with refresh: the league reloads after 5 s, not before', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    ({ calls } = mockApi(routes({ 'POST leagues/5/schedule/11/auto-play': () => ok({ refresh: true, gameId: null, game: leagueGame({ status: 'final' }) }) })));
    renderLeagues(SETUP);
    fireEvent.click(await screen.findByRole('button', { name: 'Auto Play' }));
    await screen.findByText('The league updates in a few seconds.');
    const details = () => calls.filter((c) => c.path === 'leagues/5').length;
    expect(details()).toBe(1);
    await act(async () => jest.advanceTimersByTime(LEAGUE_REFRESH_DELAY_MS - 1));
    expect(details()).toBe(1);
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(details()).toBe(2));
    expect(calls.filter((c) => c.path === 'leagues/5/schedule').length).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});

test('a 403 on the schedule shows its text in place and no toast', async () => {
  mockApi(routes({ 'GET leagues/5/schedule': () => fail(403, 'This is not your game.') }));
  renderLeagues(SETUP);
  expect(await screen.findByText('This is not your game.')).toBeInTheDocument();
  expect(toastMessages()).toEqual([]);
});

test('other failures still toast (a 500 on the standings)', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockApi(routes({ 'GET leagues/5/standings': () => fail(500, 'boom') }));
  renderLeagues(`${SETUP}?tab=standings`);
  await screen.findByRole('alert');
  expect(toastMessages()).toEqual(['error: boom']);
});

test('depth chart: under a usage limit, batters show plate appearances and pitchers starts and innings, used and left', async () => {
  const limited = depth({
    players: [
      ...depth().players.filter((p) => !p.isPitcher).map((p) => ({ ...p, used: 320, remaining: 280 })),
      { ...depth().players.find((p) => p.isPitcher)!, used: 12, remaining: 18, usedOuts: 244, remainingOuts: 371 },
    ],
  });
  mockApi(routes({ 'GET leagues/5/teams/0/depth': () => ok(limited) }));
  renderLeagues(`${SETUP}?tab=depth-chart`);
  const roster = await screen.findByTestId('active-roster');
  const hoyt = within(roster).getByText('Waite Hoyt').closest('tr')!;
  expect(hoyt).toHaveTextContent('12 GS · 81.1 IP');
  expect(hoyt).toHaveTextContent('18 GS · 123.2 IP');
  const ruth = within(roster).getByText('Babe Ruth').closest('tr')!;
  expect(ruth).toHaveTextContent('320');
  expect(ruth).toHaveTextContent('280');
  expect(ruth).not.toHaveTextContent('IP');
}, 30_000);
