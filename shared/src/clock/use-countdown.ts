import { useEffect, useLayoutEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS, formatCountdown, type CountdownFormat } from '../format/countdown';
import { getServerClock } from './session-clock';

export interface CountdownOptions extends CountdownFormat {
  /** Called once when the time left reaches zero on a settled clock (a deadline already past calls it at once). */
  onZero?: () => void;
  /**
   * The server's `now` stamped on the answer that brought the deadline: it corrects the session's clock when it
   * proves it behind (a clock moved since the measurement); it never anchors this countdown on its own.
   */
  serverNow?: string | null;
}

export interface CountdownState {
  /** Milliseconds left on the server's clock, never below 0; null without a (readable) deadline. */
  msLeft: number | null;
  /** The countdown text for it ('' without a deadline), whole seconds rounded up so it shows 00:00:00 exactly at zero. */
  text: string;
}

const epochOf = (deadline: string | number | null | undefined): number | null => {
  if (deadline === null || deadline === undefined || deadline === '') return null;
  const at = typeof deadline === 'number' ? deadline : Date.parse(deadline);
  return Number.isFinite(at) ? at : null;
};

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Every countdown of the apps (a draft's start, the pick clock, a tournament's lock, an invitation's expiry, a
 * decision clock, the games' start, the next Game of the Day): time left until `deadline` (an ISO instant or epoch
 * ms) on the session's server clock. It re-renders when the shown second changes (aligned to the deadline, not to
 * the mount), when the clock's measurement arrives, and not while the tab is hidden (it catches up when shown).
 */
export function useCountdown(deadline: string | number | null | undefined, { onZero, serverNow, showHours }: CountdownOptions = {}): CountdownState {
  const clock = getServerClock();
  const at = epochOf(deadline);
  const [tick, bump] = useReducer((n: number) => n + 1, 0);
  // Re-renders on the measurement's arrival, even one that lands between this render and its commit.
  const revision = useSyncExternalStore(clock.subscribe, clock.revision, clock.revision);
  const msLeft = at === null ? null : Math.max(0, at - clock.now());

  // Before paint: an answer that moved the clock re-renders this (and every countdown) at once, never showing the old
  // reading for a frame (nor to a test reading the page between two renders).
  useLayoutEffect(() => {
    clock.observe(serverNow);
    if (clock.revision() !== revision) bump();
  }, [clock, serverNow, revision]);

  useEffect(() => {
    if (at === null) return undefined;
    const onVisibility = () => bump();
    document.addEventListener('visibilitychange', onVisibility);
    const left = at - clock.now();
    // The next change of the shown (rounded-up) second; nothing after zero, nothing while nobody can see it.
    const timer = left > 0 && !hidden() ? setTimeout(bump, ((left - 1) % COUNTDOWN_TICK_MS) + 1) : undefined;
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [at, clock, tick, revision]);

  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  const finishedFor = useRef<number | null>(null);
  const zero = msLeft === 0 && clock.settled();
  useEffect(() => {
    if (!zero || at === null || finishedFor.current === at) return;
    finishedFor.current = at;
    onZeroRef.current?.();
  }, [zero, at]);

  return { msLeft, text: msLeft === null ? '' : formatCountdown(Math.ceil(msLeft / COUNTDOWN_TICK_MS) * COUNTDOWN_TICK_MS, { showHours }) };
}
