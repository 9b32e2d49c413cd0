import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { screenshotsDir } from './paths';
import { readServerState } from './server';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export function baseUrl(): string {
  return readServerState().baseUrl;
}

export async function openPage(browser: Browser, viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseUrl() });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[browser] page error: ${error.message}`));
  return page;
}

/** The whole page by default; `{ fullPage: false }` for what the viewport shows (a phone's first screen). */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage });
}

/** Client-side navigation through the host's router, as a link click would do. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/**
 * One browser per test file, launched before and closed after its tests;
 * `freshPage` opens an isolated context (own storage) at the given viewport.
 */
export function useBrowser(): { freshPage(width?: number, height?: number, origin?: string): Promise<Page> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });
  return {
    /** `origin`: another server than the suite's (an instance of a cluster, see cluster.ts). */
    async freshPage(width = 1280, height = 800, origin?: string) {
      if (!browser) throw new Error('useBrowser(): the browser is not launched yet');
      const context = await browser.newContext({ viewport: { width, height }, baseURL: origin ?? baseUrl() });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/** Waits until the page's main heading reads `title`. */
export function waitForHeading(page: Page, title: string) {
  return page.waitForFunction((t) => document.querySelector('main h1')?.textContent?.trim() === t, title, { timeout: 15_000 });
}
