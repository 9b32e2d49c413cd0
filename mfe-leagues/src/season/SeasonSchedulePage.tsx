import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Page, type LeagueDetail } from '@bb/shared';
import { DataState, LeagueTabs, useLeagueDetail } from '../league-core';
import { SeasonHeader } from './SeasonHeader';
import { seasonLinks } from './season-paths';

/**
 * /season/schedules/{scheduleId}: the replay's header (sims, clear game, setup), `aside` (nostalgia shows the real
 * series there), then the league core's tabs: schedule, standings, statistics, scores, bracket, "How it really went".
 */
export function SeasonSchedulePage({ aside }: { aside?: (league: Pick<LeagueDetail, 'leagueId' | 'kind'> & LeagueDetail) => ReactNode }) {
  const { leagueId = '' } = useParams();
  const { detail, version, refresh, changed, replace } = useLeagueDetail(leagueId);
  const links = useMemo(() => seasonLinks(Number(leagueId)), [leagueId]);
  return (
    <Page>
      <DataState {...detail}>
        {(league) => (
          <>
            <SeasonHeader league={league} version={version} onChanged={changed} refresh={refresh} />
            {aside ? aside(league) : null}
            <LeagueTabs league={league} links={links} version={version} refresh={refresh} onLeagueChange={replace} />
          </>
        )}
      </DataState>
    </Page>
  );
}
