import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ThemeRoot, createServerClock, setServerClock } from '@bb/shared';
import { setupGameplayTests } from '../../test/render';
import { DecisionClock } from './DecisionClock';

setupGameplayTests();
const themed = (ui: ReactElement) => <ThemeRoot mode="day">{ui}</ThemeRoot>;
afterEach(() => jest.useRealTimers());

const SERVER_NOW = '2026-11-22T06:05:00.000Z';
const clock = (deadline = '2026-11-22T06:09:00.000Z', serverNow = SERVER_NOW) => ({ side: 'away' as const, deadline, serverNow, seconds: 240 });

/** The session's server clock, measured on a server `aheadMs` ahead of the browser's (jest's fake) clock. */
async function measuredClock(aheadMs: number) {
  const session = createServerClock({ fetchServerTime: async () => new Date(Date.now() + aheadMs).toISOString() });
  setServerClock(session);
  await act(() => session.measure());
}

test('counts down from the server deadline on the server clock, not the browser one; urgent under 30 s', async () => {
  // The browser's clock is 7 minutes behind the server's: trusted alone it would show 11:00.
  jest.useFakeTimers({ now: Date.parse(SERVER_NOW) - 7 * 60_000 });
  await measuredClock(7 * 60_000);
  render(themed(<DecisionClock clock={clock()} who="Your roll" />));
  const timer = screen.getByRole('timer', { name: 'Decision clock: Your roll' });
  expect(timer).toHaveTextContent('04:00');
  expect(timer).toHaveAttribute('data-urgent', 'false');

  const pass = (ms: number) => act(() => jest.advanceTimersByTime(ms));
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

test('a device clock set back between two answers: the next answer’s serverNow puts the clock right at once', async () => {
  jest.useFakeTimers({ now: Date.parse(SERVER_NOW) + 3 * 60_000 }); // the browser runs 3 minutes ahead
  await measuredClock(-3 * 60_000);
  const view = render(themed(<DecisionClock clock={clock()} who="bob is deciding" />));
  expect(screen.getByRole('timer')).toHaveTextContent('04:00');
  // The next turn comes 5 s later by the server; meanwhile the device synced its clock 2 minutes back. On the old
  // offset the new turn would show 06:00.
  jest.setSystemTime(Date.now() + 5000 - 120_000);
  view.rerender(themed(<DecisionClock clock={clock('2026-11-22T06:09:05.000Z', '2026-11-22T06:05:05.000Z')} who="bob is deciding" />));
  expect(screen.getByRole('timer', { name: 'Decision clock: bob is deciding' })).toHaveTextContent('04:00');
});
