import { useNavigate, useSearchParams } from 'react-router-dom';
import { LeagueStatisticsPanel, leaguesApi, Tabs, useLeagueData, type LeagueDetail, type LeagueHistoryCompare, type TabItem } from '@bb/shared';
import { DepthChartPanel } from './DepthChartPanel';
import { HistoryComparePanel } from './HistoryComparePanel';
import type { LeagueLinks } from './league-links';
import { leagueMessages } from './league-messages';
import { TeamLabel } from './league-ui';
import { LineupPanel } from './LineupPanel';
import { ManagersPanel } from './ManagersPanel';
import { PlayoffPanel } from './PlayoffPanel';
import { SchedulePanel, ScoresPanel, TeamSchedulePanel } from './SchedulePanels';
import { StandingsPanel } from './StandingsPanel';

export const LEAGUE_TABS = ['schedule', 'standings', 'statistics', 'transaction', 'depth-chart', 'lineup', 'scores', 'playoff-bracket', 'team-schedule', 'managers', 'history'] as const;
export type LeagueTab = (typeof LEAGUE_TABS)[number];

const LABEL_KEYS = {
  schedule: 'tabs.schedule',
  standings: 'tabs.standings',
  statistics: 'tabs.statistics',
  transaction: 'tabs.transaction',
  'depth-chart': 'tabs.depthChart',
  lineup: 'tabs.lineup',
  scores: 'tabs.scores',
  'playoff-bracket': 'tabs.playoffBracket',
  'team-schedule': 'tabs.teamSchedule',
  managers: 'tabs.managers',
  history: 'tabs.historyCompare',
} as const;

const ignore = () => undefined;

/**
 * The league's tabs (Schedule, Standings, Statistics, … in that order) with the open one in ?tab=, then Managers and "How it really
 * went" only when the server has the real season to compare (200; a 404 hides it, silently). `onLeagueChange` takes
 * a league a panel changed in place (a regenerated manager). With `transactionLink` (draft leagues) a Transaction tab
 * sits after Statistics and opens that page.
 */
export function LeagueTabs({
  league,
  links,
  version,
  refresh,
  onLeagueChange,
  transactionLink,
}: {
  league: LeagueDetail;
  links: LeagueLinks;
  version: number;
  refresh: () => void;
  onLeagueChange: (league: LeagueDetail) => void;
  transactionLink?: string;
}) {
  const t = leagueMessages.useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const compare = useLeagueData<LeagueHistoryCompare>(`${league.leagueId}:${version}`, (signal) => leaguesApi.historyCompare(league.leagueId, signal), ignore);
  const tabs: Array<TabItem<LeagueTab>> = LEAGUE_TABS.filter((key) => (key !== 'history' || compare.data !== undefined) && (key !== 'transaction' || transactionLink)).map((key) => ({ key, label: t(LABEL_KEYS[key]) }));
  const asked = params.get('tab');
  const selected: LeagueTab = tabs.find((tab) => tab.key === asked)?.key ?? 'schedule';
  const select = (key: LeagueTab) => {
    if (key === 'transaction' && transactionLink) return void navigate(transactionLink);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  };
  const common = { league, version };
  return (
    <Tabs<LeagueTab> label={t('tabs.label')} items={tabs} selected={selected} onSelect={select} wrap>
      {selected === 'schedule' && <SchedulePanel {...common} links={links} refresh={refresh} />}
      {selected === 'standings' && <StandingsPanel {...common} />}
      {selected === 'statistics' && <LeagueStatisticsPanel leagueId={league.leagueId} version={version} teamLabel={(team) => <TeamLabel league={league} index={team} short />} />}
      {selected === 'depth-chart' && <DepthChartPanel {...common} />}
      {selected === 'lineup' && <LineupPanel {...common} />}
      {selected === 'scores' && <ScoresPanel {...common} links={links} />}
      {selected === 'playoff-bracket' && <PlayoffPanel {...common} pageLink={{ to: links.playoff(), label: t('bracket.page') }} />}
      {selected === 'team-schedule' && <TeamSchedulePanel {...common} links={links} refresh={refresh} />}
      {selected === 'managers' && <ManagersPanel league={league} onLeagueChange={onLeagueChange} />}
      {selected === 'history' && compare.data && <HistoryComparePanel league={league} compare={compare.data} />}
    </Tabs>
  );
}
