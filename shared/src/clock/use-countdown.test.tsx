import { act, render, renderHook, screen } from '@testing-library/react';
import { createServerClock, type ServerClock } from './server-clock';
import { setServerClock } from './session-clock';
import { useCountdown } from './use-countdown';
import { Countdown } from './Countdown';

const BROWSER = Date.parse('2026-03-01T12:00:00.000Z');
const FIVE_MINUTES = 5 * 60_000;

let serverAhead = FIVE_MINUTES;
const server = () => Date.now() + serverAhead;
let fetchServerTime: jest.Mock<Promise<string>, []>;

/** A session clock on a fake /api/time: the browser (jest's fake clock) is `serverAhead` behind the server. */
function installClock(): ServerClock {
  fetchServerTime = jest.fn(async () => new Date(server()).toISOString());
  const clock = createServerClock({ fetchServerTime });
  setServerClock(clock);
  return clock;
}

beforeEach(() => {
  jest.useFakeTimers({ now: BROWSER });
  serverAhead = FIVE_MINUTES;
});
afterEach(() => {
  setServerClock(null);
  jest.useRealTimers();
});

describe('useCountdown', () => {
  test('a browser five minutes behind still reaches zero at the server’s deadline, and calls onZero once', async () => {
    const clock = installClock();
    await act(() => clock.measure());
    const deadline = new Date(server() + 3_000).toISOString();
    const onZero = jest.fn();
    const { result } = renderHook(() => useCountdown(deadline, { onZero }));
    expect(result.current).toEqual({ msLeft: 3_000, text: '00:00:03' });
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.text).toBe('00:00:02');
    act(() => jest.advanceTimersByTime(1_999));
    expect(result.current.text).toBe('00:00:01');
    expect(onZero).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toEqual({ msLeft: 0, text: '00:00:00' });
    expect(onZero).toHaveBeenCalledTimes(1);
    // On the browser's own clock it would still have five minutes to go.
    expect(Date.parse(deadline) - Date.now()).toBe(FIVE_MINUTES);
    const left = jest.getTimerCount();
    act(() => jest.advanceTimersByTime(60_000));
    expect(onZero).toHaveBeenCalledTimes(1);
    // At zero nothing ticks any more.
    expect(jest.getTimerCount()).toBeLessThanOrEqual(left);
    expect(result.current.text).toBe('00:00:00');
  });

  test('ticks on the deadline’s second boundaries, not the mount’s: one render per shown second', async () => {
    const clock = installClock();
    await act(() => clock.measure());
    const deadline = server() + 2_400;
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useCountdown(deadline);
    });
    expect(result.current.text).toBe('00:00:03');
    renders = 0;
    act(() => jest.advanceTimersByTime(399));
    expect(result.current.text).toBe('00:00:03');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.text).toBe('00:00:02');
    // (One act per second: inside one act React renders once, at its end.)
    act(() => jest.advanceTimersByTime(999));
    expect(result.current.text).toBe('00:00:02');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.text).toBe('00:00:01');
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.text).toBe('00:00:00');
    expect(renders).toBe(3);
  });

  test('before the measurement it reads the browser’s clock; the measurement re-renders it on the server’s', async () => {
    const clock = installClock();
    const deadline = server() + 60_000;
    const onZero = jest.fn();
    const { result } = renderHook(() => useCountdown(deadline, { onZero }));
    expect(result.current.text).toBe('00:06:00');
    expect(fetchServerTime).toHaveBeenCalled();
    await act(() => clock.measure());
    expect(result.current.text).toBe('00:01:00');
    expect(onZero).not.toHaveBeenCalled();
  });

  test('a deadline the server already passed: zero and onZero at once, but only on a settled clock', async () => {
    serverAhead = -FIVE_MINUTES; // the browser runs ahead: it alone would end a countdown the server has not
    const clock = installClock();
    const onZero = jest.fn();
    const deadline = server() + 60_000;
    const { result } = renderHook(() => useCountdown(deadline, { onZero }));
    expect(result.current.text).toBe('00:00:00');
    expect(onZero).not.toHaveBeenCalled();
    await act(() => clock.measure());
    expect(result.current.text).toBe('00:01:00');
    expect(onZero).not.toHaveBeenCalled();
    // And it ticks from there (nothing was ticking while the browser's clock had it at zero).
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.text).toBe('00:00:59');

    const passed = server() - 1;
    const past = renderHook(() => useCountdown(passed, { onZero }));
    expect(past.result.current.msLeft).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  test('an answer stamped later than the clock (the server’s clock moved) corrects it before anything shows', async () => {
    const clock = installClock();
    await act(() => clock.measure());
    const deadline = server() + 30_000;
    serverAhead += 15 * 60_000;
    const stamp = new Date(server()).toISOString();
    const { result } = renderHook(() => useCountdown(deadline, { serverNow: stamp, showHours: false }));
    expect(result.current.text).toBe('00:00:00');
    // A stale stamp (an answer kept from earlier) moves nothing back.
    const stale = renderHook(() => useCountdown(deadline, { serverNow: new Date(BROWSER).toISOString() }));
    expect(stale.result.current.msLeft).toBe(0);
    // The stamp also sent the clock to measure again: it agrees.
    await act(() => clock.measure());
    expect(fetchServerTime).toHaveBeenCalledTimes(6);
    expect(result.current.text).toBe('00:00:00');
  });

  test('a hidden tab stops ticking and catches up when shown', async () => {
    const clock = installClock();
    await act(() => clock.measure());
    const deadline = server() + 10_000;
    const { result } = renderHook(() => useCountdown(deadline));
    const ticking = jest.getTimerCount();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      act(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(jest.getTimerCount()).toBe(ticking - 1);
      act(() => jest.advanceTimersByTime(4_000));
      expect(result.current.text).toBe('00:00:10');
      visibility.mockReturnValue('visible');
      act(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(result.current.text).toBe('00:00:06');
    } finally {
      visibility.mockRestore();
    }
  });

  test('no deadline, or an unreadable one: no time, no timer, no onZero', () => {
    installClock();
    const onZero = jest.fn();
    const none = renderHook(() => useCountdown(null, { onZero }));
    const bad = renderHook(() => useCountdown('soon', { onZero }));
    expect(none.result.current).toEqual({ msLeft: null, text: '' });
    expect(bad.result.current).toEqual({ msLeft: null, text: '' });
    expect(jest.getTimerCount()).toBe(0);
    expect(onZero).not.toHaveBeenCalled();
  });

  test('a new deadline counts again and may call onZero again', async () => {
    const clock = installClock();
    await act(() => clock.measure());
    const onZero = jest.fn();
    const { rerender } = renderHook(({ at }) => useCountdown(at, { onZero }), { initialProps: { at: server() + 1_000 } });
    act(() => jest.advanceTimersByTime(1_000));
    expect(onZero).toHaveBeenCalledTimes(1);
    rerender({ at: server() + 2_000 });
    act(() => jest.advanceTimersByTime(2_000));
    expect(onZero).toHaveBeenCalledTimes(2);
  });
});

describe('<Countdown>', () => {
  test('the text in a <time> naming the deadline; minutes:seconds with hours off', async () => {
    const clock = installClock();
    await act(() => clock.measure());
    const deadline = server() + 2 * 86_400_000 + 61_000;
    render(<Countdown deadline={new Date(deadline).toISOString()} />);
    expect(screen.getByText('2 days, 00:01:01')).toHaveAttribute('datetime', new Date(deadline).toISOString());
    render(<Countdown deadline={server() + 125_000} showHours={false} />);
    expect(screen.getByText('02:05')).toBeInTheDocument();
  });
});
