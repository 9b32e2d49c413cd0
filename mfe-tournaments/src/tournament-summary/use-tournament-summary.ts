import { useCallback, useEffect, useState } from 'react';
import {
  apiClient,
  isApiError,
  tournamentsApi,
  useTournamentChanges,
  type TournamentBracket,
  type TournamentDetail,
  type TournamentUsers,
} from '@bb/shared';

export type SummaryState =
  | { kind: 'loading' }
  | { kind: 'missing'; message: string }
  | { kind: 'deleted'; name: string | null }
  | { kind: 'ready'; detail: TournamentDetail; bracket: TournamentBracket | null; users: TournamentUsers | null };

/** PUT /notifications/tournament/{leagueId}/read: opening the tournament reads its notifications. */
export async function markTournamentRead(leagueId: string): Promise<void> {
  await apiClient.put(`notifications/tournament/${encodeURIComponent(leagueId)}/read`);
}

/**
 * One tournament's summary: its detail, then (once locked) its bracket, and its users. Reloaded on `refresh()` and on
 * every `tournament-changed` event for this tournament (claims, the lock, the champion); a deletion ends it.
 * `version` counts the loads, so panels that fetch on their own (scores, leaders) follow.
 */
export function useTournamentSummary(leagueId: string) {
  const [state, setState] = useState<SummaryState>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      try {
        const detail = await tournamentsApi.detail(leagueId, signal);
        const [bracket, users] = await Promise.all([
          detail.status === 'claiming' ? null : tournamentsApi.bracket(leagueId, signal).catch(() => null),
          tournamentsApi.users(leagueId, signal).catch(() => null),
        ]);
        if (!signal.aborted) setState({ kind: 'ready', detail, bracket, users });
      } catch (error) {
        if (signal.aborted) return;
        const message = isApiError(error) ? (error.serverMessage ?? error.message) : String(error);
        // A reload that fails keeps what is shown (a blip); a first load that fails says why.
        setState((current) => (current.kind === 'ready' ? current : { kind: 'missing', message }));
      }
    })();
    return () => controller.abort();
  }, [leagueId, version]);

  useEffect(() => {
    void markTournamentRead(leagueId).catch(() => undefined);
  }, [leagueId]);

  const markDeleted = useCallback(
    () => setState((current) => ({ kind: 'deleted', name: current.kind === 'ready' ? current.detail.name : null })),
    [],
  );

  useTournamentChanges((event) => {
    if (String(event.leagueId) !== leagueId) return;
    if (event.status === 'deleted') markDeleted();
    else refresh();
  });

  /** A claim answers the new detail: show it at once (the bracket does not exist yet). */
  const setDetail = useCallback(
    (detail: TournamentDetail) => setState((current) => (current.kind === 'ready' ? { ...current, detail } : current)),
    [],
  );
  const setUsers = useCallback(
    (users: TournamentUsers) => setState((current) => (current.kind === 'ready' ? { ...current, users } : current)),
    [],
  );

  return { state, version, refresh, setDetail, setUsers, markDeleted };
}
