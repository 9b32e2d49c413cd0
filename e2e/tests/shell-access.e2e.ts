import type { Page } from 'playwright-core';
import { navigateInApp, screenshot, useBrowser, waitForHeading } from '../support/browser';
import { loginAs, signUp, signUpAndLogin, subscribeViaApi } from './shell-accounts';

const { freshPage } = useBrowser();

const pathOf = (page: Page) => new URL(page.url()).pathname;

test('a guest opening a protected route lands on /experiences/new', async () => {
  const page = await freshPage();
  await page.goto('/game/historical-league');
  await waitForHeading(page, 'Play ball');
  expect(pathOf(page)).toBe('/experiences/new');
  await navigateInApp(page, '/profile');
  await waitForHeading(page, 'Play ball');
  await page.waitForFunction(() => window.location.pathname === '/experiences/new');
  expect(pathOf(page)).toBe('/experiences/new');
});

test('a logged-in non-subscriber navigating to a subscriber route gets the plan modal and stays put', async () => {
  const page = await freshPage();
  await signUpAndLogin(page, '/experiences/new', { subscribed: false });
  await waitForHeading(page, 'Play ball');
  await navigateInApp(page, '/game/historical-league');
  const dialog = page.getByRole('dialog', { name: 'Choose your Baseball Max Plan' });
  await dialog.waitFor({ state: 'visible', timeout: 10_000 });
  expect(pathOf(page)).toBe('/experiences/new');
  await screenshot(page, 'shell-plan-modal-desktop');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  // Public and play-free pages stay reachable for them.
  await navigateInApp(page, '/leaderboard');
  await waitForHeading(page, 'Leaderboard');
});

test('the login pages send a logged-in user to /', async () => {
  const page = await freshPage();
  const record = await signUp(page);
  await subscribeViaApi(page, record);
  await loginAs(page, record, '/login');
  await page.waitForFunction(() => window.location.pathname === '/');
  await waitForHeading(page, 'Play ball');
  await navigateInApp(page, '/signup');
  await page.waitForFunction(() => window.location.pathname === '/');
});

test('a restricted (GOTD guest) user gets the guest modal whose buttons go to /login and /signup', async () => {
  const page = await freshPage(375, 812);
  const record = await signUp(page);
  await loginAs(page, { ...record, isGotdGuestUser: true }, '/leaderboard');
  await waitForHeading(page, 'Leaderboard');
  await navigateInApp(page, '/stats-and-ratings/players/ruthba01');
  const dialog = page.getByRole('dialog', { name: 'Please subscribe in order to access this section' });
  await dialog.waitFor({ state: 'visible', timeout: 10_000 });
  const box = await dialog.boundingBox();
  expect(box && box.width <= 480).toBe(true);
  expect(pathOf(page)).toBe('/leaderboard');
  await screenshot(page, 'shell-guest-modal-phone');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await waitForHeading(page, 'Sign Up');
  expect(pathOf(page)).toBe('/signup');
});
