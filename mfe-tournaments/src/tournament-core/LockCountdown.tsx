import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, formatCountdown } from '@bb/shared';

/**
 * Time left until the lock (spec §4: hh:mm:ss, days in front past a day), ticking every second; `onEnded` once at
 * zero so the card can stop offering claims.
 */
export function LockCountdown({ target, onEnded }: { target: number; onEnded?: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = target - now;
  useEffect(() => {
    if (left <= 0) {
      onEnded?.();
      return undefined;
    }
    const id = setTimeout(() => setNow(Date.now()), Math.min(COUNTDOWN_TICK_MS, left));
    return () => clearTimeout(id);
  }, [left, onEnded]);
  return <time dateTime={new Date(target).toISOString()}>{formatCountdown(left)}</time>;
}
