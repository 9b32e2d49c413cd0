import { useCallback, useState } from 'react';
import { leaguesApi, useLeagueData, type LeagueDetail } from '@bb/shared';

/**
 * A league's detail for its home page, with a version the open tab loads again on: bumped whenever the league changed
 * (a sim, a play, auto play), by `refresh` (load the league again) or `changed` (the new league is already known).
 */
export function useLeagueDetail(leagueId: string) {
  const detail = useLeagueData<LeagueDetail>(leagueId, (signal) => leaguesApi.detail(leagueId, signal));
  const [version, setVersion] = useState(0);
  const { reload, replace } = detail;
  const refresh = useCallback(() => {
    reload();
    setVersion((v) => v + 1);
  }, [reload]);
  const changed = useCallback(
    (league: LeagueDetail) => {
      replace(league);
      setVersion((v) => v + 1);
    },
    [replace],
  );
  return { detail, version, refresh, changed, replace };
}
