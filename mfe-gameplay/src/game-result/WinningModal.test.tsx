import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeRoot, initI18n, toast } from '@bb/shared';
import { gameView } from '../test/fixtures';
import { resultPictureName, WinningModal } from './WinningModal';

beforeAll(() => initI18n('en'));
afterEach(() => toast.dismissAll());

const final = (over: Parameters<typeof gameView>[0] = {}) =>
  gameView({ status: 'final', awaitingUser: false, winner: 'home', score: { away: 3, home: 5 }, inning: 9, ...over });

function open(game = final(), share = jest.fn(async () => undefined)) {
  render(
    <ThemeRoot mode="day">
      <WinningModal game={game} onPlayAgain={jest.fn()} onHistory={jest.fn()} onClose={jest.fn()} share={share} />
    </ThemeRoot>,
  );
  return share;
}

test('the card: the user result as its title, both teams with the final score, the line score with R H E', () => {
  const game = final();
  game.away.lineScore = [1, 0, 0, 2, 0, 0, 0, 0, 0];
  game.home.lineScore = [0, 2, 0, 0, 0, 3, 0, 0];
  game.away.hits = 8;
  game.home.errors = 1;
  open(game);
  const card = screen.getByTestId('result-card');
  expect(screen.getByRole('dialog', { name: 'You win!' })).toBeInTheDocument();
  expect(within(card).getByText('1975 Cincinnati Reds').parentElement).toHaveAttribute('data-winner', 'true');
  expect(card).toHaveTextContent('1927 New York Yankees 3');
  const rows = within(within(card).getByRole('table', { name: 'Line score' })).getAllByRole('row');
  expect(rows[0]).toHaveTextContent('123456789RHE');
  expect(rows[1]).toHaveTextContent('1927 NYA100200000380');
  // The home team did not bat in the ninth: an X, as on a printed line score.
  expect(rows[2]).toHaveTextContent('1975 CIN02000300X501');
});

test('extra innings: the tag says so and the card keeps the totals only', () => {
  const game = final({ inning: 13, winner: 'away', score: { away: 4, home: 3 } });
  game.away.lineScore = Array.from({ length: 13 }, (_, i) => (i === 12 ? 1 : 0));
  open(game);
  const card = screen.getByTestId('result-card');
  expect(card).toHaveTextContent('Final · 13 innings');
  expect(within(card).getAllByRole('row')[0]).toHaveTextContent(/^RHE$/);
  expect(screen.getByRole('heading', { name: 'You lose' })).toBeInTheDocument();
});

test('Share saves the card (not the buttons) as a PNG named for the two teams', async () => {
  const share = open();
  const button = screen.getByRole('button', { name: 'Share' });
  fireEvent.click(button);
  expect(share).toHaveBeenCalledWith(screen.getByTestId('result-card'), '1927-NYA-at-1975-CIN.png');
  expect(within(screen.getByTestId('result-card')).queryByRole('button')).not.toBeInTheDocument();
  await waitFor(() => expect(button).toBeEnabled());
  expect(resultPictureName(final())).toBe('1927-NYA-at-1975-CIN.png');
});

test('a failed picture is told, and Share is usable again', async () => {
  open(final(), jest.fn(async () => Promise.reject(new Error('The picture could not be created'))));
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  await waitFor(() => expect(toast.getToasts().map((t) => t.type)).toEqual(['error']));
  expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
});
