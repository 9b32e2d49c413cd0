// What every league mode reuses: the leagues API, the league's tabs and panels, the play actions and the countdown.
export { notifyUnless403, statusOf } from './league-errors';
export { leagueMessages } from './league-messages';
export type { LeagueLinks } from './league-links';
export { AccuracyReportLink, seasonAccuracyPath } from './AccuracyReportLink';
export { teamName, teamAbbr, teamOf, isHighlighted } from './team-names';
export { LinkButton, Panel, Problem, SmallButton, Stack, TeamLabel, TextLink, Toolbar, TwoColumns } from './league-ui';
// The panels' data hook and states live in shared (the tournament summary shows league panels too).
export { DataState, Notice, useLeagueData, type LeagueData } from '@bb/shared';
export { useDelayedRefresh } from './use-delayed-refresh';
export { useLeaguePlay } from './use-league-play';
export { LeagueTabs, LEAGUE_TABS, type LeagueTab } from './LeagueTabs';
export { BracketView } from './BracketView';
export { GameList } from './GameList';
export { PlayoffPanel } from './PlayoffPanel';
export { LeaguePregamePage } from './LeaguePregamePage';
export { LeaguePlayoffPage } from './LeaguePlayoffPage';
export { draftKeys, draftsApi } from './drafts-api';
export { draftLinks, draftPaths } from './draft-paths';
export { validateDraftTimes, type DraftTimes } from './draft-times';
export { DhField, FormActions, InvitesField, LeagueNameField, NumberField, UsageLimitField, useNameCheck, VisibilityField } from './league-form-fields';
export { DraftTimesFields, type DraftTimeField } from './DraftTimesFields';
export { LeagueCard, LeagueFacts, LeagueListLayout, LeagueSection } from './LeagueListLayout';
export { useLeagueDetail } from './use-league-detail';
