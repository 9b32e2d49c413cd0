import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, notifyError, useApiQuery, useSettled, type SearchResponse } from '@bb/shared';
import { fetchSearchResults, searchKey } from './search-api';

export type SearchState =
  | { status: 'hint' }
  | { status: 'searching' }
  | { status: 'empty' }
  | { status: 'results'; results: SearchResponse };

/**
 * The dropdown's state for a query: fewer than 3 trimmed characters give the hint;
 * otherwise 'searching' until the call, sent 1000 ms after the last keystroke, answers.
 * A newer keystroke cancels the older call (its key is no longer wanted) so stale answers never show.
 */
export function useSearch(query: string): SearchState {
  const trimmed = query.trim();
  const wanted = trimmed.length >= SEARCH_MIN_CHARS ? trimmed : null;
  const sent = useSettled(wanted, SEARCH_DEBOUNCE_MS) ?? null;
  const { data, error } = useApiQuery(sent === null ? null : searchKey(sent), (signal) => fetchSearchResults(sent ?? '', signal), { onError: notifyError });

  if (wanted === null) return { status: 'hint' };
  if (sent === null || (!data && !error)) return { status: 'searching' };
  if (!data || (data.players.length === 0 && data.teams.length === 0)) return { status: 'empty' };
  return { status: 'results', results: data };
}
