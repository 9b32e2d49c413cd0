import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot, initI18n } from '@bb/shared';
import { controls, gameView, ROLL } from '../test/fixtures';
import { DetailModals } from '../game-ui/player-link';
import { DiceProjection } from './DiceProjection';
import { FieldView } from './FieldView';
import { MatchupProjection } from './MatchupProjection';
import { BenchPanel, BullpenPanel } from './RosterPanels';
import { Scoreboard } from './Scoreboard';
import { SubstitutionPanel } from './SubstitutionPanel';

beforeAll(() => initI18n('en'));
const inTheme = (ui: React.ReactElement) => render(<ThemeRoot mode="day"><DetailModals>{ui}</DetailModals></ThemeRoot>);

test('scoreboard: teams and runs, inning, outs and the LIVE marker; final hides the count', () => {
  const { rerender } = inTheme(<Scoreboard game={gameView({ score: { away: 2, home: 1 }, outs: 2 })} />);
  expect(screen.getByTestId('score-away')).toHaveTextContent('2');
  expect(screen.getByTestId('inning')).toHaveTextContent('Top 1');
  expect(screen.getByLabelText('Outs: 2')).toBeInTheDocument();
  expect(screen.getByText('LIVE')).toBeInTheDocument();
  rerender(<ThemeRoot mode="day"><Scoreboard game={gameView({ status: 'final', awaitingUser: false })} /></ThemeRoot>);
  expect(screen.getByText('Game over')).toBeInTheDocument();
  expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
});

test('dice projection: waiting state, then the batter card reading of the engine dice', () => {
  const { rerender } = inTheme(<DiceProjection roll={null} />);
  expect(screen.getByText('Roll the dice with Swing Away.')).toBeInTheDocument();
  rerender(<ThemeRoot mode="day"><DiceProjection roll={ROLL} /></ThemeRoot>);
  expect(screen.getByTestId('die-d6')).toHaveTextContent('2');
  expect(screen.getByTestId('die-2d6')).toHaveTextContent('7');
  expect(screen.getByTestId('die-d20')).toHaveTextContent('13');
  expect(screen.getByText(/Batter's card, column 2 · Row 7 · Split 13/)).toBeInTheDocument();
  expect(screen.getByTestId('dice-reading')).toHaveTextContent('Single');
  rerender(<ThemeRoot mode="day"><DiceProjection roll={{ ...ROLL, dice: { d6: 5, row: 11, d20: 2 }, reading: 'HR' }} /></ThemeRoot>);
  expect(screen.getByText(/Pitcher's card, column 2/)).toBeInTheDocument();
  expect(screen.getByTestId('dice-reading')).toHaveTextContent('Home run');
});

test('field view: the fielding side at their positions, runners on base, names only with the field projection', () => {
  const game = gameView();
  const { rerender } = inTheme(<FieldView game={game} showNames />);
  expect(screen.getByTestId('fielder-C')).toHaveTextContent('C Geronimo');
  expect(screen.getByTestId('fielder-P')).toHaveTextContent('P Gullett');
  expect(screen.getByTestId('runner-1')).toHaveTextContent('Combs');
  expect(screen.queryByTestId('runner-2')).not.toBeInTheDocument();
  expect(screen.getByTestId('base-1')).toHaveAttribute('data-occupied', 'true');
  expect(screen.getByTestId('batter')).toHaveTextContent('Koenig');
  rerender(<ThemeRoot mode="day"><FieldView game={game} showNames={false} /></ThemeRoot>);
  expect(screen.getByTestId('fielder-C')).toHaveTextContent(/^C$/);
});

test('pitch projection: batter and pitcher with hands and fatigue', () => {
  inTheme(<MatchupProjection game={gameView()} />);
  expect(screen.getByTestId('matchup')).toHaveTextContent('At batMark KoenigBats RPitchingDon GullettThrows R · Fatigue 44%');
});

test('bench and bullpen: the user side, roles, fatigue and status', () => {
  inTheme(
    <>
      <BenchPanel game={gameView()} />
      <BullpenPanel game={gameView()} />
    </>,
  );
  expect(screen.getByRole('button', { name: 'Ed Armbrister' })).toBeInTheDocument();
  expect(screen.getByTestId('bullpen-home8-1975')).toHaveTextContent('Don GullettSP12 batters facedPitching');
  expect(screen.getByTestId('bullpen-homer1-1975')).toHaveTextContent('Rawly EastwickCP0 batters facedAvailable');
});

test('bench: empty state', () => {
  const game = gameView();
  inTheme(<BenchPanel game={{ ...game, home: { ...game.home, bench: [] } }} />);
  expect(screen.getByText('No players left on the bench.')).toBeInTheDocument();
});

test('substitution: each kind sends its request; batting-only moves say so while fielding', () => {
  const onSubstitute = jest.fn();
  inTheme(<SubstitutionPanel game={gameView()} busy={false} onSubstitute={onSubstitute} />);
  expect(screen.getByText('Your team is in the field.')).toBeInTheDocument();
  // The server's control refuses a pinch hitter while fielding: the button says why.
  expect(screen.getByRole('button', { name: 'Substitute' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Substitute' })).toHaveAccessibleDescription('The other team is at bat.');

  fireEvent.change(screen.getByRole('combobox', { name: 'Substitution' }), { target: { value: 'newPitcher' } });
  fireEvent.click(screen.getByRole('button', { name: 'Substitute' }));
  expect(onSubstitute).toHaveBeenLastCalledWith({ type: 'newPitcher', cardId: 'homer1-1975' });

  fireEvent.change(screen.getByRole('combobox', { name: 'Substitution' }), { target: { value: 'defensiveSwitch' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Position' }), { target: { value: 'RF' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Player' }), { target: { value: 'homeb1-1975' } });
  fireEvent.click(screen.getByRole('button', { name: 'Substitute' }));
  expect(onSubstitute).toHaveBeenLastCalledWith({ type: 'defensiveSwitch', moves: [{ cardId: 'homeb1-1975', position: 'RF' }] });
});

test('substitution: a pinch runner for a runner on base while batting; a computer-only game has none', () => {
  const onSubstitute = jest.fn();
  const game = gameView({ battingSide: 'home', half: 'bottom', controls: controls({ pinchRunner: { allowed: true } }) });
  const home = game.home;
  const batting = { ...game, bases: [null, home.lineup[0]!, null] as typeof game.bases };
  const { rerender } = inTheme(<SubstitutionPanel game={batting} busy={false} onSubstitute={onSubstitute} />);
  fireEvent.change(screen.getByRole('combobox', { name: 'Substitution' }), { target: { value: 'pinchRunner' } });
  expect(screen.getByRole('combobox', { name: 'Runner' })).toHaveTextContent('Second base: Pete Rose');
  fireEvent.click(screen.getByRole('button', { name: 'Substitute' }));
  expect(onSubstitute).toHaveBeenLastCalledWith({ type: 'pinchRunner', base: 1, cardId: 'homeb1-1975' });
  rerender(<ThemeRoot mode="day"><SubstitutionPanel game={gameView({ userSide: 'none', viewerSide: null })} busy={false} onSubstitute={onSubstitute} /></ThemeRoot>);
  expect(screen.getByText('The computer manages both teams in this game.')).toBeInTheDocument();
});
