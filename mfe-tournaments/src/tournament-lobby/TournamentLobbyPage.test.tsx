import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setSiteChannel, type LobbyLeague, type RealtimeChannel, type TournamentChangedEvent } from '@bb/shared';
import { fail, mockApi, ok, type Call } from '@bb/shared/src/testing/api-mock';
import { serverTimeRoute } from '@bb/shared/src/testing/server-time';
import { renderTournaments, setupTournamentTests, toastMessages } from '../test/render-tournaments';

setupTournamentTests();

const league = (leagueId: number, extra: Partial<LobbyLeague> = {}): LobbyLeague => ({
  leagueId,
  name: `Cup ${leagueId}`,
  teamsLockingTime: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  leagueCreationEpoc: Date.UTC(2026, 0, 15, 17, 0),
  totalMembers: 8,
  claimedTeamCount: 3,
  image: null,
  wins: 0,
  losses: 0,
  progress: 0,
  status: 'claiming',
  playoff: false,
  isJoinedLeague: false,
  isOwner: false,
  ...extra,
});

let calls: Call[];
let answer: (call: Call) => { leagues: LobbyLeague[]; totalPages: number };
beforeEach(() => {
  answer = () => ({ leagues: [league(5)], totalPages: 1 });
  ({ calls } = mockApi({
    'GET lobby/exp3/users/7/leagues': (call) => {
      const { leagues, totalPages } = answer(call);
      return ok({ leagues, pagination: { currentPage: Number(call.url.searchParams.get('page')), totalPages, totalItems: leagues.length } });
    },
  }));
});
afterEach(() => setSiteChannel(null));

const lists = () => calls.filter((c) => c.path === 'lobby/exp3/users/7/leagues').map((c) => Object.fromEntries(c.url.searchParams));
const page = () => renderTournaments('/tournament-lobby');

