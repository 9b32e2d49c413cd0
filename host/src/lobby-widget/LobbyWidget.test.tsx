import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot, apiClient, authBus, formatEtDateTime, getServerClock, initI18n, toast, type AuthRecord, type LobbyLeague } from '@bb/shared';
import { mockApi } from '@bb/shared/src/testing/api-mock';
import { serverTimeRoute } from '@bb/shared/src/testing/server-time';
import { LobbyWidget } from './LobbyWidget';
import { useLobbyWidgetStore } from './lobby-widget-store';
import { widgetSlots } from './widget-slots';
import { clampMove, viewportSize } from './keep-in-viewport';
import { LocationProbe } from '../test/location-probe';

// Mock the shared API client at the module boundary: only apiClient.get is replaced.
jest.mock('@bb/shared', () => {
  const actual = jest.requireActual('@bb/shared');
  return { ...actual, apiClient: { get: jest.fn() } };
});

const mockedGet = apiClient.get as unknown as jest.Mock;

// jsdom has no PointerEvent: a MouseEvent with the pointer fields the widget reads.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
(window as unknown as { PointerEvent: unknown }).PointerEvent = TestPointerEvent;

const NOW = Date.parse('2024-06-01T16:00:00Z');
const WIDGET = { width: 300, height: 60 };

function league(overrides: Partial<LobbyLeague> = {}): LobbyLeague {
  return {
    leagueId: 7,
    name: 'Summer Classic',
    teamsLockingTime: new Date(NOW + 3_600_000 + 5_000).toISOString(),
    leagueCreationEpoc: Date.parse('2024-05-30T13:05:00Z'),
    totalMembers: 8,
    claimedTeamCount: 3,
    image: null,
    wins: 0,
    losses: 0,
    progress: 0,
    status: 'OPEN',
    playoff: false,
    isJoinedLeague: false,
    isOwner: false,
    ...overrides,
  };
}

const many = (n: number) => Array.from({ length: n }, (_, i) => league({ leagueId: i + 1, name: `Cup ${i + 1}` }));

function answer(leagues: LobbyLeague[]) {
  mockedGet.mockReturnValue({ json: () => Promise.resolve({ data: { leagues, pagination: { currentPage: 1, totalPages: 1, totalItems: leagues.length } } }) });
}

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const record = (overrides: Partial<AuthRecord> = {}, id: string | number | null = 42): AuthRecord =>
  ({
    api_key: { key: 'session-key' },
    user: { id, username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', thumbnail_url: null, isSubscribed: true, plan: null, subscription: null },
    isGotdGuestUser: false,
    ...overrides,
  }) as AuthRecord;

const Where = () => <LocationProbe />;

function renderWidget(path = '/leaderboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>
        <LobbyWidget />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </ThemeRoot>
    </MemoryRouter>,
  );
}

const widget = () => screen.getByTestId('lobby-widget');
const handle = () => screen.getByTestId('lobby-widget-handle');
const maximizeButton = () => screen.getByRole('button', { name: 'Maximize Tournament(s) Starting Soon' });

async function maximizeWith(leagues: LobbyLeague[]) {
  answer(leagues);
  renderWidget();
  fireEvent.click(maximizeButton());
  await act(async () => {});
}

/** Places the widget's box (jsdom has no layout): `right`/`bottom` measured from a 1024×768 window. */
function placeWidget(offset = { x: 0, y: 0 }) {
  const el = widget();
  el.getBoundingClientRect = () => {
    const right = 1024 - 16 + offset.x;
    const bottom = 768 - 16 + offset.y;
    return { left: right - WIDGET.width, top: bottom - WIDGET.height, right, bottom, width: WIDGET.width, height: WIDGET.height, x: right - WIDGET.width, y: bottom - WIDGET.height, toJSON: () => ({}) } as DOMRect;
  };
}

