import { useEffect } from 'react';
import { getSessionKey, useAuth } from '@bb/shared';
import { startRealtimeSession } from './realtime-session';

/** Browsers without EventSource (and jsdom) get no live updates; the badge then stays as last set. */
export const realtimeSupported = (): boolean => typeof window !== 'undefined' && typeof window.EventSource === 'function';

/** Runs the realtime session while a logged-in full user is stored; a new login or a logout restarts or stops it. */
export function useRealtime(start: typeof startRealtimeSession = startRealtimeSession, supported: () => boolean = realtimeSupported): void {
  const record = useAuth();
  const key = getSessionKey(record);
  const userId = record?.user?.id;
  const eligible = key !== null && userId !== undefined && record?.isGotdGuestUser !== true;
  useEffect(() => {
    if (!eligible || !supported()) return undefined;
    return start(userId!);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one session per (user, session key)
  }, [eligible, userId, key]);
}
