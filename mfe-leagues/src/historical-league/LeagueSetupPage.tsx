import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '@bb/shared';
import { DataState, LeagueTabs, useLeagueDetail } from '../league-core';
import { LeagueHeader } from './LeagueHeader';
import { historicalLinks } from './league-paths';

/** /game/historical-league/league/setup/{leagueId}: the league's header and its tabs. */
export function LeagueSetupPage() {
  const { leagueId = '' } = useParams();
  const { detail, version, refresh, changed, replace } = useLeagueDetail(leagueId);
  const links = useMemo(() => historicalLinks(Number(leagueId)), [leagueId]);
  return (
    <Page>
      <DataState {...detail}>
        {(league) => (
          <>
            <LeagueHeader league={league} onSimulated={changed} />
            <LeagueTabs league={league} links={links} version={version} refresh={refresh} onLeagueChange={replace} />
          </>
        )}
      </DataState>
    </Page>
  );
}
