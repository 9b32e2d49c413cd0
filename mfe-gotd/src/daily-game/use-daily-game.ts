import { useCallback, useEffect, useState } from 'react';
import { notifyError, trackAnalytics, useAuth, type GotdDefaults, type GotdRegistration } from '@bb/shared';
import { appDailyGameApi, type DailyGameApi } from './daily-game-api';

export interface DailyGameState {
  loading: boolean;
  defaults: GotdDefaults | null;
  failed: boolean;
  starting: boolean;
}

/** Today's game card: loads on mount and after login changes; `start` registers and returns the game to open. */
export function useDailyGame(api: DailyGameApi = appDailyGameApi) {
  const record = useAuth();
  const sessionKey = record?.api_key?.key ?? null;
  const [state, setState] = useState<DailyGameState>({ loading: true, defaults: null, failed: false, starting: false });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    api.fetchDefaults().then(
      (defaults) => live && setState((s) => ({ ...s, loading: false, defaults, failed: false })),
      (error: unknown) => {
        if (!live) return;
        notifyError(error);
        setState((s) => ({ ...s, loading: false, failed: true }));
      },
    );
    return () => {
      live = false;
    };
    // A login (a new GOTD guest included) changes what the card shows: the attempt and streaks.
  }, [api, sessionKey, generation]);

  const start = useCallback(async (): Promise<GotdRegistration | null> => {
    setState((s) => ({ ...s, starting: true }));
    try {
      const registration = await api.registerForToday();
      if (!registration.resumed) trackAnalytics('game_started', { mode: 'gotd' });
      return registration;
    } catch (error) {
      notifyError(error);
      // The refusal (already played) comes with the day's state: reload it so the card shows the result.
      api.fetchDefaults().then((defaults) => setState((s) => ({ ...s, defaults })), () => undefined);
      return null;
    } finally {
      setState((s) => ({ ...s, starting: false }));
    }
  }, [api]);

  return { ...state, start, reload };
}
