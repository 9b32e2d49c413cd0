import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { mockApi, ok } from '@bb/shared/src/testing/api-mock';
import SeasonRoutes from '../app/SeasonRoutes';
import { LeagueTabs } from '../league-core';
import { pending } from '../test/accuracy-fixtures';
import { leagueDetail } from '../test/league-fixtures';
import { login, renderRoutes, setupStatsTests } from '../test/render';

setupStatsTests();

const renderSeason = (path: string) => renderRoutes(path, <Route path="/season/*" element={<SeasonRoutes />} />);
const links = { pregame: () => '/p', play: () => '/p', playoff: () => '/p' };

beforeEach(() => {
  login();
  mockApi({
    'GET seasons/current': () => ok({ year: 2025, label: '2025 SEASON', rosters: 'Final rosters of the 2025 season' }),
    'GET seasons': () => ok({ seasons: [] }),
    'GET leagues/42': () => ok(leagueDetail({ leagueId: 42, name: 'My 1998', kind: 'season', years: [1998] })),
    'GET leagues/43': () => ok(leagueDetail({ leagueId: 43, name: '1927 World Series', kind: 'nostalgia', years: [1927] })),
    'GET leagues/5/history-compare': () => ok({ year: 1927, teams: [{ index: 0, simWins: 2, simLosses: 0, realWins: 110, realLosses: 44, winDiff: -3 }], leaders: [] }),
    'GET seasons/years/1998/accuracy': () => ok(pending('queued', 0, 1998)),
    'GET seasons/years/1927/accuracy': () => ok(pending('running', 2)),
  });
});

test('the season lobby links to the reports, whose picker opens with no season chosen', async () => {
  renderSeason('/season/lobby');
  const link = await screen.findByRole('link', { name: 'How close do our replays come to the real seasons? See the accuracy reports' });
  expect(link).toHaveAttribute('href', '/season/accuracy');
  fireEvent.click(link);
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/season\/accuracy$/);
  expect(await screen.findByRole('heading', { level: 1, name: 'How accurate are the replays?' })).toBeInTheDocument();
});

test("a replay's page links to the report of its season; a nostalgia series has none", async () => {
  const { unmount } = renderSeason('/season/schedules/42');
  await screen.findByRole('heading', { level: 1, name: 'My 1998' });
  const link = screen.getByRole('link', { name: 'How close do replays of 1998 come to the record? See the accuracy report' });
  expect(link).toHaveAttribute('href', '/season/accuracy/1998');
  fireEvent.click(link);
  expect(await screen.findByTestId('accuracy-progress')).toHaveTextContent('Getting the 1998 replays ready');
  unmount();
  renderSeason('/season/schedules/43');
  await screen.findByRole('heading', { level: 1, name: '1927 World Series' });
  expect(screen.queryByTestId('accuracy-report-link')).toBeNull();
});

test('"How it really went" of a league of one season links to that season\'s report', async () => {
  renderRoutes(
    '/game/historical-league/league/setup/5?tab=history',
    <>
      <Route path="/game/historical-league/league/setup/5" element={<LeagueTabs league={leagueDetail()} links={links} version={0} refresh={() => undefined} onLeagueChange={() => undefined} />} />
      <Route path="/season/*" element={<SeasonRoutes />} />
    </>,
  );
  const panel = await screen.findByTestId('history-compare');
  const link = within(panel).getByRole('link', { name: 'How close do replays of 1927 come to the record? See the accuracy report' });
  expect(link).toHaveAttribute('href', '/season/accuracy/1927');
  fireEvent.click(link);
  expect(await screen.findByTestId('accuracy-progress')).toHaveTextContent('Replaying the 1927 season: 2 of 10 replays');
});
