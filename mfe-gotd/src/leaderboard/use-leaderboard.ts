import { startTransition, useEffect, useMemo, useState } from 'react';
import { t, useApiQuery, type LeaderboardRow } from '@bb/shared';
import { fetchLeaderboard, leaderboardKey } from './leaderboard-api';
import { toQuery, type Selection } from './leaderboard-selection';

export interface LeaderboardState {
  loading: boolean;
  rows: LeaderboardRow[];
  /** The signed-in caller's own row and rank, wherever he stands. */
  me: LeaderboardRow | null;
  /** 'Error fetching leaderboard' by default; never shown (failures are only logged). */
  error: string | null;
}

const logFailure = (error: unknown) => console.error(t('errors.leaderboardFetch'), error);

/**
 * The board of a selection; every change loads the new one (the old rows stay, marked loading, until it answers), and
 * a late answer for an old selection is dropped.
 */
export function useLeaderboard(selection: Selection, fetcher = fetchLeaderboard): LeaderboardState {
  const { tab, subTab, period, month } = selection;
  const query = toQuery({ tab, subTab, period, month });
  const board = useApiQuery(leaderboardKey(query), (signal) => fetcher(query, signal), { onError: logFailure, keepPrevious: true });
  const failed = board.error !== undefined;
  const latest = useMemo<LeaderboardState>(
    () =>
      failed
        ? { loading: false, rows: [], me: null, error: t('errors.leaderboardFetch') }
        : { loading: board.loading, rows: board.data?.rows ?? [], me: board.data?.me ?? null, error: null },
    [failed, board.loading, board.data],
  );
  const [shown, setShown] = useState(latest);
  useEffect(() => {
    // A new board is shown as a transition: React renders it in slices instead of one long task on a phone (see
    // shared's useLeagueData). Loading and failure marks are cheap and shown at once.
    if (latest.loading || latest.error !== null) setShown((s) => (s.loading === latest.loading && s.error === latest.error ? s : latest));
    else startTransition(() => setShown(latest));
  }, [latest]);
  return shown;
}
