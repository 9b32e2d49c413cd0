import { useEffect, useState } from 'react';
import { notifyError, toast, useLatest } from '@bb/shared';

export interface FavoriteOps<K> {
  /** The stored favourite's key (for teams its id), or null when not a favourite. */
  load: (signal: AbortSignal) => Promise<K | null>;
  add: () => Promise<K>;
  remove: (key: K) => Promise<void>;
  added: string;
  removed: string;
}

/**
 * Favourite state of one player or team-season, following the usual call pattern: pending
 * (busy), fulfilled (state and the success toast) or rejected (error toast, state kept).
 */
export function useFavorite<K>(identity: string | null, ops: FavoriteOps<K>) {
  const [key, setKey] = useState<K | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // `ops` is rebuilt each render; `identity` names the favourite.
  const latestOps = useLatest(ops);
  useEffect(() => {
    setKey(undefined);
    if (identity === null) return undefined;
    const controller = new AbortController();
    latestOps.current.load(controller.signal).then(
      (k) => !controller.signal.aborted && setKey(k),
      () => !controller.signal.aborted && setKey(null),
    );
    return () => controller.abort();
  }, [identity, latestOps]);

  const toggle = async () => {
    if (key === undefined || busy) return;
    setBusy(true);
    try {
      if (key === null) {
        setKey(await ops.add());
        toast.success(ops.added);
      } else {
        await ops.remove(key);
        setKey(null);
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
