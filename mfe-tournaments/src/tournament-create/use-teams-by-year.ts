import { useCallback, useState } from 'react';
import { notifyError, tournamentKeys, tournamentsApi, useApiQuery, type TournamentTeamsByYear } from '@bb/shared';

export type TeamsByYear = TournamentTeamsByYear['years'];

/**
 * Every team-season of a range. `load(from, to)` asks (a newer range cancels the older question); `forRange` reads the
 * answer for the range shown now: `years` null while on its way, `total` its team-seasons once known. A rejected call
 * toasts and empties the list, and the range's size is then unknown (not 0): the server judges it on submit.
 */
export function useTeamsByYear() {
  const [range, setRange] = useState<{ from: number; to: number } | null>(null);
  const load = useCallback((from: number, to: number) => {
    if (to >= from) setRange((r) => (r?.from === from && r.to === to ? r : { from, to }));
    return undefined;
  }, []);
  const answer = useApiQuery(range ? tournamentKeys.teamsByYear(range.from, range.to) : null, (signal) => tournamentsApi.teamsByYear(range?.from ?? 0, range?.to ?? 0, signal), {
    onError: notifyError,
  });

  const forRange = (from: number, to: number): { years: TeamsByYear | null; total: number | null } => {
    if (to < from) return { years: [], total: null };
    if (range?.from !== from || range.to !== to) return { years: null, total: null };
    if (answer.error !== undefined) return { years: [], total: null };
    const years = answer.data?.years ?? null;
    return { years, total: years ? years.reduce((n, y) => n + y.teams.length, 0) : null };
  };

  return { load, forRange };
}