function dragBy(dx: number, dy: number, start = { x: 900, y: 730 }, pointerType = 'mouse') {
  fireEvent.pointerDown(handle(), { pointerId: 3, pointerType, button: 0, clientX: start.x, clientY: start.y });
  fireEvent.pointerMove(window, { pointerId: 3, pointerType, clientX: start.x + dx / 2, clientY: start.y + dy / 2 });
  fireEvent.pointerMove(window, { pointerId: 3, pointerType, clientX: start.x + dx, clientY: start.y + dy });
  fireEvent.pointerUp(window, { pointerId: 3, pointerType, clientX: start.x + dx, clientY: start.y + dy });
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  // The countdowns' one server clock measures itself on GET /api/time (here: the server agrees with the browser).
  mockApi(serverTimeRoute());
  mockedGet.mockReset();
  Object.assign(window, { innerWidth: 1024, innerHeight: 768 });
  authBus.login(record());
});
afterEach(() => {
  jest.useRealTimers();
  authBus.logout();
  useLobbyWidgetStore.getState().reset();
});

describe('who sees it', () => {
  test('guests see no widget and nothing is fetched', () => {
    authBus.logout();
    renderWidget();
    expect(screen.queryByTestId('lobby-widget')).not.toBeInTheDocument();
    expect(mockedGet).not.toHaveBeenCalled();
  });

  test('GOTD guests and records without a user id see no widget', () => {
    authBus.login(record({ isGotdGuestUser: true }));
    const { unmount } = renderWidget();
    expect(screen.queryByTestId('lobby-widget')).not.toBeInTheDocument();
    unmount();
    authBus.login(record({}, null));
    renderWidget();
    expect(screen.queryByTestId('lobby-widget')).not.toBeInTheDocument();
    expect(mockedGet).not.toHaveBeenCalled();
  });

  test('logging out removes it', () => {
    renderWidget();
    expect(widget()).toBeInTheDocument();
    act(() => authBus.logout());
    expect(screen.queryByTestId('lobby-widget')).not.toBeInTheDocument();
  });

  test('it reserves room under the page so the last rows scroll clear of it; guests get none', () => {
    renderWidget();
    expect(screen.getByTestId('lobby-widget-clearance')).toHaveStyle({ height: '96px' });
    act(() => authBus.logout());
    expect(screen.queryByTestId('lobby-widget-clearance')).not.toBeInTheDocument();
  });
});

describe('minimized and maximized', () => {
  test('minimized by default, fixed bottom right, with the header and a labelled maximize button', () => {
    renderWidget();
    expect(widget()).toHaveAttribute('data-state', 'minimized');
    expect(widget()).toHaveStyle({ position: 'fixed', right: '16px', bottom: 'calc(16px + var(--bb-bottom-bar, 0px))' });
    expect(within(widget()).getByRole('heading', { name: 'Tournament(s) Starting Soon' })).toBeInTheDocument();
    expect(maximizeButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Create a new Tournament')).not.toBeInTheDocument();
    expect(mockedGet).not.toHaveBeenCalled();
  });

  test('maximizing shows the loader, asks for page 1 limit 3 of the user, then the cards; minimize hides them', async () => {
    const pending = deferred();
    mockedGet.mockReturnValue({ json: () => pending.promise });
    renderWidget();
    fireEvent.click(maximizeButton());
    expect(widget()).toHaveAttribute('data-state', 'maximized');
    expect(within(widget()).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Create a new Tournament')).not.toBeInTheDocument();
    expect(mockedGet).toHaveBeenCalledTimes(1);
    expect(mockedGet).toHaveBeenCalledWith(
      'lobby/exp3/users/42/leagues',
      expect.objectContaining({ searchParams: { filter: 'AVAILABLE_LEAGUES', leagueTypeFilter: 'TOURNAMENT', limit: 3, page: 1, searchText: '' } }),
    );
    await act(async () => pending.resolve({ data: { leagues: [league()] } }));
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByText('Summer Classic')).toBeInTheDocument();
    const minimizeButton = screen.getByRole('button', { name: 'Minimize Tournament(s) Starting Soon' });
    expect(minimizeButton).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(minimizeButton);
    expect(widget()).toHaveAttribute('data-state', 'minimized');
    expect(screen.queryByText('Summer Classic')).not.toBeInTheDocument();
  });

  test('a failed fetch stops loading and leaves the list empty, without a toast', async () => {
    const errorToast = jest.spyOn(toast, 'error');
    mockedGet.mockReturnValue({ json: () => Promise.reject(new Error('boom')) });
    renderWidget();
    fireEvent.click(maximizeButton());
    await act(async () => {});
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('tournament-card')).toHaveLength(0);
    expect(screen.getByTestId('lobby-widget-empty-state')).toHaveTextContent('Create a new Tournament');
    expect(errorToast).not.toHaveBeenCalled();
    errorToast.mockRestore();
  });
});

