export { leaguesApi, type ScheduleFilter } from './leagues-api';
export { LeaguePlayPage, type LeaguePlayPageProps } from './LeaguePlayPage';
