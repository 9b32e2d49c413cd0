import { useEffect, useRef, type RefObject } from 'react';
import { authBus } from '@bb/shared';

/**
 * True from a 401 (authBus.sessionExpired) until the next login. The 401 path clears the session
 * synchronously but its navigation to /login lands in a router transition, so the guard first sees
 * the protected page without a session; this lets it send that user to /login (where a 401 sends him) rather
 * than to the guests' /experiences/new.
 */
export function useSessionJustExpired(): RefObject<boolean> {
  const expired = useRef(false);
  useEffect(() => {
    const offExpired = authBus.on('sessionExpired', () => {
      expired.current = true;
    });
    const offLogin = authBus.on('login', () => {
      expired.current = false;
    });
    return () => {
      offExpired();
      offLogin();
    };
  }, []);
  return expired;
}
