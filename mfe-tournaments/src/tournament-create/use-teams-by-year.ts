import { useCallback, useState } from 'react';
import { notifyError, tournamentsApi, type TournamentTeamsByYear } from '@bb/shared';

export type TeamsByYear = TournamentTeamsByYear['years'];

interface Answer {
  key: string;
  years: TeamsByYear;
  failed: boolean;
}

const keyOf = (from: number, to: number) => `${from}-${to}`;

/**
 * Every team-season of a range. `load(from, to)` asks (returning the cancel for an effect's cleanup, so a newer range
 * cancels the older question); `forRange` reads the answer for the range shown now: `years` null while on its way,
 * `total` its team-seasons once known. A rejected call toasts and empties the list, and the range's size is
 * then unknown (not 0): the server judges it on submit.
 */
export function useTeamsByYear() {
  const [answer, setAnswer] = useState<Answer | null>(null);

  const load = useCallback((from: number, to: number) => {
    if (to < from) return undefined;
    const key = keyOf(from, to);
    const controller = new AbortController();
    tournamentsApi
      .teamsByYear(from, to, controller.signal)
      .then(({ years }) => setAnswer({ key, years, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ key, years: [], failed: true });
        notifyError(error);
      });
    return () => controller.abort();
  }, []);

  const forRange = (from: number, to: number): { years: TeamsByYear | null; total: number | null } => {
    if (to < from) return { years: [], total: null };
    const current = answer?.key === keyOf(from, to) ? answer : null;
    const total = current && !current.failed ? current.years.reduce((n, y) => n + y.teams.length, 0) : null;
    return { years: current?.years ?? null, total };
  };

  return { load, forRange };
}
