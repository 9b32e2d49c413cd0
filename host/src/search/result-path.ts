import type { SearchResult } from '@bb/shared';

/** Where a chosen result goes (the player or team page of its year); the year falls back to the current year. */
export function resultPath(result: SearchResult, now: Date = new Date()): string {
  const year = Number.isFinite(Number(result.year)) && result.year ? result.year : now.getFullYear();
  const section = result.category === 'player' ? 'players' : 'teams';
  return `/stats-and-ratings/${section}/${encodeURIComponent(String(result.id))}?year=${year}`;
}
