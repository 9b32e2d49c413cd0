import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';
import { readServerState } from '../support/server';

let browser: Browser;
const swFile = () => path.join(readServerState().deployDir, 'host', 'sw.js');
const parkedSw = () => `${swFile()}.down`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (existsSync(parkedSw())) renameSync(parkedSw(), swFile());
  await browser.close();
});

async function openControlled(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl() });
  await context.addInitScript(() => window.localStorage.setItem('installPromptDate', new Date().toISOString()));
  const page = await context.newPage();
  await page.goto('/experiences/new');
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return page;
}

test('the manifest and icons are served and linked', async () => {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  await page.goto('/experiences/new');
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'Diamond Dice', start_url: '/experiences/new', display: 'standalone', theme_color: '#0b1f3a', background_color: '#0b1f3a' });
  for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
    const res = await page.request.get(icon.src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/png');
  }
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  await context.close();
});

test('the worker precaches the shell only: no remote manifest, entry or API answer is ever cached', async () => {
  const page = await openControlled();
  await page.reload();
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Visit a remote area so its manifest and entry are fetched through the worker.
  await page.goto('/leaderboard');
  await page.locator('main h1', { hasText: 'Leaderboard' }).waitFor({ timeout: 20_000 });
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((u) => /^\/main\.[0-9a-f]{10}\.js$/.test(u))).toBe(true);
  expect(cached.filter((u) => u.startsWith('/remotes') || u.startsWith('/api/') || u.includes('mf-manifest') || u.includes('remoteEntry'))).toEqual([]);
  await page.context().close();
});

test('a worker file that answers 404 is unregistered and the page reloads', async () => {
  const page = await openControlled();
  expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(true);
  renameSync(swFile(), parkedSw());
  try {
    // The next load finds /sw.js missing: it unregisters and reloads once, then stays put.
    const reloaded = page.waitForEvent('load');
    await page.reload();
    await reloaded;
    await page.waitForFunction(async () => !(await navigator.serviceWorker.getRegistration()), undefined, { timeout: 15_000 });
    await page.locator('main h1', { hasText: 'Play ball' }).waitFor();
  } finally {
    renameSync(parkedSw(), swFile());
  }
  await page.context().close();
});
