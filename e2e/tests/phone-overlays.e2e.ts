import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { GUEST_SCREENS, SUBSCRIBER_SCREENS, openScreen, prepareScreens, screenPath, type ScreenFixtures, type ScreenRoute } from './screen-routes';
import { loginAs, signUp, subscribeViaApi, type StoredRecord } from './shell-accounts';
import { tournamentsApiOf } from './tournament-support';

/**
 * Issue 41 item 2: on a phone the shell's fixed and sticky overlays (the Tournament(s) Starting Soon bar, the header,
 * bottom tab bars) never keep a control or a table row of a main screen out of reach. A page may scroll under a bar
 * that reserves its room (as under any tab bar), so the check is: every visible button, link, input and table row that
 * is under an overlay at some scroll position can be scrolled to where nothing covers it. An open modal dialog is
 * checked instead of the page behind it.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const HOUR = 3_600_000;

let browser: Browser;
const contexts: BrowserContext[] = [];
let record: StoredRecord;
let fixtures: ScreenFixtures;
let soonName: string;
let soonId: number;

async function freshPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[browser] page error: ${error.message}`));
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await freshPage(DESKTOP);
  await page.goto('/terms-of-service');
  record = await signUp(page);
  await subscribeViaApi(page, record);
  fixtures = await prepareScreens(page, record);
  // Public and locking within the hour: a tournament starting soon, as the widget lists them.
  soonName = `Soon ${Date.now().toString(36)}`;
  const soon = await tournamentsApiOf(page, record).create({
    name: soonName, fromYear: 1998, toYear: 1998, totalTeams: 8, format: 'single-elimination', seriesLength: 1, dh: 'auto',
    locksAt: new Date(Date.now() + HOUR / 2).toISOString(), firstGameAt: new Date(Date.now() + HOUR).toISOString(), isPrivate: false, seed: 7,
  });
  soonId = soon.leagueId;
  await page.close();
}, 180_000);

afterAll(async () => {
  // The shared server's other files list the public tournaments starting soon: this one leaves with the file.
  if (soonId !== undefined) {
    const context = await browser.newContext({ baseURL: baseUrl() });
    await context.request.delete(`/api/tournaments/${soonId}`, { headers: { authorization: `Bearer ${record.api_key.key}` } }).catch(() => undefined);
    await context.close();
  }
  for (const context of contexts) await context.close();
  await browser.close();
});

/**
 * The controls and rows the page shows that an overlay covers and no scrolling frees, each as "what (under what)".
 * Runs in the page: it scrolls the page through its whole height, hit-tests five points of each element's visible part
 * at every position, then tries to bring each covered element clear by scrolling it to the middle of the screen.
 */
