import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { yankees1927 } from '@bb/shared/src/baseball-ui/test-support/fixtures';
import { mockApi, ok, type Call } from '@bb/shared/src/testing/api-mock';
import { login, renderStats, setupStatsTests, toastMessages } from '../../test/render';

setupStatsTests();
jest.setTimeout(20_000);

let calls: Call[];
beforeEach(() => {
  let favoriteId: number | null = null;
  ({ calls } = mockApi({
    'GET teams/NYA': () => ok(yankees1927),
    'GET teams/NYA/favorite': () => ok({ favoriteId }),
    'POST favorites/teams': () => {
      favoriteId = 41;
      return { status: 201, body: { data: { id: 41, teamId: 'NYA', year: 1927 } } };
    },
    'DELETE favorites/teams/41': () => {
      favoriteId = null;
      return ok({});
    },
  }));
});

test('the team-season header, team stats and the five tabs', async () => {
  login();
  renderStats('/stats-and-ratings/teams/NYA?year=1927');
  expect(await screen.findByRole('heading', { name: '1927 New York Yankees', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'American League' })).toHaveAttribute('href', '/stats-and-ratings/league/AL?year=1927');
  expect(screen.getAllByText(/110-44 \(\.714\)/).length).toBeGreaterThan(0);
  expect(screen.getByText(/Finished 1st/)).toBeInTheDocument();
  const stats = screen.getByTestId('team-stats');
  expect(within(stats).getByText('6.29')).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Ballpark', 'Ball Park Effects', 'Batters', 'Pitchers', 'Lineup']);
  expect(screen.getByTestId('ballpark-panel')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Batters' }));
  expect(screen.getByTestId('where')).toHaveTextContent('tab=batters');
  expect(within(screen.getByTestId('batters-panel')).getByRole('link', { name: 'Lou Gehrig' })).toBeInTheDocument();
  expect(calls.filter((c) => c.path === 'teams/NYA')).toHaveLength(1);
});

test('?tab= opens a tab directly', async () => {
  login();
  renderStats('/stats-and-ratings/teams/NYA?year=1927&tab=lineup');
  expect(await screen.findByTestId('lineup-panel')).toBeInTheDocument();
});

test('favourite toggle for the team-season with the spec removal toast', async () => {
  login();
  renderStats('/stats-and-ratings/teams/NYA?year=1927');
  const toggle = await screen.findByTestId('favorite-toggle');
  await waitFor(() => expect(toggle).toBeEnabled());
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ teamId: 'NYA', year: 1927 });
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  expect(calls.some((c) => c.method === 'DELETE' && c.path === 'favorites/teams/41')).toBe(true);
  expect(toastMessages()).toContain("success: Team removed from favorite's successfully!");
});
