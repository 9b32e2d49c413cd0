import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, notifyError, type SearchResponse } from '@bb/shared';
import { fetchSearchResults } from './search-api';

export type SearchState =
  | { status: 'hint' }
  | { status: 'searching' }
  | { status: 'empty' }
  | { status: 'results'; results: SearchResponse };

/**
 * The dropdown's state for a query: fewer than 3 trimmed characters give the hint;
 * otherwise 'searching' until the call, sent 1000 ms after the last keystroke, answers.
 * A newer keystroke aborts the older call so stale answers never show.
 */
export function useSearch(query: string): SearchState {
  const trimmed = query.trim();
  const [state, setState] = useState<SearchState>({ status: 'hint' });

  useEffect(() => {
    if (trimmed.length < SEARCH_MIN_CHARS) {
      setState({ status: 'hint' });
      return;
    }
    setState({ status: 'searching' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSearchResults(trimmed, controller.signal)
        .then((results) => {
          if (controller.signal.aborted) return;
          const empty = results.players.length === 0 && results.teams.length === 0;
          setState(empty ? { status: 'empty' } : { status: 'results', results });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          notifyError(error);
          setState({ status: 'empty' });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  return state;
}
