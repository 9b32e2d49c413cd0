import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot, gameHeader, initI18n } from '@bb/shared';
import { Header } from './Header';
import { isGameScreen, isPlayScreen, pregameSummaryLogoTarget } from '../header/game-screens';
import { LocationProbe } from '../test/location-probe';

beforeAll(() => initI18n('en'));
afterEach(() => act(() => gameHeader.reset()));

const EXIT = 'Are you sure you want to leave? All progress will be lost.';

const Where = () => <LocationProbe />;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>
        <Header />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </ThemeRoot>
    </MemoryRouter>,
  );
}

test.each([
  ['/game/single/5', true],
  ['/game/single', true],
  ['/game/head-to-head/3/result', true],
  ['/game/historical-league/9/play', true],
  ['/game/draft-league/9/play', true],
  ['/season/exhibition-game/7/setup', true],
  ['/all-star-game/lobby', true],
  ['/game/historical-league', false],
  ['/game/history', false],
  ['/season/lobby', false],
  ['/leaderboard', false],
])('isGameScreen(%s) is %s', (path, expected) => {
  expect(isGameScreen(path)).toBe(expected);
});

test('play screens are paths with a play segment, not /playoff', () => {
  expect(isPlayScreen('/game/single/1/play')).toBe(true);
  expect(isPlayScreen('/game/historical-league/playoff/3')).toBe(false);
});

const GOTD_GAME = '/game-of-the-day/0b7e3c1a-9d2f-4c55-8a1e-3f6b2d9c4e10';

test('the Game of the Day game is a play screen; its card page and the leaderboard are not', () => {
  expect(isPlayScreen(GOTD_GAME)).toBe(true);
  expect(isPlayScreen('/game-of-the-day')).toBe(false);
  expect(isPlayScreen('/leaderboard')).toBe(false);
});

test('the Game of the Day game hides the header like every play screen', () => {
  renderAt(GOTD_GAME);
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
});

test('the pregame summary logo target is the league setup', () => {
  expect(pregameSummaryLogoTarget('/game/historical-league/pregame-summary/league/12/schedule/4/game/77')).toBe(
    '/game/historical-league/league/setup/12',
  );
  expect(pregameSummaryLogoTarget('/game/historical-league/league/setup/12')).toBeNull();
});

test('play screens hide the header', () => {
  renderAt('/game/single/5/play');
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/game/single/5/play');
});

test('on a game screen the logo opens the exit confirmation; cancel stays, confirm goes home', () => {
  renderAt('/game/single/5');
  fireEvent.click(screen.getByRole('button', { name: 'Diamond Dice Home' }));
  expect(screen.getByRole('alertdialog', { name: EXIT })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/game/single/5');
  fireEvent.click(screen.getByRole('button', { name: 'Diamond Dice Home' }));
  fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/experiences/new');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('the exit button goes home without a running game and asks with one', () => {
  const { unmount } = renderAt('/season/exhibition-game/7/setup');
  fireEvent.click(screen.getByRole('button', { name: 'Exit game' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/experiences/new');
  unmount();
  act(() => gameHeader.setMode('LIVE'));
  renderAt('/game/head-to-head/3');
  fireEvent.click(screen.getByRole('button', { name: 'Exit game' }));
  expect(screen.getByRole('alertdialog', { name: EXIT })).toBeInTheDocument();
});

test('the LIVE or Replay marker follows the game header store', () => {
  renderAt('/game/single/5');
  expect(screen.queryByTestId('game-mode-marker')).not.toBeInTheDocument();
  act(() => gameHeader.setMode('LIVE'));
  expect(screen.getByTestId('game-mode-marker')).toHaveTextContent('LIVE');
  act(() => gameHeader.setMode('Replay'));
  expect(screen.getByTestId('game-mode-marker')).toHaveTextContent('Replay');
});

test('logo and exit button are disabled while a dice roll waits for the own side', () => {
  renderAt('/game/single/5');
  act(() => gameHeader.setDicePendingOwnTurn(true));
  expect(screen.getByRole('button', { name: 'Diamond Dice Home' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Exit game' })).toBeDisabled();
  act(() => gameHeader.setDicePendingOwnTurn(false));
  expect(screen.getByRole('button', { name: 'Diamond Dice Home' })).toBeEnabled();
});

test('outside game screens the marker never shows and the logo is a link', () => {
  act(() => gameHeader.setMode('LIVE'));
  renderAt('/leaderboard');
  expect(screen.queryByTestId('game-mode-marker')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Diamond Dice Home' })).toHaveAttribute('href', '/experiences/new');
});

test('on a pregame summary the logo returns to the league setup', () => {
  renderAt('/game/historical-league/pregame-summary/league/12/schedule/4/game/77');
  expect(screen.getByRole('link', { name: 'Diamond Dice Home' })).toHaveAttribute('href', '/game/historical-league/league/setup/12');
});
