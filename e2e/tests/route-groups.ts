/**
 * One path per route group of the README table, with the page title its owner renders. Ids are ones no test creates:
 * the shared e2e server's leagues count up from 1 as the files run, and a page that finds its league shows its name.
 * `guest` marks the public groups a visitor without an account reaches; the others are
 * protected and need a subscribed user since the host's access guard exists.
 */
export const ROUTE_GROUPS = [
  { owner: 'host', path: '/experiences/new', title: 'Play ball', guest: true },
  { owner: 'host', path: '/lobby', title: 'Lobby', guest: true },
  { owner: 'host', path: '/dashboard', title: 'Dashboard', guest: false },
  { owner: 'host', path: '/howToVideos', title: 'How To Videos', guest: false },
  { owner: 'host', path: '/terms-of-service', title: 'Terms of Service', guest: true },
  { owner: 'host', path: '/no-such-page', title: 'Page not found', guest: true },
  { owner: 'mfe_account', path: '/login', title: 'Login', guest: true },
  { owner: 'mfe_account', path: '/login-new', title: 'Login', guest: true },
  { owner: 'mfe_account', path: '/signup', title: 'Sign Up', guest: true },
  { owner: 'mfe_account', path: '/forgot-password', title: 'Forgot Password', guest: true },
  { owner: 'mfe_account', path: '/profile', title: 'My Profile', guest: false },
  { owner: 'mfe_account', path: '/favorites', title: 'Favorite Players and Teams', guest: false },
  { owner: 'mfe_account', path: '/payment', title: 'Subscription', guest: false },
  { owner: 'mfe_account', path: '/special-checkout', title: 'Special Checkout', guest: true },
  { owner: 'mfe_account', path: '/notifications', title: 'Notifications', guest: false },
  { owner: 'mfe_gameplay', path: '/game/single/42', title: 'Exhibition Game', guest: false },
  { owner: 'mfe_gameplay', path: '/game/head-to-head', title: 'Head to Head', guest: false },
  { owner: 'mfe_gameplay', path: '/game/history', title: 'Game History', guest: false },
  { owner: 'mfe_gameplay', path: '/season/exhibition-game', title: 'Season Exhibition Game', guest: false },
  { owner: 'mfe_gameplay', path: '/all-star-game/lobby', title: 'All-Star Game', guest: false },
  { owner: 'mfe_leagues', path: '/game/historical-league', title: 'Historical League', guest: false },
  { owner: 'mfe_leagues', path: '/game/draft-league/999999/play', title: 'Draft League Game', guest: false },
  { owner: 'mfe_leagues', path: '/draft-league/summary/999999', title: 'Draft Summary', guest: false },
  { owner: 'mfe_leagues', path: '/live-draft/999999', title: 'Live Draft', guest: false },
  { owner: 'mfe_leagues', path: '/season/lobby', title: 'Season', guest: false },
  { owner: 'mfe_leagues', path: '/league-calendar', title: 'League Calendar', guest: false },
  { owner: 'mfe_leagues', path: '/stats-and-ratings/players/ruthba01', title: 'Babe Ruth', guest: false },
  { owner: 'mfe_tournaments', path: '/tournament-lobby', title: 'Tournament Lobby', guest: false },
  { owner: 'mfe_tournaments', path: '/tournament', title: 'Create a new Tournament', guest: false },
  { owner: 'mfe_tournaments', path: '/tournament/summary/999999', title: 'Tournament', guest: false },
  { owner: 'mfe_gotd', path: '/game-of-the-day', title: 'Game Of The Day', guest: true },
  { owner: 'mfe_gotd', path: '/leaderboard', title: 'Leaderboard', guest: true },
  { owner: 'mfe_gotd', path: '/today', title: 'Today', guest: true },
] as const;

/**
 * Pages that send a logged-in user to /, so only guests see their titles: /login, /signup and /forgot-password
 * (the shell's guard) and /login-new, whose login form does the same.
 */
export const AUTH_ENTRY_PATHS: readonly string[] = ['/login', '/login-new', '/signup', '/forgot-password'];
