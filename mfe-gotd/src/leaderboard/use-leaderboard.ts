import { startTransition, useEffect, useState } from 'react';
import { t, type LeaderboardRow } from '@bb/shared';
import { fetchLeaderboard } from './leaderboard-api';
import { toQuery, type Selection } from './leaderboard-selection';

export interface LeaderboardState {
  loading: boolean;
  rows: LeaderboardRow[];
  /** The signed-in caller's own row and rank, wherever he stands. */
  me: LeaderboardRow | null;
  /** 'Error fetching leaderboard' by default; never shown (failures are only logged). */
  error: string | null;
}

/** Fetches the board of a selection; every change refetches, and a late answer for an old selection is dropped. */
export function useLeaderboard(selection: Selection, fetcher = fetchLeaderboard): LeaderboardState {
  const [state, setState] = useState<LeaderboardState>({ loading: true, rows: [], me: null, error: null });
  const { tab, subTab, period, month } = selection;

  useEffect(() => {
    const controller = new AbortController();
    // On mount the state already says loading: keeping the same object spares the whole board a second render.
    setState((s) => (s.loading && s.error === null ? s : { ...s, loading: true, error: null }));
    fetcher(toQuery({ tab, subTab, period, month }), controller.signal).then(
      ({ rows, me }) => {
        // A transition: the board renders in slices instead of one long task (see shared's useLeagueData).
        if (!controller.signal.aborted) startTransition(() => setState({ loading: false, rows, me, error: null }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(t('errors.leaderboardFetch'), error);
        setState({ loading: false, rows: [], me: null, error: t('errors.leaderboardFetch') });
      },
    );
    return () => controller.abort();
  }, [fetcher, tab, subTab, period, month]);

  return state;
}
