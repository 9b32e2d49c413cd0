export { leagueKeys, leaguesApi, type ScheduleFilter } from './leagues-api';
export { LeaguePlayPage, type LeaguePlayPageProps } from './LeaguePlayPage';
// The league panels' data hook and states, and the statistics panel: mfe-leagues and mfe-tournaments both show them.
export { useLeagueData, type LeagueData } from './use-league-data';
export { DataState, Notice } from './DataState';
export { LeaderBoards, LeagueStatisticsPanel, type LeagueStatisticsPanelProps } from './LeagueStatisticsPanel';
export type { TeamLabelOf } from './league-stat-columns';
