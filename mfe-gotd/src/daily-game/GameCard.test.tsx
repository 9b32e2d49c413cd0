import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot, getServerClock, initI18n, type GotdDefaults } from '@bb/shared';
import { mockApi } from '@bb/shared/src/testing/api-mock';
import { serverTimeRoute } from '@bb/shared/src/testing/server-time';
import { GameCard } from './GameCard';

beforeAll(() => initI18n('en'));

const DEFAULTS: GotdDefaults = {
  gameDay: '2026-11-22',
  nextGameAt: new Date(Date.now() + 3_600_000).toISOString(),
  home: { teamId: 'CIN', year: 1975, name: 'Cincinnati Reds', lgId: 'NL', wins: 108, losses: 54 },
  away: { teamId: 'NYA', year: 1927, name: 'New York Yankees', lgId: 'AL', wins: 110, losses: 44 },
  userSide: 'away',
  attempt: null,
  streaks: null,
};
const RESULT = { win: true, runs: 7, runsAllowed: 3, hits: 11, hr: 2, strikeouts: 9 };

function card(defaults: GotdDefaults | null, extra: Partial<Parameters<typeof GameCard>[0]> = {}) {
  const onPlay = jest.fn();
  render(
    <ThemeRoot>
      <GameCard defaults={defaults} loading={false} starting={false} onPlay={onPlay} {...extra} />
    </ThemeRoot>,
  );
  return onPlay;
}

test('a visitor sees the matchup, the managed side and Play Today\'s Game', () => {
  const onPlay = card(DEFAULTS);
  expect(screen.getByText('New York Yankees')).toBeInTheDocument();
  expect(screen.getByText('Cincinnati Reds')).toBeInTheDocument();
  expect(screen.getByText('You manage the 1927 New York Yankees')).toBeInTheDocument();
  expect(screen.getByText('Sun, Nov 22, 2026')).toBeInTheDocument();
  expect(screen.getByText(/^Next game in \d\d:\d\d:\d\d$/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: "Play Today's Game" }));
  expect(onPlay).toHaveBeenCalledTimes(1);
});

test('the next game counts down on the server’s clock: a phone ten minutes fast still shows the hour left', async () => {
  const server = Date.parse('2026-11-22T14:00:00.000Z');
  jest.useFakeTimers({ now: server + 10 * 60_000 });
  try {
    mockApi(serverTimeRoute(-10 * 60_000));
    card({ ...DEFAULTS, nextGameAt: new Date(server + 3_600_000).toISOString() });
    await act(() => getServerClock().measure());
    expect(screen.getByText('Next game in 01:00:00')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('Next game in 00:59:59')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('loading shows a spinner; no data shows Data not available', () => {
  card(null, { loading: true });
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

test('unavailable', () => {
  card(null);
  expect(screen.getByText('Data not available')).toBeInTheDocument();
});

test('an unfinished attempt resumes; starting disables the button', () => {
  card({ ...DEFAULTS, attempt: { status: 'playing', gameId: 'g', result: null } }, { starting: true });
  expect(screen.getByRole('button', { name: 'Starting...' })).toBeDisabled();
});

test('resume', () => {
  card({ ...DEFAULTS, attempt: { status: 'playing', gameId: 'g', result: null } });
  expect(screen.getByRole('button', { name: 'Resume Game' })).toBeEnabled();
});

test('after today\'s game: the result, the clear refusal, no play button, the streaks', () => {
  card({ ...DEFAULTS, attempt: { status: 'final', gameId: 'g', result: RESULT }, streaks: { currentPlayStreak: 4, maxPlayStreak: 9, currentWinStreak: 2, maxWinStreak: 5 } });
  expect(screen.getByTestId('gotd-result')).toHaveTextContent('Win 7-3');
  expect(screen.getByTestId('gotd-result')).toHaveTextContent('Hits 11');
  // Whose strikeouts: the player's pitchers' (a bare "Strikeouts" read as his batters' too).
  expect(screen.getByTestId('gotd-result')).toHaveTextContent("Your pitchers' strikeouts 9");
  expect(screen.getByRole('status')).toHaveTextContent("You have already played today's Game of the Day. Come back tomorrow for a new game!");
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText('Play streak').nextSibling).toHaveTextContent('4');
  expect(screen.getByText('Best win streak').nextSibling).toHaveTextContent('5');
});
