import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeRoot, initI18n, type GotdDefaults } from '@bb/shared';
import { gotdGame } from '../daily-game/test-game';
import type { DailyGameApi } from '../daily-game/daily-game-api';
import { createFakePlayScreen } from '../daily-game/test-play-screen';
import { mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { MemoryRouter } from 'react-router-dom';
import { GotdWidget } from './GotdWidget';
import { WIDGET_STORAGE_KEY, createWidgetSession } from './widget-session';

beforeAll(() => initI18n('en'));

const fake = createFakePlayScreen();
const received = fake.received;
jest.mock('../daily-game/play-screen-remote', () => ({ loadPlayScreen: async () => fake.lifecycles, resetPlayScreen: async () => undefined }));

jest.mock('../leaderboard/leaderboard-api', () => ({
  ...jest.requireActual('../leaderboard/leaderboard-api'),
  fetchLeaderboard: jest.fn(async () => ({ rows: [{ rank: 1, username: 'ace', totalWins: 9, totalGamesPlayed: 10 }], me: null })),
}));

const DEFAULTS: GotdDefaults = {
  gameDay: '2026-11-22', nextGameAt: new Date(Date.now() + 60_000).toISOString(),
  home: { teamId: 'CIN', year: 1975, name: 'Cincinnati Reds', lgId: 'NL', wins: 108, losses: 54 },
  away: { teamId: 'NYA', year: 1927, name: 'New York Yankees', lgId: 'AL', wins: 110, losses: 44 },
  userSide: 'home', attempt: { status: 'none', gameId: null, result: null }, streaks: null,
};
const GAME_ID = '22222222-2222-4222-8222-222222222222';
const FINAL = gotdGame({ id: GAME_ID, version: 60, status: 'final', winner: 'away', score: { away: 4, home: 1 } });
const RESULT = { win: false, runs: 1, runsAllowed: 4, hits: 6, hr: 0, strikeouts: 5 };

function fakeApi(): jest.Mocked<DailyGameApi> {
  return {
    fetchDefaults: jest.fn(async () => DEFAULTS),
    registerForToday: jest.fn(async () => ({ gameDay: '2026-11-22', gameId: GAME_ID, resumed: false })),
    // Asked once the play screen reports the final out: the player's result.
    fetchGame: jest.fn(async (_gameId: string) => ({ game: FINAL, gotd: { gameDay: '2026-11-22', result: RESULT } })),
  };
}

test('the widget: today\'s card, the top of the board with a link out, the game on the shared play screen in an overlay', async () => {
  const api = fakeApi();
  localStorage.clear();
  const session = createWidgetSession(localStorage);
  session.becomeGuest({ api_key: { key: 'widget-key' }, user: { username: 'guest_w' } } as never);
  // On a partner page the widget's parcel gives it a memory router (createRemoteLifecycles).
  render(
    <MemoryRouter>
      <ThemeRoot>
        <GotdWidget appOrigin="https://play.example.com" api={api} session={session} />
      </ThemeRoot>
    </MemoryRouter>,
  );
  await screen.findByText('You manage the 1975 Cincinnati Reds');
  expect(await screen.findByText('ace')).toBeInTheDocument();
  expect(screen.getByText('9/10')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Full leaderboard' })).toHaveAttribute('href', 'https://play.example.com/leaderboard');

  fireEvent.click(screen.getByRole('button', { name: "Play Today's Game" }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('region', { name: 'shared play screen' });
  // The play screen plays as the widget's own guest: its key, never the app's login.
  const { source } = received[received.length - 1]!;
  expect(source).toMatchObject({ base: 'gotd/games', gameId: GAME_ID });
  expect(source.session?.signedIn()).toBe(true);
  const { calls } = mockApi({ 'GET ping': () => ok({}) });
  await source.session!.client().get('ping').json();
  expect(calls[0]!.headers.get('authorization')).toBe('Bearer widget-key');

  fireEvent.click(within(dialog).getByRole('button', { name: 'finish' }));
  await within(dialog).findByTestId('gotd-result');
  expect(within(dialog).getByTestId('gotd-result')).toHaveTextContent('Loss 1-4');
  expect(within(dialog).getByRole('link', { name: 'Full leaderboard' })).toHaveAttribute('href', expect.stringContaining('https://play.example.com/leaderboard?tab=Today'));
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(api.fetchDefaults).toHaveBeenCalledTimes(2));
}, 30_000);

test('the widget session keeps its guest under its own key, never the page\'s authToken', () => {
  localStorage.clear();
  const session = createWidgetSession(localStorage);
  expect(session.client()).toBeNull();
  session.becomeGuest({ api_key: { key: 'k123' }, user: { username: 'guest_x' } } as never);
  expect(session.client()).not.toBeNull();
  expect(JSON.parse(localStorage.getItem(WIDGET_STORAGE_KEY)!)).toEqual({ key: 'k123', username: 'guest_x' });
  expect(localStorage.getItem('authToken')).toBeNull();
  expect(createWidgetSession(localStorage).client()).not.toBeNull();
});
