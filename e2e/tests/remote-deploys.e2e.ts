import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, navigateInApp, openPage } from '../support/browser';
import { startPartnerSite } from '../support/partner-site';
import { repoRoot } from '../support/paths';
import { readServerState } from '../support/server';
import { signUpAndLogin } from './shell-accounts';

// `npm run deploy:remote / deploy:rollback / deploy:list` against the running e2e server: run with the server's
// WEB_DIST_DIR, they keep versions in <its deploy folder>/deploys and switch the registry the server reads there.
const deployDir = readServerState().deployDir;
const deploysDir = path.join(deployDir, 'deploys');
const GOTD = '[data-remote="mfe_gotd"]';

function command(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, WEB_DIST_DIR: deployDir, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function succeed(script: string, args: string[], env: Record<string, string> = {}): string {
  const result = command(script, args, env);
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

interface DeployState {
  entry: string | null;
  liveVersion: string | null;
  versions: Array<{ version: string; label: string | null; live: boolean }>;
}
const gotdState = () => (JSON.parse(succeed('deploy-list.mjs', ['mfe-gotd', '--json'])) as DeployState[])[0]!;

/** The build label the GOTD area shows on `page` once it rendered. */
const shownBuild = async (page: Page) => {
  await page.locator(GOTD).first().waitFor({ timeout: 20_000 });
  return page.locator(GOTD).first().getAttribute('data-build');
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  // The files after this one get mfe-gotd's own build back whatever happened here.
  rmSync(deploysDir, { recursive: true, force: true });
});

test('a GOTD version deployed while a browser is on another area is what its next navigation opens; a rollback brings the old one back', async () => {
  // A page that already runs the live GOTD build when the deploy happens, and what it is.
  const earlier = await openPage(browser);
  await earlier.goto('/leaderboard');
  const oldBuild = await shownBuild(earlier);
  const oldManifest = (await (await earlier.request.get('/remotes/mfe-gotd/mf-manifest.json')).json()) as { exposes: Array<{ path: string; assets: { js: { sync: string[] } } }> };
  const oldChunks = oldManifest.exposes.flatMap((e) => e.assets.js.sync);

  // A subscriber in the leagues area.
  const page = await openPage(browser);
  await signUpAndLogin(page, '/stats-and-ratings', { subscribed: true });
  await page.locator('[data-remote="mfe_leagues"]').first().waitFor({ timeout: 20_000 });

  const label = `deploy-${Date.now()}`;
  const output = succeed('deploy-remote.mjs', ['mfe-gotd'], { BUILD_LABEL: label });
  const deployed = gotdState();
  expect(deployed.liveVersion).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
  expect(deployed.versions.find((v) => v.live)?.label).toBe(label);
  expect(output).toContain(`now points mfe_gotd at /deploys/mfe-gotd/${deployed.liveVersion}/mf-manifest.json`);

  // The next navigation of the page that was open all along loads the new version.
  await navigateInApp(page, '/leaderboard');
  await page.locator(`${GOTD}[data-build="${label}"]`).waitFor({ timeout: 20_000 });
  expect(await page.locator('main h1').textContent()).toBe('Leaderboard');

  // The page that runs the old build keeps working: its chunks are still served, and it moves within its area.
  for (const chunk of oldChunks) expect((await earlier.request.get(`/remotes/mfe-gotd/${chunk}`)).status()).toBe(200);
  await navigateInApp(earlier, '/today');
  await navigateInApp(earlier, '/leaderboard');
  expect(await shownBuild(earlier)).toBe(oldBuild);
  await earlier.locator('main h1', { hasText: 'Leaderboard' }).waitFor();

  // The partner widget (embed.js on another origin, from the stable address partners were given) loads it too.
  const partner = await startPartnerSite(baseUrl());
  try {
    const partnerPage = await openPage(browser);
    const manifest = partnerPage.waitForResponse((response) => response.url().endsWith('/remotes/mfe-gotd/mf-manifest.json'));
    await partnerPage.goto(`${partner.origin}/article`);
    await partnerPage.locator('diamond-dice-gotd').getByRole('heading', { name: 'Leaderboard' }).waitFor({ timeout: 30_000 });
    expect(await (await manifest).json()).toEqual(JSON.parse(readFileSync(path.join(deploysDir, 'mfe-gotd', deployed.liveVersion!, 'mf-manifest.json'), 'utf8')));
    await partnerPage.context().close();
  } finally {
    await partner.close();
  }

  // The version also has a fixed address of its own, cached for good (what a CDN upload holds).
  const pinned = await page.request.get(`/deploys/mfe-gotd/${deployed.liveVersion}/mf-manifest.json`);
  expect(pinned.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const rolledBack = succeed('deploy-rollback.mjs', ['mfe-gotd']);
  expect(rolledBack).toContain('mfe-gotd: live is now its own build');
  expect(gotdState()).toMatchObject({ entry: null, liveVersion: null });
  await page.reload();
  expect(await shownBuild(page)).toBe(oldBuild);
  expect(await page.locator('main h1').textContent()).toBe('Leaderboard');

  // Any stored version can be made live again by name.
  succeed('deploy-rollback.mjs', ['mfe-gotd', deployed.liveVersion!]);
  expect(gotdState().liveVersion).toBe(deployed.liveVersion);
  await page.reload();
  expect(await shownBuild(page)).toBe(label);
  await page.context().close();
  await earlier.context().close();
}, 240_000);

test('a GOTD build against an incompatible @bb/shared is refused at deploy time, and users keep the live version', async () => {
  const page = await openPage(browser);
  await page.goto('/leaderboard');
  const liveBuild = await shownBuild(page);
  const before = gotdState();
  const hostShared = (JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string }).version;
  const refused = command('deploy-remote.mjs', ['mfe-gotd'], { BUILD_LABEL: 'incompatible', BB_SHARED_VERSION: '99.0.0' });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('mfe-gotd was not deployed: it is incompatible with the live host');
  expect(refused.stderr).toContain(`@bb/shared: mfe-gotd needs ^99.0.0, the live host provides ${hostShared}`);
  expect(gotdState()).toEqual(before);

  await page.reload();
  expect(await shownBuild(page)).toBe(liveBuild);
  expect(await page.getByText('This section is unavailable').count()).toBe(0);
  await page.context().close();
}, 180_000);
