import { startTransition, useCallback, useEffect, useState } from 'react';
import { notifyError } from '../api/error-message';
import { useLatest } from '../baseball-ui/use-latest';

export interface LeagueData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again, keeping what is shown until the answer arrives. */
  reload: () => void;
  /** Replaces the data with an answer the caller already has (a PUT's or a sim's). */
  replace: (data: T) => void;
}

interface State<T> {
  key: string | null;
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * Loads `load` whenever `key` changes (dropping answers of superseded keys) or `reload` is called; a failure is
 * reported through `onError` (shared's error toast unless the caller says otherwise) and kept for the panel.
 */
export function useLeagueData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, onError: (error: unknown) => void = notifyError): LeagueData<T> {
  const [state, setState] = useState<State<T>>({ key: null, data: undefined, error: undefined, loading: key !== null });
  const [version, setVersion] = useState(0);
  const latest = useLatest({ load, onError });
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setState((s) => (s.key === key ? { ...s, loading: true } : { key, data: undefined, error: undefined, loading: true }));
    // An answer is shown as a transition: React renders the page it fills in slices of a few milliseconds, where an
    // ordinary update renders it in one task that holds a phone's main thread for hundreds (a league's schedule).
    latest.current.load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setState({ key, data, error: undefined, loading: false }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        latest.current.onError(error);
        startTransition(() => setState({ key, data: undefined, error, loading: false }));
      },
    );
    return () => controller.abort();
  }, [key, version, latest]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const replace = useCallback((data: T) => setState((s) => ({ ...s, data, error: undefined, loading: false })), []);
  const current = state.key === key ? state : { data: undefined, error: undefined, loading: key !== null };
  return { data: current.data, error: current.error, loading: current.loading, reload, replace };
}
