import { useEffect, useMemo, useState } from 'react';
import { COUNTDOWN_TICK_MS, formatCountdown, type CountdownOptions } from './countdown';

/**
 * Time left until `target`, counted on the server's clock: `serverNow` (the server's ISO time when it answered)
 * against the browser's clock at that moment gives the offset, so a wrong browser clock never moves the countdown.
 * Ticks every second (spec §9); '' without a target. `options.showHours: false` shows minutes:seconds (a pick clock).
 */
export function useServerCountdown(target: string | null | undefined, serverNow: string | undefined, options?: CountdownOptions): string {
  const offset = useMemo(() => {
    const server = serverNow ? Date.parse(serverNow) : NaN;
    return Number.isFinite(server) ? server - Date.now() : 0;
  }, [serverNow]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!target) return undefined;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [target, offset]);
  if (!target) return '';
  const at = Date.parse(target);
  return Number.isFinite(at) ? formatCountdown(at - (now + offset), options) : '';
}
