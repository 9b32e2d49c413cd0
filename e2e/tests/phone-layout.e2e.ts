import type { Page } from 'playwright-core';
import { screenshot, useBrowser } from '../support/browser';
import { promptAnsweredToday } from './league-support';
import { GUEST_SCREENS, SUBSCRIBER_SCREENS, openScreen, prepareScreens, type ScreenFixtures, type ScreenRoute } from './screen-routes';
import { loginAs, signUp, subscribeViaApi, type StoredRecord } from './shell-accounts';

/**
 * Issue 22 item 3, phone first, at 375x812: no screen scrolls sideways (wide tables scroll in their own box), every
 * control in the page and in a bottom tab bar is a 44 px touch target, the field view's labels never overlap, and
 * nothing fixed covers a bottom tab bar.
 */

const PHONE = { width: 375, height: 812 } as const;
const MIN_TARGET = 44;

/** Screens beyond the shared list whose tables are the widest: a league's standings, leaders and team statistics. */
const STATS_SCREENS: readonly ScreenRoute[] = [
  { path: '/stats-and-ratings/league/AL?year=1968', title: '1968 American League' },
  { path: '/stats-and-ratings/league/AL?year=1968&view=pitching&psort=era', title: '1968 American League' },
  { path: '/stats-and-ratings/league/AL?year=1968&view=teams', title: '1968 American League' },
];

/** Tabs of the screens that hold most of their content behind tabs, each looked at in turn. */
const TABBED: ReadonlyArray<{ route: ScreenRoute; tabs: readonly string[] }> = [
  { route: { path: '/game/historical-league/league/setup/:league' }, tabs: ['Schedule', 'Standings', 'Statistics', 'Depth Chart', 'Lineup', 'Scores'] },
  { route: { path: '/stats-and-ratings/players/ruthba01?year=1927', title: 'Babe Ruth' }, tabs: ['Card', 'Ratings', 'Statistics', 'Historical Statistics', 'Teams'] },
  { route: { path: '/stats-and-ratings/teams/NYA?year=1927', title: '1927 New York Yankees' }, tabs: ['Ballpark', 'Ball Park Effects', 'Batters', 'Pitchers', 'Lineup'] },
];

interface Layout {
  overflow: number;
  smallTargets: string[];
}

/** What a phone user would find broken on the page as it is now: sideways scroll and controls under 44 px. */
function phoneLayout(page: Page): Promise<Layout> {
  return page.evaluate((min) => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const name = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('type') ?? '').trim().slice(0, 30);
    const controls = document.querySelectorAll(
      'main :is(a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"]), [data-bottom-tab-bar] :is(a, button, [role="tab"])',
    );
    const smallTargets: string[] = [];
    for (const el of Array.from(controls)) {
      if (!visible(el) || el.closest('svg')) continue;
      // A checkbox or a radio is hit through its label: the label's row is the target.
      const isTick = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      const target = isTick ? (el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null) ?? el) : el;
      const height = target.getBoundingClientRect().height;
      if (height < min - 0.5) smallTargets.push(`${el.tagName.toLowerCase()} "${name(el)}" ${Math.round(height)}px`);
    }
    // The header's controls sit side by side with nothing around them to catch a thumb: 44 px both ways.
    for (const el of Array.from(document.querySelectorAll('body > * header:not(main header) :is(a[href], button)'))) {
      if (!visible(el)) continue;
      const box = el.getBoundingClientRect();
      if (Math.min(box.width, box.height) < min - 0.5) smallTargets.push(`header ${el.tagName.toLowerCase()} "${name(el)}" ${Math.round(box.width)}×${Math.round(box.height)}px`);
    }
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, smallTargets };
  }, MIN_TARGET);
}

/** Pairs of field view labels whose boxes intersect. */
function overlappingFieldLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('svg[data-motion] text')).map((el) => ({ text: el.textContent ?? '', box: el.getBoundingClientRect() }));
    const out: string[] = [];
    labels.forEach((a, i) =>
      labels.slice(i + 1).forEach((b) => {
        const apart = a.box.right <= b.box.left || b.box.right <= a.box.left || a.box.bottom <= b.box.top || b.box.bottom <= a.box.top;
        if (!apart) out.push(`"${a.text}" / "${b.text}"`);
      }),
    );
    return out;
  });
}

/** Items of a visible bottom tab bar that something else would receive a tap on. */
function coveredTabItems(page: Page): Promise<{ bars: number; covered: string[] }> {
  return page.evaluate(() => {
    const bars = Array.from(document.querySelectorAll('[data-bottom-tab-bar]')).filter((bar) => bar.getBoundingClientRect().height > 0 && getComputedStyle(bar).position === 'fixed');
    const covered: string[] = [];
    for (const bar of bars) {
      for (const item of Array.from(bar.querySelectorAll('a, button, [role="tab"]'))) {
        const box = item.getBoundingClientRect();
        for (const [x, y] of [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + 4, box.bottom - 4],
          [box.right - 4, box.top + 4],
        ] as const) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || !bar.contains(hit)) covered.push(`${(item.textContent ?? '').trim()} at ${Math.round(x)},${Math.round(y)} by ${hit?.tagName.toLowerCase() ?? 'nothing'} ${hit?.closest('[class]')?.className ?? ''}`);
        }
      }
    }
    return { bars: bars.length, covered };
  });
}

