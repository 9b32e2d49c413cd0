import { useParams, useSearchParams } from 'react-router-dom';
import { Page, ResourceView, Tabs, useResource } from '@bb/shared';
import { leagueName, leagueTypeCode } from '../common/league-types';
import { PageHead } from '../common/PageHead';
import { SeasonSelect } from '../common/SeasonSelect';
import { fetchStandings, fetchTeamStats, fetchYears, statsKeys } from '../common/stats-api';
import { useIsGuest } from '../common/use-guest';
import { statsMessages } from '../messages';
import { LeadersPanel } from './LeadersPanel';
import { StandingsPanel } from './StandingsPanel';
import { TeamStatsPanel } from './TeamStatsPanel';

const VIEWS = ['standings', 'batting', 'pitching', 'teams'] as const;
type View = (typeof VIEWS)[number];

function LeagueSeason({ lgId, year, years }: { lgId: string; year: number; years: number[] }) {
  const t = statsMessages.useT();
  const guest = useIsGuest();
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view') as View | null;
  const view: View = viewParam && (VIEWS as readonly string[]).includes(viewParam) ? viewParam : 'standings';
  const set = (changes: Record<string, string>) =>
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) copy.set(k, v);
      return copy;
    });
  const standings = useResource(view === 'standings' ? statsKeys.standings(lgId, year) : null, (signal) => fetchStandings(lgId, year, signal));
  const teamStats = useResource(view === 'teams' ? statsKeys.teamStats(lgId, year) : null, (signal) => fetchTeamStats(lgId, year, signal));
  const labels: Record<View, string> = { standings: t('standings'), batting: t('battingLeaders'), pitching: t('pitchingLeaders'), teams: t('teamStats') };
  return (
    <>
      <PageHead
        title={`${year} ${leagueName(lgId)}`}
        subtitle={t('typeCode', { code: leagueTypeCode(lgId) })}
        actions={<SeasonSelect years={years} value={year} onChange={(y) => set({ year: String(y) })} disabled={guest} />}
      />
      <Tabs label={leagueName(lgId)} items={VIEWS.map((key) => ({ key, label: labels[key] }))} selected={view} onSelect={(v) => set({ view: v })}>
        {view === 'standings' ? <ResourceView resource={standings}>{(data) => <StandingsPanel standings={data} year={year} />}</ResourceView> : null}
        {view === 'batting' ? <LeadersPanel lgId={lgId} year={year} type="batting" sort={params.get('bsort') ?? 'avg'} onSort={(s) => set({ bsort: s })} /> : null}
        {view === 'pitching' ? <LeadersPanel lgId={lgId} year={year} type="pitching" sort={params.get('psort') ?? 'w'} onSort={(s) => set({ psort: s })} /> : null}
        {view === 'teams' ? <ResourceView resource={teamStats}>{(data) => <TeamStatsPanel teams={data.teams} year={year} />}</ResourceView> : null}
      </Tabs>
    </>
  );
}

/** /stats-and-ratings/league/{leagueName}?year=: standings, leaders and team stats of a league-season. */
export default function LeaguePage() {
  const { leagueName: lgParam = '' } = useParams();
  const lgId = lgParam.toUpperCase();
  const [params] = useSearchParams();
  const all = useResource(statsKeys.years(undefined), (signal) => fetchYears(undefined, signal));
  return (
    <Page>
      <ResourceView resource={all}>
        {(data) => {
          const years = data.years.filter((y) => y.leagues.includes(lgId)).map((y) => y.year);
          const wanted = Number(params.get('year'));
          // Without ?year= the league's latest season shows.
          const year = years.includes(wanted) ? wanted : years[0];
          if (year === undefined) return <p role="alert">Oops! no record found</p>;
          return <LeagueSeason lgId={lgId} year={year} years={years} />;
        }}
      </ResourceView>
    </Page>
  );
}
