import type { Page } from 'playwright-core';
import { waitForSettledPage } from './accessibility-support';
import { apiAs, leagueBody, leaguesApiOf } from './league-support';
import type { StoredRecord } from './shell-accounts';

/**
 * The product's screens that the accessibility and the screenshot suites both walk: one list, so a screen added here is
 * checked by axe and pictured in every viewport and theme. `:name` parts are filled from the fixtures made once per
 * run by `prepareScreens`.
 */
export interface ScreenRoute {
  path: string;
  /** The main heading the page settles on; left out where it names the user's own league, team or game. */
  title?: string;
  /** What to do on the page once it settled, before it is checked or pictured (the same state every run). */
  then?: (page: Page) => Promise<void>;
}

/** Public screens, seen as a guest (login and signup send a signed-in user home). */
export const GUEST_SCREENS: readonly ScreenRoute[] = [
  { path: '/experiences/new', title: 'Play ball' },
  { path: '/lobby', title: 'Lobby' },
  { path: '/terms-of-service', title: 'Terms of Service' },
  { path: '/login', title: 'Login' },
  { path: '/signup', title: 'Sign Up' },
  { path: '/forgot-password', title: 'Forgot Password' },
  { path: '/leaderboard', title: 'Leaderboard' },
  { path: '/game-of-the-day', title: 'Game Of The Day' },
  { path: '/today', title: 'Today' },
  { path: '/special-checkout', title: 'Special Checkout' },
  { path: '/no-such-page', title: 'Page not found' },
];

/** Protected screens, seen as a subscriber. */
export const SUBSCRIBER_SCREENS: readonly ScreenRoute[] = [
  { path: '/', title: 'Play ball' },
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/howToVideos', title: 'How To Videos' },
  { path: '/game/single', title: 'Exhibition Game' },
  { path: '/game/single/:game/play' },
  { path: '/game/single/:finished/result' },
  { path: '/game/history', title: 'Game History' },
  { path: '/game/historical-league', title: 'Historical League' },
  { path: '/game/historical-league/league/create' },
  { path: '/game/historical-league/league/setup/:league' },
  { path: '/game/historical-league/playoff/:league' },
  { path: '/draft-league' },
  { path: '/draft-league/summary/:draft' },
  { path: '/live-draft/:draft' },
  { path: '/draft-league/:draft/transaction' },
  { path: '/draft-league/playoff/:draft' },
  { path: '/season/lobby', title: 'Season' },
  { path: '/season/schedules/:season' },
  { path: '/season/exhibition-game', title: 'Season Exhibition Game' },
  { path: '/season/lobby?tab=nostalgia', title: 'Season' },
  { path: '/all-star-game/lobby', title: 'All-Star Game' },
  { path: '/all-star-game/:allStar/setup' },
  { path: '/tournament-lobby', title: 'Tournament Lobby' },
  { path: '/tournament', title: 'Create a new Tournament' },
  { path: '/tournament/summary/:tournament' },
  { path: '/stats-and-ratings', title: 'Stats & Ratings' },
  { path: '/stats-and-ratings/players/ruthba01', title: 'Babe Ruth' },
  { path: '/stats-and-ratings/teams/NYA?year=1927' },
  { path: '/stats-and-ratings/league/AL?year=1968' },
  { path: '/profile', title: 'My Profile' },
  { path: '/favorites', title: 'Favorite Players and Teams' },
  { path: '/notifications', title: 'Notifications' },
  { path: '/payment', title: 'Subscription' },
  { path: '/game/head-to-head', title: 'Head to Head' },
  {
    path: '/league-calendar',
    title: 'League Calendar',
    // The calendar opens on this week, whose game days (the leagues begin today) and highlighted today follow the
    // weekday the suite runs on. Next week has games every day and no today, whatever the day.
    then: async (page) => {
      const range = page.locator('main [aria-live="polite"]').first();
      const before = await range.textContent();
      await page.getByRole('button', { name: 'Next week' }).click();
      await page.waitForFunction((text) => document.querySelector('main [aria-live="polite"]')?.textContent !== text, before);
    },
  },
];

