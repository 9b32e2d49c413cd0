import { CancelledError } from '@tanstack/react-query';
import type { ApiKey } from './api-key';
import { queryClient } from './query-client';

/**
 * For code that loads outside render (a play screen's reload after a refused move): the answer for `key` through the
 * same cache and request dedupe as useApiQuery, always asked anew. Screens showing `key` get the answer too.
 * Rejects with a cancelled error (see isCancelled) when cancelApi(key) stops it, even where an older answer is cached.
 */
export async function fetchApi<T>(key: ApiKey, fetcher: (signal: AbortSignal) => Promise<T>): Promise<T> {
  let asked: AbortSignal | undefined;
  const answer = await queryClient.fetchQuery({
    queryKey: key,
    queryFn: ({ signal }) => {
      asked = signal;
      return fetcher(signal);
    },
    staleTime: 0,
  });
  // A cancelled load hands back the cached answer (the cache keeps it for the screens); the caller asked for a new one.
  if (asked?.aborted) throw new CancelledError();
  return answer;
}

/** Stops the loads of these keys that are in flight (their callers get a cancelled error, nothing else happens). */
export function cancelApi(...keys: ApiKey[]): void {
  for (const queryKey of keys) void queryClient.cancelQueries({ queryKey, exact: true });
}

/** Whether a load ended because it was cancelled (nobody wants the answer): no error to show. */
export function isCancelled(error: unknown): boolean {
  return error instanceof CancelledError;
}
