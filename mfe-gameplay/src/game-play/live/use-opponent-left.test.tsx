import { act, renderHook } from '@testing-library/react';
import { H2H_MESSAGES, toast, type GameSideName, type H2HGameInfo } from '@bb/shared';
import { headToHead } from '../../test/fixtures';
import { setupGameplayTests } from '../../test/render';
import { useOpponentLeft } from './use-opponent-left';

setupGameplayTests();
afterEach(() => {
  toast.dismissAll();
  jest.useRealTimers();
});

const warnings = () => toast.getToasts().filter((t) => t.type === 'warn' && t.message === H2H_MESSAGES.opponentLeft);
const render = (info: H2HGameInfo, mine: GameSideName | null = 'away') =>
  renderHook(({ block, side }) => useOpponentLeft(block, side), { initialProps: { block: info, side: mine } });

test("the opponent's seat taken by the computer: one warning, gone after exactly 5 s; again on a new take-over", () => {
  jest.useFakeTimers();
  const hook = render(headToHead());
  expect(warnings()).toHaveLength(0);
  hook.rerender({ block: headToHead({ takenOver: { away: null, home: 'exit' } }), side: 'away' });
  expect(warnings()).toHaveLength(1);
  // A later block (a spectator joined) with the same take-over adds nothing.
  toast.dismissAll();
  hook.rerender({ block: headToHead({ takenOver: { away: null, home: 'exit' }, spectators: 2 }), side: 'away' });
  expect(warnings()).toHaveLength(0);
  // He comes back, then loses his connection: a new take-over, a new warning, on screen for 5000 ms.
  hook.rerender({ block: headToHead(), side: 'away' });
  hook.rerender({ block: headToHead({ takenOver: { away: null, home: 'left' } }), side: 'away' });
  expect(warnings()).toHaveLength(1);
  act(() => jest.advanceTimersByTime(4999));
  expect(warnings()).toHaveLength(1);
  act(() => jest.advanceTimersByTime(1));
  expect(warnings()).toHaveLength(0);
});

test('no warning for a seat taken before arrival, for my own seat, or for a spectator', () => {
  render(headToHead({ takenOver: { away: null, home: 'inactive' } }));
  const mine = render(headToHead(), 'away');
  mine.rerender({ block: headToHead({ takenOver: { away: 'left', home: null }, canRejoin: true }), side: 'away' });
  const watcher = render(headToHead({ spectating: true }), null);
  watcher.rerender({ block: headToHead({ spectating: true, takenOver: { away: 'exit', home: null } }), side: null });
  expect(warnings()).toHaveLength(0);
});
