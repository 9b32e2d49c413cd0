import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, navigateInApp, openPage, screenshot } from '../support/browser';
import { repoRoot } from '../support/paths';
import { readServerState } from '../support/server';
import { signUpAndLogin } from './shell-accounts';

let browser: Browser;
const gotdDir = () => path.join(readServerState().deployDir, 'mfe-gotd');
const parkedDir = () => `${gotdDir()}.down`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (existsSync(parkedDir())) renameSync(parkedDir(), gotdDir());
  await browser.close();
});

test('an unreachable remote shows an error panel in its area only, and Retry recovers without a reload', async () => {
  const page = await openPage(browser);
  // A subscribed user: the menu's Game History (a protected route) must stay reachable.
  await signUpAndLogin(page, '/experiences/new', { subscribed: true });
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // Take the GOTD remote's files off the server: manifest, entry and chunks all 404.
  renameSync(gotdDir(), parkedDir());
  expect((await page.request.get('/remotes/mfe-gotd/mf-manifest.json')).status()).toBe(404);

  await navigateInApp(page, '/leaderboard');
  const panel = page.getByTestId('section-unavailable');
  await panel.waitFor({ timeout: 20_000 });
  expect(await panel.getByText('This section is unavailable').isVisible()).toBe(true);
  await screenshot(page, 'section-unavailable-desktop');

  // Header, menu and other areas keep working.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('profile-menu').waitFor();
  await page.getByRole('link', { name: 'Game History' }).click();
  await page.locator('main h1', { hasText: 'Game History' }).waitFor({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Home' }).click();
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();

  // Still down: Retry fails again and says so.
  await navigateInApp(page, '/leaderboard');
  await panel.waitFor();
  await panel.getByRole('button', { name: 'Retry' }).click();
  await panel.getByRole('button', { name: 'Retry' }).waitFor({ state: 'visible' });
  expect(await page.locator('main h1', { hasText: 'Leaderboard' }).count()).toBe(0);

  // Back up: Retry loads the area in the same document.
  renameSync(parkedDir(), gotdDir());
  await panel.getByRole('button', { name: 'Retry' }).click();
  await page.locator('main h1', { hasText: 'Leaderboard' }).waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('section-unavailable').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await page.context().close();
});

test('a remote built against a newer @bb/shared than the host is refused and reported, never run on the older copy', async () => {
  // mfe-tournaments rebuilt as if @bb/shared had moved to 1.99.0, served to this page only (the deploy stays as is).
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bb-newer-shared-'));
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--config', 'webpack.config.cjs', '--mode', 'production'], {
    cwd: path.join(repoRoot, 'mfe-tournaments'),
    env: { ...process.env, MF_OUT_DIR: outDir, BB_SHARED_VERSION: '1.99.0', BUILD_LABEL: 'newer-shared' },
    stdio: 'pipe',
  });
  const page = await openPage(browser);
  await page.route('**/remotes/mfe-tournaments/**', (route) =>
    route.fulfill({ path: path.join(outDir, new URL(route.request().url()).pathname.replace('/remotes/mfe-tournaments/', '')) }),
  );
  await signUpAndLogin(page, '/experiences/new', { subscribed: true });
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();

  const report = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/client-errors') && (request.postData() ?? '').includes('mfe_tournaments failed to load'),
    { timeout: 20_000 },
  );
  await navigateInApp(page, '/tournament-lobby');
  await page.getByTestId('section-unavailable').waitFor({ timeout: 20_000 });
  expect(await page.locator('[data-build="newer-shared"]').count()).toBe(0);
  expect((await report).postData()).toMatch(/@bb\/shared.*1\.99\.0/);

  // The rest of the app keeps working on the host's copy.
  await navigateInApp(page, '/leaderboard');
  await page.locator('main h1', { hasText: 'Leaderboard' }).waitFor({ timeout: 20_000 });
  await page.context().close();
  rmSync(outDir, { recursive: true, force: true });
}, 180_000);
