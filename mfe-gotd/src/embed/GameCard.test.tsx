import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot, initI18n, type GotdDefaults } from '@bb/shared';
import { GameCard } from '../daily-game/GameCard';
// The widget keeps the compact panel; the app mounts the shared play screen (GameOfTheDayPage.test).
import { WidgetPlayPanel as PlayPanel } from './WidgetPlayPanel';
import type { GotdGameView } from '@bb/shared';

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
  expect(screen.getByRole('status')).toHaveTextContent("You have already played today's Game of the Day. Come back tomorrow for a new game!");
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText('Play streak').nextSibling).toHaveTextContent('4');
  expect(screen.getByText('Best win streak').nextSibling).toHaveTextContent('5');
});

const VIEW: GotdGameView = {
  gameId: '11111111-1111-4111-8111-111111111111', gameDay: '2026-11-22', status: 'playing', home: DEFAULTS.home, away: DEFAULTS.away, userSide: 'away',
  inning: 3, half: 'bottom', outs: 2, bases: [true, false, true], score: { away: 2, home: 1 }, lineScore: { away: [1, 0, 1], home: [0, 1] },
  hits: { away: 5, home: 3 }, lastDice: [4, 8, 17], recentPlays: ['Ruth homers', 'Gehrig singles'], result: null,
};

function panel(game: GotdGameView | null, extra: Partial<Parameters<typeof PlayPanel>[0]> = {}) {
  const onPlay = jest.fn();
  render(
    <ThemeRoot>
      <PlayPanel game={game} failed={false} busy={false} onPlay={onPlay} {...extra} />
    </ThemeRoot>,
  );
  return onPlay;
}

test('the play panel: line score, situation, dice, plays and the three decisions', () => {
  const onPlay = panel(VIEW);
  expect(screen.getByText('Bottom 3')).toBeInTheDocument();
  expect(screen.getByText('2 outs')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Runners on base: first, third' })).toBeInTheDocument();
  expect(screen.getByLabelText('Last roll: 4 8 17')).toBeInTheDocument();
  const rows = screen.getByRole('table', { name: 'Scoreboard' }).querySelectorAll('tbody tr');
  expect(rows[0]).toHaveTextContent('1927 NYA101');
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ruth homers', 'Gehrig singles']);
  fireEvent.click(screen.getByRole('button', { name: 'Swing Away' }));
  fireEvent.click(screen.getByRole('button', { name: 'Quick Play Half Inning' }));
  fireEvent.click(screen.getByRole('button', { name: 'Quick Play' }));
  expect(onPlay.mock.calls.map((c) => c[0])).toEqual([{ type: 'swingAway' }, { type: 'quickPlay', scope: 'halfInning' }, { type: 'quickPlay', scope: 'game' }]);
});

test('busy disables the decisions; a final game shows the result and what comes after', () => {
  panel({ ...VIEW, status: 'final', result: RESULT }, { after: <a href="/leaderboard">board</a> });
  expect(screen.getByText('Final')).toBeInTheDocument();
  expect(screen.getByTestId('gotd-result')).toHaveTextContent('Win 7-3');
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByRole('link', { name: 'board' })).toBeInTheDocument();
});

test('busy', () => {
  panel(VIEW, { busy: true });
  for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
});
