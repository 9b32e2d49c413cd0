import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('going offline shows the banner over the shell, and it leaves when the network is back', async () => {
  const page = await openPage(browser, 'phone');
  await page.goto('/experiences/new');
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();
  expect(await page.getByText('No Internet Connection').count()).toBe(0);

  await page.context().setOffline(true);
  await page.getByText('No Internet Connection').first().waitFor({ timeout: 5_000 });
  await screenshot(page, 'offline-phone');

  await page.context().setOffline(false);
  await page.getByText('No Internet Connection').first().waitFor({ state: 'detached', timeout: 5_000 });
  await page.context().close();
});
