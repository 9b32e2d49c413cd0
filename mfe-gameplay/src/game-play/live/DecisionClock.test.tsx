import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ThemeRoot } from '@bb/shared';
import { setupGameplayTests } from '../../test/render';
import { DecisionClock } from './DecisionClock';

setupGameplayTests();
const themed = (ui: ReactElement) => <ThemeRoot mode="day">{ui}</ThemeRoot>;
afterEach(() => jest.useRealTimers());

const SERVER_NOW = '2026-11-22T06:05:00.000Z';
const clock = (deadline = '2026-11-22T06:09:00.000Z', serverNow = SERVER_NOW) => ({ side: 'away' as const, deadline, serverNow, seconds: 240 });

test('counts down from the server deadline on the server clock, not the browser one; urgent under 30 s', () => {
  jest.useFakeTimers();
  // The browser's clock is 7 minutes behind the server's: trusted alone it would show 11:00.
  let local = Date.parse(SERVER_NOW) - 7 * 60_000;
  const now = () => local;
  render(themed(<DecisionClock clock={clock()} who="Your roll" now={now} />));
  const timer = screen.getByRole('timer', { name: 'Decision clock: Your roll' });
  expect(timer).toHaveTextContent('04:00');
  expect(timer).toHaveAttribute('data-urgent', 'false');

  const pass = (ms: number) =>
    act(() => {
      local += ms;
      jest.advanceTimersByTime(ms);
    });
  pass(10_000);
  expect(timer).toHaveTextContent('03:50');
  pass(200_000);
  expect(timer).toHaveTextContent('00:30');
  expect(timer).toHaveAttribute('data-urgent', 'false');
  pass(1000);
  expect(timer).toHaveTextContent('00:29');
  expect(timer).toHaveAttribute('data-urgent', 'true');
  pass(60_000);
  expect(timer).toHaveTextContent('00:00');
});

test('each answer re-anchors on its own serverNow (the device clock was set back between two answers)', () => {
  jest.useFakeTimers();
  let local = Date.parse(SERVER_NOW) + 3 * 60_000; // the browser runs 3 minutes ahead
  const view = render(themed(<DecisionClock clock={clock()} who="bob is deciding" now={() => local} />));
  expect(screen.getByRole('timer')).toHaveTextContent('04:00');
  // The next turn comes 5 s later by the server; meanwhile the device synced its clock 2 minutes back. From the old
  // anchor the new turn would show 06:00.
  local += 5000 - 120_000;
  view.rerender(themed(<DecisionClock clock={clock('2026-11-22T06:09:05.000Z', '2026-11-22T06:05:05.000Z')} who="bob is deciding" now={() => local} />));
  expect(screen.getByRole('timer', { name: 'Decision clock: bob is deciding' })).toHaveTextContent('04:00');
});
