import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot, initI18n, toast, type LeaderboardQuery, type LeaderboardRow } from '@bb/shared';
import LeaderboardPage from './LeaderboardPage';
import { COLUMNS } from './board-config';
import { lastSixMonths } from './periods';

beforeAll(() => initI18n('en'));
afterEach(() => toast.dismissAll());

function row(username: string, extra: Partial<LeaderboardRow> = {}): Omit<LeaderboardRow, 'rank'> {
  return {
    username, totalWins: 2, winPercentage: 66.7, avgRunsScored: 4.5, avgHits: 8.25, totalGamesPlayed: 3,
    currentPlayStreak: 3, maxPlayStreak: 5, currentWinStreak: 1, maxWinStreak: 2,
    totalRunsScored: 14, totalHits: 25, totalHr: 4, totalStrikeouts: 21,
    gameLastPlayedOn: '2026-11-22', gamesPlayedOn: '2026-11-01', ...extra,
  };
}

const ROWS = [row('ace', { totalWins: 9, totalGamesPlayed: 10 }), row('bo', { totalWins: 7 }), row('cy', { totalWins: 5 }), row('di'), row('ed')];

type Answer = LeaderboardRow[] | { rows: LeaderboardRow[]; me: LeaderboardRow | null };

function setup(path = '/leaderboard', answer: (q: LeaderboardQuery) => Promise<Answer> = async () => ROWS.map((r, i) => ({ ...r, rank: i + 1 }))) {
  const fetcher = jest.fn(async (q: LeaderboardQuery) => {
    const a = await answer(q);
    return Array.isArray(a) ? { rows: a, me: null } : a;
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>
        <LeaderboardPage fetcher={fetcher} />
      </ThemeRoot>
    </MemoryRouter>,
  );
  return { fetcher};
}

const headers = () => within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
const lastQuery = (fetcher: jest.Mock) => fetcher.mock.calls[fetcher.mock.calls.length - 1]![0] as LeaderboardQuery;

test('title, banner and the initial board: Overall > Total Wins, all time', async () => {
  const { fetcher } = setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
  expect(screen.getByText('GAME OF THE DAY')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledWith({ tab: 'Overall', subTab: 'TotalWins', period: 'AllTime' }, expect.any(AbortSignal));
  await screen.findByText('ed');
  expect(screen.getByRole('tab', { name: /Overall/, selected: true })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Total Wins', selected: true })).toBeInTheDocument();
});

test.each([
  ['Exhibition', 'EXHIBITION GAME'],
  ['Historical', 'HISTORICAL LEAGUE'],
  ['Draft', 'DRAFT LEAGUE'],
  ['Tournament', 'TOURNAMENT'],
  ['Season2025', '2025 SEASON'],
  ['AllStar', 'ALL STAR GAME'],
] as const)('the banner label map: the %s board reads %s', async (variant, label) => {
  render(
    <MemoryRouter initialEntries={['/leaderboard']}>
      <ThemeRoot>
        <LeaderboardPage variant={variant} fetcher={async () => ({ rows: [], me: null })} />
      </ThemeRoot>
    </MemoryRouter>,
  );
  expect(screen.getByRole('region', { name: label })).toBeInTheDocument();
  expect(screen.queryByText('GAME OF THE DAY')).toBeNull();
  await screen.findByText('Be the First Champion');
});

test('loading shows 3 podium skeletons and 5 skeleton rows', async () => {
  let resolve!: (rows: Answer) => void;
  setup('/leaderboard', () => new Promise((r) => (resolve = r)));
  expect(screen.getAllByTestId('podium-skeleton')).toHaveLength(3);
  expect(screen.getAllByTestId('row-skeleton')).toHaveLength(5);
  await act(async () => resolve([]));
  expect(screen.queryByTestId('podium-skeleton')).toBeNull();
  expect(screen.queryByTestId('row-skeleton')).toBeNull();
});

test('the board fills in as a transition: a phone renders it in slices, not in one long task', async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const transitions = jest.spyOn(require('react') as typeof import('react'), 'startTransition');
  let resolve!: (rows: Answer) => void;
  setup('/leaderboard', () => new Promise((r) => (resolve = r)));
  expect(transitions).not.toHaveBeenCalled();
  await act(async () => resolve(ROWS.map((r, i) => ({ ...r, rank: i + 1 }))));
  expect(screen.getByText('ed')).toBeInTheDocument();
  expect(transitions).toHaveBeenCalledTimes(1);
  transitions.mockRestore();
});

test('podium: 2nd left, 1st middle, 3rd right; wins/games large on Total Wins, further stats beneath', async () => {
  setup();
  await screen.findByText('ed');
  const places = screen.getAllByTestId(/^podium-[123]$/);
  expect(places.map((p) => p.getAttribute('data-testid'))).toEqual(['podium-2', 'podium-1', 'podium-3']);
  const first = screen.getByTestId('podium-1');
  expect(within(first).getByText('ace')).toBeInTheDocument();
  expect(within(first).getByText('9/10')).toBeInTheDocument();
  expect(within(first).getByText('Win %').nextSibling).toHaveTextContent('66.7%');
  expect(within(first).getByText('Avg Hits').nextSibling).toHaveTextContent('8.25');
});

test('the table: Rank, Name, the sub-tab columns; ranks are position + 1', async () => {
  setup();
  await screen.findByText('ed');
  expect(headers()).toEqual(['Rank', 'Name', 'Total Wins', 'Win %', 'Avg Runs Scored', 'Avg Hits']);
  const body = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(body.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2', '3', '4', '5']);
  expect(within(body[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'ace', '9', '66.7%', '4.50', '8.25']);
});

const TAB_CASES = [
  ['Overall', 'TotalWins', ['Total Wins', 'Win %']],
  ['Streaks', 'CurrentPlayStreak', ['Current Play Streak', 'Max Play Streak', 'Current Win Streak', 'Max Win Streak']],
  ['Stats', 'TotalRunsScored', ['Total Runs', 'Total Hits', 'Total HR', 'Total Strikeouts', 'Runs Per Game']],
  ['Today', 'DailyRunsLeader', ['Runs Leader', 'HR Leader', 'Hits Leader', 'Strikeouts Leader']],
] as const;

test.each(TAB_CASES)('main tab %s selects its first sub-tab %s and refetches; its sub-tabs are listed', async (tab, first, labels) => {
  const { fetcher } = setup(tab === 'Overall' ? '/leaderboard?tab=Stats' : '/leaderboard');
  await screen.findByText('ed');
  fireEvent.click(screen.getByRole('tab', { name: new RegExp(tab) }));
  await waitFor(() => expect(lastQuery(fetcher)).toMatchObject({ tab, subTab: first }));
  const subTabs = within(screen.getByRole('tablist', { name: 'Leaderboard categories' })).getAllByRole('tab');
  expect(subTabs.map((s) => s.textContent)).toEqual(labels);
  expect(subTabs[0]).toHaveAttribute('aria-selected', 'true');
});

const COLUMN_CASES: Array<[string, string, string[]]> = [
  ['Overall', 'WinPercentage', ['Win %', 'Total Wins', 'Total Games Played']],
  ['Streaks', 'MaxPlayStreak', ['Max Play Streak', 'Current Play Streak', 'Total Games Played']],
  ['Streaks', 'CurrentWinStreak', ['Current Win Streak', 'Max Win Streak', 'Total Wins']],
  ['Streaks', 'MaxWinStreak', ['Max Win Streak', 'Current Win Streak', 'Total Wins']],
  ['Stats', 'TotalHits', ['Total Hits', 'Avg Hits', 'Total Games Played']],
  ['Stats', 'TotalHr', ['Total HR', 'Total Games Played']],
  ['Stats', 'TotalStrikeouts', ['Total Strikeouts', 'Total Games Played']],
  ['Stats', 'AvgRunsScored', ['Runs Per Game', 'Total Runs', 'Total Games Played']],
  ['Today', 'DailyHRLeader', ['HR', 'Runs', 'Hits']],
  ['Today', 'DailyHitsLeader', ['Hits', 'Runs', 'HR']],
  ['Today', 'DailyStrikeoutsLeader', ['Strikeouts', 'Runs', 'Hits']],
];

test.each(COLUMN_CASES)('%s > %s: columns and the podium main stat', async (tab, subTab, columns) => {
  const { fetcher } = setup(`/leaderboard?tab=${tab}&subTab=${subTab}`);
  await screen.findByText('ed');
  expect(lastQuery(fetcher)).toMatchObject({ tab, subTab });
  expect(headers()).toEqual(['Rank', 'Name', ...columns]);
  expect(COLUMNS[subTab as keyof typeof COLUMNS]).toHaveLength(columns.length);
});

test('Today forces period Today and locks the dropdown; leaving it unlocks', async () => {
  const { fetcher } = setup('/leaderboard?tab=Overall&subTab=TotalWins&period=Last7');
  await screen.findByText('ed');
  const period = screen.getByRole('combobox', { name: 'Time period' });
  expect(period).toHaveValue('Last7');
  fireEvent.click(screen.getByRole('tab', { name: /Today/ }));
  await waitFor(() => expect(lastQuery(fetcher)).toEqual({ tab: 'Today', subTab: 'DailyRunsLeader', period: 'Today' }));
  expect(screen.getByRole('combobox', { name: 'Time period' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Time period' })).toHaveValue('Today');
  fireEvent.click(screen.getByRole('tab', { name: /Streaks/ }));
  await waitFor(() => expect(lastQuery(fetcher)).toEqual({ tab: 'Streaks', subTab: 'CurrentPlayStreak', period: 'AllTime' }));
  expect(screen.getByRole('combobox', { name: 'Time period' })).toBeEnabled();
});

test('periods: All Time, Today, Last 7 Days, then the last 6 months oldest first under Month by Month', async () => {
  const { fetcher } = setup();
  await screen.findByText('ed');
  const period = screen.getByRole('combobox', { name: 'Time period' });
  const options = within(period).getAllByRole('option');
  const months = lastSixMonths();
  expect(options.map((o) => o.textContent)).toEqual(['All Time', 'Today', 'Last 7 Days', ...months.map((m) => m.label)]);
  expect(period.querySelector('optgroup')).toHaveAttribute('label', 'Month by Month');
  fireEvent.change(period, { target: { value: months[0]!.value } });
  await waitFor(() => expect(lastQuery(fetcher)).toEqual({ tab: 'Overall', subTab: 'TotalWins', period: 'MonthByMonths', month: months[0]!.value }));
  fireEvent.change(period, { target: { value: 'Last7' } });
  await waitFor(() => expect(lastQuery(fetcher)).toEqual({ tab: 'Overall', subTab: 'TotalWins', period: 'Last7' }));
  fireEvent.change(period, { target: { value: 'Today' } });
  await waitFor(() => expect(lastQuery(fetcher)).toEqual({ tab: 'Overall', subTab: 'TotalWins', period: 'Today' }));
  // Only the Today tab locks the dropdown; the Today period does not.
  expect(period).toBeEnabled();
});

test('lastSixMonths: oldest first across a year boundary, in Eastern time', () => {
  expect(lastSixMonths(new Date('2026-02-10T12:00:00Z')).map((m) => `${m.value} ${m.label}`)).toEqual([
    'Sep September 2025', 'Oct October 2025', 'Nov November 2025', 'Dec December 2025', 'Jan January 2026', 'Feb February 2026',
  ]);
  // 1 March 03:00 UTC is still 28 February in New York.
  expect(lastSixMonths(new Date('2026-03-01T03:00:00Z')).at(-1)!.value).toBe('Feb');
});

test('an empty board: Be the First Champion and No Data', async () => {
  setup('/leaderboard', async () => []);
  expect(await screen.findByRole('heading', { name: 'Be the First Champion' })).toBeInTheDocument();
  expect(screen.getByText('Your score could be the first name on this board')).toBeInTheDocument();
  expect(screen.getByText('No Data')).toBeInTheDocument();
});

test('a failure is logged only: list emptied, loading ends, no toast', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setup('/leaderboard', async () => {
    throw new Error('boom');
  });
  expect(await screen.findByText('No Data')).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('Error fetching leaderboard', expect.any(Error));
  expect(toast.getToasts()).toEqual([]);
  error.mockRestore();
});

test('a late answer for an old selection never replaces the new board', async () => {
  const pending: Array<(rows: LeaderboardRow[]) => void> = [];
  setup('/leaderboard', () => new Promise((r) => pending.push(r)));
  fireEvent.click(screen.getByRole('tab', { name: /Stats/ }));
  await act(async () => pending[1]!([{ ...row('stats-leader'), rank: 1 }]));
  await act(async () => pending[0]!([{ ...row('stale'), rank: 1 }]));
  expect(screen.getAllByText('stats-leader').length).toBeGreaterThan(0);
  expect(screen.queryByText('stale')).toBeNull();
});

test("the signed-in player's own row: highlighted in the table, or under it with its rank when further down", async () => {
  const ranked = ROWS.map((r, i) => ({ ...r, rank: i + 1 }));
  setup('/leaderboard', async () => ({ rows: ranked, me: { ...row('zed', { totalWins: 1 }), rank: 4821 } }));
  const mine = await screen.findByTestId('my-row');
  expect(within(mine).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['4821', 'zed (You)', '1']);
  expect(mine).toHaveAttribute('aria-current', 'true');
});

test('the own row inside the visible rows is highlighted in place, not repeated', async () => {
  const ranked = ROWS.map((r, i) => ({ ...r, rank: i + 1 }));
  setup('/leaderboard', async () => ({ rows: ranked, me: ranked[1]! }));
  const mine = await screen.findByTestId('my-row');
  expect(screen.getAllByTestId('my-row')).toHaveLength(1);
  expect(within(mine).getAllByRole('cell').map((c) => c.textContent).slice(0, 2)).toEqual(['2', 'bo (You)']);
});
