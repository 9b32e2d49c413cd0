import { useEffect, useState } from 'react';

export type CallState<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'error' };

/** One GET of the league routes, again whenever `key` changes (the page's reload count), aborted when it does. */
export function useLeagueCall<T>(key: string, call: (signal: AbortSignal) => Promise<T>): CallState<T> {
  const [state, setState] = useState<CallState<T>>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    call(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ kind: 'ready', data }),
      () => !controller.signal.aborted && setState((s) => (s.kind === 'ready' ? s : { kind: 'error' })),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the call
  }, [key]);
  return state;
}
