/**
 * The server's clock as this browser sees it: the offset between the server's time and the browser's, measured once
 * per session with a round trip (the server read its clock about halfway between sending and receiving, so the
 * midpoint of the fastest of a few round trips is the estimate), then added to the browser's clock. A phone whose
 * clock is minutes wrong still counts a deadline down to the server's instant; only the browser clock's pace counts.
 *
 * It measures again only when it has to: the browser's clock jumped (set by hand or by the network, or the device
 * slept), or an answer's stamp proves the estimate behind (the e2e tests move the server's clock). Plain TypeScript:
 * the session's instance is in session-clock.ts, the React hook in use-countdown.ts.
 */

/** Resolves the server's time (an ISO instant) read while answering this call. */
export type FetchServerTime = () => Promise<string>;

export interface ServerClockDeps {
  fetchServerTime: FetchServerTime;
  /** The browser's clock, epoch ms (tests pass a fake one). */
  browserNow?: () => number;
  /**
   * A clock nobody sets (performance.now): when the browser's clock moves against it (the user or the network set
   * it, or the device slept), the clock measures again. Without one, only stamps (`observe`) catch such a change.
   */
  monotonicNow?: (() => number) | null;
  /** Round trips in the measurement; the fastest one is kept (the least room for an asymmetric delay). */
  samples?: number;
  /**
   * After a failed measurement (offline, blocked), a read tries again once this much time passed, twice as long after
   * each further failure (up to ten minutes): a page that can never reach the clock does not ask every half minute.
   */
  retryAfterMs?: number;
  /** An answer stamped this much later than the estimate proves the estimate behind (see `observe`). */
  toleranceMs?: number;
}

export interface ServerClock {
  /** The server's time now, epoch ms: the measured offset, else the browser's clock. Starts the measurement. */
  now(): number;
  /** The session's measurement; callers at the same time share one. Never rejects (a failure keeps the fallback). */
  measure(): Promise<void>;
  /**
   * A server stamp (an answer's `now`) just received. The server read it before the browser got it, so the server's
   * time now is at least that: when the estimate is more than `toleranceMs` behind, the stamp becomes the estimate at
   * once and the clock measures again (the server's clock was moved, or the browser's). A stale stamp proves nothing.
   */
  observe(serverIso: string | null | undefined): void;
  /** Measured, or the measurement failed and the browser's clock is what there is: a zero is then final. */
  settled(): boolean;
  /** Called whenever the estimate (or `settled`) changes. */
  subscribe(listener: () => void): () => void;
  /** Counts those changes: a snapshot for useSyncExternalStore. */
  revision(): number;
}

const SAMPLES = 3;
const RETRY_AFTER_MS = 30_000;
const RETRY_AFTER_MAX_MS = 10 * 60_000;
const TOLERANCE_MS = 1000;
/** The browser's clock moved this much against the monotonic one between two reads: it was set (or the device slept). */
const JUMP_MS = 2000;
/** Jumps and stamps ahead of the estimate measure again at most this often. */
const REMEASURE_GAP_MS = 10_000;

type State = 'unmeasured' | 'measuring' | 'measured' | 'failed';
type Sample = { offset: number; roundTrip: number };

const performanceNow = typeof performance !== 'undefined' ? () => performance.now() : null;

export function createServerClock({
  fetchServerTime,
  browserNow = () => Date.now(),
  monotonicNow = performanceNow,
  samples = SAMPLES,
  retryAfterMs = RETRY_AFTER_MS,
  toleranceMs = TOLERANCE_MS,
}: ServerClockDeps): ServerClock {
  let offset = 0;
  let state: State = 'unmeasured';
  let failedAt = 0;
  let failures = 0;
  let remeasuredAt = -Infinity;
  let running: Promise<void> | null = null;
  // A reason to measure again came while a measurement was under way: that one may predate the change.
  let again = false;
  // The last read of both clocks, to see the browser's clock jump.
  let last: { wall: number; mono: number } | null = null;
  let revision = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    revision += 1;
    for (const listener of [...listeners]) listener();
  };
  // Elapsed time for the gaps: on the monotonic clock when there is one (the browser's may have been set back).
  const elapsedNow = () => (monotonicNow ? monotonicNow() : browserNow());

  async function sample(): Promise<Sample | null> {
    const sentAt = browserNow();
    try {
      const server = Date.parse(await fetchServerTime());
      const receivedAt = browserNow();
      return Number.isFinite(server) ? { offset: server - (sentAt + receivedAt) / 2, roundTrip: receivedAt - sentAt } : null;
    } catch {
      return null;
    }
  }

  async function run(): Promise<void> {
    let best: Sample | null = null;
    for (let i = 0; i < Math.max(1, samples); i += 1) {
      const next = await sample();
      // One refused or unreadable answer ends it: the others would most likely fail the same way.
      if (!next) break;
      if (!best || next.roundTrip < best.roundTrip) best = next;
    }
    if (best) {
      state = 'measured';
      failures = 0;
      offset = Math.round(best.offset);
    } else {
      // A clock measured before keeps its offset (a later re-measurement failing changes nothing it knew).
      if (state !== 'measured') state = 'failed';
      failures += 1;
      failedAt = elapsedNow();
    }
    notify();
  }

  function measure(): Promise<void> {
    if (running) return running;
    if (state !== 'measured') state = 'measuring';
    running = (async () => {
      do {
        again = false;
        await run();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function measureAgain(): void {
    const at = elapsedNow();
    if (at - remeasuredAt < REMEASURE_GAP_MS) return;
    remeasuredAt = at;
    if (running) again = true;
    else void measure();
  }

  function sawJump(wall: number): boolean {
    if (!monotonicNow) return false;
    const mono = monotonicNow();
    const jumped = last !== null && Math.abs(wall - last.wall - (mono - last.mono)) > JUMP_MS;
    last = { wall, mono };
    return jumped;
  }

  return {
    now() {
      const browser = browserNow();
      const retryAfter = Math.min(retryAfterMs * 2 ** Math.max(0, failures - 1), RETRY_AFTER_MAX_MS);
      if (state === 'unmeasured' || (state === 'failed' && elapsedNow() - failedAt >= retryAfter)) void measure();
      else if (sawJump(browser)) measureAgain();
      return browser + offset;
    },
    measure() {
      if (state === 'measured' && !running) return Promise.resolve();
      return measure();
    },
    observe(serverIso) {
      const stamp = serverIso ? Date.parse(serverIso) : NaN;
      if (!Number.isFinite(stamp)) return;
      const browser = browserNow();
      if (stamp - (browser + offset) <= toleranceMs) return;
      offset = stamp - browser;
      notify();
      measureAgain();
    },
    settled: () => state === 'measured' || state === 'failed',
    revision: () => revision,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
