import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, navigateInApp, openPage } from '../support/browser';
import { repoRoot } from '../support/paths';
import { readServerState } from '../support/server';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('manifests and entries are revalidated, hashed chunks are immutable, manifests carry CORS', async () => {
  const page = await openPage(browser);
  const manifestResponse = await page.request.get('/remotes/mfe-gotd/mf-manifest.json', { headers: { Origin: 'https://partner.example' } });
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  expect(manifestResponse.headers()['access-control-allow-origin']).toBe('*');
  const manifest = (await manifestResponse.json()) as { metaData: { remoteEntry: { name: string } }; exposes: Array<{ assets: { js: { sync: string[] } } }> };
  const entry = await page.request.get(`/remotes/mfe-gotd/${manifest.metaData.remoteEntry.name}`);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const chunk = manifest.exposes.flatMap((e) => e.assets.js.sync)[0];
  expect(chunk).toMatch(/\.[0-9a-f]{10}\.js$/);
  const chunkResponse = await page.request.get(`/remotes/mfe-gotd/${chunk}`);
  expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await page.request.get('/remotes.json')).headers()['cache-control']).toBe('no-cache');
  expect((await page.request.get('/experiences/new')).headers()['cache-control']).toBe('no-cache');
  await page.context().close();
});

test('rebuilding one remote while the server runs changes what the next navigation loads, host untouched', async () => {
  const page = await openPage(browser);
  await page.goto('/experiences/new');
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();
  const hostEntryBefore = await page.evaluate(() => [...document.scripts].map((s) => s.src).join(','));

  const label = `redeploy-${Date.now()}`;
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--config', 'webpack.config.cjs', '--mode', 'production'], {
    cwd: path.join(repoRoot, 'mfe-gotd'),
    env: { ...process.env, MF_OUT_DIR: path.join(readServerState().deployDir, 'mfe-gotd'), BUILD_LABEL: label },
    stdio: 'pipe',
  });

  await navigateInApp(page, '/leaderboard');
  await page.locator(`[data-remote="mfe_gotd"][data-build="${label}"]`).waitFor({ timeout: 20_000 });
  expect(await page.locator('main h1').textContent()).toBe('Leaderboard');
  expect(await page.evaluate(() => [...document.scripts].filter((s) => s.src.includes('/main.')).map((s) => s.src).join(','))).toBe(
    hostEntryBefore.split(',').filter((s) => s.includes('/main.')).join(','),
  );
  await page.context().close();
});
