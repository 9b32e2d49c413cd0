import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { loginAs, signUp, subscribeViaApi, type StoredRecord } from './shell-accounts';

// The API has no tournaments yet (a later issue builds them), so against the real server the widget
// shows its 0-league empty state; lobby-widget-cards.e2e.ts drives the 1/2/3+ card cases.

let browser: Browser;
const contexts: BrowserContext[] = [];
/** One account for the whole file: signups are rate limited per client (10 a minute) across the suite. */
let account: StoredRecord;

beforeAll(async () => {
  browser = await launchBrowser();
  const { page } = await freshPage(1280, 800);
  account = await signUp(page);
  await subscribeViaApi(page, account);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

async function freshPage(width: number, height: number, hasTouch = false): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl(), hasTouch });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[browser] page error: ${error.message}`));
  return { page, context };
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('widget not laid out');
  return b;
}

async function expectInside(widget: Locator, width: number, height: number) {
  const b = await box(widget);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(width + 0.5);
  expect(b.y + b.height).toBeLessThanOrEqual(height + 0.5);
}

/**
 * 16 px from the right and bottom edges of the layout viewport (a classic scrollbar narrows it); on a phone the bottom
 * edge is the top of the page's bottom tab bar (its height is the --bb-bottom-bar inset the bar publishes).
 */
async function expectBottomRight(widget: Locator) {
  const at = await widget.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const inset = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--bb-bottom-bar')) || 0;
    return { right: document.documentElement.clientWidth - r.right, bottom: window.innerHeight - r.bottom - inset, transform: el.style.transform };
  });
  expect({ right: Math.round(at.right), bottom: Math.round(at.bottom), transform: at.transform }).toEqual({ right: 16, bottom: 16, transform: '' });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test(`lobby widget (${viewport.name}): minimized bottom right, loader then the empty state, dragged within the viewport, Create a new Tournament → /tournament`, async () => {
    const { width, height } = viewport;
    const { page } = await freshPage(width, height);
    // Hold the answer briefly so the loader is observable.
    const requests: string[] = [];
    await page.route('**/api/lobby/exp3/users/*/leagues*', async (route) => {
      requests.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const record = account;
    await loginAs(page, record, '/leaderboard');

    const widget = page.getByTestId('lobby-widget');
    await widget.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await widget.getAttribute('data-state')).toBe('minimized');
    expect(await widget.getByRole('heading', { name: 'Tournament(s) Starting Soon' }).isVisible()).toBe(true);
    await expectBottomRight(widget);
    expect(requests).toHaveLength(0);
    await screenshot(page, `lobby-widget-minimized-${viewport.name}`);

    await page.getByRole('button', { name: 'Maximize Tournament(s) Starting Soon' }).click();
    await widget.getByRole('status', { name: 'Loading' }).waitFor({ timeout: 5000 });
    const create = widget.getByRole('link', { name: /Create a new Tournament/ });
    await create.waitFor({ timeout: 10_000 });
    expect(await widget.getByTestId('tournament-card').count()).toBe(0);
    expect(await widget.getByText('Create a new Tournament').count()).toBe(1);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!);
    expect(url.pathname).toBe(`/api/lobby/exp3/users/${record.user.id}/leagues`);
    expect(url.search).toBe('?filter=AVAILABLE_LEAGUES&leagueTypeFilter=TOURNAMENT&limit=3&page=1&searchText=');
    await expectBottomRight(widget);
    await expectInside(widget, width, height);
    await screenshot(page, `lobby-widget-maximized-${viewport.name}`);

    // Minimize, then drag far past the top-left and the bottom-right corners: it stays inside.
    await page.getByRole('button', { name: 'Minimize Tournament(s) Starting Soon' }).click();
    const title = widget.getByRole('heading', { name: 'Tournament(s) Starting Soon' });
    const t = await box(title);
    await page.mouse.move(t.x + 10, t.y + t.height / 2);
    await page.mouse.down();
    await page.mouse.move(t.x - 200, t.y - 200, { steps: 5 });
    await page.mouse.move(-500, -500, { steps: 5 });
    await page.mouse.up();
    await expectInside(widget, width, height);
    const moved = await box(widget);
    expect(Math.round(moved.x)).toBe(0);
    expect(Math.round(moved.y)).toBe(0);
    expect(await widget.getAttribute('data-state')).toBe('minimized');
    await page.mouse.move(moved.x + 10, moved.y + moved.height / 2);
    await page.mouse.down();
    await page.mouse.move(width / 2, height / 2, { steps: 5 });
    await page.mouse.move(width + 500, height + 500, { steps: 5 });
    await page.mouse.up();
    await expectInside(widget, width, height);
    await page.mouse.move(10, 10);
    await page.mouse.down();
    await page.mouse.up();

    // Dragged while minimized: maximizing puts it back at its home position.
    const h = await box(title);
    await page.mouse.move(h.x + 10, h.y + h.height / 2);
    await page.mouse.down();
    await page.mouse.move(h.x - 100, h.y - 150, { steps: 5 });
    await page.mouse.up();
    const away = await box(widget);
    expect(Math.round(width - (away.x + away.width))).toBeGreaterThan(16);
    await page.getByRole('button', { name: 'Maximize Tournament(s) Starting Soon' }).click();
    await create.waitFor({ timeout: 10_000 });
    await expectBottomRight(widget);
    expect(await widget.evaluate((el) => el.style.transform)).toBe('');

    await create.click();
    await page.waitForURL((u) => u.pathname === '/tournament', { timeout: 10_000 });
  });
}

test('lobby widget: a touch drag moves it and keeps it inside the viewport', async () => {
  const { page, context } = await freshPage(375, 812, true);
  await loginAs(page, account, '/leaderboard');
  const widget = page.getByTestId('lobby-widget');
  await widget.waitFor({ state: 'visible', timeout: 15_000 });
  // The leaderboard's bottom tab bar lifts the widget when it mounts, which may be after the widget shows: touch the
  // widget where it rests, not where it was a moment before.
  await page.waitForFunction(() => Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--bb-bottom-bar')) > 0, undefined, { timeout: 15_000 });
  await expectBottomRight(widget);
  const t = await box(widget.getByRole('heading', { name: 'Tournament(s) Starting Soon' }));
  const cdp = await context.newCDPSession(page);
  const touch = (type: string, x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] } as never);
  const startX = t.x + 10;
  const startY = t.y + t.height / 2;
  await touch('touchStart', startX, startY);
  for (let i = 1; i <= 6; i += 1) await touch('touchMove', startX - i * 60, startY - i * 120);
  await touch('touchEnd', 0, 0);
  const b = await box(widget);
  expect(b.y + b.height).toBeLessThan(812 - 16 - 100);
  await expectInside(widget, 375, 812);
});

test('guests see no lobby widget', async () => {
  const { page } = await freshPage(1280, 800);
  await page.goto('/leaderboard');
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.trim() === 'Leaderboard', undefined, { timeout: 15_000 });
  expect(await page.getByTestId('lobby-widget').count()).toBe(0);
});
