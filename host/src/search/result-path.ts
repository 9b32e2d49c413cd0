import { paths } from '@bb/shared';
import type { SearchResult } from '@bb/shared';

/** Where a chosen result goes (the player or team page of its year); the year falls back to the current year. */
export function resultPath(result: SearchResult, now: Date = new Date()): string {
  const year = Number.isFinite(Number(result.year)) && result.year ? result.year : now.getFullYear();
  return result.category === 'player' ? paths.player(String(result.id), { year }) : paths.team(String(result.id), { year });
}
