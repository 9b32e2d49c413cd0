import { defineMessages } from '@bb/shared';

/** The dashboard's strings (host-owned page, its own namespace). */
export const dashboardMessages = defineMessages('host-dashboard', {
  title: 'Dashboard',
  intro: 'Your games, leagues, drafts and tournaments in one place.',
  subscribe: {
    text: 'Leagues, drafts, tournaments and every single game need a Baseball Max plan. The Game of the Day is free.',
    action: 'See plans',
  },
  inProgress: { title: 'Games in progress', empty: 'No game under way.', start: 'Start an exhibition game', resume: 'Resume', setup: 'Finish setup', inning: 'Inning {{inning}}' },
  leagues: {
    title: 'Your leagues', empty: 'You are not in a league or replay yet.', start: 'Join or create a historical league', open: 'Open league',
    next: 'Next: {{where}} {{opponent}}', at: 'at', vs: 'vs', noNext: 'No game scheduled', record: '{{wins}}-{{losses}}', noTeam: 'No team of yours',
    historical: 'Historical league', draft: 'Draft league', season: 'Season replay', nostalgia: 'Nostalgia series',
  },
  drafts: { title: 'Drafts coming up', empty: 'No draft coming up.', start: 'Start a draft league', startsIn: 'Starts in', live: 'Live now', paused: 'Paused', enter: 'Enter draft room' },
  tournaments: {
    title: 'Your tournaments', empty: 'You are in no tournament.', start: 'Find a tournament', claimed: '{{claimed}}/{{total}} teams claimed', locksIn: 'Claiming ends in',
    owner: 'Yours', open: 'Open tournament', next: 'Next game: {{when}}',
  },
  gotd: { title: "Today's Game of the Day", none: 'Not played yet today.', playing: 'Your game is under way.', play: 'Play now', resume: 'Resume', leaderboard: 'See leaderboard', won: 'You won {{runs}}-{{allowed}}', lost: 'You lost {{runs}}-{{allowed}}', rank: 'Rank #{{rank}} today' },
  recent: { title: 'Recent results', empty: 'No finished games yet.', start: 'Play the Game of the Day', won: 'W', lost: 'L', view: 'View' },
  error: 'The dashboard could not be loaded.',
  retry: 'Try again',
});
