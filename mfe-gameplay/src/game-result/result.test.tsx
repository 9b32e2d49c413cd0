import { fireEvent, screen, waitFor } from '@testing-library/react';
import { boxScore, gameView, headToHead, headToHeadView } from '../test/fixtures';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupGameplayTests } from '../test/render';
import { ResultPage } from './ResultPage';

setupGameplayTests();

const ID = gameView().id;
const PATH = `/game/single/${ID}/result`;
const PATTERN = '/game/single/:gameId/result';
const api = (game = gameView({ status: 'final', awaitingUser: false, winner: 'home', score: { away: 3, home: 5 }, inning: 9 })) =>
  mockApi({ [`GET games/${ID}`]: () => ok({ game }), [`GET games/${ID}/box_score`]: () => ok(boxScore()) });

test('a win: the winning modal with the final score over the final box score', async () => {
  api();
  renderAt(<ResultPage />, PATH, PATTERN);
  const modal = await screen.findByTestId('winning-modal');
  expect(modal).toHaveTextContent('You win!');
  expect(modal).toHaveTextContent('1927 New York Yankees 3');
  expect(modal).toHaveTextContent('1975 Cincinnati Reds 5');
  expect(screen.getByTestId('box-score')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByTestId('winning-modal')).not.toBeInTheDocument();
});

test('a loss after leaving: the modal says so; Play Again and Game History navigate', async () => {
  api(gameView({ status: 'final', awaitingUser: false, winner: 'away', exited: true, inning: 11 }));
  renderAt(<ResultPage />, PATH, PATTERN);
  const modal = await screen.findByTestId('winning-modal');
  expect(modal).toHaveTextContent('You lose');
  expect(modal).toHaveTextContent('11 innings');
  expect(modal).toHaveTextContent('You left this game; the computer played the rest.');
  fireEvent.click(screen.getByRole('button', { name: 'Game History' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/game/history');
});

test('a computer-only game names the winning team; Play Again starts a new setup', async () => {
  api(gameView({ status: 'final', userSide: 'none', awaitingUser: false, winner: 'home' }));
  renderAt(<ResultPage />, PATH, PATTERN);
  expect(await screen.findByTestId('winning-modal')).toHaveTextContent('1975 Cincinnati Reds win');
  fireEvent.click(screen.getByRole('button', { name: 'Play Again' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/game\/single$/);
});

test('an unfinished game offers to resume; an error shows the server text', async () => {
  api(gameView());
  const view = renderAt(<ResultPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Resume game' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/play');
  view.unmount();
  mockApi({ [`GET games/${ID}`]: () => fail(404, 'Oops! no record found'), [`GET games/${ID}/box_score`]: () => fail(404, 'Oops! no record found') });
  renderAt(<ResultPage />, PATH, PATTERN);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Oops! no record found'));
});

test('the head-to-head route: both managers and the winner; its links stay in head to head', async () => {
  const game = headToHeadView({ status: 'final', awaitingUser: false, winner: 'home', score: { away: 3, home: 5 }, inning: 9 });
  const info = headToHead({ phase: 'final', clock: null, takenOver: { away: null, home: 'left' } });
  mockApi({ [`GET games/${ID}`]: () => ok({ game, headToHead: info }), [`GET games/${ID}/box_score`]: () => ok(boxScore()) });
  renderAt(<ResultPage base="/game/head-to-head" />, `/game/head-to-head/${ID}/result`, '/game/head-to-head/:gameId/result');
  const modal = await screen.findByTestId('winning-modal');
  expect(modal).toHaveTextContent('You lose');
  expect(screen.getByTestId('winner-manager')).toHaveTextContent('bob wins');
  const managers = screen.getByTestId('managers');
  expect(managers).toHaveTextContent('1927 New York Yankeesada');
  expect(managers).toHaveTextContent('1975 Cincinnati Redsbob (the computer finished)');
  expect(screen.getByTestId('winner')).toHaveTextContent('bob');
  fireEvent.click(screen.getByRole('button', { name: 'Play Again' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/game\/head-to-head$/);
});

test('an unfinished head-to-head game resumes on its own play route', async () => {
  mockApi({ [`GET games/${ID}`]: () => ok({ game: headToHeadView(), headToHead: headToHead() }), [`GET games/${ID}/box_score`]: () => ok(boxScore()) });
  renderAt(<ResultPage base="/game/head-to-head" />, `/game/head-to-head/${ID}/result`, '/game/head-to-head/:gameId/result');
  fireEvent.click(await screen.findByRole('button', { name: 'Resume game' }));
  expect(screen.getByTestId('where')).toHaveTextContent(`/game/head-to-head/${ID}/play`);
});
