import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeagueDetail, LeagueTeamView, ManagerTendencies } from '@bb/shared';
import { fail, mockApi, ok, type Call, type Handler } from '@bb/shared/src/testing/api-mock';
import { login, setupStatsTests, toastMessages, renderLeagues } from '../test/render';
import { leagueDetail } from '../test/league-fixtures';

setupStatsTests();

const MANAGERS = '/game/historical-league/league/setup/5?tab=managers';
const leanings = (aggressiveness: number, bullpenHook: number, restRegulars: number, smallBall: number): ManagerTendencies => ({ aggressiveness, bullpenHook, restRegulars, smallBall });

/** A league before its first game: my team, a computer manager, an invited user's team. */
const scheduled = (over: Partial<LeagueDetail> = {}): LeagueDetail => {
  const base = leagueDetail({ status: 'scheduled', myRecord: null, progress: 0 });
  const [mine, athletics, senators] = base.teams as [LeagueTeamView, LeagueTeamView, LeagueTeamView];
  return {
    ...base,
    teams: [
      mine,
      { ...athletics, managerName: 'Buck Harlan', tendencies: leanings(72, 35, 41, 64) },
      { ...senators, managerName: 'grace', manager: 'invited', tendencies: null },
    ],
    ...over,
  };
};

let calls: Call[];
const routes = (league: LeagueDetail, over: Record<string, Handler> = {}): Record<string, Handler> => ({
  'GET leagues/5': () => ok(league),
  'GET leagues/5/history-compare': () => fail(404, 'Oops! no record found'),
  'POST leagues/5/teams/1/manager': () => ok({ ...league.teams[1]!, managerName: 'Dutch Mercer', tendencies: leanings(23, 80, 55, 20) }),
  ...over,
});

beforeEach(() => {
  login();
});

const card = (index: number) => screen.findByTestId(`manager-${index}`);
const meterValues = (el: HTMLElement) => within(el).getAllByRole('meter').map((m) => `${m.getAttribute('aria-label')} ${m.getAttribute('aria-valuenow')}`);

test('a Managers tab after the spec tabs: every team with its manager, the computer managers’ leanings as bars with numbers, explained', async () => {
  ({ calls } = mockApi(routes(scheduled())));
  renderLeagues(MANAGERS);
  const athletics = await card(1);
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Schedule',
    'Standings',
    'Statistics',
    'Depth Chart',
    'Lineup',
    'Scores',
    'Playoff Bracket',
    'Team Schedule',
    'Managers',
  ]);
  expect(within(athletics).getByTestId('manager-name')).toHaveTextContent('Buck Harlan');
  expect(athletics).toHaveTextContent('Computer');
  expect(meterValues(athletics)).toEqual(['Aggressiveness 72', 'Bullpen hook 35', 'Rest 41', 'Small ball 64']);
  expect(within(athletics).getByRole('meter', { name: 'Aggressiveness' })).toHaveAttribute('aria-valuetext', 'Aggressiveness: 72 of 100');
  expect(athletics).toHaveTextContent('Aggressiveness72Bullpen hook35Rest41Small ball64');

  const legend = screen.getByRole('region', { name: 'What the leanings mean' });
  expect(legend).toHaveTextContent('Aggressivenesssteals, hit and run, extra bases');
  expect(legend).toHaveTextContent('Bullpen hookhow early the starter is pulled');
  expect(legend).toHaveTextContent('Resthow often regulars sit');
  expect(legend).toHaveTextContent('Small ballsacrifice bunts');

  // Human managers: no leanings, no button.
  const mine = await card(0);
  expect(within(mine).getByTestId('manager-name')).toHaveTextContent('ada');
  expect(mine).toHaveTextContent('You');
  expect(within(mine).queryAllByRole('meter')).toEqual([]);
  expect(within(mine).queryByRole('button')).toBeNull();
  const senators = await card(2);
  expect(senators).toHaveTextContent('Invited');
  expect(within(senators).queryByRole('button')).toBeNull();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test('Regenerate manager: the owner before the season; the answered manager replaces the row, with a toast', async () => {
  ({ calls } = mockApi(routes(scheduled())));
  renderLeagues(MANAGERS);
  const athletics = await card(1);
  fireEvent.click(within(athletics).getByRole('button', { name: 'Regenerate manager of Philadelphia Athletics' }));
  await waitFor(() => expect(within(athletics).getByTestId('manager-name')).toHaveTextContent('Dutch Mercer'));
  expect(meterValues(athletics)).toEqual(['Aggressiveness 23', 'Bullpen hook 80', 'Rest 55', 'Small ball 20']);
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['leagues/5/teams/1/manager']);
  expect(toastMessages()).toEqual(['success: Philadelphia Athletics have a new manager: Dutch Mercer.']);
  // The other rows are untouched and the league was not loaded again.
  expect(within(await card(0)).getByTestId('manager-name')).toHaveTextContent('ada');
  expect(calls.filter((c) => c.path === 'leagues/5')).toHaveLength(1);
});

test("a refusal (409 after the season started on the server's clock) shows the server's text in that row, no toast", async () => {
  mockApi(routes(scheduled(), { 'POST leagues/5/teams/1/manager': () => fail(409, 'The league has already started.') }));
  renderLeagues(MANAGERS);
  const athletics = await card(1);
  fireEvent.click(within(athletics).getByRole('button', { name: /^Regenerate manager/ }));
  expect(await within(athletics).findByRole('alert')).toHaveTextContent('The league has already started.');
  expect(within(athletics).getByTestId('manager-name')).toHaveTextContent('Buck Harlan');
  expect(within(await card(0)).queryByRole('alert')).toBeNull();
  expect(toastMessages()).toEqual([]);
});

test('no Regenerate for a member who is not the owner', async () => {
  mockApi(routes(scheduled({ isOwner: false })));
  renderLeagues(MANAGERS);
  const athletics = await card(1);
  expect(within(athletics).getAllByRole('meter')).toHaveLength(4);
  expect(screen.queryByRole('button', { name: /Regenerate manager/ })).toBeNull();
});

test.each(['regular', 'postseason', 'final'] as const)('no Regenerate once the league is %s', async (status) => {
  mockApi(routes(scheduled({ status })));
  renderLeagues(MANAGERS);
  await card(1);
  expect(screen.queryByRole('button', { name: /Regenerate manager/ })).toBeNull();
});
