import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftPoolPlayer } from '@bb/shared';
import { draftsApi } from '../league-core';

/**
 * Pool players seen so far by card id (the queue shows names the pool already sent); ids not seen yet (a queue saved
 * in another tab) are asked for one by one (GET …/players/{cardId}).
 */
export function usePlayerCache(leagueId: number, wanted: readonly string[]) {
  const cache = useRef(new Map<string, DraftPoolPlayer>());
  const asked = useRef(new Set<string>());
  const [, setVersion] = useState(0);
  const remember = useCallback((players: DraftPoolPlayer[]) => {
    let added = false;
    for (const p of players) {
      if (cache.current.get(p.cardId) !== p) {
        cache.current.set(p.cardId, p);
        added = true;
      }
    }
    if (added) setVersion((v) => v + 1);
  }, []);
  const missing = wanted.filter((id) => !cache.current.has(id) && !asked.current.has(id)).join(',');
  useEffect(() => {
    if (!missing) return;
    for (const id of missing.split(',')) {
      asked.current.add(id);
      draftsApi.player(leagueId, id).then((p) => remember([p]), () => undefined);
    }
  }, [leagueId, missing, remember]);
  return { players: cache.current as ReadonlyMap<string, DraftPoolPlayer>, remember };
}
