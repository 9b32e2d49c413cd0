import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot, TOURNAMENT_MESSAGES, authBus, createServerChannel, initI18n, setSiteChannel, toast, type AuthRecord } from '@bb/shared';
import { mockApi, ok, fail, type Call, type Handler } from '@bb/shared/src/testing/api-mock';
import { serverTimeRoute } from '@bb/shared/src/testing/server-time';
import { FakeEventSource } from '@bb/shared/src/testing/fake-event-source';
import TournamentSummaryPage from './TournamentSummaryPage';
import { SERVER_NOW, battingLine, detail, game, pitchingLine, singleEliminationWithByes, team } from './test-fixtures';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderSummary(path = '/tournament/summary/12') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot mode="day">
        <Routes>
          <Route path="/tournament/summary/:leagueId" element={<TournamentSummaryPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </ThemeRoot>
    </MemoryRouter>,
  );
}

const user: AuthRecord = {
  api_key: { key: 'key-1' },
  user: { id: 7, username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed: true, plan: null, subscription: null },
  isGotdGuestUser: false,
};

const toasts = () => toast.getToasts().map((t) => `${t.type}: ${t.message}`);
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** The site channel over a fake stream: the real parsing path from an SSE event to the page. */
async function liveStream() {
  const channel = createServerChannel({
    requestTicket: async () => 't1',
    streamUrl: (ticket) => `/api/realtime/stream?ticket=${ticket}`,
    openEventSource: (url) => new FakeEventSource(url),
  });
  setSiteChannel(channel);
  await act(flush);
  return { emit: (data: unknown) => act(() => FakeEventSource.all.at(-1)!.emit('tournament-changed', data)), channel };
}

const BROWSER_NOW = Date.parse('2031-07-04T00:00:00Z');
/** GET /api/time: the server's clock, years behind this browser's (the session clock measures it). */
const serverTime = () => serverTimeRoute(Date.parse(SERVER_NOW) - BROWSER_NOW);
const NO_STATS = { type: 'batting', batting: [], pitching: [], teams: [] };
const USERS = { users: [{ userId: 3, username: 'babe', team: 0, role: 'owner' }] };
let calls: Call[];

beforeAll(() => initI18n('en'));
beforeEach(() => {
  FakeEventSource.all = [];
  window.localStorage.clear();
  authBus.login(user);
  toast.dismissAll();
  // The browser's clock is years off: the countdown must count on the server's.
  jest.spyOn(Date, 'now').mockReturnValue(BROWSER_NOW);
});
afterEach(() => {
  jest.restoreAllMocks();
  setSiteChannel(null);
});

