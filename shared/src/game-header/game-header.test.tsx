import { act, render, screen } from '@testing-library/react';
import { gameHeader, useGameHeader } from './index';

afterEach(() => gameHeader.reset());

test('starts with no marker and nothing pending', () => {
  expect(gameHeader.getState()).toEqual({ mode: null, dicePendingOwnTurn: false });
});

test('setters update the state and notify subscribers only on change', () => {
  const listener = jest.fn();
  const unsubscribe = gameHeader.subscribe(listener);
  gameHeader.setMode('LIVE');
  gameHeader.setMode('LIVE');
  gameHeader.setDicePendingOwnTurn(true);
  expect(listener).toHaveBeenCalledTimes(2);
  expect(gameHeader.getState()).toEqual({ mode: 'LIVE', dicePendingOwnTurn: true });
  unsubscribe();
  gameHeader.reset();
  expect(listener).toHaveBeenCalledTimes(2);
  expect(gameHeader.getState()).toEqual({ mode: null, dicePendingOwnTurn: false });
});

function Probe() {
  const { mode, dicePendingOwnTurn } = useGameHeader();
  return <p>{`${mode ?? 'none'}/${String(dicePendingOwnTurn)}`}</p>;
}

test('useGameHeader re-renders on changes', () => {
  render(<Probe />);
  expect(screen.getByText('none/false')).toBeInTheDocument();
  act(() => gameHeader.setMode('Replay'));
  expect(screen.getByText('Replay/false')).toBeInTheDocument();
  act(() => gameHeader.setDicePendingOwnTurn(true));
  expect(screen.getByText('Replay/true')).toBeInTheDocument();
});
