import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Page, type LeagueDetail } from '@bb/shared';
import { DataState, LeagueTabs, leaguesApi, useLeagueData } from '../league-core';
import { LeagueHeader } from './LeagueHeader';
import { historicalLinks } from './league-paths';

/** /game/historical-league/league/setup/{leagueId}: the league's header and its tabs. */
export function LeagueSetupPage() {
  const { leagueId = '' } = useParams();
  const detail = useLeagueData<LeagueDetail>(leagueId, (signal) => leaguesApi.detail(leagueId, signal));
  // Bumped whenever the league changed (sim, play, auto play): the open tab loads again.
  const [version, setVersion] = useState(0);
  const { reload, replace } = detail;
  const refresh = useCallback(() => {
    reload();
    setVersion((v) => v + 1);
  }, [reload]);
  const simulated = useCallback(
    (league: LeagueDetail) => {
      replace(league);
      setVersion((v) => v + 1);
    },
    [replace],
  );
  const links = useMemo(() => historicalLinks(Number(leagueId)), [leagueId]);
  return (
    <Page>
      <DataState {...detail}>
        {(league) => (
          <>
            <LeagueHeader league={league} onSimulated={simulated} />
            <LeagueTabs league={league} links={links} version={version} refresh={refresh} onLeagueChange={replace} />
          </>
        )}
      </DataState>
    </Page>
  );
}
