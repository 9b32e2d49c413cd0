import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOURNAMENT_MESSAGES, instantToEt } from '@bb/shared';
import { fail, mockApi, ok, type Call } from '@bb/shared/src/testing/api-mock';
import { renderTournaments, setupTournamentTests, toastMessages } from '../test/render-tournaments';

setupTournamentTests();

const team = (teamId: string, year: number, name: string, wins = 90, losses = 72) => ({ teamId, year, name, lgId: 'AL', wins, losses });
const YEARS = [
  { year: 2024, teams: [team('NYA', 2024, 'New York Yankees', 94, 68), team('BAL', 2024, 'Baltimore Orioles', 91, 71)] },
  { year: 2025, teams: [team('TOR', 2025, 'Toronto Blue Jays', 94, 68), team('DET', 2025, 'Detroit Tigers', 87, 75), team('NYA', 2025, 'New York Yankees', 94, 68)] },
];

let calls: Call[];
let release: () => void;
beforeEach(() => {
  const created = new Promise<void>((resolve) => (release = resolve));
  ({ calls } = mockApi({
    'GET tournaments/unique-name': (call) => ok({ available: call.url.searchParams.get('name') !== 'Taken' }),
    'GET tournaments/teams-by-year': () => ok({ years: YEARS }),
    'POST tournaments': async (call) => {
      await created;
      return { status: 201, body: { data: { leagueId: 42, name: (call.body as { name: string }).name } } };
    },
  }));
});

const page = () => renderTournaments('/tournament');
const nameInput = () => screen.getByLabelText('Tournament Name');
const submit = () => screen.getByRole('button', { name: 'Create Tournament' });
const posts = () => calls.filter((c) => c.method === 'POST');
const nameChecks = () => calls.filter((c) => c.path === 'tournaments/unique-name').map((c) => c.url.searchParams.get('name'));
/** The check waits for the typing to pause (NAME_CHECK_DELAY_MS); findBy waits for its outcome. */
const slow = { timeout: 3000 };

test('submitting an empty form shows the contract messages beside their fields and sends nothing', async () => {
  page();
  fireEvent.change(screen.getByLabelText('Number of teams'), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('Lock date (ET)'), { target: { value: '2020-01-01' } });
  fireEvent.click(submit());
  const nameError = await screen.findByText(TOURNAMENT_MESSAGES.nameRequired);
  expect(nameInput()).toHaveAttribute('aria-describedby', nameError.id);
  const teamsError = screen.getByText(TOURNAMENT_MESSAGES.totalTeams);
  expect(screen.getByLabelText('Number of teams')).toHaveAttribute('aria-describedby', teamsError.id);
  // A past lock drags the first game (15 minutes after it) into the past too.
  expect(screen.getAllByText(TOURNAMENT_MESSAGES.futureDate).map((e) => e.id)).toEqual(['locksAt-error', 'firstGameAt-error']);
  expect(posts()).toHaveLength(0);
});

test('a lock time under 10 minutes away, a first game before the lock and a reversed range get their messages', async () => {
  page();
  await screen.findByText('0 picked of 5 teams');
  const soon = instantToEt(Date.now() + 5 * 60_000);
  fireEvent.change(screen.getByLabelText('Lock date (ET)'), { target: { value: soon.date } });
  fireEvent.change(screen.getByLabelText('Lock time (ET)'), { target: { value: soon.time } });
  expect(screen.getByLabelText('First game date (ET)')).toHaveValue(instantToEt(Date.now() + 20 * 60_000).date);
  // The first game is set by hand now, before the lock: it no longer follows.
  const earlier = instantToEt(Date.now() + 2 * 60_000);
  fireEvent.change(screen.getByLabelText('First game time (ET)'), { target: { value: earlier.time } });
  fireEvent.change(screen.getByLabelText('First game date (ET)'), { target: { value: earlier.date } });
  fireEvent.change(screen.getByLabelText('From season'), { target: { value: '2025' } });
  fireEvent.change(screen.getByLabelText('To season'), { target: { value: '2020' } });
  fireEvent.click(submit());
  expect(await screen.findByText(TOURNAMENT_MESSAGES.lockTenMinutes)).toBeInTheDocument();
  expect(screen.getByText(TOURNAMENT_MESSAGES.firstGameAfterLock)).toBeInTheDocument();
  expect(screen.getByText(TOURNAMENT_MESSAGES.rangeOrder)).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
});

