import type { ReactNode } from 'react';
import { DataState, Notice, type DepthChart, type LeagueDetail } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { Problem, Stack } from './league-ui';
import { useDepthChart, type DepthChartState } from './use-depth-chart';

/**
 * What the Depth Chart and Lineup tabs share: the manager's chart loaded once, the save error, the starter problem
 * (announced where `announceProblem`, so two tabs never both shout it) and the read-only notice, then the tab's body.
 */
export function ChartPanel({
  league,
  version,
  announceProblem,
  children,
}: {
  league: LeagueDetail;
  version: number;
  announceProblem: boolean;
  children: (chart: DepthChart, state: DepthChartState) => ReactNode;
}) {
  const t = leagueMessages.useT();
  const state = useDepthChart(league, version);
  if (league.myTeam === null) return <Notice>{t('depth.noTeam')}</Notice>;
  return (
    <DataState {...state.depth}>
      {(chart) => (
        <Stack>
          {state.saveError ? <Problem role="alert">{state.saveError}</Problem> : null}
          {chart.problem ? <Problem role={announceProblem ? 'alert' : undefined}>{t('depth.problem', { problem: chart.problem })}</Problem> : null}
          {!chart.editable ? <Notice>{t('depth.readOnly')}</Notice> : null}
          {children(chart, state)}
        </Stack>
      )}
    </DataState>
  );
}
