import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser, navigateInApp, openPage } from '../support/browser';
import { signUpAndLogin } from './shell-accounts';

// Every remote area is a single-spa parcel with its own React root: moving between areas mounts and unmounts them.
// In the real browser, after garbage collection, listeners and DOM nodes must not grow with the number of moves.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const TOUR: Array<[string, string]> = [
  ['/leaderboard', '[data-remote="mfe_gotd"]'],
  ['/tournament-lobby', '[data-remote="mfe_tournaments"]'],
  ['/stats-and-ratings', '[data-remote="mfe_leagues"]'],
  ['/game/history', '[data-remote="mfe_gameplay"]'],
  ['/profile', '[data-remote="mfe_account"]'],
  ['/experiences/new', 'main h1:has-text("Play ball")'],
];

async function tour(page: Page): Promise<void> {
  for (const [path, marker] of TOUR) {
    await navigateInApp(page, path);
    await page.locator(marker).first().waitFor({ timeout: 20_000 });
  }
  // Let the pages' data calls land before anything is counted.
  await page.waitForLoadState('networkidle');
}

async function counts(cdp: CDPSession): Promise<{ listeners: number; nodes: number }> {
  const read = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    return { listeners: value('JSEventListeners'), nodes: value('Nodes') };
  };
  // Blink frees DOM nodes and their listeners in later, lazy sweeps: collect until two readings agree.
  let last = await read();
  for (let i = 0; i < 10; i += 1) {
    const next = await read();
    if (next.listeners === last.listeners && next.nodes === last.nodes) break;
    last = next;
  }
  return last;
}

test('moving through every area again and again: listeners and DOM nodes stop growing', async () => {
  const page = await openPage(browser);
  await signUpAndLogin(page, '/experiences/new', { subscribed: true });
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  // Warm-up: the first rounds load each remote and fill caches, and Blink's lazy sweeping lags a few rounds behind.
  for (let round = 0; round < 4; round += 1) await tour(page);
  const before = await counts(cdp);
  for (let round = 0; round < 6; round += 1) await tour(page);
  const after = await counts(cdp);

  // Each mount is a React root holding about 140 listeners: 30 more mounts that leaked would add thousands.
  console.log(`[parcel-leaks] listeners ${before.listeners} → ${after.listeners}, nodes ${before.nodes} → ${after.nodes}`);
  expect(after.listeners - before.listeners).toBeLessThan(100);
  expect(after.nodes - before.nodes).toBeLessThan(300);
  await page.context().close();
}, 180_000);
