import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { signUpAndLogin } from './shell-accounts';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

async function freshPage(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl() });
  contexts.push(context);
  return context.newPage();
}

const heading = async (page: Page, title: string) =>
  page.waitForFunction((t) => document.querySelector('main h1')?.textContent?.trim() === t, title, { timeout: 15_000 });

test('/lobby?session_id=error shows Transaction Cancelled and stays on /lobby', async () => {
  const page = await freshPage(1280, 800);
  await page.goto('/lobby?session_id=error');
  await heading(page, 'Lobby');
  await page.getByText('Transaction Cancelled').waitFor({ state: 'visible', timeout: 10_000 });
  expect(new URL(page.url()).pathname).toBe('/lobby');
  expect(new URL(page.url()).search).toBe('');
});

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`lobby cards with locks for a non-subscriber (${viewport.name})`, async () => {
    const page = await freshPage(viewport.width, viewport.height);
    await signUpAndLogin(page, '/lobby', { subscribed: false });
    await heading(page, 'Lobby');
    const cards = page.getByTestId('lobby-card');
    expect(await cards.count()).toBe(8);
    expect(await page.getByRole('img', { name: 'Locked' }).count()).toBe(7);
    await screenshot(page, `shell-lobby-${viewport.name}`);
  });
}

test('any other session_id opens the Active Plan placeholder', async () => {
  const page = await freshPage(1280, 800);
  await signUpAndLogin(page, '/lobby?session_id=cs_test_123', { subscribed: false });
  await page.getByRole('dialog', { name: 'Active Plan' }).waitFor({ state: 'visible', timeout: 10_000 });
  expect(new URL(page.url()).pathname).toBe('/lobby');
});
