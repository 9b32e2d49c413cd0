import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeRoot, initI18n, type GamePlay } from '@bb/shared';
import { boxScore, ROLL } from '../test/fixtures';
import { BoxScoreTable } from './BoxScoreTable';
import { ConfirmModal } from './ConfirmModal';
import { PlaysList } from './PlaysList';
import { DetailModals, parseCardId } from './player-link';

beforeAll(() => initI18n('en'));
const inTheme = (ui: React.ReactElement) => render(<ThemeRoot mode="day">{ui}</ThemeRoot>);

test('confirm modal: Yes confirms, No and Escape cancel, busy disables both', () => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const { rerender } = inTheme(<ConfirmModal message="Are you sure? It will delete your last pitch." onConfirm={onConfirm} onCancel={onCancel} />);
  expect(screen.getByRole('alertdialog', { name: 'Are you sure? It will delete your last pitch.' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'No' }));
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onCancel).toHaveBeenCalledTimes(2);
  rerender(<ThemeRoot mode="day"><ConfirmModal message="x" busy onConfirm={onConfirm} onCancel={onCancel} /></ThemeRoot>);
  expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
});

test('box score: line score with R/H/E, unplayed innings blank, batting totals and pitching decisions', () => {
  inTheme(
    <DetailModals>
      <BoxScoreTable box={boxScore()} />
    </DetailModals>,
  );
  const line = screen.getByRole('table', { name: 'Line score' });
  const rows = within(line).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('1927 New York Yankees100200000381');
  // The home team did not bat in the ninth: its cell is empty, not 0.
  expect(within(rows[2]!).getAllByRole('cell')[8]).toHaveTextContent('');
  expect(screen.getByRole('button', { name: 'Babe Ruth' })).toBeInTheDocument();
  expect(screen.getAllByText('W')).toHaveLength(1);
  expect(screen.getAllByText('L')).toHaveLength(1);
});

test('a player name opens the shared player detail modal with his season', () => {
  inTheme(
    <DetailModals>
      <BoxScoreTable box={boxScore()} />
    </DetailModals>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Babe Ruth' }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(parseCardId('ruthba01-1927')).toEqual({ playerId: 'ruthba01', year: 1927 });
});

test('plays: in words through the shared formatter, badges for the spec event types, newest first on request, empty state', () => {
  const combs = { cardId: 'away0-1927', name: 'Earle Combs' };
  const ruth = { cardId: 'away2-1927', name: 'Babe Ruth' };
  const plays: GamePlay[] = [
    { index: 0, type: 'inning', inning: 1, half: 'top', outsBefore: 0, outs: 0 },
    ROLL,
    { index: 4, type: 'stolen base', inning: 1, half: 'top', outsBefore: 0, outs: 0, player: combs, runnersBefore: [combs, null, null], runnersAfter: [null, combs, null] },
    { index: 5, type: 'dice', inning: 1, half: 'top', outsBefore: 0, outs: 0, dice: { d6: 5, row: 4 } },
    { index: 6, type: 'plate appearance', inning: 1, half: 'top', team: 'away', outsBefore: 0, outs: 0, batter: ruth, outcome: '2B', direction: 'right', scored: [combs], runs: 1, score: { away: 1, home: 0 } },
  ];
  const teams = { away: '1927 New York Yankees', home: '1975 Cincinnati Reds' };
  const { rerender } = inTheme(<PlaysList plays={plays} teams={teams} />);
  const items = screen.getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    'Top of the 1st',
    'Combs singles to center',
    'stolen baseCombs steals second',
    'Ruth doubles to right, Combs scores. Yankees 1, Reds 0',
  ]);
  rerender(<ThemeRoot mode="day"><PlaysList plays={plays} teams={teams} newestFirst /></ThemeRoot>);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Top of the 1st',
    'Ruth doubles to right, Combs scores. Yankees 1, Reds 0',
    'stolen baseCombs steals second',
    'Combs singles to center',
  ]);
  rerender(<ThemeRoot mode="day"><PlaysList plays={[]} teams={teams} /></ThemeRoot>);
  expect(screen.getByText('No plays yet.')).toBeInTheDocument();
});

test('plays newest first: every half-inning heading sits above its own plays, never above the half before', () => {
  const pa = (index: number, inning: number, half: 'top' | 'bottom', name: string): GamePlay => ({
    index, type: 'plate appearance', inning, half, team: half === 'top' ? 'away' : 'home', outsBefore: 0, outs: 1, batter: { cardId: name, name }, outcome: 'SO',
  });
  const heading = (index: number, inning: number, half: 'top' | 'bottom'): GamePlay => ({ index, type: 'inning', inning, half, outsBefore: 0, outs: 0 });
  const plays: GamePlay[] = [
    { index: 0, type: 'setting', inning: 1, half: 'top', team: 'home', outsBefore: 0, outs: 0, setting: { mode: 1 } },
    heading(1, 1, 'top'), pa(2, 1, 'top', 'Al Aa'), pa(3, 1, 'top', 'Bo Bb'),
    heading(4, 1, 'bottom'), pa(5, 1, 'bottom', 'Cy Cc'),
    heading(6, 2, 'top'), pa(7, 2, 'top', 'Di Dd'), pa(8, 2, 'top', 'Ed Ee'),
    { index: 9, type: 'game over', inning: 2, half: 'top', outsBefore: 3, outs: 3, score: { away: 0, home: 1 } },
  ];
  inTheme(<PlaysList plays={plays} teams={{ away: '1927 New York Yankees', home: '1975 Cincinnati Reds' }} newestFirst />);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Game over. Yankees 0, Reds 1',
    'Top of the 2nd', 'Ee strikes out', 'Dd strikes out',
    'Bottom of the 1st', 'Cc strikes out',
    'Top of the 1st', 'Bb strikes out', 'Aa strikes out',
    'The Reds switch to Maximize',
  ]);
});
