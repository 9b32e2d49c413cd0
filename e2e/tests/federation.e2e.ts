import type { Browser, Page } from 'playwright-core';
import { launchBrowser, navigateInApp, openPage, screenshot } from '../support/browser';
import { AUTH_ENTRY_PATHS, ROUTE_GROUPS } from './route-groups';
import { signUp, loginAs, subscribeViaApi } from './shell-accounts';

const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'react-router-dom', 'zustand', 'styled-components', 'i18next', '@bb/shared'];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser);
});
afterAll(async () => {
  await browser.close();
});

async function headingText(p: Page): Promise<string> {
  const heading = p.locator('main h1').first();
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  return (await heading.textContent())?.trim() ?? '';
}

test('the shell paints /experiences/new with its header and home tiles', async () => {
  await page.goto('/experiences/new');
  expect(await headingText(page)).toBe('Play ball');
  await expect(page.getByRole('link', { name: 'Home' }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('link', { name: /Exhibition Game/ }).isVisible()).resolves.toBe(true);
  await screenshot(page, 'home-desktop');
});

test('the shell loads ICU date data in a worker, which ends once it answered; no page preload fetches it twice', async () => {
  const fresh = await openPage(browser);
  try {
    const closed = new Promise<string>((resolve) => fresh.on('worker', (worker) => worker.on('close', () => resolve(worker.url()))));
    await fresh.goto('/leaderboard');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('no worker ended'), 15_000)));
    const url = await Promise.race([closed, timedOut]);
    clearTimeout(timer);
    expect(url).toMatch(/\/intl-warmup\.[0-9a-f]{10}\.js$/);
    expect(await fresh.locator('link[rel="preload"][href*="intl-warmup"]').count()).toBe(0);
  } finally {
    await fresh.close();
  }
});

async function visitGroups(p: Page, groups: ReadonlyArray<(typeof ROUTE_GROUPS)[number]>): Promise<void> {
  await p.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  for (const group of groups) {
    await navigateInApp(p, group.path);
    // Wait for the owner's title; on a timeout the comparison below names the path and what rendered.
    await p.waitForFunction((t) => document.querySelector('main h1')?.textContent?.trim() === t, group.title, { timeout: 15_000 }).catch(() => undefined);
    const title = await p.evaluate(() => document.querySelector('main h1')?.textContent?.trim() ?? null);
    expect({ path: group.path, title }).toEqual({ path: group.path, title: group.title });
    const owner = await p.evaluate(() => document.querySelector('main [data-remote]')?.getAttribute('data-remote') ?? 'host');
    expect({ path: group.path, owner }).toEqual({ path: group.path, owner: group.owner });
  }
  // Client-side navigation all along: no document reload happened.
  expect(await p.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test('a guest reaches every public route group through host navigation, in its owning remote', async () => {
  await page.goto('/experiences/new');
  await visitGroups(page, ROUTE_GROUPS.filter((group) => group.guest));
});

test('a subscribed user reaches every route group (except the login pages) through host navigation, in its owning remote', async () => {
  const record = await signUp(page);
  await subscribeViaApi(page, record);
  await loginAs(page, record, '/experiences/new');
  await visitGroups(page, ROUTE_GROUPS.filter((group) => !AUTH_ENTRY_PATHS.includes(group.path)));
});

test('with the host and all five remotes rendered, each shared singleton is loaded exactly once', async () => {
  const report = await page.evaluate((names) => {
    type ShareInfo = Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown; lib?: unknown; from?: string }>>>;
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, ShareInfo> } }).__FEDERATION__;
    const scopes = federation?.__SHARE__ ?? {};
    const out: Record<string, { registered: number; loaded: string[] }> = {};
    for (const name of names) out[name] = { registered: 0, loaded: [] };
    for (const instance of Object.values(scopes)) {
      for (const scope of Object.values(instance)) {
        for (const name of names) {
          const versions = scope[name] ?? {};
          for (const [version, info] of Object.entries(versions)) {
            out[name]!.registered += 1;
            if (info.loaded || info.lib) out[name]!.loaded.push(`${version} from ${info.from}`);
          }
        }
      }
    }
    return out;
  }, SINGLETONS);
  for (const name of SINGLETONS) {
    const loaded = [...new Set(report[name]!.loaded)];
    expect({ name, loaded: loaded.length }).toEqual({ name, loaded: 1 });
  }

  // No remote's own fallback copy of a shared library was ever downloaded.
  const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  const remotes = ['mfe-gameplay', 'mfe-leagues', 'mfe-tournaments', 'mfe-gotd', 'mfe-account'];
  for (const remote of remotes) {
    const manifest = (await (await page.request.get(`/remotes/${remote}/mf-manifest.json`)).json()) as {
      shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
    };
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        expect({ remote, shared: shared.name, loadedFallback: requested.includes(`/remotes/${remote}/${file}`) }).toEqual({
          remote,
          shared: shared.name,
          loadedFallback: false,
        });
      }
    }
    expect(requested.some((p) => p.startsWith(`/remotes/${remote}/`))).toBe(true);
  }
});

test('home and a remote page look right on a phone', async () => {
  const phone = await openPage(browser, 'phone');
  const noSidewaysScroll = () => phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await phone.goto('/experiences/new');
  expect(await headingText(phone)).toBe('Play ball');
  expect(await noSidewaysScroll()).toBe(true);
  await screenshot(phone, 'home-phone');
  await phone.goto('/leaderboard');
  expect(await headingText(phone)).toBe('Leaderboard');
  expect(await noSidewaysScroll()).toBe(true);
  await screenshot(phone, 'leaderboard-phone');
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await phone.getByTestId('profile-menu').waitFor();
  await expect(phone.getByText('Version V 1.3.48').isVisible()).resolves.toBe(true);
  await screenshot(phone, 'menu-phone');
  await phone.context().close();
});
