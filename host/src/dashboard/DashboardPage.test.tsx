import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot, authBus, initI18n, toast, type AuthRecord, type DashboardAnswer } from '@bb/shared';
import { fail, mockApi, ok, type Reply } from '@bb/shared/src/testing/api-mock';
import { serverTimeFrom } from '@bb/shared/src/testing/server-time';
import { DashboardPage } from './DashboardPage';
import { LocationProbe } from '../test/location-probe';

/** Where the router went, and the navigation state it carried. */
function Where() {
  const { state } = useLocation();
  return (
    <>
      <LocationProbe />
      <output data-testid="where-state">{JSON.stringify(state ?? null)}</output>
    </>
  );
}

// The network is faked at fetch (GET /api/dashboard, and GET /api/time for the countdowns' server clock): the page,
// its hook and the API client are the real ones.
const SERVER_NOW = '2026-06-03T16:00:00.000Z';
/** The browser's clock is a day and a bit off the server's: countdowns must not care. */
const BROWSER_NOW = Date.parse('2026-06-04T19:13:00Z');
const at = (ms: number) => new Date(Date.parse(SERVER_NOW) + ms).toISOString();

function answer(overrides: Partial<DashboardAnswer> = {}): DashboardAnswer {
  return {
    now: SERVER_NOW,
    inProgress: [
      { gameId: 'g-live', mode: 'exhibition', status: 'live', away: '1927 New York Yankees', home: '1927 Pittsburgh Pirates', score: { away: 3, home: 1 }, inning: 6, updatedAt: SERVER_NOW, resumePath: '/game/single/g-live/play' },
      { gameId: 'g-h2h', mode: 'head-to-head', status: 'setup', away: '1975 Cincinnati Reds', home: '1998 New York Yankees', score: null, inning: null, updatedAt: SERVER_NOW, resumePath: '/game/head-to-head/g-h2h' },
    ],
    leagues: [
      {
        leagueId: 5, name: 'Murderers Row', kind: 'historical', status: 'regular', myTeam: 'New York Yankees', record: { wins: 4, losses: 2 },
        nextGame: { scheduleId: 9, startsAt: at(3_600_000), status: 'scheduled', opponent: 'Boston Red Sox', atHome: true, link: '/game/historical-league/pregame-summary/league/5/schedule/9/game/9' },
        link: '/game/historical-league/league/setup/5',
      },
    ],
    drafts: [{ leagueId: 8, leagueName: 'Friday Draft', status: 'scheduled', startsAt: at(90 * 60_000 + 5_000), link: '/live-draft/8' }],
    tournaments: [
      { leagueId: 12, name: 'Summer Cup', status: 'claiming', locksAt: at(2 * 86_400_000), claimedTeams: 3, totalTeams: 8, isOwner: true, myTeam: 'Brooklyn Robins', record: { wins: 0, losses: 0 }, nextGame: null, link: '/tournament/summary/12' },
    ],
    gotd: { gameDay: '2026-06-03', status: 'final', result: { win: true, runs: 7, runsAllowed: 3 }, rank: 2, link: '/game-of-the-day' },
    recent: [{ mode: 'exhibition', leagueName: null, away: '1927 New York Yankees', home: '1927 Pittsburgh Pirates', score: { away: 2, home: 5 }, userWon: true, finishedAt: SERVER_NOW, link: '/game/single/g-old/result' }],
    ...overrides,
  };
}

const record = (isSubscribed = true): AuthRecord =>
  ({
    api_key: { key: 'session-key' },
    user: { id: 42, username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed, plan: null, subscription: null },
    isGotdGuestUser: false,
  }) as AuthRecord;

function renderPage(reply: () => Reply) {
  const { calls } = mockApi({ 'GET dashboard': reply, ...serverTimeFrom(SERVER_NOW) });
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <ThemeRoot>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </ThemeRoot>
    </MemoryRouter>,
  );
  return calls;
}

const section = (id: string) => screen.getByTestId(`dashboard-${id}`);
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await act(async () => {});
};

beforeAll(() => initI18n('en'));
beforeEach(() => {
  jest.useFakeTimers({ now: BROWSER_NOW });
  authBus.login(record());
  toast.dismissAll();
});
afterEach(() => {
  jest.useRealTimers();
  authBus.logout();
});

