// What every league mode reuses: the leagues API, the league's tabs and panels, the play actions and the countdown.
export { leaguesApi, type ScheduleFilter } from './leagues-api';
export { fieldErrorsOf, notifyUnless403, statusOf } from './league-errors';
export { leagueMessages } from './league-messages';
export type { LeagueLinks } from './league-links';
export { teamName, teamAbbr, teamOf, isHighlighted } from './team-names';
export { DataState, Notice, Problem, SmallButton, Stack, TeamLabel, TextLink, Toolbar, TwoColumns } from './league-ui';
export { useLeagueData, type LeagueData } from './use-league-data';
export { useDelayedRefresh } from './use-delayed-refresh';
export { useServerCountdown } from './use-server-countdown';
export { useLeaguePlay } from './use-league-play';
export { LeagueTabs, LEAGUE_TABS, type LeagueTab } from './LeagueTabs';
export { BracketView } from './BracketView';
export { GameList } from './GameList';
export { PlayoffPanel } from './PlayoffPanel';
