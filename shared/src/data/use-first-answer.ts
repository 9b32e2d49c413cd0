import { useEffect, useState } from 'react';
import { useLatest } from '../baseball-ui/use-latest';

/**
 * Hands the first answer of a load to `take`, once per `scope` (a game, a form): for a form the user edits from there
 * on, which a later answer for the same scope (a reload, a live change) must not overwrite. Returns whether `take`
 * has run for this scope, in the same render as the state it set (a form shows only once it is filled).
 */
export function useFirstAnswer<T>(data: T | undefined, scope: string, take: (data: T) => void): boolean {
  const [taken, setTaken] = useState<string | null>(null);
  const latestTake = useLatest(take);
  useEffect(() => {
    if (data === undefined || taken === scope) return;
    setTaken(scope);
    latestTake.current(data);
  }, [data, scope, taken, latestTake]);
  return taken === scope;
}