describe('how many cards', () => {
  test('0 leagues: one empty-state card that goes to /tournament', async () => {
    await maximizeWith([]);
    expect(screen.queryAllByTestId('tournament-card')).toHaveLength(0);
    const create = screen.getByRole('link', { name: /Create a new Tournament/ });
    expect(create).toHaveAttribute('href', '/tournament');
    expect(screen.getByTestId('lobby-widget-empty-state')).toBe(create);
    fireEvent.click(create);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/tournament$/);
  });

  test.each([1, 2])('%i league(s): the cards plus one empty-slot card', async (n) => {
    await maximizeWith(many(n));
    expect(screen.getAllByTestId('tournament-card')).toHaveLength(n);
    expect(screen.getByTestId('lobby-widget-empty-slot')).toHaveTextContent('Create a new Tournament');
    expect(screen.getAllByText('Create a new Tournament')).toHaveLength(1);
  });

  test.each([3, 5])('%i leagues: only the first 3, no empty slot', async (n) => {
    await maximizeWith(many(n));
    const cards = screen.getAllByTestId('tournament-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Cup 1', 'Cup 2', 'Cup 3']);
    expect(screen.queryByText('Create a new Tournament')).not.toBeInTheDocument();
  });

  test('widgetSlots follows the same rules', () => {
    expect(widgetSlots([]).map((s) => s.kind)).toEqual(['create']);
    expect(widgetSlots(many(2)).map((s) => s.kind)).toEqual(['league', 'league', 'create']);
    expect(widgetSlots(many(4)).map((s) => s.kind)).toEqual(['league', 'league', 'league']);
  });
});

