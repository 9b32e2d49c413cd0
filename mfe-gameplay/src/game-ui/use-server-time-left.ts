import { useEffect, useMemo, useReducer } from 'react';
import { COUNTDOWN_TICK_MS, useLatest } from '@bb/shared';

export type Now = () => number;

/**
 * Milliseconds left until a server `deadline` (an invitation's expiry, a decision clock), on the server's clock:
 * `serverNow` (the server's time when it answered) against the browser's time at receipt gives the offset, so a
 * wrong browser clock never moves the countdown; only its pace counts. Re-renders every second (spec §9); null
 * without a deadline; never below 0.
 */
export function useServerTimeLeft(deadline: string | null | undefined, serverNow: string | undefined, now: Now = Date.now): number | null {
  const clock = useLatest(now);
  // Anchored at the receipt of each answer (each carries the server's own now), not at every render.
  const offset = useMemo(() => {
    const server = serverNow ? Date.parse(serverNow) : NaN;
    return Number.isFinite(server) ? server - clock.current() : 0;
  }, [serverNow, clock]);
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!deadline) return undefined;
    const id = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [deadline]);
  const at = deadline ? Date.parse(deadline) : NaN;
  return Number.isFinite(at) ? Math.max(0, at - (now() + offset)) : null;
}
