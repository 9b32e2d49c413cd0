import type { DepthChart, DepthPlayer } from '@bb/shared';
import { leaguesApi } from '@bb/shared';
import { useLeagueData } from '../league-core';

/** A team's players (the league core's depth chart, readable by every member); `version` reloads it after a move. */
export function useRoster(leagueId: number, team: number | null, version: number) {
  return useLeagueData<DepthChart>(team === null ? null : `${leagueId}:${team}:${version}`, (signal) => leaguesApi.depth(leagueId, team ?? 0, signal));
}

export const rosterLabel = (p: Pick<DepthPlayer, 'name' | 'year' | 'primaryPosition'>) => `${p.name} (${p.year}, ${p.primaryPosition})`;