describe('a tournament card', () => {
  test('lock time not passed and not full: Time Left countdown, Starts, teams claimed and Claim Team', async () => {
    await maximizeWith([league()]);
    const card = screen.getByTestId('tournament-card');
    expect(within(card).getByText('Summer Classic')).toBeInTheDocument();
    expect(within(card).getByText('Time Left')).toBeInTheDocument();
    expect(within(card).getByText('01:00:05')).toBeInTheDocument();
    expect(within(card).queryByText('View')).not.toBeInTheDocument();
    expect(within(card).getByText('Starts')).toBeInTheDocument();
    expect(within(card).getByText(formatEtDateTime(league().leagueCreationEpoc))).toBeInTheDocument();
    expect(within(card).getByText('Thu, May 30, 2024, 09:05 AM (ET)')).toBeInTheDocument();
    expect(within(card).getByText('3/8 teams claimed')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Claim Team' })).toBeInTheDocument();
  });

  test('Starts (the creation time) and the lock time each stand by their own label', async () => {
    const lock = '2024-06-01T23:30:00Z';
    await maximizeWith([league({ teamsLockingTime: lock })]);
    const card = screen.getByTestId('tournament-card');
    const valueOf = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(valueOf('Claiming ends')).toHaveTextContent(formatEtDateTime(lock));
    expect(valueOf('Claiming ends')).toHaveAttribute('datetime', lock);
    expect(valueOf('Starts')).toHaveTextContent(formatEtDateTime(league().leagueCreationEpoc));
  });

  test('after the lock the lock time reads Claiming ended', async () => {
    const lock = new Date(NOW - 1000).toISOString();
    await maximizeWith([league({ teamsLockingTime: lock })]);
    const card = screen.getByTestId('tournament-card');
    expect(within(card).getByText('Claiming ended').nextElementSibling).toHaveTextContent(formatEtDateTime(lock));
    expect(within(card).queryByText('Claiming ends')).not.toBeInTheDocument();
  });

  test('lock time not passed but full: countdown, no Claim Team', async () => {
    await maximizeWith([league({ claimedTeamCount: 8, totalMembers: 8 })]);
    const card = screen.getByTestId('tournament-card');
    expect(within(card).getByText('Time Left')).toBeInTheDocument();
    expect(within(card).getByText('8/8 teams claimed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Claim Team' })).not.toBeInTheDocument();
  });

  test('lock time passed: View instead of the countdown, and no Claim Team even when not full', async () => {
    await maximizeWith([league({ teamsLockingTime: new Date(NOW - 1000).toISOString(), claimedTeamCount: 1 })]);
    const card = screen.getByTestId('tournament-card');
    expect(within(card).getByText('View')).toBeInTheDocument();
    expect(within(card).queryByText('Time Left')).not.toBeInTheDocument();
    expect(within(card).getByText('1/8 teams claimed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Claim Team' })).not.toBeInTheDocument();
  });

  test('a countdown over a day shows the days', async () => {
    await maximizeWith([league({ teamsLockingTime: new Date(NOW + 2 * 86_400_000 + 61_000).toISOString() })]);
    expect(screen.getByText('2 days, 00:01:01')).toBeInTheDocument();
  });

  test('clicking the card goes to the tournament summary', async () => {
    await maximizeWith([league({ leagueId: 99 })]);
    fireEvent.click(screen.getByText('3/8 teams claimed'));
    expect(screen.getByTestId('where')).toHaveTextContent('/tournament/summary/99');
  });

  test('Claim Team opens the team picker and stays on the page (the claim itself: ClaimFromWidget.test.tsx)', async () => {
    const realFetch = globalThis.fetch;
    // The picker asks for the tournament's teams; here that answer never comes, so it stays loading.
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    await maximizeWith([league({ leagueId: 12 })]);
    fireEvent.click(screen.getByRole('button', { name: 'Claim Team' }));
    expect(screen.getByRole('dialog', { name: 'Claim a team in Summer Classic' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/leaderboard');
    globalThis.fetch = realFetch;
  });

  test('the countdown ticks every 1000 ms and flips to View once it reaches zero', async () => {
    await maximizeWith([league({ teamsLockingTime: new Date(NOW + 3000).toISOString() })]);
    expect(screen.getByText('00:00:03')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByText('00:00:03')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('00:00:02')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('00:00:01')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim Team' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('View')).toBeInTheDocument();
    expect(screen.queryByText('Time Left')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim Team' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getAllByText('View')).toHaveLength(1);
  });
});

describe('Time Left on the server’s clock', () => {
  const FIVE_MINUTES = 5 * 60_000;

  test('a phone whose clock runs five minutes fast still counts down to the lock as the server does', async () => {
    mockApi(serverTimeRoute(-FIVE_MINUTES));
    // Locks 3 s from now on the server: the phone's own clock says that was almost five minutes ago.
    await maximizeWith([league({ teamsLockingTime: new Date(NOW - FIVE_MINUTES + 3000).toISOString() })]);
    await act(() => getServerClock().measure());
    const card = screen.getByTestId('tournament-card');
    expect(within(card).getByText('00:00:03')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Claim Team' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    act(() => jest.advanceTimersByTime(1000));
    expect(within(card).getByText('00:00:01')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(within(card).getByText('View')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Claim Team' })).not.toBeInTheDocument();
  });

  test('a phone whose clock runs five minutes slow does not offer a claim the server already refuses', async () => {
    mockApi(serverTimeRoute(FIVE_MINUTES));
    await maximizeWith([league({ teamsLockingTime: new Date(NOW + 60_000).toISOString() })]);
    await act(() => getServerClock().measure());
    const card = screen.getByTestId('tournament-card');
    expect(within(card).getByText('View')).toBeInTheDocument();
    expect(within(card).queryByText('Time Left')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Claim Team' })).not.toBeInTheDocument();
  });
});

describe('dragging', () => {
  test('the first drag while minimized marks it as dragged and moves it; maximizing then resets the position', async () => {
    answer([]);
    renderWidget();
    placeWidget();
    dragBy(-200, -300);
    expect(useLobbyWidgetStore.getState().dragged).toBe(true);
    expect(widget().style.transform).toBe('translate(-200px, -300px)');
    // The drag ended on the handle: it must not also toggle the widget.
    expect(widget()).toHaveAttribute('data-state', 'minimized');
    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(maximizeButton());
    await act(async () => {});
    expect(widget()).toHaveAttribute('data-state', 'maximized');
    expect(widget().style.transform).toBe('');
    expect(useLobbyWidgetStore.getState()).toMatchObject({ dragged: false, offset: { x: 0, y: 0 } });
  });

  test('a click that follows a drag on the button does not toggle; a plain click does', async () => {
    answer([]);
    renderWidget();
    placeWidget();
    const button = maximizeButton();
    fireEvent.pointerDown(button, { pointerId: 1, button: 0, clientX: 990, clientY: 730 });
    fireEvent.pointerMove(window, { pointerId: 1, clientX: 900, clientY: 700 });
    fireEvent.pointerUp(window, { pointerId: 1, clientX: 900, clientY: 700 });
    fireEvent.click(button);
    expect(widget()).toHaveAttribute('data-state', 'minimized');
    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(button);
    await act(async () => {});
    expect(widget()).toHaveAttribute('data-state', 'maximized');
  });

  test('touch drags work the same way', () => {
    renderWidget();
    placeWidget();
    dragBy(-50, -80, { x: 900, y: 730 }, 'touch');
    expect(widget().style.transform).toBe('translate(-50px, -80px)');
    expect(useLobbyWidgetStore.getState().dragged).toBe(true);
  });

  test('it stays within the viewport however far it is dragged', () => {
    renderWidget();
    placeWidget();
    dragBy(-5000, -5000);
    // The box started at left 708, top 692: it may move at most that far up and left.
    expect(widget().style.transform).toBe('translate(-708px, -692px)');
    placeWidget({ x: -708, y: -692 });
    dragBy(5000, 5000);
    // Back to the bottom-right corner of the window (16px margin included), not beyond.
    expect(widget().style.transform).toBe('translate(16px, 16px)');
  });

  test('a widget not laid out yet (a page opening at 1×1) is left in its corner; a real size later still pulls it inside', () => {
    renderWidget();
    // What Chromium reported for a page opened at 1×1: an empty box off the top-left, a window with no height.
    Object.assign(window, { innerWidth: 1, innerHeight: 1 });
    widget().getBoundingClientRect = () => ({ left: -15, top: -71, right: -15, bottom: -71, width: 0, height: 0, x: -15, y: -71, toJSON: () => ({}) }) as DOMRect;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(widget().style.transform).toBe('');
    // Laid out in a 1024×768 window 40 px right of its corner, so 24 px past the window's edge: pulled back to the edge.
    Object.assign(window, { innerWidth: 1024, innerHeight: 768 });
    placeWidget({ x: 40, y: 0 });
    const laidOut = widget().getBoundingClientRect();
    // The box moves with the transform the widget is given, as in a browser.
    widget().getBoundingClientRect = () => {
      const dx = Number(/translate\((-?\d+)px/.exec(widget().style.transform)?.[1] ?? 0);
      return { ...laidOut, left: laidOut.left + dx, right: laidOut.right + dx, x: laidOut.x + dx, toJSON: () => ({}) } as DOMRect;
    };
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(widget().style.transform).toBe('translate(-24px, 0px)');
  });

  test('a drag while maximized moves it but does not mark it as dragged', async () => {
    answer([]);
    renderWidget();
    fireEvent.click(maximizeButton());
    await act(async () => {});
    placeWidget();
    dragBy(-100, -10);
    expect(widget().style.transform).toBe('translate(-100px, -10px)');
    expect(useLobbyWidgetStore.getState().dragged).toBe(false);
  });

  test('clampMove keeps a box inside the viewport and keeps the top-left visible when it is too big', () => {
    const box = { left: 100, top: 100, right: 200, bottom: 150 };
    expect(clampMove(box, -500, 500, 1000, 800)).toEqual({ dx: -100, dy: 500 });
    expect(clampMove(box, 5000, 5000, 1000, 800)).toEqual({ dx: 800, dy: 650 });
    expect(clampMove({ left: -10, top: -20, right: 1100, bottom: 900 }, 0, 0, 1000, 800)).toEqual({ dx: 10, dy: 20 });
  });
});

describe('on phones it never covers a bottom bar or game controls', () => {
  test('it docks above a bottom bar that publishes its height, and keeps clear of it when clamped', () => {
    document.documentElement.style.setProperty('--bb-bottom-bar', '56px');
    try {
      act(() => authBus.login(record()));
      renderWidget('/stats-and-ratings/players/ruthba01');
      expect(widget()).toHaveStyle({ bottom: 'calc(16px + var(--bb-bottom-bar, 0px))' });
      expect(viewportSize().height).toBe(window.innerHeight - 56);
    } finally {
      document.documentElement.style.removeProperty('--bb-bottom-bar');
    }
    expect(viewportSize().height).toBe(window.innerHeight);
  });
});
