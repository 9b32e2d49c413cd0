import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  ThemeRoot,
  TOURNAMENT_MESSAGES,
  authBus,
  createServerChannel,
  initI18n,
  setSiteChannel,
  toast,
  type AuthRecord,
  type LobbyLeague,
  type TournamentDetail,
  type TournamentTeamView,
} from '@bb/shared';
import { mockApi, ok, fail, type Call, type Handler } from '@bb/shared/src/testing/api-mock';
import { FakeEventSource } from '@bb/shared/src/testing/fake-event-source';
import { LobbyWidget } from './LobbyWidget';
import { useLobbyWidgetStore } from './lobby-widget-store';
import { LocationProbe } from '../test/location-probe';

// The whole network is faked at fetch (the list, the tournament's detail, the claim): nothing of ours is mocked.
const LOCKS_AT = new Date(Date.now() + 3 * 3_600_000).toISOString();

function league(overrides: Partial<LobbyLeague> = {}): LobbyLeague {
  return {
    leagueId: 7, name: 'Summer Classic', teamsLockingTime: LOCKS_AT, leagueCreationEpoc: Date.parse('2024-05-30T13:05:00Z'),
    totalMembers: 4, claimedTeamCount: 1, image: null, wins: 0, losses: 0, progress: 0, status: 'claiming', playoff: false,
    isJoinedLeague: false, isOwner: false, ...overrides,
  };
}

const team = (index: number, nickname: string, overrides: Partial<TournamentTeamView> = {}): TournamentTeamView => ({
  index, teamId: nickname.slice(0, 3).toUpperCase(), year: 1927 + index, lgId: 'AL', city: 'Old Town', nickname, abbreviation: 'OLD',
  seed: null, realWins: 100 - index, realLosses: 54 + index, managerName: '', manager: 'open', ...overrides,
});

function detail(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  return {
    leagueId: 7, name: 'Summer Classic', status: 'claiming', format: 'single-elimination', seriesLength: 3, fromYear: 1927, toYear: 1930,
    totalTeams: 4, claimedTeams: 1, locksAt: LOCKS_AT, firstGameAt: LOCKS_AT, createdAt: LOCKS_AT, isPrivate: false, ownerName: 'babe',
    isOwner: false, myTeam: null, champion: null, dh: 'auto', mayClaim: true, nextGame: null, now: new Date().toISOString(),
    teams: [team(0, 'Yankees', { manager: 'user', managerName: 'babe' }), team(1, 'Athletics'), team(2, 'Reds'), team(3, 'Orioles')],
    ...overrides,
  };
}

const record: AuthRecord = {
  api_key: { key: 'session-key' },
  user: { id: 42, username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed: true, plan: null, subscription: null },
  isGotdGuestUser: false,
} as AuthRecord;

const list = (leagues: LobbyLeague[]): Handler => () => ok({ leagues, pagination: { currentPage: 1, totalPages: 1, totalItems: leagues.length } });
const toasts = () => toast.getToasts().map((t) => `${t.type}: ${t.message}`);
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

