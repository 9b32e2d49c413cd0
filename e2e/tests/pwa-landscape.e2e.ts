import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const TEXT = 'Please use portrait mode for better user experience';

test('a short landscape viewport (800×360) shows the portrait alert, and the app stays usable', async () => {
  const context = await browser.newContext({ viewport: { width: 800, height: 360 }, baseURL: baseUrl() });
  await context.addInitScript(() => window.localStorage.setItem('installPromptDate', new Date().toISOString()));
  const page = await context.newPage();
  await page.goto('/experiences/new');
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();
  const alert = page.getByTestId('landscape-alert');
  await alert.waitFor();
  expect(await alert.textContent()).toBe(TEXT);
  expect(await alert.getAttribute('role')).toBe('alert');
  await screenshot(page, 'pwa-landscape-800x360');

  // Not a blocking dialog: the header menu still opens.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('profile-menu').waitFor();
  await page.keyboard.press('Escape');

  // Rotating to portrait removes it; the usual phone and desktop sizes never show it.
  for (const viewport of [{ width: 360, height: 800 }, { width: 375, height: 812 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await alert.waitFor({ state: 'detached' });
  }
  await screenshot(page, 'pwa-landscape-gone-1280x800');
  await context.close();
});