test('the name is checked as the user types, once the typing pauses: taken, then available', async () => {
  page();
  for (const text of ['T', 'Ta', 'Tak', 'Taken']) fireEvent.change(nameInput(), { target: { value: text } });
  expect(await screen.findByText(TOURNAMENT_MESSAGES.nameTaken, undefined, slow)).toBeInTheDocument();
  expect(nameChecks()).toEqual(['Taken']);
  fireEvent.change(nameInput(), { target: { value: 'Fall Classic' } });
  expect(await screen.findByText('This name is available', undefined, slow)).toBeInTheDocument();
  expect(screen.queryByText(TOURNAMENT_MESSAGES.nameTaken)).not.toBeInTheDocument();
  expect(nameChecks()).toEqual(['Taken', 'Fall Classic']);
});

test('a refused name check toasts and leaves no checked name', async () => {
  mockApi({
    'GET tournaments/unique-name': () => fail(500, 'Name service down'),
    'GET tournaments/teams-by-year': () => ok({ years: YEARS }),
  });
  page();
  fireEvent.change(nameInput(), { target: { value: 'Fall Classic' } });
  await waitFor(() => expect(toastMessages()).toContain('error: Name service down'), slow);
  expect(screen.queryByText('This name is available')).not.toBeInTheDocument();
  expect(screen.queryByText('Checking the name…')).not.toBeInTheDocument();
});

test('the teams of the range are grouped by season, searchable, counted as picked', async () => {
  page();
  expect(await screen.findByText('0 picked of 5 teams')).toBeInTheDocument();
  const teams = calls.find((c) => c.path === 'tournaments/teams-by-year')!;
  expect(Object.fromEntries(teams.url.searchParams)).toEqual({ from: '2016', to: '2025' });
  const season2025 = screen.getByRole('group', { name: '2025' });
  expect(within(season2025).getAllByRole('checkbox')).toHaveLength(3);
  fireEvent.click(within(season2025).getByLabelText('2025 Detroit Tigers (87-75)'));
  expect(screen.getByText('1 picked of 5 teams')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Search teams'), { target: { value: 'yankees' } });
  expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['2024 New York Yankees (94-68)', '2025 New York Yankees (94-68)']);
  // A smaller field than the picks offered: no more boxes can be ticked beyond the number of teams.
  fireEvent.change(screen.getByLabelText('Search teams'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Number of teams'), { target: { value: '4' } });
  for (const label of ['2025 Toronto Blue Jays (94-68)', '2024 Baltimore Orioles (91-71)', '2024 New York Yankees (94-68)']) fireEvent.click(screen.getByLabelText(label));
  expect(screen.getByLabelText('2025 New York Yankees (94-68)')).toBeDisabled();
});

test('a range too small for the field says so; a refused teams call empties the list and toasts', async () => {
  page();
  await screen.findByText('0 picked of 5 teams');
  fireEvent.change(screen.getByLabelText('Number of teams'), { target: { value: '8' } });
  fireEvent.blur(screen.getByLabelText('Number of teams'));
  expect(screen.getByText(TOURNAMENT_MESSAGES.tooFewTeams(5, 8))).toBeInTheDocument();

  mockApi({ 'GET tournaments/teams-by-year': () => fail(503, 'Teams unavailable') });
  fireEvent.change(screen.getByLabelText('From season'), { target: { value: '2024' } });
  expect(await screen.findByText('No teams to show for these seasons.')).toBeInTheDocument();
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  expect(screen.getByText('0 picked of 0 teams')).toBeInTheDocument();
  expect(toastMessages()).toContain('error: Teams unavailable');
  // The size of the range is unknown now, not zero: no "only 0 teams" verdict.
  expect(screen.queryByText(/hold only/)).not.toBeInTheDocument();
});

test('a double click creates one tournament with one requestId and the whole payload, then the summary opens', async () => {
  page();
  fireEvent.change(nameInput(), { target: { value: 'Fall Classic' } });
  fireEvent.change(screen.getByLabelText('Number of teams'), { target: { value: '4' } });
  fireEvent.click(await screen.findByLabelText('2025 Detroit Tigers (87-75)'));
  fireEvent.click(screen.getByLabelText('2024 New York Yankees (94-68)'));
  fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'double-elimination' } });
  fireEvent.change(screen.getByLabelText('Series'), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText('Designated hitter'), { target: { value: 'no' } });
  fireEvent.click(screen.getByLabelText('Invite only'));
  fireEvent.change(screen.getByLabelText('Usernames to invite'), { target: { value: 'bob, carol bob' } });

  const button = submit();
  fireEvent.click(button);
  fireEvent.click(button);
  expect(button).toBeDisabled();
  expect(button).toHaveTextContent('Creating…');
  fireEvent.click(button);
  await act(async () => release());
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/tournament/summary/42'));
  expect(toastMessages()).toContain('success: Tournament Fall Classic created');

  expect(posts()).toHaveLength(1);
  const body = posts()[0]!.body as Record<string, unknown>;
  expect(body).toEqual({
    name: 'Fall Classic',
    fromYear: 2016,
    toYear: 2025,
    totalTeams: 4,
    teams: [
      { teamId: 'DET', year: 2025 },
      { teamId: 'NYA', year: 2024 },
    ],
    format: 'double-elimination',
    seriesLength: 7,
    dh: 'no',
    locksAt: expect.any(String),
    firstGameAt: expect.any(String),
    isPrivate: true,
    invites: ['bob', 'carol'],
    requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
  });
  // Defaults: the lock on a full hour at least an hour ahead, the first game 15 minutes after it.
  const lock = Date.parse(body.locksAt as string);
  expect(lock % 3_600_000).toBe(0);
  expect(lock - Date.now()).toBeGreaterThanOrEqual(3_600_000 - 60_000);
  expect(lock - Date.now()).toBeLessThanOrEqual(2 * 3_600_000);
  expect(Date.parse(body.firstGameAt as string) - lock).toBe(15 * 60_000);
});

