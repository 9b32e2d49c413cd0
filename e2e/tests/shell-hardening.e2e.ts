import type { Frame, Page } from 'playwright-core';
import { baseUrl, navigateInApp, screenshot, useBrowser, waitForHeading } from '../support/browser';
import { startPartnerSite } from '../support/partner-site';
import { loginAs, signUp } from './shell-accounts';

const { freshPage } = useBrowser();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const guestDialog = (page: Page) => page.getByRole('dialog', { name: 'Please subscribe in order to access this section' });

for (const [label, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 375, 812],
] as const) {
  test(`${label}: a guest who opens the Draft League tile sees the guest modal, with Login and Sign Up`, async () => {
    const page = await freshPage(width, height);
    await page.goto('/experiences/new');
    await waitForHeading(page, 'Play ball');
    await page.getByRole('link', { name: /Draft League/ }).first().click();
    const dialog = guestDialog(page);
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect(pathOf(page)).toBe('/experiences/new');
    expect(await page.evaluate(() => window.sessionStorage.getItem('intendedPath'))).toBe('/draft-league');
    expect(await dialog.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Sign Up' }).isVisible()).toBe(true);
    await screenshot(page, `shell-guest-draft-league-${label}`);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await waitForHeading(page, 'Login');
  });
}

test('a guest who types a subscriber-only address lands on /experiences/new with the guest modal', async () => {
  const page = await freshPage();
  await page.goto('/draft-league');
  await guestDialog(page).waitFor({ state: 'visible', timeout: 10_000 });
  expect(pathOf(page)).toBe('/experiences/new');
});

test('an unknown sub-path of an area is not found (the server says 404) and mounts no remote', async () => {
  const page = await freshPage();
  const response = await page.goto('/draft-league/1/2/3');
  expect(response?.status()).toBe(404);
  await page.getByText(/not found/i).first().waitFor({ timeout: 10_000 });
  expect(pathOf(page)).toBe('/draft-league/1/2/3');
});

test('sound survives logout and login: the server’s choice is read back after each login', async () => {
  const page = await freshPage();
  const record = await signUp(page);
  await loginAs(page, { ...record, user: { ...record.user, isSubscribed: false } }, '/leaderboard');
  await waitForHeading(page, 'Leaderboard');
  const openMenu = async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('profile-menu');
    await menu.waitFor();
    return menu;
  };
  // Listening before the click: the PUT can finish before the next line runs.
  const saved = () => page.waitForResponse((r) => r.url().endsWith(`/api/users/${record.user.id}/preferences`) && r.request().method() === 'PUT');
  let menu = await openMenu();
  let save = saved();
  await menu.getByRole('switch', { name: 'Sound' }).click();
  await page.waitForFunction(() => window.localStorage.getItem('soundOff') === 'false');
  await save;
  // Logout ends in a fresh load of /login: wait for that document, not just the URL.
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await menu.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('soundOff'))).toBeNull();

  await page.getByLabel('Email or username').fill(record.user.email);
  await page.getByLabel('Password', { exact: true }).fill('Diamond#Dice2024');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForFunction(() => window.localStorage.getItem('soundOff') === 'false', undefined, { timeout: 15_000 });
  menu = await openMenu();
  expect(await menu.getByRole('switch', { name: 'Sound' }).getAttribute('aria-checked')).toBe('true');

  // Turned off here, it is off on another device whose browser remembered "on".
  save = saved();
  await menu.getByRole('switch', { name: 'Sound' }).click();
  await save;
  const other = await freshPage(375, 812);
  await other.goto('/terms-of-service');
  await other.evaluate(() => window.localStorage.setItem('soundOff', 'false'));
  const key = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('authToken') ?? '{}') as { api_key: { key: string } }).api_key.key);
  await loginAs(other, { ...record, api_key: { key }, user: { ...record.user, isSubscribed: false } }, '/leaderboard');
  await other.waitForFunction(() => window.localStorage.getItem('soundOff') === 'true', undefined, { timeout: 15_000 });
});

describe('framing', () => {
  let partner: { origin: string; close(): Promise<void> };
  beforeAll(async () => {
    partner = await startPartnerSite(baseUrl());
  });
  afterAll(() => partner?.close());

  const framed = async (page: Page, path: string): Promise<Frame> => {
    await page.goto(`${partner.origin}/article?noembed=1&frame=${encodeURIComponent(path)}`);
    const handle = await page.locator('#partner-frame').elementHandle();
    const frame = await handle!.contentFrame();
    await frame!.waitForLoadState('load');
    return frame!;
  };

  test('an app page refuses to be framed by another origin; the GOTD page is framed by a listed partner', async () => {
    const page = await freshPage();
    const refused = await framed(page, '/profile');
    expect(refused.url().startsWith(baseUrl())).toBe(false);
    expect(await refused.locator('#root').count()).toBe(0);

    const allowed = await framed(page, '/game-of-the-day');
    expect(allowed.url()).toBe(`${baseUrl()}/game-of-the-day`);
    await allowed.locator('#root').waitFor({ state: 'attached', timeout: 15_000 });
    await screenshot(page, 'partner-frames-gotd');
  });
});

test('the stored intended path survives the guest modal into login (kept for after subscribing)', async () => {
  const page = await freshPage();
  await page.goto('/experiences/new');
  await navigateInApp(page, '/tournament-lobby');
  await guestDialog(page).waitFor({ state: 'visible', timeout: 10_000 });
  expect(await page.evaluate(() => window.sessionStorage.getItem('intendedPath'))).toBe('/tournament-lobby');
});
