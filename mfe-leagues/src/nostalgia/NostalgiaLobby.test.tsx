import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { NostalgiaTeam, WhatIf, WorldSeriesYear } from '@bb/shared';
import { fail, mockApi, ok, type Call } from '@bb/shared/src/testing/api-mock';
import { login, renderRoutes, setupStatsTests, toastMessages } from '../test/render';
import { NostalgiaLobby } from './NostalgiaLobby';

setupStatsTests();
beforeEach(() => login());

const team = (teamId: string, year: number, lgId: string, name: string, wins: number, losses: number): NostalgiaTeam => ({ teamId, year, lgId, name, wins, losses, october: null });
const ws = (year: number, a: NostalgiaTeam, b: NostalgiaTeam, winner: string): WorldSeriesYear => ({ year, teams: [a, b], winner, seriesScore: null });
const WORLD_SERIES = [
  ws(1927, team('NYA', 1927, 'AL', 'New York Yankees', 110, 44), team('PIT', 1927, 'NL', 'Pittsburgh Pirates', 94, 60), 'NYA'),
  ws(1968, team('DET', 1968, 'AL', 'Detroit Tigers', 103, 59), team('SLN', 1968, 'NL', 'St. Louis Cardinals', 97, 65), 'DET'),
  ws(1975, team('BOS', 1975, 'AL', 'Boston Red Sox', 95, 65), team('CIN', 1975, 'NL', 'Cincinnati Reds', 108, 54), 'CIN'),
];
const WHAT_IFS: WhatIf[] = [
  { id: 'yankees-1927-vs-reds-1975', title: "Murderers' Row vs the Big Red Machine", why: 'Two champions.', teams: [WORLD_SERIES[0]!.teams[0], WORLD_SERIES[2]!.teams[1]] },
];

let calls: Call[];
const show = (create = () => ok({ leagueId: 41 })) => {
  ({ calls } = mockApi({
    'GET nostalgia/world-series': () => ok({ worldSeries: WORLD_SERIES }),
    'GET nostalgia/what-ifs': () => ok({ whatIfs: WHAT_IFS }),
    'GET nostalgia/series': () =>
      ok({ series: [{ leagueId: 3, name: '1968 World Series', kind: 'world-series', status: 'postseason', champion: null, createdAt: '2026-11-27T10:00:00Z',
        teams: [{ index: 0, label: '1968 Detroit Tigers', wins: 2, yours: true }, { index: 1, label: '1968 St. Louis Cardinals', wins: 1, yours: false }] }] }),
    'POST nostalgia/series': create,
  }));
  renderRoutes('/season/lobby?tab=nostalgia', <Route path="/season/*" element={<NostalgiaLobby />} />);
};

test('World Series newest first, searchable by team and narrowed by decade; my series with the score so far', async () => {
  show();
  expect(await screen.findByTestId('world-series-1975')).toHaveTextContent('Cincinnati Reds (108–54)');
  const years = () => screen.queryAllByTestId(/^world-series-/).map((row) => row.getAttribute('data-testid'));
  expect(years()).toEqual(['world-series-1975', 'world-series-1968', 'world-series-1927']);
  fireEvent.change(screen.getByLabelText('Search by year or team'), { target: { value: 'pirates' } });
  expect(years()).toEqual(['world-series-1927']);
  // A search that finds nothing: the no-data placeholder and a way out.
  fireEvent.change(screen.getByLabelText('Search by year or team'), { target: { value: 'expos' } });
  expect(years()).toEqual([]);
  expect(screen.getByTestId('no-data-placeholder')).toHaveTextContent('No data generatedTry something else');
  fireEvent.change(screen.getByLabelText('Search by year or team'), { target: { value: '' } });
  expect(screen.queryByTestId('no-data-placeholder')).toBeNull();
  fireEvent.change(screen.getByLabelText('Decade'), { target: { value: '1960' } });
  expect(years()).toEqual(['world-series-1968']);
  expect(await screen.findByRole('link', { name: '1968 World Series' })).toHaveAttribute('href', '/season/schedules/3');
  expect(screen.getByText('Detroit Tigers 2, St. Louis Cardinals 1')).toBeInTheDocument();
  expect(screen.getByTestId('what-if-yankees-1927-vs-reds-1975')).toHaveTextContent('Two champions.');
});

test('Replay → choose your team creates the series once and opens it', async () => {
  show();
  const row = await screen.findByTestId('world-series-1927');
  fireEvent.click(within(row).getByRole('button', { name: 'Replay 1927' }));
  fireEvent.click(within(row).getByRole('button', { name: 'Manage the 1927 Pittsburgh Pirates' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/season/schedules/41'));
  const posts = calls.filter((c) => c.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.body).toMatchObject({ worldSeries: 1927, userTeam: { teamId: 'PIT', year: 1927 } });
  expect((posts[0]!.body as { requestId: string }).requestId).toMatch(/^nostalgia-/);
});

test("a what-if's team choice; a refusal is shown as a toast and the choice stays open", async () => {
  show(() => fail(400, 'There is no such what-if matchup'));
  const card = await screen.findByTestId('what-if-yankees-1927-vs-reds-1975');
  fireEvent.click(within(card).getByRole('button', { name: 'Play this series' }));
  fireEvent.click(within(card).getByRole('button', { name: 'Manage the 1975 Cincinnati Reds' }));
  await waitFor(() => expect(within(card).getByRole('button', { name: 'Manage the 1975 Cincinnati Reds' })).toBeEnabled());
  expect(toastMessages()).toEqual(['error: There is no such what-if matchup']);
  expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ whatIf: 'yankees-1927-vs-reds-1975', userTeam: { teamId: 'CIN', year: 1975 } });
  expect(screen.getByTestId('where')).toHaveTextContent('/season/lobby?tab=nostalgia');
});
