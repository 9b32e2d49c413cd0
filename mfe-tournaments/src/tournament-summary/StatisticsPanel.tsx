import { LeagueStatisticsPanel, type TournamentDetail } from '@bb/shared';
import { summaryMessages } from './messages';
import { Panel } from './summary-ui';
import { teamAt, teamSeasonName, teamSeasonShort } from './team-names';

/**
 * The tournament's batting and pitching lines: shared's league statistics panel (the league route serves every league
 * kind), its teams named '1927 NYA' as on the rest of the page. The leaders have their own panel here.
 */
export function StatisticsPanel({ detail, version }: { detail: TournamentDetail; version: number }) {
  const t = summaryMessages.useT();
  const teamLabel = (index: number) => {
    const team = teamAt(detail.teams, index);
    return <span title={teamSeasonName(team)}>{teamSeasonShort(team)}</span>;
  };
  return (
    <Panel aria-labelledby="tournament-statistics">
      <h2 id="tournament-statistics">{t('statistics.title')}</h2>
      <LeagueStatisticsPanel leagueId={detail.leagueId} version={version} teamLabel={teamLabel} leaders={false} firstRows={20} />
    </Panel>
  );
}
