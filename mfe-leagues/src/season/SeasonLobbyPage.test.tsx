import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SEASON_MESSAGES } from '@bb/shared';
import { mockApi, ok, fail, type Call } from '@bb/shared/src/testing/api-mock';
import { Route } from 'react-router-dom';
import { login, setupStatsTests, renderRoutes } from '../test/render';
import SeasonRoutes from '../app/SeasonRoutes';
import { leagueDetail } from '../test/league-fixtures';

setupStatsTests();

const renderSeason = (path: string) => renderRoutes(path, <Route path="/season/*" element={<SeasonRoutes />} />);

const team = (teamId: string, name: string, lgId: string, league: string, playable = true) => ({
  teamId, lgId, league, name, wins: 80, losses: 74, games: 154, playable, reason: playable ? null : SEASON_MESSAGES.unplayable,
});

let calls: Call[];
beforeEach(() => {
  login();
  ({ calls } = mockApi({
    'GET seasons/current': () => ok({ year: 2025, label: '2025 SEASON', rosters: 'Final rosters of the 2025 season' }),
    'GET seasons': () =>
      ok({ seasons: [{ ...leagueDetail({ leagueId: 7, name: 'Old times', kind: 'season' }), teamName: 'Boston Red Sox', nextGame: { scheduleId: 3, startsAt: '2026-06-02T16:00:00Z', opponent: 'New York Yankees', home: true } }] }),
    'GET seasons/years/2025/teams': () => ok({ year: 2025, teams: [team('LAN', 'Los Angeles Dodgers', 'NL', 'National League'), team('NYA', 'New York Yankees', 'AL', 'American League')] }),
    'GET seasons/years/1884/teams': () =>
      ok({ year: 1884, teams: [team('PRO', 'Providence Grays', 'NL', 'National League'), team('ALT', 'Altoona Mountain City', 'UA', 'Union Association', false)] }),
    'GET seasons/unique-name': (call) => ok({ available: call.url.searchParams.get('name') !== 'Taken' }),
    'POST seasons': (call) =>
      (call.body as { teamId: string }).teamId === 'PRO'
        ? { status: 201, body: { data: { leagueId: 42, setup: null } } }
        : fail(400, SEASON_MESSAGES.noTeam, { teamId: SEASON_MESSAGES.noTeam }),
    'GET leagues/42': () => ok(leagueDetail({ leagueId: 42, kind: 'season' })),
  }));
});

test('lists my replays and creates one: year, a team of that year (unfieldable ones disabled), a name checked as it is typed', async () => {
  renderSeason('/season/lobby');
  expect(await screen.findByRole('link', { name: 'Old times' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Start a season replay' });
  fireEvent.change(within(form).getByLabelText('Season'), { target: { value: '1884' } });
  const select = within(form).getByLabelText('Your team');
  // Busy (and disabled) while the year's teams load, so assistive tech and the screen suites wait for it.
  expect(select).toHaveAttribute('aria-busy', 'true');
  await within(select).findByRole('option', { name: 'Providence Grays (80-74)' });
  expect(select).toHaveAttribute('aria-busy', 'false');
  expect(within(select).getByRole('option', { name: 'Altoona Mountain City (too few players on record)' })).toBeDisabled();
  const name = within(form).getByLabelText('Season name');
  fireEvent.change(name, { target: { value: 'Taken' } });
  expect(await within(form).findByText(SEASON_MESSAGES.nameTaken)).toBeInTheDocument();
  // Nothing is sent without a team.
  fireEvent.change(name, { target: { value: 'Old Hoss' } });
  expect(await within(form).findByText('This name is available.')).toBeInTheDocument();
  fireEvent.click(within(form).getByRole('button', { name: 'Start season' }));
  expect(await within(form).findByText(SEASON_MESSAGES.teamRequired)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  fireEvent.change(select, { target: { value: 'PRO' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Start season' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Old Hoss', year: 1884, teamId: 'PRO' });
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/season/schedules/42'));
});

test('the 2025 SEASON tab names the rosters and creates that year in one step', async () => {
  renderSeason('/season/lobby?tab=current');
  const panel = await screen.findByTestId('current-season');
  expect(within(panel).getByText('Rosters: Final rosters of the 2025 season.')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '2025 SEASON' })).toHaveAttribute('aria-selected', 'true');
  expect(within(panel).queryByLabelText('Season')).not.toBeInTheDocument();
  const select = within(panel).getByLabelText('Your team');
  await within(select).findByRole('option', { name: 'New York Yankees (80-74)' });
  fireEvent.change(select, { target: { value: 'NYA' } });
  fireEvent.click(within(panel).getByRole('button', { name: 'Start season' }));
  // The server's field error shows beside the field.
  expect(await within(panel).findByText(SEASON_MESSAGES.noTeam)).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ year: 2025, teamId: 'NYA' });
});
