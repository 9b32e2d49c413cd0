import { act, renderHook } from '@testing-library/react';
import { useServerTimeLeft } from './use-server-time-left';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('counts down on the server\'s clock: a browser clock hours off changes nothing, only its pace counts', () => {
  let browser = Date.parse('2026-11-22T09:30:00.000Z'); // three and a half hours ahead of the server
  const now = () => browser;
  const { result } = renderHook(() => useServerTimeLeft('2026-11-22T06:15:00.000Z', '2026-11-22T06:00:00.000Z', now));
  expect(result.current).toBe(15 * 60_000);
  act(() => {
    browser += 61_000;
    jest.advanceTimersByTime(1000);
  });
  expect(result.current).toBe(15 * 60_000 - 61_000);
  act(() => {
    browser += 20 * 60_000;
    jest.advanceTimersByTime(1000);
  });
  expect(result.current).toBe(0);
});

test('a new answer re-anchors the offset; no deadline is null', () => {
  let browser = 1_000_000;
  const now = () => browser;
  const { result, rerender } = renderHook(({ serverNow }) => useServerTimeLeft('2026-11-22T06:15:00.000Z', serverNow, now), {
    initialProps: { serverNow: '2026-11-22T06:00:00.000Z' },
  });
  browser += 5000;
  rerender({ serverNow: '2026-11-22T06:14:00.000Z' });
  expect(result.current).toBe(60_000);
  const none = renderHook(() => useServerTimeLeft(null, undefined, now));
  expect(none.result.current).toBeNull();
});