/** What the subscriber's screens show: one of each kind of game and league, made through the API. */
export type ScreenFixtures = Record<'game' | 'finished' | 'league' | 'draft' | 'season' | 'allStar' | 'tournament', string>;

const HOUR = 3_600_000;
const unique = () => Date.now().toString(36);

/**
 * Makes the subscriber's games and leagues once; every later page of the run reads them. `tag` ends their names: on
 * the shared server it is unique, on the screenshots' private server a fixed one keeps every run's screens alike.
 */
export async function prepareScreens(page: Page, record: StoredRecord, tag = unique()): Promise<ScreenFixtures> {
  const { send } = apiAs(page, record);
  const now = Date.now();
  const single = { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home' };
  const game = await send<{ game: { id: string } }>('games/single', { ...single, seed: 2112 });
  // Two plays in, so the play screen shows a last play and a box score.
  for (let i = 0; i < 2; i += 1) await send(`games/${game.game.id}/_swing-away`, {});
  const finished = await send<{ game: { id: string } }>('games/single', { ...single, seed: 1927 });
  await send(`games/${finished.game.id}/_quick-play`, { scope: 'game' });
  // Seeded: the same opponents and schedule every run, so the league's screens look the same each time.
  const league = await leaguesApiOf(page, record).create({ ...leagueBody(`Screens ${tag}`, [1927, 1998], 8, 14, { teamId: 'NYA', year: 1927 }), seed: 4242 });
  const draft = await send<{ leagueId: number }>('drafts', {
    name: `Draft ${tag}`, totalTeams: 8, mode: 'snake', rounds: 16, pickSeconds: 30, maxPlayers: 16, dh: 'auto', usageLimit: 0,
    years: [1998], leagues: ['AL', 'NL'], draftHeldAt: new Date(now + HOUR).toISOString(), gamesBeginAt: new Date(now + 24 * HOUR).toISOString(),
    gamesPerTeam: 14, isPrivate: true, seed: 4242,
  });
  const season = await send<{ leagueId: number }>('seasons', { name: `Season ${tag}`, year: 1998, teamId: 'NYA', seed: 4242 });
  const allStar = await send<{ gameId: string }>('all-star/play', { game: '1934-EW', userSide: 'home', seed: 5 });
  // Private: on the shared e2e server a public one would join every other user's Tournament(s) Starting Soon list.
  const tournament = await send<{ leagueId: number }>('tournaments', {
    name: `Cup ${tag}`, fromYear: 1998, toYear: 1998, totalTeams: 8, format: 'single-elimination', seriesLength: 1, dh: 'auto',
    locksAt: new Date(now + HOUR).toISOString(), firstGameAt: new Date(now + 2 * HOUR).toISOString(), isPrivate: true, seed: 4242,
  });
  return {
    game: game.game.id,
    finished: finished.game.id,
    league: String(league.leagueId),
    draft: String(draft.leagueId),
    season: String(season.leagueId),
    allStar: allStar.gameId,
    tournament: String(tournament.leagueId),
  };
}

/** The route with its `:name` parts filled in. */
export function screenPath(route: ScreenRoute, fixtures?: ScreenFixtures): string {
  return route.path.replace(/:(\w+)/g, (part, name: string) => {
    const value = fixtures?.[name as keyof ScreenFixtures];
    if (value === undefined) throw new Error(`no fixture for ${part} in ${route.path}`);
    return value;
  });
}

/** Opens the screen and waits until it has rendered (the play screen by its last play, the others by their heading). */
export async function openScreen(page: Page, route: ScreenRoute, fixtures?: ScreenFixtures): Promise<string> {
  const path = screenPath(route, fixtures);
  await page.goto(path);
  // The play screen has no page heading of its own (the header names the game): its last play shows it is up.
  if (path.endsWith('/play')) await page.getByTestId('last-play').waitFor({ timeout: 20_000 });
  else await waitForSettledPage(page, route.title);
  if (route.then) {
    await route.then(page);
    await waitForSettledPage(page, route.title);
  }
  return path;
}
