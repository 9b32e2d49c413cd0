import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, fail, type Call } from '@bb/shared/src/testing/api-mock';
import { draftLeague, roster, trade, tradePlayer } from '../test/draft-fixtures';
import { login, renderDraftLeague, setupStatsTests, toastMessages } from '../test/render';

setupStatsTests();
let calls: Call[];
const posts = () => calls.filter((c) => c.method === 'POST').map((c) => c.path);

const base = {
  'GET leagues/5': () => ok(draftLeague()),
  'GET leagues/5/teams/0/depth': () => ok(roster(0, [['ruthba01', 'Babe Ruth', 'RF'], ['gehrilo01', 'Lou Gehrig', '1B']])),
  'GET leagues/5/teams/1/depth': () => ok(roster(1, [['hartnga01', 'Gabby Hartnett', 'C'], ['rootch01', 'Charlie Root', 'P']])),
  'GET drafts/5/pool': () => ok({ players: [], total: 0 }),
  'GET drafts/5': () => ok({ maxPlayers: 26 }),
};

beforeEach(() => login());

async function offerRuthForHartnett() {
  renderDraftLeague('/draft-league/5/transaction/trading');
  fireEvent.change(await screen.findByLabelText('Trade with'), { target: { value: '1' } });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Babe Ruth (1927, RF)' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Gabby Hartnett (1927, C)' }));
  fireEvent.click(screen.getByRole('button', { name: 'Propose trade' }));
}

test('an invalid trade opens the invalid trade modal with every reason and proposes nothing', async () => {
  ({ calls } = mockApi({
    ...base,
    'POST leagues/5/trades/check': () =>
      ok({ valid: false, reasons: ['Chicago Cubs would have more than 26 players.', 'Boston Beans would have no catcher.'], value: { fromTeam: 1, toTeam: 2 } }),
  }));
  await offerRuthForHartnett();
  const modal = await screen.findByRole('dialog', { name: 'Invalid trade' });
  expect(within(modal).getByText('Chicago Cubs would have more than 26 players.')).toBeInTheDocument();
  expect(within(modal).getByText('Boston Beans would have no catcher.')).toBeInTheDocument();
  expect(calls.find((c) => c.path === 'leagues/5/trades/check')?.body).toMatchObject({ fromTeam: 0, toTeam: 1, give: ['ruthba01'], get: ['hartnga01'] });
  fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(posts()).toEqual(['leagues/5/trades/check']);
});

