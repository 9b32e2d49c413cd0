import { useCallback, useEffect, useRef, useState } from 'react';
import { LEAGUE_REFRESH_DELAY_MS, useLatest } from '@bb/shared';

/**
 * After play and auto play the league reloads after LEAGUE_REFRESH_DELAY_MS. `schedule` (re)starts that
 * one timer; `pending` is true until it fires; leaving the page cancels it.
 */
export function useDelayedRefresh(refresh: () => void, delayMs: number = LEAGUE_REFRESH_DELAY_MS): { schedule: () => void; pending: boolean } {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [pending, setPending] = useState(false);
  const latest = useLatest(refresh);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const schedule = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    setPending(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setPending(false);
      latest.current();
    }, delayMs);
  }, [delayMs, latest]);
  return { schedule, pending };
}
