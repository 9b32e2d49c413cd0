/**
 * Cache keys come from the endpoint tables of @bb/contract: the path the call GETs (as the API modules write it,
 * without the `/api` base) and its query parameters. Two screens reading the same endpoint share one answer and one
 * request in flight; `invalidate('tournaments/12')` reaches every key of that path and the paths below it.
 */
export type ApiParams = Readonly<Record<string, string | number | boolean | null | undefined>>;
export type ApiKey = readonly ['api', string, ApiParams];

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

export function apiKey(path: string, params: ApiParams = {}): ApiKey {
  // Undefined parameters are not sent, so they must not split the cache either.
  const defined = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
  return ['api', trimSlashes(path), defined];
}

/** Whether `key` is an API key on `prefix` or a path below it (segment by segment: 'leagues/1' is not 'leagues/12'). */
export function isUnderPath(key: readonly unknown[], prefix: string): boolean {
  if (key[0] !== 'api' || typeof key[1] !== 'string') return false;
  const path = key[1];
  const wanted = trimSlashes(prefix);
  return wanted === '' || path === wanted || path.startsWith(`${wanted}/`);
}