test('the valid trade modal shows the offer and proposes it once, however often Confirm is clicked', async () => {
  ({ calls } = mockApi({
    ...base,
    'POST leagues/5/trades/check': () => ok({ valid: true, reasons: [], value: { fromTeam: 30, toTeam: 20 } }),
    'POST leagues/5/trades': () => ok(trade({ toTeam: 2, status: 'pending' })),
  }));
  await offerRuthForHartnett();
  const modal = await screen.findByRole('dialog', { name: 'Valid trade' });
  expect(modal).toHaveTextContent('Boston Beans give: Babe Ruth (1927, RF)');
  expect(modal).toHaveTextContent('Boston Beans get: Gabby Hartnett (1927, C)');
  const confirm = within(modal).getByRole('button', { name: 'Confirm trade' });
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  await waitFor(() => expect(toastMessages()).toEqual(['success: Offer sent to Chicago Cubs. It expires Thu, Dec 3, 2026, 07:00 AM (ET).']));
  expect(posts()).toEqual(['leagues/5/trades/check', 'leagues/5/trades']);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test("a computer manager's rejection toasts his note; his acceptance reloads both rosters", async () => {
  const note = 'The computer manager rejected your offer: add a starting pitcher worth about 40 more.';
  let answer = trade({ status: 'rejected', note, answeredAt: '2026-12-01T12:00:01.000Z' });
  ({ calls } = mockApi({
    ...base,
    'POST leagues/5/trades/check': () => ok({ valid: true, reasons: [], value: { fromTeam: 10, toTeam: 5 } }),
    'POST leagues/5/trades': () => ok(answer),
  }));
  await offerRuthForHartnett();
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Valid trade' })).getByRole('button', { name: 'Confirm trade' }));
  await waitFor(() => expect(toastMessages()).toEqual([`error: ${note}`]));

  answer = trade({ status: 'accepted', note: null });
  const depthLoads = () => calls.filter((c) => c.path === 'leagues/5/teams/0/depth').length;
  const before = depthLoads();
  fireEvent.click(screen.getByRole('button', { name: 'Propose trade' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Valid trade' })).getByRole('button', { name: 'Confirm trade' }));
  await waitFor(() => expect(toastMessages()).toContain('success: Trade Accepted'));
  await waitFor(() => expect(depthLoads()).toBeGreaterThan(before));
});

test('the trade-proposal toast always has text: a blank note from the server gives the status label', async () => {
  ({ calls } = mockApi({
    ...base,
    'POST leagues/5/trades/check': () => ok({ valid: true, reasons: [], value: { fromTeam: 10, toTeam: 5 } }),
    'POST leagues/5/trades': () => ok(trade({ status: 'rejected', note: '  ', answeredAt: '2026-12-01T12:00:01.000Z' })),
  }));
  await offerRuthForHartnett();
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Valid trade' })).getByRole('button', { name: 'Confirm trade' }));
  await waitFor(() => expect(toastMessages()).toEqual(['error: Trade Rejected']));
  expect(toastMessages().every((m) => m.split(': ')[1]!.trim().length > 0)).toBe(true);
});

test('a trade refused when proposed (409) shows the reasons in the invalid trade modal', async () => {
  ({ calls } = mockApi({
    ...base,
    'POST leagues/5/trades/check': () => ok({ valid: true, reasons: [], value: { fromTeam: 10, toTeam: 5 } }),
    'POST leagues/5/trades': () => fail(409, 'Chicago Cubs would have no catcher.'),
  }));
  await offerRuthForHartnett();
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Valid trade' })).getByRole('button', { name: 'Confirm trade' }));
  expect(await screen.findByRole('dialog', { name: 'Invalid trade' })).toHaveTextContent('Chicago Cubs would have no catcher.');
});

test('pending trades: Accept and Reject answer received offers, Withdraw takes back a sent one, each at its route', async () => {
  ({ calls } = mockApi({
    ...base,
    'GET leagues/5/trades': () =>
      ok({
        now: '2026-12-01T12:00:00.000Z',
        trades: [
          trade({ tradeId: 11, fromTeam: 2, toTeam: 0, direction: 'received' }),
          trade({ tradeId: 12, fromTeam: 1, toTeam: 0, direction: 'received' }),
          trade({ tradeId: 13, fromTeam: 0, toTeam: 2, direction: 'sent' }),
        ],
      }),
    'POST leagues/5/trades/11/accept': () => ok(trade({ tradeId: 11, status: 'accepted' })),
    'POST leagues/5/trades/12/reject': () => ok(trade({ tradeId: 12, status: 'rejected' })),
    'POST leagues/5/trades/13/withdraw': () => ok(trade({ tradeId: 13, status: 'withdrawn' })),
  }));
  renderDraftLeague('/draft-league/5/transaction');
  await screen.findByRole('region', { name: 'Offers received' });
  const sent = screen.getByRole('region', { name: 'Offers sent' });
  expect(within(sent).queryByRole('button', { name: 'Accept' })).toBeNull();
  expect(sent).toHaveTextContent('Expires Thu, Dec 3, 2026, 07:00 AM (ET)');
  expect(calls.find((c) => c.path === 'leagues/5/trades')?.url.searchParams.get('status')).toBe('pending');

  const offer = (name: string) => screen.getByRole('article', { name });
  fireEvent.click(within(offer('Trade 11: Denver Bears and Boston Beans')).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Trade 11: Denver Bears and Boston Beans' })).toBeNull());
  fireEvent.click(within(offer('Trade 12: Chicago Cubs and Boston Beans')).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Trade 12: Chicago Cubs and Boston Beans' })).toBeNull());
  fireEvent.click(within(offer('Trade 13: Boston Beans and Denver Bears')).getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(screen.getByText('No pending trades.')).toBeInTheDocument());
  expect(posts()).toEqual(['leagues/5/trades/11/accept', 'leagues/5/trades/12/reject', 'leagues/5/trades/13/withdraw']);
  expect(toastMessages()).toEqual(expect.arrayContaining(['success: Trade Accepted', 'success: Trade Rejected', 'success: Trade Withdrawed']));
});

test('history: trades with the spec status labels and the transactions log', async () => {
  ({ calls } = mockApi({
    ...base,
    'GET leagues/5/trades': () =>
      ok({
        now: '2026-12-01T12:00:00.000Z',
        trades: [
          trade({ tradeId: 21, status: 'withdrawn', answeredAt: '2026-12-01T13:00:00.000Z' }),
          trade({ tradeId: 22, status: 'accepted', answeredAt: '2026-12-01T13:00:00.000Z' }),
          trade({ tradeId: 23, status: 'rejected', note: 'The computer manager rejected your offer: add a catcher.', answeredAt: '2026-12-01T13:00:00.000Z' }),
        ],
      }),
    'GET leagues/5/transactions': () =>
      ok({
        transactions: [
          { id: 1, kind: 'add', team: 0, otherTeam: null, players: [tradePlayer('wanerpa01', 'Paul Waner')], received: [], at: '2026-12-01T14:00:00.000Z' },
          { id: 2, kind: 'trade', team: 0, otherTeam: 1, players: [tradePlayer('ruthba01', 'Babe Ruth')], received: [tradePlayer('hartnga01', 'Gabby Hartnett', 'C')], at: '2026-12-01T13:00:00.000Z' },
        ],
      }),
  }));
  renderDraftLeague('/draft-league/5/transaction?tab=history');
  const trades = await screen.findByRole('region', { name: 'Trades' });
  expect(await within(trades).findByText('Trade Withdrawed')).toBeInTheDocument();
  expect(within(trades).getByText('Trade Accepted')).toBeInTheDocument();
  expect(within(trades).getByText('Trade Rejected')).toBeInTheDocument();
  expect(within(trades).getByText('The computer manager rejected your offer: add a catcher.')).toBeInTheDocument();
  const log = screen.getByRole('region', { name: 'Transactions log' });
  expect(await within(log).findByText('Added Paul Waner (1927, RF)')).toBeInTheDocument();
  expect(within(log).getByText('Traded Babe Ruth (1927, RF) to Chicago Cubs for Gabby Hartnett (1927, C)')).toBeInTheDocument();
  expect(calls.find((c) => c.path === 'leagues/5/trades')?.url.searchParams.get('status')).toBe('history');
});

test('free agents: search the available pool, add one with a drop in the transaction modal', async () => {
  ({ calls } = mockApi({
    ...base,
    'GET drafts/5/pool': () =>
      ok({
        total: 1,
        players: [{ cardId: 'wanerpa01', playerId: 'wanerpa01', name: 'Paul Waner', year: 1927, lgId: 'NL', teamIds: ['PIT'], primaryPosition: 'RF', positions: ['RF'], role: null, bats: 'L', throws: 'L', rating: 77, batting: null, pitching: null, draftedBy: null }],
      }),
    'GET drafts/5': () => ok({ maxPlayers: 2 }),
    'POST leagues/5/transactions': () => ok({ id: 9, kind: 'add', team: 0, otherTeam: null, players: [], received: [], at: '2026-12-01T14:00:00.000Z' }),
  }));
  renderDraftLeague('/draft-league/5/transaction/trading');
  fireEvent.change(await screen.findByLabelText('Search free agents'), { target: { value: 'waner' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(calls.some((c) => c.path === 'drafts/5/pool' && c.url.searchParams.get('search') === 'waner')).toBe(true));
  expect(calls.find((c) => c.path === 'drafts/5/pool')?.url.searchParams.get('available')).toBe('true');
  fireEvent.click(await screen.findByRole('button', { name: 'Add Paul Waner' }));
  const modal = await screen.findByRole('dialog', { name: 'Confirm transaction' });
  // The roster is full (2 of 2): the modal asks whom to drop before it lets the move through.
  expect(await screen.findByRole('heading', { name: 'Your roster (2 of 2)' })).toBeInTheDocument();
  expect(within(modal).getByRole('button', { name: 'Confirm transaction' })).toBeDisabled();
  fireEvent.change(within(modal).getByLabelText('Drop a player'), { target: { value: 'gehrilo01' } });
  fireEvent.click(within(modal).getByRole('button', { name: 'Confirm transaction' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ team: 0, add: 'wanerpa01', drop: 'gehrilo01' });
  expect(toastMessages()).toContain('success: Transaction complete.');
});

test('/transaction opens Pending Trades; the New Transaction tab goes to /transaction/trading', async () => {
  ({ calls } = mockApi({ ...base, 'GET leagues/5/trades': () => ok({ trades: [], now: '2026-12-01T12:00:00.000Z' }) }));
  renderDraftLeague('/draft-league/5/transaction');
  expect(await screen.findByRole('tab', { name: 'Pending Trades' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('No pending trades.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'New Transaction' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/draft-league/5/transaction/trading'));
  expect(await screen.findByRole('button', { name: 'Propose trade' })).toBeInTheDocument();
});
