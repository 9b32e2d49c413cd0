import { defineMessages } from '../i18n/define-messages';

/** Strings of the league statistics panel (historical and draft leagues, tournaments). */
export const leagueStatisticsMessages = defineMessages('shared-league-statistics', {
  batting: 'Batting',
  pitching: 'Pitching',
  typeLabel: 'Statistics type',
  player: 'Player',
  team: 'Team',
  teams: '{{count}} teams',
  empty: 'No statistics yet: they start with the first game.',
  leaders: 'Leaders',
  noLeaders: 'No leaders yet.',
  showAll: 'Show all {{count}} players',
  previousPage: 'Previous',
  nextPage: 'Next',
  page: 'Page {{page}} of {{pages}}',
  pagesOf: '{{type}} pages',
});
