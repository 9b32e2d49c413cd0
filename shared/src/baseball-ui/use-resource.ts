import type { ApiKey } from '../data/api-key';
import { useApiQuery } from '../data/use-api-query';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * A stats read through the data layer (shared/src/data): loads `load` for `key` (the endpoint's, see baseballKeys),
 * cancels it when the key changes or the panel closes, and never shows an older key's answer, so a quick switch of
 * year or tab never shows an older player's data. Errors are kept for the panel to show; the API client has already
 * toasted them (a rejected call toasts the server's error text once).
 */
export function useResource<T>(key: ApiKey | null, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const { data, error, loading } = useApiQuery(key, load);
  return { data, error, loading };
}
