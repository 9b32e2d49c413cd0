import { useEffect, useState } from 'react';
import type { FavoritePlayer } from '@bb/shared';
import { fetchCardSummary, type CardSummary } from './favorites-api';

// Cards do not change: one read per player-season for the life of the page.
const cache = new Map<string, Promise<CardSummary | null>>();

function summaryOf(player: FavoritePlayer): Promise<CardSummary | null> {
  const key = `${player.playerId}|${player.year ?? ''}`;
  let found = cache.get(key);
  if (!found) {
    // A missing card only leaves Team and Rating as dashes.
    found = fetchCardSummary(player.playerId, player.year).catch(() => null);
    cache.set(key, found);
  }
  return found;
}

/** Team and ratings of each listed favorite, filled in as their cards arrive. */
export function useCardSummaries(players: readonly FavoritePlayer[]): Record<string, CardSummary | null | undefined> {
  const [summaries, setSummaries] = useState<Record<string, CardSummary | null>>({});
  const keys = players.map((p) => `${p.playerId}|${p.year ?? ''}`).join(',');
  useEffect(() => {
    let live = true;
    for (const player of players) {
      const key = `${player.playerId}|${player.year ?? ''}`;
      void summaryOf(player).then((summary) => {
        if (live) setSummaries((prev) => (key in prev ? prev : { ...prev, [key]: summary }));
      });
    }
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the listed player-seasons
  }, [keys]);
  return summaries;
}

export const summaryKey = (p: FavoritePlayer) => `${p.playerId}|${p.year ?? ''}`;
