import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { checkAgainstBaseline } from '../support/screenshot-baseline';
import { THEME_BACKGROUND, seriousViolations, type AxeFinding, type ThemeMode } from './accessibility-support';
import { DESKTOP, baselineName, redactedShot, type Viewport } from './screen-pictures';
import { GUEST_SCREENS, SUBSCRIBER_SCREENS, openScreen, type ScreenFixtures, type ScreenRoute } from './screen-routes';
import type { StoredRecord } from './shell-accounts';

/**
 * One page walks every screen of screen-routes.ts once for a size and a theme, and each visit checks what the plan
 * asks of that screen there: axe, the theme's background (always), the picture against its baseline.
 */

/** Screens with parts only a phone shows: bottom tab bars (the leaderboard's, the statistics'), the header's search toggle. */
export const PHONE_ONLY_PARTS: readonly ScreenRoute[] = [
  { path: '/leaderboard', title: 'Leaderboard' },
  { path: '/stats-and-ratings', title: 'Stats & Ratings' },
  { path: '/experiences/new', title: 'Play ball' },
];

/**
 * Screens whose picture is the thing under test, compared with a baseline in day at a phone's and a desktop's size:
 * the shell's front doors, the play screen and its result, a league, a live draft, a tournament, a player's and a
 * team's card, the Game of the Day and the subscription page. Every screen is still opened and checked by axe and for
 * its background here, and at a phone's size for its layout by phone-layout.e2e.ts; a picture of each of the others
 * cost minutes of every run and caught nothing those checks do not.
 */
export const PICTURED: ReadonlySet<string> = new Set([
  '/',
  '/experiences/new',
  '/lobby',
  '/login',
  '/leaderboard',
  '/game-of-the-day',
  '/dashboard',
  '/game/single/:game/play',
  '/game/single/:finished/result',
  '/game/historical-league/league/setup/:league',
  '/live-draft/:draft',
  '/season/schedules/:season',
  '/tournament/summary/:tournament',
  '/stats-and-ratings/players/ruthba01',
  '/stats-and-ratings/teams/NYA?year=1927',
  '/payment',
]);

/**
 * Screens pictured in night as well as in day (a subset of PICTURED): the night palette on the shell, a form, a list, the play screen, a
 * player's card, a league's tabs and the subscription page. Every other screen's night colours are checked by axe
 * (contrast) and by its background; a picture of each adds time and proves nothing more.
 */
export const PICTURED_AT_NIGHT: ReadonlySet<string> = new Set([
  '/',
  '/login',
  '/lobby',
  '/dashboard',
  '/game/single/:game/play',
  '/stats-and-ratings/players/ruthba01',
  '/game/historical-league/league/setup/:league',
  '/payment',
]);

export interface Visit {
  axe: boolean;
  picture: boolean;
}

/**
 * What a visit checks. axe runs at the desktop size on every screen, in both themes (a phone's own parts get their
 * own pass, see walkScreens); the PICTURED screens are pictured in day at both sizes, the PICTURED_AT_NIGHT ones in night.
 * Null: nothing to check there, the screen is not opened.
 */
export function planVisit(route: ScreenRoute, mode: ThemeMode, viewport: Viewport): Visit | null {
  const axe = viewport.width === DESKTOP.width;
  const picture = mode === 'day' ? PICTURED.has(route.path) : PICTURED_AT_NIGHT.has(route.path);
  return axe || picture ? { axe, picture } : null;
}

export interface WalkResult {
  findings: AxeFinding[];
  /** Pictures that differ from their baseline, screens that did not render or show the wrong background. */
  failures: string[];
}

/** Screens whose links the night palette changed, kept as pictures to look at (not compared). */
const KEPT_TO_LOOK_AT = new Set(['/login', '/howToVideos']);

async function visit(page: Page, route: ScreenRoute, mode: ThemeMode, viewport: Viewport, plan: Visit, fixtures: ScreenFixtures, result: WalkResult): Promise<void> {
  const name = baselineName(route, viewport, mode);
  let path: string;
  try {
    path = await openScreen(page, route, fixtures);
  } catch (error) {
    // A screen that does not render is a failure in itself (never a baseline); axe still checks what is there.
    const reason = String(error).split('\n')[0];
    result.findings.push({ route: route.path, mode, rule: 'did-not-render', impact: 'critical', help: String(error), nodes: [] });
    result.failures.push(`${name}: did not render (${reason})`);
    if (plan.axe) result.findings.push(...(await seriousViolations(page, route.path, mode)));
    return;
  }
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  if (background !== THEME_BACKGROUND[mode]) result.failures.push(`${path} (${mode}, ${viewport.width} px): background ${background}, not ${THEME_BACKGROUND[mode]}`);
  if (plan.axe) {
    if (KEPT_TO_LOOK_AT.has(path)) await screenshot(page, `a11y${path.replace(/\W+/g, '-')}-${mode}-desktop`, { fullPage: false });
    result.findings.push(...(await seriousViolations(page, route.path, mode)));
  }
  // Last: the picture redacts the page's text in place.
  if (plan.picture) {
    const failure = await checkAgainstBaseline(name, await redactedShot(page, viewport));
    if (failure) result.failures.push(failure);
  }
}

/**
 * Walks the public screens as a guest, then, signed in as `record` (the shell reads the stored record on load), the
 * subscriber's screens; at a phone's size also the parts only a phone shows, through axe.
 */
export async function walkScreens(page: Page, mode: ThemeMode, viewport: Viewport, record: StoredRecord, fixtures: ScreenFixtures): Promise<WalkResult> {
  const result: WalkResult = { findings: [], failures: [] };
  const pass = async (routes: readonly ScreenRoute[], planFor: (route: ScreenRoute) => Visit | null) => {
    for (const route of routes) {
      const plan = planFor(route);
      if (plan) await visit(page, route, mode, viewport, plan, fixtures, result);
    }
  };
  const planned = (route: ScreenRoute) => planVisit(route, mode, viewport);
  await pass(GUEST_SCREENS, planned);
  if (!page.url().startsWith('http')) await page.goto('/terms-of-service');
  await page.evaluate((r) => window.localStorage.setItem('authToken', JSON.stringify(r)), record);
  await pass(SUBSCRIBER_SCREENS, planned);
  if (viewport.width !== DESKTOP.width) await pass(PHONE_ONLY_PARTS, () => ({ axe: true, picture: false }));
  return result;
}
