import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { apiAs } from './league-support';
import { loginAs, newSubscriber } from './shell-accounts';

let browser: Browser;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A fresh context whose install-prompt date is `daysAgo` days old (null: never stored). */
async function openWithPromptDate(daysAgo: number | null, viewport = { width: 375, height: 812 }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  if (daysAgo !== null) {
    const stored = new Date(Date.now() - daysAgo * DAY).toISOString();
    await context.addInitScript((value) => {
      if (!window.localStorage.getItem('installPromptDate')) window.localStorage.setItem('installPromptDate', value);
    }, stored);
  }
  const page = await context.newPage();
  await page.goto('/experiences/new');
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();
  return page;
}

test('with a stored prompt date 91 days old the add-to-home-screen prompt shows', async () => {
  const page = await openWithPromptDate(91);
  const prompt = page.getByTestId('install-prompt');
  await prompt.waitFor();
  expect(await prompt.getByRole('heading', { name: 'Add to home screen' }).isVisible()).toBe(true);
  await screenshot(page, 'pwa-install-prompt-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'pwa-install-prompt-desktop');

  // Tapping Add gives the steps in an alert (headless Chromium offers no install dialog here).
  const message = new Promise<string>((resolve) => {
    page.once('dialog', (alert) => {
      resolve(alert.message());
      void alert.accept();
    });
  });
  await prompt.getByRole('button', { name: 'Add' }).click();
  expect(await message).toContain('Open the Share menu');
  expect(await message).toContain('Add to Home Screen');
  await prompt.waitFor({ state: 'detached' });
  const stored = await page.evaluate(() => window.localStorage.getItem('installPromptDate'));
  expect(Date.now() - new Date(stored ?? 0).getTime()).toBeLessThan(60_000);
  await page.context().close();
});

test('with a stored prompt date 10 days old the prompt does not show', async () => {
  const page = await openWithPromptDate(10);
  await page.waitForTimeout(500);
  expect(await page.getByTestId('install-prompt').count()).toBe(0);
  await page.context().close();
});

test('on first visit it shows, and Not now keeps it away on the next visit', async () => {
  const page = await openWithPromptDate(null);
  const prompt = page.getByTestId('install-prompt');
  await prompt.waitFor();
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await prompt.waitFor({ state: 'detached' });
  await page.reload();
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();
  await page.waitForTimeout(300);
  expect(await page.getByTestId('install-prompt').count()).toBe(0);
  await page.context().close();
});

test('dismissed with ✕ it stays away after a reload, and the page keeps its room (one row on a phone)', async () => {
  const page = await openWithPromptDate(91);
  const prompt = page.getByTestId('install-prompt');
  await prompt.waitFor();
  // One row: the title, Add and ✕, not a block of wrapped text and buttons over the page.
  expect((await prompt.boundingBox())!.height).toBeLessThanOrEqual(64);
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await prompt.waitFor({ state: 'detached' });
  await page.reload();
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();
  await page.locator('header').first().waitFor();
  expect(await page.getByTestId('install-prompt').count()).toBe(0);
  await page.context().close();
});

test('a play screen (a game, the Game of the Day game) shows neither the prompt nor the header; the next page does', async () => {
  const page = await openWithPromptDate(91);
  // The landing page showed it (and stored today as its date): due again, as on a first visit that starts on a game.
  await page.evaluate(() => window.localStorage.setItem('installPromptDate', new Date(Date.now() - 91 * 86_400_000).toISOString()));
  const record = await newSubscriber(page);
  const { send } = apiAs(page, record);
  const single = await send<{ game: { id: string } }>('games/single', { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home', seed: 3 });
  await loginAs(page, record, `/game/single/${single.game.id}/play`);
  await page.getByRole('button', { name: 'Swing Away', exact: true }).waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('install-prompt').count()).toBe(0);
  expect(await page.getByRole('banner').count()).toBe(0);

  const gotd = await send<{ gameId: string }>('gotd/registration', {});
  await page.goto(`/game-of-the-day/${gotd.gameId}`);
  await page.getByRole('button', { name: 'Swing Away', exact: true }).waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('install-prompt').count()).toBe(0);
  expect(await page.getByRole('banner').count()).toBe(0);
  await screenshot(page, 'pwa-install-prompt-gotd-play-phone', { fullPage: false });

  await page.goto('/dashboard');
  await page.getByTestId('install-prompt').waitFor();
  await page.context().close();
}, 90_000);