test('every section shows the user\'s things, with the links into each mode', async () => {
  const calls = renderPage(() => ok(answer()));
  expect(screen.getByRole('status')).toBeInTheDocument();
  await settle();
  // One read for the page; the two countdowns (a draft, a tournament) share one measurement of the server's clock.
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET dashboard', 'GET time', 'GET time', 'GET time']);

  const games = within(section('inProgress'));
  expect(games.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/game/single/g-live/play');
  expect(games.getByRole('link', { name: 'Finish setup' })).toHaveAttribute('href', '/game/head-to-head/g-h2h');
  expect(games.getByText(/3-1 · Inning 6/)).toBeInTheDocument();

  const leagues = within(section('leagues'));
  expect(leagues.getByText('Murderers Row')).toBeInTheDocument();
  expect(leagues.getByText(/New York Yankees · 4-2/)).toBeInTheDocument();
  expect(leagues.getByText(/Next: vs Boston Red Sox · Wed, Jun 3, 2026, 01:00 PM \(ET\)/)).toBeInTheDocument();
  expect(leagues.getByRole('link', { name: 'Open league' })).toHaveAttribute('href', '/game/historical-league/pregame-summary/league/5/schedule/9/game/9');

  expect(within(section('drafts')).getByRole('link', { name: 'Enter draft room' })).toHaveAttribute('href', '/live-draft/8');
  const cups = within(section('tournaments'));
  expect(cups.getByText(/Brooklyn Robins · 3\/8 teams claimed/)).toBeInTheDocument();
  expect(cups.getByText('2 days, 00:00:00')).toBeInTheDocument();
  expect(cups.getByRole('link', { name: 'Open tournament' })).toHaveAttribute('href', '/tournament/summary/12');

  const gotd = within(section('gotd'));
  expect(gotd.getByText('You won 7-3')).toBeInTheDocument();
  expect(gotd.getByText('Rank #2 today')).toBeInTheDocument();
  expect(within(section('recent')).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/game/single/g-old/result');
  expect(screen.queryByTestId('dashboard-subscribe')).not.toBeInTheDocument();
});

test('the draft countdown runs from the server\'s clock, not the browser\'s, and ticks every second', async () => {
  renderPage(() => ok(answer()));
  await settle();
  const countdown = screen.getByTestId('draft-countdown-8');
  expect(countdown).toHaveTextContent('Starts in 01:30:05');
  act(() => jest.advanceTimersByTime(2_000));
  expect(countdown).toHaveTextContent('Starts in 01:30:03');
});

test('the resume button takes the user into his game', async () => {
  renderPage(() => ok(answer()));
  await settle();
  fireEvent.click(within(section('inProgress')).getByRole('link', { name: 'Resume' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/game/single/g-live/play');
});

test('empty sections say so and link to where to start one', async () => {
  renderPage(() => ok(answer({ inProgress: [], leagues: [], drafts: [], tournaments: [], recent: [], gotd: { gameDay: '2026-06-03', status: 'none', result: null, rank: null, link: '/game-of-the-day' } })));
  await settle();
  const starts: Array<[string, string, string]> = [
    ['inProgress', 'Start an exhibition game', '/game/single'],
    ['leagues', 'Join or create a historical league', '/game/historical-league'],
    ['drafts', 'Start a draft league', '/draft-league'],
    ['tournaments', 'Find a tournament', '/tournament-lobby'],
    ['recent', 'Play the Game of the Day', '/game-of-the-day'],
  ];
  for (const [id, name, href] of starts) expect(within(section(id)).getByRole('link', { name })).toHaveAttribute('href', href);
  expect(within(section('gotd')).getByText('Not played yet today.')).toBeInTheDocument();
  expect(within(section('gotd')).getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/game-of-the-day');
});

test('a user without a plan sees what applies to him and the way to subscribe', async () => {
  authBus.login(record(false));
  renderPage(() => ok(answer({ inProgress: [], leagues: [], drafts: [], tournaments: [] })));
  await settle();
  expect(within(section('gotd')).getByText('You won 7-3')).toBeInTheDocument();
  fireEvent.click(within(screen.getByTestId('dashboard-subscribe')).getByRole('link', { name: 'See plans' }));
  // The lobby opens the plan modal for this entry (access/checkout-return.ts).
  expect(screen.getByTestId('where')).toHaveTextContent('/lobby');
  expect(screen.getByTestId('where-state')).toHaveTextContent('{"showPlans":true}');
});

test('a failed load is toasted and can be tried again', async () => {
  let failing = true;
  const calls = renderPage(() => (failing ? fail(503, 'Service unavailable') : ok(answer())));
  await settle();
  expect(screen.getByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
  expect(toast.getToasts().some((t) => t.type === 'error')).toBe(true);
  failing = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await settle();
  expect(calls.filter((c) => c.path === 'dashboard')).toHaveLength(2);
  expect(within(section('inProgress')).getByRole('link', { name: 'Resume' })).toBeInTheDocument();
});
