import { useState } from 'react';
import { notifyError, toast, useApiQuery, type ApiKey } from '@bb/shared';

export interface FavoriteOps<K> {
  /** The stored favourite's key (for teams its id), or null when not a favourite. */
  load: (signal: AbortSignal) => Promise<K | null>;
  add: () => Promise<K>;
  remove: (key: K) => Promise<void>;
  added: string;
  removed: string;
}

/**
 * Favourite state of one player or team-season (`identity`: the data layer's key of its favourite read), following
 * the usual call pattern: pending (busy), fulfilled (state and the success toast) or rejected (error toast, state
 * kept). A failed read counts as not a favourite.
 */
export function useFavorite<K>(identity: ApiKey | null, ops: FavoriteOps<K>) {
  const [busy, setBusy] = useState(false);
  const stored = useApiQuery<K | null>(identity, (signal) => ops.load(signal));
  const key = stored.error !== undefined ? null : stored.data;

  const toggle = async () => {
    if (key === undefined || busy) return;
    setBusy(true);
    try {
      if (key === null) {
        stored.replace(await ops.add());
        toast.success(ops.added);
      } else {
        await ops.remove(key);
        stored.replace(null);
        toast.success(ops.removed);
      }
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return { on: key === undefined ? undefined : key !== null, busy, toggle };
}
