import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gameHeader, queryClient, type GameHistoryItem } from '@bb/shared';
import { boxScore, gameView, ROLL } from '../test/fixtures';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupGameplayTests, toastMessages } from '../test/render';
import GameHistoryPage from './GameHistoryPage';

setupGameplayTests();

const item = (id: string, over: Partial<GameHistoryItem> = {}): GameHistoryItem => ({
  id, mode: 'exhibition', status: 'final', exited: false, userSide: 'home',
  away: { teamId: 'NYA', year: 1927, name: '1927 New York Yankees' }, home: { teamId: 'CIN', year: 1975, name: '1975 Cincinnati Reds' },
  score: { away: 3, home: 5 }, inning: 9, summary: null, createdAt: '2026-11-22T06:00:00.000Z', updatedAt: '2026-11-22T06:30:00.000Z', finishedAt: null,
  ...over,
});
const FINAL = item('aaaaaaaa-0000-4000-8000-000000000001');
const LIVE = item('aaaaaaaa-0000-4000-8000-000000000002', { status: 'live', score: { away: 1, home: 0 }, inning: 4 });
const page = (games: GameHistoryItem[], totalPages = 1) => ok({ games, pagination: { currentPage: 1, totalPages, total: games.length } });

test('lists finished and unfinished games with their state and score; filters ask the server', async () => {
  const { calls } = mockApi({ 'GET games/history': (call) => (call.url.searchParams.get('status') === 'finished' ? page([FINAL]) : page([FINAL, LIVE])) });
  renderAt(<GameHistoryPage />, '/game/history');
  const finalRow = await screen.findByTestId(`history-${FINAL.id}`);
  expect(finalRow).toHaveTextContent('1927 New York Yankees at 1975 Cincinnati Reds');
  expect(finalRow).toHaveTextContent('Final · 3-5');
  expect(within(finalRow).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
  expect(screen.getByTestId(`history-${LIVE.id}`)).toHaveTextContent('In progress · inning 4 · 1-0');
  fireEvent.click(screen.getByRole('tab', { name: 'Finished' }));
  await waitFor(() => expect(screen.queryByTestId(`history-${LIVE.id}`)).not.toBeInTheDocument());
  expect(calls.at(-1)?.url.searchParams.get('status')).toBe('finished');
});

test('resume opens the play screen; an empty list says so', async () => {
  mockApi({ 'GET games/history': () => page([LIVE]) });
  const view = renderAt(<GameHistoryPage />, '/game/history');
  fireEvent.click(await screen.findByRole('button', { name: 'Resume' }));
  expect(screen.getByTestId('where')).toHaveTextContent(`/game/single/${LIVE.id}/play`);
  view.unmount();
  // A head-to-head game resumes on its own play screen (another page load: the cached list would show first).
  queryClient.clear();
  mockApi({ 'GET games/history': () => page([{ ...LIVE, mode: 'head-to-head' }]) });
  const h2h = renderAt(<GameHistoryPage />, '/game/history');
  fireEvent.click(await screen.findByRole('button', { name: 'Resume' }));
  expect(screen.getByTestId('where')).toHaveTextContent(`/game/head-to-head/${LIVE.id}/play`);
  h2h.unmount();
  queryClient.clear();
  mockApi({ 'GET games/history': () => page([]) });
  renderAt(<GameHistoryPage />, '/game/history');
  expect(await screen.findByText('No record found.')).toBeInTheDocument();
});

test('reset asks first, restarts the game on the server and opens its setup', async () => {
  const { calls } = mockApi({
    'GET games/history': () => page([FINAL]),
    [`POST games/${FINAL.id}/_reset`]: () => ok({ game: gameView({ status: 'setup' }) }),
  });
  renderAt(<GameHistoryPage />, '/game/history');
  fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
  expect(screen.getByText('Are you sure? The game will start again from the first pitch.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/game/single/${FINAL.id}`));
  expect(calls.some((c) => c.path.endsWith('_reset'))).toBe(true);
  expect(toastMessages()).toContain('success: The game starts again from the first pitch.');
});

test('box score opens in place; replay steps through the plays with the Replay marker', async () => {
  mockApi({
    'GET games/history': () => page([FINAL]),
    [`GET games/${FINAL.id}/box_score`]: () => ok(boxScore()),
    [`GET games/${FINAL.id}/replay`]: () =>
      ok({
        game: gameView({ status: 'final' }),
        boxScore: boxScore(),
        plays: [
          { index: 0, type: 'inning', inning: 1, half: 'top', outs: 0, text: 'Top of inning 1' },
          ROLL,
          { index: 4, type: 'plate appearance', inning: 1, half: 'top', outs: 0, text: '1 run(s) score.', runs: 1, score: { away: 1, home: 0 } },
        ],
      }),
  });
  renderAt(<GameHistoryPage />, '/game/history');
  fireEvent.click(await screen.findByRole('button', { name: 'Box Score' }));
  expect(await screen.findByTestId('box-score')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
  fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
  const replay = await screen.findByTestId('replay');
  expect(gameHeader.getState().mode).toBe('Replay');
  fireEvent.click(within(replay).getByRole('button', { name: 'Pause' }));
  fireEvent.click(within(replay).getByRole('button', { name: 'Restart' }));
  expect(replay).toHaveTextContent('Play 0 of 3');
  for (let i = 0; i < 3; i++) fireEvent.click(within(replay).getByRole('button', { name: 'Next play' }));
  expect(replay).toHaveTextContent('Play 3 of 3');
  expect(replay).toHaveTextContent('1927 New York Yankees 1 · 1975 Cincinnati Reds 0');
  fireEvent.click(within(replay).getByRole('button', { name: 'Previous play' }));
  expect(replay).toHaveTextContent('1927 New York Yankees 0 · 1975 Cincinnati Reds 0');
  fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
  expect(gameHeader.getState().mode).toBeNull();
});

test('a history error keeps the server text on screen', async () => {
  mockApi({ 'GET games/history': () => fail(403, 'Please sign up to use this feature') });
  renderAt(<GameHistoryPage />, '/game/history');
  expect(await screen.findByRole('alert')).toHaveTextContent('Please sign up to use this feature');
});
