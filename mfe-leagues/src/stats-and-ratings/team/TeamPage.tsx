import { Link, useParams } from 'react-router-dom';
import { Page, ResourceView, TEAM_TABS, TeamDetail, TeamStatsLine, formatWinPct, useTeamSeason, type TeamTab, paths } from '@bb/shared';
import { leagueName } from '../common/league-types';
import { PageHead } from '../common/PageHead';
import { useIsGuest } from '../common/use-guest';
import { useTabParam } from '../common/use-tab-param';
import { useYearParam } from '../common/use-year-param';
import { statsMessages } from '../messages';
import { TeamFavorite } from './TeamFavorite';

const ordinal = (n: number) => {
  const suffix = new Intl.PluralRules('en', { type: 'ordinal' }).select(n);
  return `${n}${{ one: 'st', two: 'nd', few: 'rd' }[suffix as 'one' | 'two' | 'few'] ?? 'th'}`;
};

/** /stats-and-ratings/teams/{teamId}?year=: record, team stats and the five team tabs. */
export default function TeamPage() {
  const t = statsMessages.useT();
  const { teamId = '' } = useParams();
  const [year] = useYearParam();
  const guest = useIsGuest();
  const team = useTeamSeason(teamId, year);
  const [tab, setTab] = useTabParam<TeamTab>(TEAM_TABS, 'ballpark');
  return (
    <Page>
      <ResourceView resource={team}>
        {(data) => {
          const info = data.team;
          const season = Number(info.yearID);
          return (
            <>
              <PageHead
                title={`${season} ${info.name}`}
                subtitle={
                  <>
                    <Link to={paths.statsLeague(info.lgID, { year: season })}>{leagueName(info.lgID)}</Link>
                    {' · '}
                    {t('team.record', { wins: info.W ?? 0, losses: info.L ?? 0 })} ({formatWinPct(info.winPercentage)})
                    {info.Rank ? ` · ${t('team.rank', { rank: ordinal(Number(info.Rank)) })}` : ''}
                  </>
                }
                actions={guest ? null : <TeamFavorite teamId={info.teamID} year={season} />}
              />
              <TeamStatsLine stats={data.teamStats} />
              <TeamDetail teamId={teamId} year={year} resource={team} tab={tab} onTabChange={setTab} />
            </>
          );
        }}
      </ResourceView>
    </Page>
  );
}
