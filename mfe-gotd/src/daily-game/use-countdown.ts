import { useEffect, useState } from 'react';
import { formatCountdown } from '@bb/shared';

/** Spec §4 countdown: ticks every second towards `targetIso`. */
export function useCountdown(targetIso: string | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!targetIso) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [targetIso]);
  return targetIso ? formatCountdown(Date.parse(targetIso) - now) : '';
}