test("a retry after a refusal sends the same requestId; the server's field errors show beside their fields", async () => {
  const { calls: sent } = mockApi({
    'GET tournaments/unique-name': () => ok({ available: true }),
    'GET tournaments/teams-by-year': () => ok({ years: YEARS }),
    'POST tournaments': () => fail(400, 'Invalid tournament', { invites: 'No user named zed', locksAt: TOURNAMENT_MESSAGES.lockTenMinutes }),
  });
  page();
  fireEvent.change(nameInput(), { target: { value: 'Fall Classic' } });
  fireEvent.change(screen.getByLabelText('Number of teams'), { target: { value: '4' } });
  await screen.findByText('0 picked of 5 teams');
  fireEvent.click(screen.getByLabelText('Invite only'));
  fireEvent.change(screen.getByLabelText('Usernames to invite'), { target: { value: 'zed' } });
  fireEvent.click(submit());
  const invitesError = await screen.findByText('No user named zed');
  expect(screen.getByLabelText('Usernames to invite')).toHaveAttribute('aria-describedby', invitesError.id);
  expect(screen.getByText(TOURNAMENT_MESSAGES.lockTenMinutes)).toBeInTheDocument();
  expect(toastMessages()).toEqual([]);
  // Fixing the invites clears the server's word on them.
  fireEvent.change(screen.getByLabelText('Usernames to invite'), { target: { value: 'bob' } });
  expect(screen.queryByText('No user named zed')).not.toBeInTheDocument();
  fireEvent.click(submit());
  await waitFor(() => expect(sent.filter((c) => c.method === 'POST')).toHaveLength(2));
  const [first, second] = sent.filter((c) => c.method === 'POST').map((c) => (c.body as { requestId: string }).requestId);
  expect(second).toBe(first);
});
