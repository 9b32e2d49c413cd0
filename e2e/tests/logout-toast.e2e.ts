import type { Page } from 'playwright-core';
import { screenshot, useBrowser, waitForHeading } from '../support/browser';
import { signUpAndLogin } from './shell-accounts';

// Logout shows a success toast, reloads, then goes to /login. The old page's toasts die with the reload;
// this proves 'Logged out successfully!' is seen on the page after it. (The single-game page's only-reload branch
// is unit-tested in host/src/menu/ProfileMenu.test.tsx: its header shows Exit game, not the menu.)

const { freshPage } = useBrowser();
const LOGGED_OUT = 'Logged out successfully!';

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('profile-menu');
  await menu.waitFor();
  await menu.getByRole('button', { name: 'Logout' }).click();
}

/**
 * Stops the page's clock a moment from now. Its time runs on while the call travels, and pauseAt refuses a moment
 * already past (a full run under load hit that with 1 ms), so a refusal is retried a little further ahead: each
 * margin is far inside the toast's 2000 ms.
 */
async function pauseClock(page: Page): Promise<void> {
  for (const ahead of [1, 50, 250]) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
  throw new Error("the page's clock could not be paused");
}

/** Waits for the toast on the reloaded page, freezes its clock there, and proves the 2000 ms auto-close of a success toast. */
async function seeToastAfterReload(page: Page, name: string): Promise<void> {
  const item = page.getByTestId('toast-viewport').getByText(LOGGED_OUT, { exact: true });
  await item.waitFor({ state: 'visible', timeout: 15_000 });
  // The toast is on the new document: the one it was raised on is gone, and the kept copy is spent.
  expect(await page.evaluate(() => window.sessionStorage.getItem('pendingToasts'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  expect(await item.evaluate((el) => el.getAttribute('data-type'))).toBe('success');
  // Time stops here so the screenshot shows the toast; then 2000 ms of page time close it.
  await pauseClock(page);
  await screenshot(page, name, { fullPage: false });
  expect(await item.isVisible()).toBe(true);
  await page.clock.runFor(2000);
  await item.waitFor({ state: 'detached', timeout: 5000 });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test(`logout (${viewport.name}): the reload lands on /login and shows ${LOGGED_OUT}`, async () => {
    const page = await freshPage(viewport.width, viewport.height);
    await page.clock.install();
    await signUpAndLogin(page, '/leaderboard', { subscribed: true });
    await waitForHeading(page, 'Leaderboard');
    // A mark on the old document: a client-side route change would keep it, a reload drops it.
    await page.evaluate(() => Object.assign(window, { beforeLogout: true }));
    await logOut(page);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await waitForHeading(page, 'Login');
    expect(await page.evaluate(() => 'beforeLogout' in window)).toBe(false);
    await seeToastAfterReload(page, `logout-toast-login-${viewport.name}`);
  });
}
