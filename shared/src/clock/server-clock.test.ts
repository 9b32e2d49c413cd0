import { createServerClock, type FetchServerTime } from './server-clock';

const FIVE_MINUTES = 5 * 60_000;

/**
 * A browser clock the test moves, beside a monotonic one, and a server `ahead` of it: each call takes `up` ms to reach
 * the server (which reads its clock then) and `down` ms back, so the midpoint estimate is exact only when up === down.
 */
function world({ ahead = FIVE_MINUTES, delays = [[20, 20]] as Array<[number, number]> } = {}) {
  let browser = Date.parse('2026-03-01T12:00:00.000Z');
  let mono = 1_000;
  let call = 0;
  let serverAhead = ahead;
  const pass = (ms: number) => {
    browser += ms;
    mono += ms;
  };
  const fetchServerTime = jest.fn<ReturnType<FetchServerTime>, []>(async () => {
    // The network's time passes after the call returns, as a real fetch's would.
    await Promise.resolve();
    const [up, down] = delays[Math.min(call, delays.length - 1)]!;
    call += 1;
    pass(up);
    const stamp = new Date(browser + serverAhead).toISOString();
    pass(down);
    return stamp;
  });
  return {
    fetchServerTime,
    browserNow: () => browser,
    monotonicNow: () => mono,
    pass,
    /** Someone sets the browser's clock (the monotonic one runs on); the server's time does not change. */
    setBrowserClock: (ms: number) => {
      browser += ms;
      serverAhead -= ms;
    },
    /** The server's true time now. */
    server: () => browser + serverAhead,
    moveServer: (ms: number) => (serverAhead += ms),
  };
}

describe('createServerClock: the offset, measured once per session', () => {
  test('the midpoint of a round trip: a browser five minutes behind reads the server’s time', async () => {
    const w = world();
    const clock = createServerClock(w);
    expect(clock.settled()).toBe(false);
    await clock.measure();
    expect(clock.settled()).toBe(true);
    expect(clock.now()).toBe(w.server());
    w.pass(90_000);
    expect(clock.now()).toBe(w.server());
    expect(w.fetchServerTime).toHaveBeenCalledTimes(3);
  });

  test('the fastest of the round trips wins: a slow, lopsided one would be 400 ms off', async () => {
    const w = world({ delays: [[100, 900], [10, 10], [300, 50]] });
    const clock = createServerClock(w);
    await clock.measure();
    expect(clock.now()).toBe(w.server());
  });

  test('once per session: reads and concurrent measurements share one, later reads send nothing', async () => {
    const w = world();
    const clock = createServerClock(w);
    clock.now();
    clock.now();
    await Promise.all([clock.measure(), clock.measure()]);
    clock.now();
    await clock.measure();
    expect(w.fetchServerTime).toHaveBeenCalledTimes(3);
  });

  test('listeners hear the measurement arrive', async () => {
    const w = world();
    const clock = createServerClock(w);
    const heard = jest.fn();
    const stop = clock.subscribe(heard);
    await clock.measure();
    expect(heard).toHaveBeenCalled();
    stop();
    heard.mockClear();
    clock.observe(new Date(w.server() + 60_000).toISOString());
    expect(heard).not.toHaveBeenCalled();
  });

  test('a failed measurement keeps the browser’s clock, is settled, and is tried again only after a while', async () => {
    const w = world();
    w.fetchServerTime.mockRejectedValue(new Error('offline'));
    const clock = createServerClock({ ...w, retryAfterMs: 30_000 });
    await clock.measure();
    expect(clock.settled()).toBe(true);
    expect(clock.now()).toBe(w.browserNow());
    expect(w.fetchServerTime).toHaveBeenCalledTimes(1);
    w.pass(29_000);
    clock.now();
    expect(w.fetchServerTime).toHaveBeenCalledTimes(1);
    w.pass(1_000);
    clock.now();
    await clock.measure();
    expect(w.fetchServerTime).toHaveBeenCalledTimes(2);
    // A second failure waits twice as long.
    w.pass(59_000);
    clock.now();
    expect(w.fetchServerTime).toHaveBeenCalledTimes(2);
    w.fetchServerTime.mockReset();
    const healthy = world();
    w.fetchServerTime.mockImplementation(healthy.fetchServerTime);
    w.pass(1_000);
    clock.now();
    await clock.measure();
    expect(w.fetchServerTime).toHaveBeenCalledTimes(3);
    expect(clock.settled()).toBe(true);
  });

  test('a measured clock whose measuring again fails keeps what it knew, and stays settled', async () => {
    const w = world();
    const clock = createServerClock(w);
    await clock.measure();
    w.fetchServerTime.mockRejectedValue(new Error('offline'));
    w.moveServer(60_000);
    clock.observe(new Date(w.server()).toISOString());
    await clock.measure();
    expect(w.fetchServerTime).toHaveBeenCalledTimes(4);
    expect(clock.settled()).toBe(true);
    expect(clock.now()).toBe(w.server());
  });

  test('the browser’s clock set by hand (either way) is noticed on the next read and measured again', async () => {
    const w = world();
    const clock = createServerClock(w);
    await clock.measure();
    w.pass(60_000);
    clock.now();
    expect(w.fetchServerTime).toHaveBeenCalledTimes(3);
    w.setBrowserClock(+7 * 60_000);
    clock.now();
    await clock.measure();
    expect(w.fetchServerTime).toHaveBeenCalledTimes(6);
    expect(clock.now()).toBe(w.server());
    w.pass(20_000);
    w.setBrowserClock(-3 * 60_000);
    clock.now();
    await clock.measure();
    expect(w.fetchServerTime).toHaveBeenCalledTimes(9);
    expect(clock.now()).toBe(w.server());
  });

  test('an unreadable answer is a failure, not an offset of NaN', async () => {
    const w = world();
    w.fetchServerTime.mockResolvedValue('not a time');
    const clock = createServerClock(w);
    await clock.measure();
    expect(clock.now()).toBe(w.browserNow());
  });
});

