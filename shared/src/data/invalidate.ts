import { isUnderPath, type ApiKey } from './api-key';
import { queryClient } from './query-client';

/** Marks every cached answer on `pathPrefix` (and below) stale; those on screen load again at once. */
export function invalidate(pathPrefix: string): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isUnderPath(query.queryKey, pathPrefix) });
}

/** Puts an answer the caller already has (a PUT's, a claim's) in the cache, as if the GET had answered it. */
export function setCached<T>(key: ApiKey, data: T): void {
  queryClient.setQueryData(key, data);
}
