import type { ServerTime } from '@bb/contract';
import { publicClient } from '../api/clients';
import { createServerClock, type ServerClock } from './server-clock';

/** GET /api/time without credentials: the server's clock is no secret, and a 401 must not end anyone's session. */
const fetchServerTime = async (): Promise<string> => (await publicClient.get('time', { cache: 'no-store' }).json<{ data: ServerTime }>()).data.now;

// The page's one clock: @bb/shared is a runtime singleton, so the host and every remote count on the same measurement.
let current: ServerClock = createServerClock({ fetchServerTime });

/** The session's server clock (the countdown hook reads it; tests replace it with `setServerClock`). */
export function getServerClock(): ServerClock {
  return current;
}

/** Replaces the session's clock (tests: a clock on a fake fetch); `null` starts a fresh one measured from /api/time. */
export function setServerClock(clock: ServerClock | null): void {
  current = clock ?? createServerClock({ fetchServerTime });
}

/**
 * The server's time now, epoch ms. Feature code reads time through this, never `Date.now()` (eslint enforces it):
 * a deadline, a "10 minutes from now" rule or "today" must agree with the server that decides them.
 */
export function serverNow(): number {
  return current.now();
}
