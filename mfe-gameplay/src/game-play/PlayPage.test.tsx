import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { gameHeader } from '@bb/shared';
import { boxScore, gameView, ROLL } from '../test/fixtures';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupGameplayTests, toastMessages } from '../test/render';
import { PlayPage } from './PlayPage';

setupGameplayTests();

const ID = gameView().id;
const PATH = `/game/single/${ID}/play`;
const PATTERN = '/game/single/:gameId/play';

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET games/${ID}`]: () => ok({ game: gameView() }),
    [`GET games/${ID}/plays`]: () => ok([ROLL]),
    [`GET games/${ID}/box_score`]: () => ok(boxScore()),
    ...extra,
  });
}

test('loads the game: scoreboard, field, the newest dice, LIVE in the header with the logo locked', async () => {
  api();
  renderAt(<PlayPage />, PATH, PATTERN);
  await screen.findByRole('button', { name: 'Swing Away' });
  expect(screen.getByTestId('die-2d6')).toHaveTextContent('7');
  expect(screen.getByTestId('fielder-P')).toBeInTheDocument();
  expect(gameHeader.getState()).toEqual({ mode: 'LIVE', dicePendingOwnTurn: true });
});

test('Swing Away sends one decision and shows its dice and play; the projection toggles hide panels', async () => {
  const next = gameView({ decisionCount: 2, outs: 2, lastPlays: [{ ...ROLL, index: 9, dice: { d6: 6, row: 12, d20: 1 }, reading: 'SO', text: 'Mark Koenig: pitcher card column 3, row 12, d20 1 -> SO' }] });
  const { calls } = api({ [`POST games/${ID}/_swing-away`]: () => ok({ game: next }) });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Swing Away' }));
  await waitFor(() => expect(screen.getByTestId('dice-reading')).toHaveTextContent('Strikeout'));
  expect(screen.getByTestId('last-play')).toHaveTextContent('Mark Koenig: Strikeout');
  expect(calls.filter((c) => c.path.endsWith('_swing-away'))).toHaveLength(1);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Dice Roll' }));
  expect(screen.queryByTestId('dice-projection')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Pitch' }));
  expect(screen.queryByTestId('matchup')).not.toBeInTheDocument();
});

test('Undo asks first; No keeps the game, Yes undoes the last decision', async () => {
  const { calls } = api({ [`POST games/${ID}/_undo-play`]: () => ok({ game: gameView({ decisionCount: 0, lastPlays: [] }) }) });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(screen.getByText('Are you sure? It will delete your last pitch.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'No' }));
  expect(calls.some((c) => c.path.endsWith('_undo-play'))).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.getByText('Roll the dice with Swing Away.')).toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('Exit asks, then the computer plays the rest and the result screen opens', async () => {
  api({ [`POST games/${ID}/_exit-game`]: () => ok({ game: gameView({ status: 'final', exited: true, awaitingUser: false, winner: 'home' }) }) });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Exit Game' }));
  expect(screen.getByText('Are you sure you want to leave? All progress will be lost.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/game/single/${ID}/result`));
});

test('Quick Play to the end goes to the result; the header marker is cleared on leaving', async () => {
  api({ [`POST games/${ID}/_quick-play`]: (call) => ok({ game: gameView({ status: 'final', awaitingUser: false, winner: 'away', ...(call.body ? {} : {}) }) }) });
  const view = renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Quick Play' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/result'));
  view.unmount();
  expect(gameHeader.getState()).toEqual({ mode: null, dicePendingOwnTurn: false });
});

test('a substitution shows the spec success toast; a refused one shows the server message', async () => {
  let answer = fail(400, 'Pitcher can not be replaced with a batter.');
  api({ [`POST games/${ID}/substitute-players`]: () => answer });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('tab', { name: 'Substitution' }));
  fireEvent.click(screen.getByRole('button', { name: 'Substitute' }));
  await waitFor(() => expect(toastMessages()).toContain('error: Pitcher can not be replaced with a batter.'));
  answer = ok({ game: gameView(), message: 'Player Substituted Successfully!' });
  fireEvent.click(screen.getByRole('button', { name: 'Substitute' }));
  await waitFor(() => expect(toastMessages()).toContain('success: Player Substituted Successfully!'));
});

test('tabs: box score and all plays load from the server; fielding users get the intentional walk', async () => {
  const { calls } = api({ [`POST games/${ID}/tactic`]: () => ok({ game: gameView() }) });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('tab', { name: 'Box Score' }));
  await screen.findByTestId('box-score');
  fireEvent.click(screen.getByRole('tab', { name: 'All Plays' }));
  await screen.findByText('Earle Combs: batter card column 2, row 7, d20 13 -> 1B');
  fireEvent.click(screen.getByRole('button', { name: 'Intentional Walk' }));
  await waitFor(() => expect(calls.find((c) => c.path.endsWith('tactic'))?.body).toEqual({ type: 'intentionalWalk' }));
});

test('an unknown game shows the server error', async () => {
  mockApi({ [`GET games/${ID}`]: () => fail(404, 'Oops! no record found'), [`GET games/${ID}/plays`]: () => fail(404, 'Oops! no record found') });
  renderAt(<PlayPage />, PATH, PATTERN);
  expect(await screen.findByRole('alert')).toHaveTextContent('Oops! no record found');
  await act(async () => undefined);
});
