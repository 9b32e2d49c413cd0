import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLatest } from '../baseball-ui/use-latest';
import type { ApiKey } from './api-key';
import { queryClient } from './query-client';

export interface ApiQuery<T> {
  /** The answer for the current key; undefined until one arrives (a failed reload keeps the last one shown). */
  data: T | undefined;
  error: unknown;
  /** A load for this key is running (the first one, or a reload that keeps `data` on screen meanwhile). */
  loading: boolean;
  /** Loads again (after an action changed what the server answers), keeping what is shown until the answer arrives. */
  reload: () => void;
  /** Replaces the answer with one the caller already has (a PUT's or a claim's). */
  replace: (data: T) => void;
  /** Changes the cached answer in place (a live count), when there is one. */
  update: (change: (current: T) => T) => void;
}

export interface ApiQueryOptions {
  /** Told once per failed load (never for a cancelled one): a toast, a redirect. */
  onError?: (error: unknown) => void;
  /** Keeps showing the previous key's answer while the next key loads (a list under a search box, a year's teams). */
  keepPrevious?: boolean;
}

// A disabled query still needs a key; this one is under no API path, so no invalidation reaches it.
const IDLE_KEY = ['api-idle'] as const;

/**
 * The one way the apps read the server: the answer of `fetcher` for `key` (see apiKey: the endpoint's path and
 * parameters), from the shared cache. `null` loads nothing. `fetcher` gets the AbortSignal that cancels it when no
 * screen wants the answer any more (unmount, key change); screens asking for the same key at once share one request.
 */
export function useApiQuery<T>(key: ApiKey | null, fetcher: (signal: AbortSignal) => Promise<T>, options: ApiQueryOptions = {}): ApiQuery<T> {
  // `fetcher` and `onError` are re-created each render; `key` names what they load.
  const latest = useLatest({ fetcher, onError: options.onError });
  const result = useQuery<T>(
    {
      queryKey: key ?? IDLE_KEY,
      enabled: key !== null,
      ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
      queryFn: async ({ signal }) => {
        try {
          return await latest.current.fetcher(signal);
        } catch (error) {
          if (!signal.aborted) latest.current.onError?.(error);
          throw error;
        }
      },
    },
    queryClient,
  );
  const { refetch } = result;
  const cacheKey = key === null ? null : JSON.stringify(key);
  const reload = useCallback(() => {
    if (cacheKey !== null) void refetch();
  }, [cacheKey, refetch]);
  const replace = useCallback(
    (data: T) => {
      if (cacheKey !== null) queryClient.setQueryData(JSON.parse(cacheKey) as ApiKey, data);
    },
    [cacheKey],
  );
  const update = useCallback(
    (change: (current: T) => T) => {
      if (cacheKey !== null) queryClient.setQueryData<T>(JSON.parse(cacheKey) as ApiKey, (current) => (current === undefined ? current : change(current)));
    },
    [cacheKey],
  );
  if (key === null) return { data: options.keepPrevious ? result.data : undefined, error: undefined, loading: false, reload, replace, update };
  return {
    data: result.data,
    error: result.error ?? undefined,
    loading: result.isPending || result.isFetching,
    reload,
    replace,
    update,
  };
}
