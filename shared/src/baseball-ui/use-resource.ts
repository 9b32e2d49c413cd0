import { useEffect, useState } from 'react';
import { useLatest } from './use-latest';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * Loads `load` whenever `key` changes and drops answers of superseded keys, so a quick switch of
 * year or tab never shows an older player's data. Errors are kept for the panel to show; the API
 * client has already toasted them (a rejected call toasts the server's error text once).
 */
export function useResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const [state, setState] = useState<Resource<T> & { key: string | null }>({ key: null, data: undefined, error: undefined, loading: key !== null });
  // `load` is re-created each render; `key` names what it loads.
  const latestLoad = useLatest(load);
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setState({ key, data: undefined, error: undefined, loading: true });
    latestLoad.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, data, error: undefined, loading: false }),
      (error: unknown) => !controller.signal.aborted && setState({ key, data: undefined, error, loading: false }),
    );
    return () => controller.abort();
  }, [key, latestLoad]);
  return state.key === key ? state : { data: undefined, error: undefined, loading: key !== null };
}
