import { useCallback, useState } from 'react';
import { leaguesApi, errorMessageOf, notifyError, isApiError, toast, type DepthChart, type DepthChartRequest, type LeagueDetail, useLeagueData } from '@bb/shared';
import { refusalOf } from './league-errors';

/**
 * The depth chart of the viewer's team, its one save (PUT …/teams/{index}/depth: promote, demote, rotation,
 * closer, pitcher settings, lineup) and its restore (POST …/depth/restore). The server validates; its 400 text stays beside the form (no toast), any
 * other failure is toasted.
 */
export function useDepthChart(league: LeagueDetail, version: number, team: number | null = league.myTeam) {
  const key = team === null ? null : `${league.leagueId}:${team}:${version}`;
  const depth = useLeagueData<DepthChart>(key, (signal) => leaguesApi.depth(league.leagueId, team ?? 0, signal));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { replace } = depth;
  const save = useCallback(
    async (body: DepthChartRequest, success?: string): Promise<boolean> => {
      if (team === null) return false;
      setSaving(true);
      setSaveError(null);
      try {
        replace(await leaguesApi.saveDepth(league.leagueId, team, body));
        if (success) toast.success(success);
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 400) setSaveError(errorMessageOf(error));
        else notifyError(error);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [league.leagueId, team, replace],
  );
  // Restore: the computer's lineup, rotation and roster again. A refusal (403, 409) stays beside the chart.
  const restore = useCallback(
    async (success: string): Promise<boolean> => {
      if (team === null) return false;
      setSaving(true);
      setSaveError(null);
      try {
        replace(await leaguesApi.restoreDepth(league.leagueId, team));
        toast.success(success);
        return true;
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) setSaveError(refusal);
        else notifyError(error);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [league.leagueId, team, replace],
  );
  return { depth, save, restore, saving, saveError, clearError: () => setSaveError(null) };
}

export type DepthChartState = ReturnType<typeof useDepthChart>;

/** Moves the item at `index` one place by `step` (-1 up, +1 down); the same list when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
