import { fireEvent, screen, within } from '@testing-library/react';
import type { LeagueBattingLine, LeaguePitchingLine, LeagueStatistics } from '@bb/contract';
import { authBus } from '../auth';
import { initI18n } from '../i18n';
import { renderUi } from '../baseball-ui/test-support/render';
import { mockApi, ok } from '../testing/api-mock';
import { LeagueStatisticsPanel } from './LeagueStatisticsPanel';

beforeAll(() => initI18n('en'));
// The API client sends a signed-in user's calls; a guest's would be sent to the login page.
beforeEach(() =>
  authBus.login({
    api_key: { key: 'key-1' },
    user: { id: 7, username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed: true, plan: null, subscription: null },
    isGotdGuestUser: false,
  }),
);

const bat = (overrides: Partial<LeagueBattingLine>): LeagueBattingLine => ({
  cardId: 'ruthba01-1927', name: 'Babe Ruth', team: 0, g: 10, pa: 44, ab: 36, r: 9, h: 13, d: 2, t: 1, hr: 5, rbi: 11, bb: 6, so: 7,
  sh: 1, sf: 1, hbp: 0, sb: 1, cs: 0, avg: 0.361, obp: 0.442, slg: 0.861, ops: 1.303, ...overrides,
});
const pitch = (overrides: Partial<LeaguePitchingLine>): LeaguePitchingLine => ({
  cardId: 'hoytwa01-1927', name: 'Waite Hoyt', team: 0, g: 3, gs: 3, w: 2, l: 1, sv: 0, cg: 1, sho: 0, ip: 21, h: 19, r: 8, er: 7, bb: 5, so: 9, hr: 1, era: 3, whip: 1.14, ...overrides,
});

const answer = (type: 'batting' | 'pitching'): LeagueStatistics => ({
  type,
  batting: [
    bat({}),
    // A player traded between two league teams: one line of both stints, shown under the team he played most for.
    bat({ cardId: 'meusebo01-1927', name: 'Bob Meusel', team: 1, teams: [1, 0], sh: 4, sf: 2, hbp: 3 }),
  ],
  pitching: [pitch({ teams: [0, 2] })],
  teams: [],
});

const teamLabel = (team: number) => ['NYA', 'BOS', 'PHA'][team];

/** The text of one row's cells under the given column headers. */
function cells(table: HTMLElement, name: string, headers: string[]) {
  const all = within(table).getAllByRole('columnheader').map((h) => h.textContent);
  const row = within(table).getByText(name).closest('tr') as HTMLElement;
  const values = [...row.querySelectorAll('th, td')].map((c) => c.textContent);
  return headers.map((h) => values[all.indexOf(h)]);
}

test('batting lines show SH, SF and HBP after SO; a traded player carries his number of teams beside his main team', async () => {
  mockApi({
    'GET leagues/5/statistics': (call) => ok(answer(call.url.searchParams.get('type') === 'pitching' ? 'pitching' : 'batting')),
    'GET leagues/5/leaders': () => ok({ batting: [], pitching: [] }),
  });
  renderUi(<LeagueStatisticsPanel leagueId={5} version={0} teamLabel={teamLabel} />);
  const table = await screen.findByTestId('league-batting');
  const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers.slice(headers.indexOf('SO'), headers.indexOf('SO') + 4)).toEqual(['SO', 'SH', 'SF', 'HBP']);
  expect(within(table).getByTitle('Sacrifice hits')).toBeInTheDocument();
  expect(within(table).getByTitle('Sacrifice flies')).toBeInTheDocument();
  expect(within(table).getByTitle('Hit by pitch')).toBeInTheDocument();
  expect(cells(table, 'Bob Meusel', ['Team', 'SH', 'SF', 'HBP'])).toEqual(['BOS 2 teams', '4', '2', '3']);
  expect(cells(table, 'Babe Ruth', ['Team', 'SH', 'SF', 'HBP'])).toEqual(['NYA', '1', '1', '0']);

  fireEvent.click(screen.getByRole('tab', { name: 'Pitching' }));
  const pitching = await screen.findByTestId('league-pitching');
  expect(cells(pitching, 'Waite Hoyt', ['Team'])).toEqual(['NYA 2 teams']);
  expect(within(pitching).queryByRole('columnheader', { name: 'SH' })).toBeNull();
});

test('a season of lines comes 25 to a page (not one list of every player); a column sort or the other type starts at page 1', async () => {
  const many = Array.from({ length: 30 }, (_, i) => bat({ cardId: `p${i}`, name: `Player ${i + 1}` }));
  const { calls } = mockApi({
    'GET leagues/5/statistics': (call) => ok({ ...answer(call.url.searchParams.get('type') === 'pitching' ? 'pitching' : 'batting'), batting: many }),
    'GET leagues/5/leaders': () => ok({ batting: [], pitching: [] }),
  });
  renderUi(<LeagueStatisticsPanel leagueId={5} version={0} teamLabel={teamLabel} />);
  const table = await screen.findByTestId('league-batting');
  const names = () => within(screen.getByTestId('league-batting')).getAllByRole('rowheader').map((c) => c.textContent);
  expect(names()).toHaveLength(25);
  expect(names()[0]).toBe('Player 1');
  const pager = screen.getByRole('navigation', { name: 'Batting pages' });
  expect(pager).toHaveTextContent('Page 1 of 2');
  expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
  fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(pager).toHaveTextContent('Page 2 of 2');
  expect(names()).toEqual(['Player 26', 'Player 27', 'Player 28', 'Player 29', 'Player 30']);
  expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

  // Sorting asks the server for its order and shows its first page.
  fireEvent.click(within(table).getByRole('button', { name: 'Sort by Home runs' }));
  await screen.findByText('Page 1 of 2');
  expect(calls.some((c) => c.url.searchParams.get('sort') === 'hr')).toBe(true);
  expect(screen.getByTestId('league-batting').querySelector('th[data-col="hr"]')).toHaveAttribute('aria-sort', 'descending');
  expect(names()[0]).toBe('Player 1');

  // A short list has no pager.
  fireEvent.click(screen.getByRole('tab', { name: 'Pitching' }));
  await screen.findByTestId('league-pitching');
  expect(screen.queryByRole('navigation', { name: /pages$/ })).toBeNull();
}, 15_000);
