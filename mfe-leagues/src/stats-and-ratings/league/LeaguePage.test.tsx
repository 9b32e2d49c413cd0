import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, ok, type Call } from '@bb/shared/src/testing/api-mock';
import { login, renderStats, setupStatsTests } from '../../test/render';

setupStatsTests();

const leader = (playerId: string, name: string, era: number, w: number) => ({
  rank: 1,
  playerId,
  firstName: name.split(' ')[0],
  lastName: name.split(' ')[1],
  teams: 'CLE',
  value: era,
  stats: { w, l: 9, g: 34, gs: 32, saves: 1, ip: 258.3333, h: 152, er: 46, hr: 16, bb: 73, so: 264, era, whip: 0.871 },
});

let calls: Call[];
beforeEach(() => {
  ({ calls } = mockApi({
    'GET years': () => ok({ eras: [], years: [{ year: 1968, leagues: ['AL', 'NL'], teams: 20 }, { year: 1927, leagues: ['AL', 'NL'], teams: 16 }] }),
    'GET leagues/AL/seasons/1968/standings': () =>
      ok({ lgId: 'AL', year: 1968, standings: [{ division: null, teams: [{ teamId: 'DET', name: 'Detroit Tigers', wins: 103, losses: 59, winPercentage: 103 / 162, gamesBehind: 0, runsScored: 671, runsAllowed: 492 }, { teamId: 'BAL', name: 'Baltimore Orioles', wins: 91, losses: 71, winPercentage: 91 / 162, gamesBehind: 12, runsScored: 579, runsAllowed: 497 }] }] }),
    'GET leagues/AL/seasons/1968/leaders': (call) => {
      const sort = call.url.searchParams.get('sort');
      const rows = sort === 'era' ? [leader('tiantlu01', 'Luis Tiant', 1.6, 21), leader('mcnalda01', 'Dave McNally', 1.95, 22)] : [leader('mclaide01', 'Denny McLain', 1.96, 31)];
      return ok({ type: call.url.searchParams.get('type'), sort, leaders: rows.map((r, i) => ({ ...r, rank: i + 1 })) });
    },
    'GET leagues/AL/seasons/1968/team-stats': () =>
      ok({ lgId: 'AL', year: 1968, teams: [{ teamId: 'DET', name: 'Detroit Tigers', games: 164, avgHits: 7.82, avgHr: 1.135, avgRunsScored: 4.09, avgStrikeouts: 5.9, winPercentage: 103 / 162 }] }),
  }));
});

test('standings of the league-season, with win percentage and games behind', async () => {
  login();
  renderStats('/stats-and-ratings/league/AL?year=1968');
  expect(await screen.findByRole('heading', { name: '1968 American League', level: 1 })).toBeInTheDocument();
  const table = await screen.findByTestId('standings');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual(['Detroit Tigers10359.636-671492', 'Baltimore Orioles9171.56212579497']);
  expect(within(table).getByRole('link', { name: 'Detroit Tigers' })).toHaveAttribute('href', '/stats-and-ratings/teams/DET?year=1968');
});

test('pitching leaders sort on the spec fields: clicking ERA asks the server for the ERA order', async () => {
  login();
  renderStats('/stats-and-ratings/league/AL?year=1968');
  fireEvent.click(await screen.findByRole('tab', { name: 'Pitching leaders' }));
  expect(await screen.findByRole('link', { name: 'Denny McLain' })).toBeInTheDocument();
  expect(calls.find((c) => c.path.endsWith('/leaders'))?.url.searchParams.get('sort')).toBe('w');
  fireEvent.click(screen.getByRole('button', { name: 'Sort by Earned run average' }));
  expect(await screen.findByRole('link', { name: 'Luis Tiant' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('psort=era');
  const table = screen.getByTestId('pitching-leaders');
  const names = within(table).getAllByRole('rowheader').map((h) => h.textContent);
  expect(names).toEqual(['Luis Tiant', 'Dave McNally']);
  expect(within(table).getByText('1.60')).toBeInTheDocument();
  expect(within(table).getAllByText('258.1')).toHaveLength(2);
  expect(within(table).getAllByText('0.87')).toHaveLength(2);
  // The dropdown offers every pitching sort the API knows.
  const options = within(within(table).getByRole('combobox')).getAllByRole('option').map((o) => o.getAttribute('value'));
  expect(options).toEqual(['w', 'l', 'g', 'gs', 'saves', 'ip', 'so', 'era', 'whip']);
});

test('batting leaders offer avg, obp, slg, ops, hr, rbi, sb and more', async () => {
  login();
  renderStats('/stats-and-ratings/league/AL?year=1968&view=batting');
  const table = await screen.findByTestId('batting-leaders');
  const options = within(within(table).getByRole('combobox')).getAllByRole('option').map((o) => o.getAttribute('value'));
  expect(options).toEqual(expect.arrayContaining(['avg', 'obp', 'slg', 'ops', 'hr', 'rbi', 'sb']));
  fireEvent.change(within(table).getByRole('combobox'), { target: { value: 'hr' } });
  expect(screen.getByTestId('where')).toHaveTextContent('bsort=hr');
});

test('team stats per game: avgRunsScored, avgHits, avgHr, avgStrikeouts and win percentage', async () => {
  login();
  renderStats('/stats-and-ratings/league/AL?year=1968&view=teams');
  const table = await screen.findByTestId('team-stats-table');
  expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Detroit Tigers.6364.097.821.145.90');
});

test('without ?year= the league’s latest season shows, and the season dropdown switches it', async () => {
  login();
  renderStats('/stats-and-ratings/league/al');
  expect(await screen.findByRole('heading', { name: '1968 American League', level: 1 })).toBeInTheDocument();
  expect(within(screen.getByTestId('season-select')).getAllByRole('option').map((o) => o.textContent)).toEqual(['1968', '1927']);
  fireEvent.change(screen.getByTestId('season-select'), { target: { value: '1927' } });
  expect(screen.getByTestId('where')).toHaveTextContent('/stats-and-ratings/league/al?year=1927');
});

test('a league the record does not have', async () => {
  login();
  renderStats('/stats-and-ratings/league/XX?year=1968');
  expect(await screen.findByRole('alert')).toHaveTextContent('Oops! no record found');
});