describe('observe: an answer’s stamp corrects a clock it proves behind', () => {
  test('a stamp ahead of the estimate becomes the estimate at once, then the clock measures again', async () => {
    const w = world();
    const clock = createServerClock(w);
    await clock.measure();
    w.moveServer(15 * 60_000); // the e2e server's test clock, or any clock moved after the measurement
    const stamp = w.server();
    clock.observe(new Date(stamp).toISOString());
    expect(clock.now()).toBe(stamp);
    await clock.measure();
    expect(w.fetchServerTime).toHaveBeenCalledTimes(6);
    w.pass(5_000);
    expect(clock.now()).toBe(w.server());
  });

  test('a stale stamp (behind the estimate) or one within the tolerance changes nothing', async () => {
    const w = world();
    const clock = createServerClock({ ...w, toleranceMs: 1000 });
    await clock.measure();
    const before = clock.now();
    clock.observe(new Date(w.server() - 120_000).toISOString());
    clock.observe(new Date(w.server() + 900).toISOString());
    clock.observe('garbage');
    clock.observe(undefined);
    expect(clock.now()).toBe(before);
    expect(w.fetchServerTime).toHaveBeenCalledTimes(3);
  });

  test('a stamp that arrives during the measurement measures again after it (that one may predate the move)', async () => {
    const w = world();
    const clock = createServerClock(w);
    const first = clock.measure();
    w.moveServer(60_000);
    clock.observe(new Date(w.server()).toISOString());
    await first;
    await clock.measure();
    expect(w.fetchServerTime).toHaveBeenCalledTimes(6);
    expect(clock.now()).toBe(w.server());
  });

  test('a run of stamps ahead measures again at most once in ten seconds', async () => {
    const w = world();
    const clock = createServerClock(w);
    await clock.measure();
    w.moveServer(60_000);
    clock.observe(new Date(w.server()).toISOString());
    await clock.measure();
    w.moveServer(60_000);
    w.pass(2_000);
    clock.observe(new Date(w.server()).toISOString());
    await clock.measure();
    expect(w.fetchServerTime).toHaveBeenCalledTimes(6);
    expect(clock.now()).toBe(w.server());
  });
});