function unreachableUnderOverlays(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const settle = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()} "${label}"`;
    };
    // Fixed layers anywhere, and the shell's sticky bars; a sticky table header or first column is the table's own.
    const main = document.querySelector('main');
    const overlayAround = (el: Element | null): Element | null => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const position = getComputedStyle(e).position;
        if (position === 'fixed' || (position === 'sticky' && !main?.contains(e))) return e;
      }
      return null;
    };
    /** The part of the element a user can see: its box cut by every ancestor that clips, and by the window. */
    const visiblePart = (el: Element) => {
      let { left, top, right, bottom } = el.getBoundingClientRect();
      for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = e.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      left = Math.max(left, 0);
      top = Math.max(top, 0);
      right = Math.min(right, document.documentElement.clientWidth);
      bottom = Math.min(bottom, window.innerHeight);
      return right - left >= 2 && bottom - top >= 2 ? { left, top, right, bottom } : null;
    };
    /** The overlay over the element's visible part, if one is. */
    const coveringOverlay = (el: Element): Element | null => {
      const part = visiblePart(el);
      if (!part) return null;
      const inset = 2;
      const points = [
        [(part.left + part.right) / 2, (part.top + part.bottom) / 2],
        [part.left + inset, part.top + inset],
        [part.right - inset, part.top + inset],
        [part.left + inset, part.bottom - inset],
        [part.right - inset, part.bottom - inset],
      ];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x!, y!);
        if (!hit || el.contains(hit)) continue;
        const overlay = overlayAround(hit);
        if (overlay && !overlay.contains(el)) return overlay;
      }
      return null;
    };
    const dialog = Array.from(document.querySelectorAll('[aria-modal="true"]')).find((d) => d.getBoundingClientRect().height > 0);
    const scope: ParentNode = dialog ?? document;
    const candidates = () =>
      Array.from(scope.querySelectorAll('button, a[href], input:not([type="hidden"]), select, textarea, tr, [role="button"], [role="tab"]')).filter((el) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      );

    const scroller = document.scrollingElement ?? document.documentElement;
    const covered = new Set<Element>();
    const step = Math.max(100, Math.floor(window.innerHeight / 2));
    for (let y = 0, n = 0; n < 60; y += step, n += 1) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await settle();
      for (const el of candidates()) if (coveringOverlay(el)) covered.add(el);
      if (y >= scroller.scrollHeight - window.innerHeight) break;
    }
    const findings: string[] = [];
    for (const el of covered) {
      if (!el.isConnected) continue;
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      await settle();
      const overlay = coveringOverlay(el);
      if (overlay) findings.push(`${describe(el)} under ${describe(overlay)}`);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return findings;
  });
}

const isPlayRoute = (route: ScreenRoute) => route.path.endsWith('/play');

/** Opens each screen and collects what its overlays keep out of reach, by route. */
async function walk(page: Page, routes: readonly ScreenRoute[], withWidget: boolean): Promise<string[]> {
  const findings: string[] = [];
  for (const route of routes) {
    await openScreen(page, route, fixtures);
    const widget = page.getByTestId('lobby-widget');
    if (withWidget && !isPlayRoute(route)) {
      await widget.waitFor({ state: 'visible', timeout: 15_000 });
      expect(`${route.path}: ${await widget.getAttribute('data-state')}`).toBe(`${route.path}: minimized`);
    }
    if (isPlayRoute(route)) expect(await widget.count()).toBe(0);
    for (const finding of await unreachableUnderOverlays(page)) findings.push(`${screenPath(route, fixtures)}: ${finding}`);
  }
  return findings;
}

test('phone 375×812: no control or table row of a subscriber screen stays under the Tournament(s) Starting Soon bar or another overlay', async () => {
  const page = await freshPage(PHONE);
  await loginAs(page, record, '/');
  expect(await walk(page, SUBSCRIBER_SCREENS, true)).toEqual([]);
}, 600_000);

test('phone 375×812: no control or table row of a public screen stays under an overlay', async () => {
  const page = await freshPage(PHONE);
  expect(await walk(page, GUEST_SCREENS, false)).toEqual([]);
}, 300_000);

/** Screens of every mode, pictured with the bar shown (minimized, then open on the tournament starting soon). */
const PICTURED = ['/dashboard', '/game/single/:finished/result', '/game/historical-league/league/setup/:league', '/live-draft/:draft', '/season/schedules/:season', '/league-calendar', '/tournament-lobby', '/stats-and-ratings/league/AL?year=1968'];

for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  test(`the main screens with the bar shown, pictured (${name})`, async () => {
    const page = await freshPage(viewport);
    await loginAs(page, record, '/');
    for (const path of PICTURED) {
      const route = SUBSCRIBER_SCREENS.find((r) => r.path === path)!;
      await openScreen(page, route, fixtures);
      await page.getByTestId('lobby-widget').waitFor({ state: 'visible', timeout: 15_000 });
      const file = `phone-overlays-${name}${path.replace(/[^a-z0-9]+/gi, '-')}`;
      await screenshot(page, file, { fullPage: false });
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await screenshot(page, `${file}-end`, { fullPage: false });
    }
    await page.getByRole('button', { name: 'Maximize Tournament(s) Starting Soon' }).click();
    await page.getByTestId('tournament-card').filter({ hasText: soonName }).waitFor({ timeout: 15_000 });
    await screenshot(page, `phone-overlays-${name}-widget-open`, { fullPage: false });
  }, 300_000);
}
