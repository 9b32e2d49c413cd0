import { useApiQuery, type ApiKey } from '@bb/shared';

export type CallState<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'error' };

/**
 * One GET of the league routes through the data layer (a tournament's change or the page's refresh makes it stale,
 * see useTournamentSummary); a reload that fails keeps what is shown.
 */
export function useLeagueCall<T>(key: ApiKey, call: (signal: AbortSignal) => Promise<T>): CallState<T> {
  const answer = useApiQuery(key, call);
  if (answer.data !== undefined) return { kind: 'ready', data: answer.data };
  return answer.error !== undefined ? { kind: 'error' } : { kind: 'loading' };
}
