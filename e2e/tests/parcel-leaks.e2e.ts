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
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  return { listeners: value('JSEventListeners'), nodes: value('Nodes') };
}

test('moving through every area 5 times leaves listeners and DOM nodes where one round left them', async () => {
  const page = await openPage(browser);
  await signUpAndLogin(page, '/experiences/new', { subscribed: true });
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  await tour(page);
  const before = await counts(cdp);
  for (let round = 0; round < 5; round += 1) await tour(page);
  const after = await counts(cdp);

  // One leaked React root alone holds well over 100 listeners; 25 more mounts would add thousands.
  console.log(`[parcel-leaks] listeners ${before.listeners} → ${after.listeners}, nodes ${before.nodes} → ${after.nodes}`);
  expect(after.listeners - before.listeners).toBeLessThan(100);
  expect(after.nodes - before.nodes).toBeLessThan(300);
  await page.context().close();
}, 180_000);