test("the Available tab asks the user's tournaments to claim and draws each card", async () => {
  page();
  const card = await screen.findByRole('region', { name: 'Cup 5' });
  expect(lists()).toEqual([{ filter: 'AVAILABLE_LEAGUES', page: '1', limit: '10', searchText: '', leagueTypeFilter: 'TOURNAMENT' }]);
  expect(within(card).getByText('3/8 teams claimed')).toBeInTheDocument();
  expect(within(card).getByText('Time Left')).toBeInTheDocument();
  expect(within(card).getByRole('time').textContent).toMatch(/^0[12]:[0-5]\d:[0-5]\d$/);
  expect(within(card).getByText('Thu, Jan 15, 2026, 12:00 PM (ET)')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/tournament/summary/5');
  expect(within(card).getByRole('link', { name: 'Claim Team' })).toHaveAttribute('href', '/tournament/summary/5');
  expect(screen.getByRole('link', { name: 'Create a new Tournament' })).toHaveAttribute('href', '/tournament');
});

test('no Claim Team on a full, joined or locked tournament; a locked one shows its status', async () => {
  answer = () => ({
    leagues: [
      league(1, { claimedTeamCount: 8 }),
      league(2, { isJoinedLeague: true }),
      league(3, { status: 'postseason', teamsLockingTime: new Date(Date.now() - 60_000).toISOString() }),
    ],
    totalPages: 1,
  });
  page();
  await screen.findByRole('region', { name: 'Cup 1' });
  expect(screen.queryByRole('link', { name: 'Claim Team' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Cup 3' })).getByText('In progress')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'View' })).toHaveLength(3);
});

test('Time Left counts on the server’s clock: a phone two hours slow sees the lock the server already passed', async () => {
  // The phone thinks the lock is two hours away; the server's clock (GET /api/time) passed it a minute ago.
  ({ calls } = mockApi({
    ...serverTimeRoute(2 * 3_600_000 + 60_000),
    'GET lobby/exp3/users/7/leagues': (call) => ok({ leagues: [league(5)], pagination: { currentPage: Number(call.url.searchParams.get('page')), totalPages: 1, totalItems: 1 } }),
  }));
  page();
  const card = await screen.findByRole('region', { name: 'Cup 5' });
  await waitFor(() => expect(within(card).getByText('Locked')).toBeInTheDocument());
  expect(within(card).queryByText('Time Left')).not.toBeInTheDocument();
  expect(within(card).queryByRole('link', { name: 'Claim Team' })).not.toBeInTheDocument();
  expect(calls.filter((c) => c.path === 'time')).toHaveLength(3);
});

test('each tab asks its filter from page 1, and shows its own empty state', async () => {
  answer = () => ({ leagues: [], totalPages: 0 });
  page();
  expect(await screen.findByText(/No tournaments are open for claims right now/)).toBeInTheDocument();
  const tabs: Array<[string, string, RegExp]> = [
    ['My tournaments', 'MY_LEAGUES', /You have not created or joined a tournament yet/],
    ['In progress', 'IN_PROGRESS_LEAGUES', /No tournaments are being played right now/],
    ['Finished', 'COMPLETED_LEAGUES', /No finished tournaments yet/],
  ];
  for (const [name, filter, empty] of tabs) {
    fireEvent.click(screen.getByRole('tab', { name }));
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(lists().at(-1)).toEqual(expect.objectContaining({ filter, page: '1' }));
  }
  expect(lists().map((q) => q.filter)).toEqual(['AVAILABLE_LEAGUES', 'MY_LEAGUES', 'IN_PROGRESS_LEAGUES', 'COMPLETED_LEAGUES']);
});

test('pages: Next and Previous move through "Page x of y"; a search asks once the typing pauses, from page 1', async () => {
  answer = (call) => ({ leagues: [league(Number(call.url.searchParams.get('page')) * 100)], totalPages: 3 });
  page();
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('region', { name: 'Cup 200' })).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('region', { name: 'Cup 300' });
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

  const search = screen.getByRole('searchbox', { name: 'Search tournaments' });
  for (const text of ['f', 'fa', 'fall']) fireEvent.change(search, { target: { value: text } });
  await waitFor(() => expect(lists().at(-1)).toEqual(expect.objectContaining({ searchText: 'fall', page: '1' })));
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(lists().map((q) => `${q.page}:${q.searchText}`)).toEqual(['1:', '2:', '3:', '2:', '1:fall']);
});

test('a search that finds nothing says so', async () => {
  answer = (call) => ({ leagues: call.url.searchParams.get('searchText') ? [] : [league(5)], totalPages: 1 });
  page();
  await screen.findByRole('region', { name: 'Cup 5' });
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search tournaments' }), { target: { value: 'zzz' } });
  expect(await screen.findByText('No tournaments match “zzz”.')).toBeInTheDocument();
});

test('a refused list toasts and shows the empty state', async () => {
  mockApi({ 'GET lobby/exp3/users/7/leagues': () => fail(500, 'Lobby down') });
  page();
  expect(await screen.findByText(/No tournaments are open for claims right now/)).toBeInTheDocument();
  expect(toastMessages()).toContain('error: Lobby down');
});

test('claims made elsewhere move the count in place (tournament-changed); a deleted tournament leaves', async () => {
  const listeners = new Set<(event: TournamentChangedEvent) => void>();
  setSiteChannel({
    subscribeTournaments: (cb: (event: TournamentChangedEvent) => void) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  } as unknown as RealtimeChannel);
  answer = () => ({ leagues: [league(5), league(6)], totalPages: 1 });
  page();
  const card = await screen.findByRole('region', { name: 'Cup 5' });
  // The page's list lives in the data layer's cache: a change reaches the screen in the microtask after it.
  const emit = (event: TournamentChangedEvent) => act(async () => listeners.forEach((cb) => cb(event)));
  await emit({ leagueId: 5, claimedTeamCount: 4, totalMembers: 8, status: 'claiming' });
  expect(within(card).getByText('4/8 teams claimed')).toBeInTheDocument();
  await emit({ leagueId: 99, claimedTeamCount: 1, totalMembers: 4, status: 'claiming' });
  await emit({ leagueId: 6, claimedTeamCount: 3, totalMembers: 8, status: 'deleted' });
  expect(screen.queryByRole('region', { name: 'Cup 6' })).not.toBeInTheDocument();
  expect(screen.getAllByTestId('tournament-card')).toHaveLength(1);
  expect(lists()).toHaveLength(1);
});
