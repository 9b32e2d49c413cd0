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