async function openWidget() {
  render(
    <MemoryRouter initialEntries={['/leaderboard']}>
      <ThemeRoot>
        <LobbyWidget />
        <LocationProbe />
      </ThemeRoot>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Maximize Tournament(s) Starting Soon' }));
  return (await screen.findAllByTestId('tournament-card'))[0]!;
}

let calls: Call[];
beforeAll(() => initI18n('en'));
beforeEach(() => {
  FakeEventSource.all = [];
  authBus.login(record);
  toast.dismissAll();
});
afterEach(() => {
  setSiteChannel(null);
  authBus.logout();
  useLobbyWidgetStore.getState().reset();
});

describe('Claim Team in the widget', () => {
  test('picks an open team and claims it without leaving the page; the card counts the claim', async () => {
    ({ calls } = mockApi({
      'GET lobby/exp3/users/42/leagues': list([league()]),
      'GET tournaments/7': () => ok(detail()),
      'POST tournaments/7/claim': () => ok(detail({ claimedTeams: 2, myTeam: 2, mayClaim: false })),
    }));
    const card = await openWidget();
    fireEvent.click(within(card).getByRole('button', { name: 'Claim Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim a team in Summer Classic' });
    const open = await within(dialog).findByRole('list', { name: 'Open teams' });
    expect(within(open).getAllByRole('button').map((b) => b.textContent)).toEqual([
      '1928 Old Town Athletics99-55',
      '1929 Old Town Reds98-56',
      '1930 Old Town Orioles97-57',
    ]);
    fireEvent.click(within(open).getByRole('button', { name: /Reds/ }));
    await waitFor(() => expect(toasts()).toEqual([`success: ${TOURNAMENT_MESSAGES.claimed('1929 Old Town Reds')}`]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'tournaments/7/claim', body: { teamIndex: 2 } });
    expect(within(screen.getByTestId('tournament-card')).getByText('2/4 teams claimed')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/leaderboard');
  });

  test('a tournament where the user already manages a team offers no Claim Team (one team each)', async () => {
    ({ calls } = mockApi({ 'GET lobby/exp3/users/42/leagues': list([league({ isJoinedLeague: true }), league({ leagueId: 8, name: 'Fall Classic' })]) }));
    await openWidget();
    const [joined, other] = screen.getAllByTestId('tournament-card');
    expect(within(joined!).queryByRole('button', { name: 'Claim Team' })).toBeNull();
    expect(within(other!).getByRole('button', { name: 'Claim Team' })).toBeInTheDocument();
  });

  test("a refused claim (409) shows the server's message, and the picker reloads the open teams", async () => {
    let gets = 0;
    ({ calls } = mockApi({
      'GET lobby/exp3/users/42/leagues': list([league()]),
      'GET tournaments/7': () => {
        gets += 1;
        return ok(gets === 1 ? detail() : detail({ claimedTeams: 2, teams: detail().teams.map((t) => (t.index === 1 ? { ...t, manager: 'user', managerName: 'ty' } : t)) }));
      },
      'POST tournaments/7/claim': () => fail(409, TOURNAMENT_MESSAGES.teamTaken),
    }));
    const card = await openWidget();
    fireEvent.click(within(card).getByRole('button', { name: 'Claim Team' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /Athletics/ }));
    await waitFor(() => expect(toasts()).toEqual([`error: ${TOURNAMENT_MESSAGES.teamTaken}`]));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /Athletics/ })).toBeNull());
    expect(within(dialog).getByRole('button', { name: /Reds/ })).toBeEnabled();
    expect(within(screen.getByTestId('tournament-card')).getByText('2/4 teams claimed')).toBeInTheDocument();
    expect(gets).toBe(2);
  });

  test('when the user may not claim, the picker says why in the server’s words', async () => {
    mockApi({
      'GET lobby/exp3/users/42/leagues': list([league()]),
      'GET tournaments/7': () => ok(detail({ mayClaim: false, myTeam: 1 })),
    });
    const card = await openWidget();
    fireEvent.click(within(card).getByRole('button', { name: 'Claim Team' }));
    expect(await screen.findByText(TOURNAMENT_MESSAGES.alreadyClaimed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('live counts', () => {
  async function liveStream() {
    const channel = createServerChannel({
      requestTicket: async () => 't1',
      streamUrl: (ticket) => `/api/realtime/stream?ticket=${ticket}`,
      openEventSource: (url) => new FakeEventSource(url),
    });
    setSiteChannel(channel);
    await act(flush);
    return (data: unknown) => act(() => FakeEventSource.all.at(-1)!.emit('tournament-changed', data));
  }

  test("tournament-changed moves a card's count; a deleted tournament's card goes and the list is asked again", async () => {
    let listed = 0;
    ({ calls } = mockApi({
      'GET lobby/exp3/users/42/leagues': (call) => {
        listed += 1;
        return listed === 1 ? list([league(), league({ leagueId: 8, name: 'Autumn Cup' })])(call) : list([league({ leagueId: 8, name: 'Autumn Cup' })])(call);
      },
    }));
    const emit = await liveStream();
    await openWidget();
    expect(screen.getAllByTestId('tournament-card')).toHaveLength(2);
    await emit({ leagueId: 7, claimedTeamCount: 3, totalMembers: 4, status: 'claiming' });
    expect(within(screen.getAllByTestId('tournament-card')[0]!).getByText('3/4 teams claimed')).toBeInTheDocument();
    await emit({ leagueId: 7, claimedTeamCount: 4, totalMembers: 4, status: 'claiming' });
    expect(within(screen.getAllByTestId('tournament-card')[0]!).queryByRole('button', { name: 'Claim Team' })).toBeNull();
    expect(listed).toBe(1);
    await emit({ leagueId: 7, claimedTeamCount: 0, totalMembers: 4, status: 'deleted' });
    await waitFor(() => expect(listed).toBe(2));
    await waitFor(() => expect(screen.getAllByTestId('tournament-card')).toHaveLength(1));
    expect(screen.getByText('Autumn Cup')).toBeInTheDocument();
  });

  test('a tournament not listed that is open for claims fills an empty slot; a minimized widget asks nothing', async () => {
    let listed = 0;
    mockApi({
      'GET lobby/exp3/users/42/leagues': (call) => {
        listed += 1;
        return list(listed === 1 ? [league()] : [league(), league({ leagueId: 9, name: 'New Cup' })])(call);
      },
    });
    const emit = await liveStream();
    await openWidget();
    await emit({ leagueId: 9, claimedTeamCount: 0, totalMembers: 8, status: 'claiming' });
    expect(await screen.findByText('New Cup')).toBeInTheDocument();
    expect(listed).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Minimize Tournament(s) Starting Soon' }));
    await emit({ leagueId: 10, claimedTeamCount: 0, totalMembers: 8, status: 'claiming' });
    await emit({ leagueId: 9, claimedTeamCount: 0, totalMembers: 8, status: 'deleted' });
    expect(listed).toBe(2);
  });
});