describe('before the lock', () => {
  beforeEach(() => {
    ({ calls } = mockApi({
      ...serverTime(),
      'GET tournaments/12': () => ok(detail()),
      'GET tournaments/12/users': () => ok(USERS),
      'PUT notifications/tournament/12/read': () => ok({ unreadCount: 0 }),
      'POST tournaments/12/claim': () => ok(detail({ claimedTeams: 2, myTeam: 2, mayClaim: false, teams: detail().teams.map((t) => (t.index === 2 ? { ...t, manager: 'you', managerName: 'ada' } : t)) })),
    }));
  });

  test('header, Time Left on the server clock, claimed count, the field with managers or Open; the notifications are read', async () => {
    renderSummary();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Classic' })).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'Tournament' });
    expect(within(facts).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Single elimination',
      'Best of 3',
      'Seasons 1927–1934',
      'Claiming open',
      'Created by babe',
    ]);
    await waitFor(() => expect(screen.getByTestId('time-left')).toHaveTextContent('01:00:05'));
    expect(screen.getByTestId('claimed-count')).toHaveTextContent('1/4 teams claimed');
    expect(screen.getByTestId('team-0')).toHaveTextContent('1927 New York Yankees110-44 · babe');
    expect(screen.getByTestId('team-1')).toHaveTextContent('1928 Philadelphia Athletics107-45 · Open');
    expect(within(screen.getByTestId('team-0')).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Claim Team: / })).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Owner tools' })).toBeNull();
    expect(calls.some((c) => c.method === 'PUT' && c.path === 'notifications/tournament/12/read')).toBe(true);
    expect(calls.some((c) => c.path === 'tournaments/12/bracket')).toBe(false);
  });

  test('Claim Team claims the team: success toast, the team is mine, no more Claim buttons', async () => {
    renderSummary();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Team: 1929 Cincinnati Reds' }));
    await waitFor(() => expect(toasts()).toContain(`success: ${TOURNAMENT_MESSAGES.claimed('1929 Cincinnati Reds')}`));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ teamIndex: 2 });
    expect(screen.getByTestId('team-2')).toHaveTextContent('ada (you)');
    expect(screen.queryAllByRole('button', { name: /^Claim Team: / })).toHaveLength(0);
    expect(screen.getByTestId('claimed-count')).toHaveTextContent('2/4 teams claimed');
  });

  test("a refused claim (409) shows the server's message and reloads the tournament", async () => {
    let gets = 0;
    ({ calls } = mockApi({
      'GET tournaments/12': () => {
        gets += 1;
        return ok(gets === 1 ? detail() : detail({ claimedTeams: 2, teams: detail().teams.map((t) => (t.index === 1 ? { ...t, manager: 'user', managerName: 'ty' } : t)) }));
      },
      'GET tournaments/12/users': () => ok(USERS),
      'PUT notifications/tournament/12/read': () => ok({ unreadCount: 0 }),
      'POST tournaments/12/claim': () => fail(409, TOURNAMENT_MESSAGES.teamTaken),
    }));
    renderSummary();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Team: 1928 Philadelphia Athletics' }));
    await waitFor(() => expect(toasts()).toContain(`error: ${TOURNAMENT_MESSAGES.teamTaken}`));
    await waitFor(() => expect(screen.getByTestId('team-1')).toHaveTextContent('ty'));
    expect(screen.queryByRole('button', { name: 'Claim Team: 1928 Philadelphia Athletics' })).toBeNull();
    expect(screen.getByTestId('claimed-count')).toHaveTextContent('2/4 teams claimed');
  });

  test('live: a tournament-changed event for this tournament reloads it; one for another does not; deleted says so', async () => {
    let gets = 0;
    mockApi({
      'GET tournaments/12': () => {
        gets += 1;
        return ok(detail({ claimedTeams: gets }));
      },
      'GET tournaments/12/users': () => ok(USERS),
      'PUT notifications/tournament/12/read': () => ok({ unreadCount: 0 }),
    });
    const live = await liveStream();
    renderSummary();
    expect(await screen.findByText('1/4 teams claimed', { selector: '[data-testid="claimed-count"]' })).toBeInTheDocument();
    await live.emit({ leagueId: 99, claimedTeamCount: 3, totalMembers: 4, status: 'claiming' });
    await live.emit({ leagueId: 12, claimedTeamCount: 2, totalMembers: 4, status: 'claiming' });
    await waitFor(() => expect(screen.getByTestId('claimed-count')).toHaveTextContent('2/4 teams claimed'));
    expect(gets).toBe(2);
    await live.emit({ leagueId: 12, claimedTeamCount: 0, totalMembers: 4, status: 'deleted' });
    expect(await screen.findByRole('alert')).toHaveTextContent(TOURNAMENT_MESSAGES.deletedNotice('Spring Classic'));
    expect(screen.getByRole('link', { name: 'Back to the Tournament Lobby' })).toHaveAttribute('href', '/tournament-lobby');
    live.channel.close();
  });

  test('the owner deletes after confirming and lands in the lobby; he can invite users', async () => {
    ({ calls } = mockApi({
      'GET tournaments/12': () => ok(detail({ isOwner: true, ownerName: 'ada' })),
      'GET tournaments/12/users': () => ok(USERS),
      'PUT notifications/tournament/12/read': () => ok({ unreadCount: 0 }),
      'POST tournaments/12/invitations': (call) =>
        ok({ users: [...USERS.users, ...(call.body as { usernames: string[] }).usernames.map((username, i) => ({ userId: 20 + i, username, team: null, role: 'invited' }))] }),
      'DELETE tournaments/12': () => ok({ deleted: true }),
    }));
    renderSummary();
    const tools = await screen.findByRole('region', { name: 'Owner tools' });
    fireEvent.change(within(tools).getByLabelText('Invite users'), { target: { value: 'ty, cy  ty' } });
    fireEvent.click(within(tools).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(within(tools).getByText('Invited: ty, cy')).toBeInTheDocument());
    expect(calls.find((c) => c.path === 'tournaments/12/invitations')!.body).toEqual({ usernames: ['ty', 'cy'] });

    fireEvent.click(within(tools).getByRole('button', { name: 'Delete tournament' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Spring Classic?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/tournament-lobby'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['tournaments/12']);
  });
});

describe('after the lock', () => {
  const locked = (overrides = {}) =>
    detail({
      status: 'postseason',
      claimedTeams: 2,
      mayClaim: false,
      myTeam: 3,
      teams: Array.from({ length: 6 }, (_, i) => team(i, { seed: i + 1, manager: i === 3 ? 'you' : 'computer', managerName: i === 3 ? 'ada' : 'Skip' })),
      totalTeams: 6,
      nextGame: game(),
      ...overrides,
    });
  /** A locked tournament's routes with nothing played yet; a test replaces the ones it is about. */
  const lockedApi = (routes: Record<string, Handler> = {}) =>
    mockApi({
      'GET tournaments/12': () => ok(locked()),
      'GET tournaments/12/bracket': () => ok(singleEliminationWithByes()),
      'GET tournaments/12/users': () => ok(USERS),
      'PUT notifications/tournament/12/read': () => ok({ unreadCount: 0 }),
      'GET leagues/12/schedule': () => ok({ games: [], total: 0 }),
      'GET leagues/12/leaders': () => ok({ batting: [], pitching: [] }),
      'GET leagues/12/statistics': () => ok(NO_STATS),
      ...routes,
    });

  test('the bracket, the next game with Play (to the play screen), scores and leaders; no countdown', async () => {
    ({ calls } = lockedApi({
      'GET leagues/12/schedule': () =>
        ok({ games: [game({ scheduleId: 21, round: 'Quarterfinals', gameOfSeries: 2, status: 'final', awayRuns: 3, homeRuns: 5, home: 3, away: 4 }), game()], total: 2 }),
      'GET leagues/12/leaders': () => ok({ batting: [{ stat: 'avg', label: 'Batting average', leaders: [{ cardId: 'ruthba01', name: 'Babe Ruth', team: 0, value: 0.356 }] }], pitching: [] }),
      'POST leagues/12/schedule/31/play': () => ok({ refresh: false, gameId: '0b6f3f5e-8d4c-4f7e-9a51-2f0c7a1d9e11', game: game() }),
    }));
    renderSummary();
    expect(await screen.findByTestId('tournament-bracket')).toBeInTheDocument();
    expect(screen.queryByTestId('time-left')).toBeNull();
    expect(screen.getByTestId('tournament-status')).toHaveTextContent('In progress');
    const next = screen.getByTestId('next-game');
    expect(next).toHaveTextContent('1930 Baltimore Orioles at 1927 New York Yankees');
    expect(next).toHaveTextContent('Semifinals, game 1');
    expect(await screen.findByTestId('score-21')).toHaveTextContent('Quarterfinals · Game 2');
    expect(screen.getByTestId('score-21')).toHaveTextContent('1931 St. Louis Cardinals3');
    expect(screen.getByTestId('score-21')).toHaveTextContent('1930 Baltimore Orioles5');
    expect(screen.queryByTestId('score-31')).toBeNull();
    expect(calls.find((c) => c.path === 'leagues/12/schedule')!.url.searchParams.get('phase')).toBe('postseason');
    expect(await screen.findByText('Babe Ruth (1927 NYA) 0.356')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Statistics' })).findByText('No statistics yet: they start with the first game.')).toBeInTheDocument();

    fireEvent.click(within(next).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/tournament/0b6f3f5e-8d4c-4f7e-9a51-2f0c7a1d9e11/play?league=12'));
  });

  test('statistics between Scores and Leaders: batting lines with the teams as 1927 NYA, a header sorts on the server, Pitching shows the pitchers', async () => {
    ({ calls } = lockedApi({
      'GET leagues/12/statistics': (call) => {
        const type = call.url.searchParams.get('type') === 'pitching' ? 'pitching' : 'batting';
        const hr = call.url.searchParams.get('sort') === 'hr';
        const batting = [battingLine(), battingLine({ cardId: 'gehrilo01', name: 'Lou Gehrig', team: 2, hr: 4, avg: 0.3 })];
        return ok({ ...NO_STATS, type, batting: hr ? batting.reverse() : batting, pitching: [pitchingLine()] });
      },
    }));
    renderSummary();
    const panel = await screen.findByRole('region', { name: 'Statistics' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.filter((h) => ['Bracket', 'Scores', 'Statistics', 'Leaders'].includes(h ?? ''))).toEqual(['Bracket', 'Scores', 'Statistics', 'Leaders']);
    const statsCalls = () => calls.filter((c) => c.path === 'leagues/12/statistics').map((c) => `${c.url.searchParams.get('type')}:${c.url.searchParams.get('sort')}`);

    const batting = await within(panel).findByTestId('league-batting');
    const names = () => within(panel).getAllByRole('row').slice(1).map((r) => r.querySelector('th')?.textContent);
    expect(names()).toEqual(['Babe Ruth', 'Lou Gehrig']);
    const ruth = within(batting).getByText('Babe Ruth').closest('tr')!;
    expect(within(ruth).getByTitle('1927 New York Yankees')).toHaveTextContent('1927 NYA');
    expect(ruth).toHaveTextContent('0.417');
    expect(statsCalls()).toEqual(['batting:avg']);

    fireEvent.click(within(batting).getByRole('button', { name: 'Sort by Home runs' }));
    await waitFor(() => expect(names()).toEqual(['Lou Gehrig', 'Babe Ruth']));
    expect(statsCalls()).toEqual(['batting:avg', 'batting:hr']);
    expect(within(panel).getByRole('button', { name: 'Sort by Home runs' }).closest('th')).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(within(panel).getByRole('tab', { name: 'Pitching' }));
    const pitching = await within(panel).findByTestId('league-pitching');
    const grove = within(pitching).getByText('Lefty Grove').closest('tr')!;
    expect(within(grove).getByTitle('1928 Philadelphia Athletics')).toHaveTextContent('1928 PHA');
    expect(grove).toHaveTextContent('1.80');
    expect(statsCalls().at(-1)).toBe('pitching:era');
    // The page's own Leaders panel stays the only one: the statistics panel shows no second set of boards.
    expect(screen.getAllByRole('region', { name: 'Leaders' })).toHaveLength(1);
    expect(toasts()).toEqual([]);
  });

  test('statistics show the first 20 players beside the bracket; Show all lists every line the server sent', async () => {
    const many = Array.from({ length: 27 }, (_, i) => battingLine({ cardId: `p${i}`, name: `Player ${i}` }));
    lockedApi({ 'GET leagues/12/statistics': () => ok({ ...NO_STATS, batting: many }) });
    renderSummary();
    const panel = await screen.findByRole('region', { name: 'Statistics' });
    const table = await within(panel).findByTestId('league-batting');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 20);
    fireEvent.click(within(panel).getByRole('button', { name: 'Show all 27 players' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 27);
    expect(within(panel).queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  test('Auto play has the computer play the game and reloads; a final tournament shows its champion', async () => {
    let gets = 0;
    ({ calls } = lockedApi({
      'GET tournaments/12': () => {
        gets += 1;
        return ok(gets === 1 ? locked() : locked({ status: 'final', champion: 3, nextGame: null }));
      },
      'GET tournaments/12/bracket': () => ok({ ...singleEliminationWithByes(), champion: 3 }),
      'POST leagues/12/schedule/31/auto-play': () => ok({ refresh: false, gameId: null, game: game({ status: 'final' }) }),
    }));
    renderSummary();
    fireEvent.click(await screen.findByRole('button', { name: 'Auto play' }));
    expect(await screen.findByTestId('champion')).toHaveTextContent('1930 Baltimore Orioles win the tournament!');
    expect(screen.queryByTestId('next-game')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['leagues/12/schedule/31/auto-play']);
  });
  test('live: the champion shows only once the bracket has answered too, with the final marked', async () => {
    let final = false;
    let answerBracket = () => undefined as void;
    const finished = () => {
      const bracket = singleEliminationWithByes();
      bracket.champion = 3;
      bracket.stages[0]!.groups[0]!.rounds[2]!.matches[0] = { ...bracket.stages[0]!.groups[0]!.rounds[2]!.matches[0]!, top: 3, bottom: 1, topWins: 2, winner: 3, status: 'completed' };
      return bracket;
    };
    lockedApi({
      'GET tournaments/12': () => ok(final ? locked({ status: 'final', champion: 3, nextGame: null }) : locked()),
      // The bracket's reload answers after the detail's, as it does when the server computes it from every game.
      'GET tournaments/12/bracket': () => (final ? new Promise((resolve) => (answerBracket = () => resolve(ok(finished())))) : ok(singleEliminationWithByes())),
    });
    const live = await liveStream();
    renderSummary();
    expect(await screen.findByTestId('tournament-bracket')).toBeInTheDocument();
    final = true;
    await live.emit({ leagueId: 12, claimedTeamCount: 2, totalMembers: 6, status: 'final' });
    await act(flush);
    expect(screen.queryByTestId('champion')).toBeNull();
    expect(screen.getByTestId('match-7-top')).not.toHaveAttribute('data-winner');
    await act(async () => answerBracket());
    expect(await screen.findByTestId('champion')).toHaveTextContent('1930 Baltimore Orioles win the tournament!');
    expect(screen.getByTestId('match-7-top')).toHaveAttribute('data-winner', 'true');
    live.channel.close();
  });
});


test('an unknown tournament says so, with the way to the lobby', async () => {
  mockApi({ 'PUT notifications/tournament/404/read': () => ok({ unreadCount: 0 }) });
  renderSummary('/tournament/summary/404');
  expect(await screen.findByRole('alert')).toHaveTextContent(/not mocked|Oops/);
  expect(screen.getByRole('link', { name: 'Back to the Tournament Lobby' })).toBeInTheDocument();
});