const { freshPage } = useBrowser();
let record: StoredRecord;
let fixtures: ScreenFixtures;

async function phonePage(asSubscriber: boolean): Promise<Page> {
  const page = await freshPage(PHONE.width, PHONE.height);
  page.on('pageerror', (error) => console.warn(`[browser] page error: ${error.message}`));
  await promptAnsweredToday(page);
  if (asSubscriber) await loginAs(page, record, '/terms-of-service');
  return page;
}

const shotName = (path: string) => `phone-layout${path.replace(/\W+/g, '-').replace(/-$/, '')}`;

beforeAll(async () => {
  const page = await freshPage();
  await page.goto('/terms-of-service');
  record = await signUp(page);
  await subscribeViaApi(page, record);
  fixtures = await prepareScreens(page, record);
  await page.close();
}, 120_000);

/** Opens every screen, pictures it, and collects what is broken on it. */
async function walk(page: Page, routes: readonly ScreenRoute[]): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    const path = await openScreen(page, route, fixtures);
    const layout = await phoneLayout(page);
    await screenshot(page, shotName(route.path));
    if (layout.overflow > 0) problems.push(`${path}: the page scrolls sideways by ${layout.overflow}px`);
    if (layout.smallTargets.length > 0) problems.push(`${path}: under ${MIN_TARGET}px: ${layout.smallTargets.join(', ')}`);
  }
  return problems;
}

test('public screens at 375 px: no sideways scroll, 44 px touch targets', async () => {
  const page = await phonePage(false);
  expect(await walk(page, GUEST_SCREENS)).toEqual([]);
}, 180_000);

test('subscriber screens at 375 px: no sideways scroll, 44 px touch targets', async () => {
  const page = await phonePage(true);
  expect(await walk(page, [...SUBSCRIBER_SCREENS, ...STATS_SCREENS])).toEqual([]);
}, 300_000);

test('every tab of a league page, a player page and a team page fits 375 px: tables scroll inside their own box', async () => {
  const page = await phonePage(true);
  const problems: string[] = [];
  let scrollers = 0;
  for (const { route, tabs } of TABBED) {
    const path = await openScreen(page, route, fixtures);
    for (const name of tabs) {
      await page.getByRole('tab', { name, exact: true }).click();
      await page.waitForFunction((n) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() === n, name);
      await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label="Loading"]'), undefined, { timeout: 15_000 });
      const layout = await phoneLayout(page);
      if (layout.overflow > 0) problems.push(`${path} ${name}: the page scrolls sideways by ${layout.overflow}px`);
      if (layout.smallTargets.length > 0) problems.push(`${path} ${name}: under ${MIN_TARGET}px: ${layout.smallTargets.join(', ')}`);
      scrollers += await page.locator('[data-table-scroll][data-overflowing="true"]').count();
      await screenshot(page, `${shotName(route.path)}-${name.replace(/\W+/g, '-').toLowerCase()}`);
    }
  }
  expect(problems).toEqual([]);
  // Some of these tables are wider than a phone: they are the ones that scroll (and say so) inside their wrapper.
  expect(scrollers).toBeGreaterThan(0);
  const hint = page.getByTestId('table-scroll-hint').first();
  if (await hint.count()) expect(await hint.isVisible()).toBe(true);
}, 300_000);

test("the play screen's field labels do not overlap at 375 px", async () => {
  const page = await phonePage(true);
  await openScreen(page, { path: '/game/single/:game/play' }, fixtures);
  const field = page.locator('svg[data-motion]');
  await field.waitFor();
  // Names on: the longest labels ("SS Concepcion", "2B Morgan" of the 1975 Reds in the field).
  expect(await page.getByTestId('fielder-SS').textContent()).toMatch(/^SS \S+/);
  expect(await overlappingFieldLabels(page)).toEqual([]);
  await screenshot(page, 'phone-layout-field-view', { fullPage: false });
});

test('nothing covers a bottom tab bar: the lobby widget docks above it, an offline banner too', async () => {
  const page = await phonePage(true);
  for (const [path, title] of [
    ['/stats-and-ratings/players/ruthba01', 'Babe Ruth'],
    ['/leaderboard', 'Leaderboard'],
  ] as const) {
    await openScreen(page, { path, title });
    expect(await coveredTabItems(page)).toEqual({ bars: 1, covered: [] });
    await page.context().setOffline(true);
    await page.getByRole('alert').filter({ hasText: 'No Internet Connection' }).waitFor();
    expect(await coveredTabItems(page)).toEqual({ bars: 1, covered: [] });
    await screenshot(page, `${shotName(path)}-offline`, { fullPage: false });
    await page.context().setOffline(false);
    await page.getByRole('alert').filter({ hasText: 'No Internet Connection' }).waitFor({ state: 'detached' });
  }
}, 120_000);
