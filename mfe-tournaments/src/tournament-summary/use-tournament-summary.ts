import { useCallback, useEffect, useRef, useState } from 'react';
import {
  apiClient,
  invalidate,
  isApiError,
  tournamentKeys,
  tournamentsApi,
  useApiQuery,
  useTournamentChanges,
  type ApiQuery,
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

const settled = (query: Pick<ApiQuery<unknown>, 'data' | 'error'>) => query.data !== undefined || query.error !== undefined;

/**
 * One tournament's summary: its detail, then (once locked) its bracket, and its users, shown once all have answered
 * (a bracket or users failure shows as none). The data layer reloads them on every `tournament-changed` event for
 * this tournament (claims, the lock, the champion) and on `refresh()`; a deletion ends it. `version` counts the
 * changes, so panels that load outside the data layer (statistics) follow. A reload that fails keeps what is shown;
 * a first load that fails says why.
 */
export function useTournamentSummary(leagueId: string) {
  const [version, setVersion] = useState(0);
  const [deleted, setDeleted] = useState<{ leagueId: string; name: string | null } | null>(null);
  const detail = useApiQuery(tournamentKeys.detail(leagueId), (signal) => tournamentsApi.detail(leagueId, signal));
  const locked = detail.data !== undefined && detail.data.status !== 'claiming';
  const bracket = useApiQuery(locked ? tournamentKeys.bracket(leagueId) : null, (signal) => tournamentsApi.bracket(leagueId, signal));
  const users = useApiQuery(detail.data ? tournamentKeys.users(leagueId) : null, (signal) => tournamentsApi.users(leagueId, signal));

  const refresh = useCallback(() => {
    void invalidate(`tournaments/${leagueId}`);
    void invalidate(`leagues/${leagueId}`);
    setVersion((v) => v + 1);
  }, [leagueId]);

  useEffect(() => {
    void markTournamentRead(leagueId).catch(() => undefined);
  }, [leagueId]);

  const name = detail.data?.name ?? null;
  const markDeleted = useCallback(() => setDeleted({ leagueId, name }), [leagueId, name]);

  useTournamentChanges((event) => {
    if (String(event.leagueId) !== leagueId) return;
    if (event.status === 'deleted') markDeleted();
    else setVersion((v) => v + 1);
  });

  /** A claim answers the new detail: show it at once (the bracket does not exist yet). */
  const { replace: replaceDetail } = detail;
  const { replace: replaceUsers } = users;
  const setDetail = useCallback((next: TournamentDetail) => replaceDetail(next), [replaceDetail]);
  const setUsers = useCallback((next: TournamentUsers) => replaceUsers(next), [replaceUsers]);

  let state: SummaryState;
  if (deleted && deleted.leagueId === leagueId) state = { kind: 'deleted', name: deleted.name };
  else if (detail.data === undefined) {
    const error = detail.error;
    state = error === undefined ? { kind: 'loading' } : { kind: 'missing', message: isApiError(error) ? (error.serverMessage ?? error.message) : String(error) };
  } else if (!settled(users) || (locked && !settled(bracket))) state = { kind: 'loading' };
  else state = { kind: 'ready', detail: detail.data, bracket: locked ? (bracket.data ?? null) : null, users: users.data ?? null };

  // A change reloads the detail, the bracket and the users at once and they answer one by one: the champion's banner
  // must not show over a bracket whose final has no winner yet. The summary moves in one step, once all have answered.
  const shown = useRef<{ leagueId: string; state: SummaryState } | null>(null);
  const reloading = detail.loading || users.loading || (locked && bracket.loading);
  if (state.kind === 'ready' && reloading && shown.current?.leagueId === leagueId && shown.current.state.kind === 'ready') state = shown.current.state;
  else shown.current = { leagueId, state };

  return { state, version, refresh, setDetail, setUsers, markDeleted };
}
