import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser, navigateInApp, openPage } from '../support/browser';
import { signUpAndLogin } from './shell-accounts';

// Every remote area is a single-spa parcel with its own React root: moving between areas mounts and unmounts them.
// In the real browser, once garbage is collected, no unmounted root may still be held by anyone.
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

/**
 * React roots whose container has left the page but is still held in memory: each such container keeps about 140
 * listeners and its whole tree alive. Runtime.queryObjects collects garbage first and lists every live element.
 */
async function detachedReactRoots(cdp: CDPSession): Promise<number> {
  // Every handle lives in one object group released below: a handle kept by DevTools would itself hold the elements.
  const objectGroup = 'parcel-leaks';
  const proto = await cdp.send('Runtime.evaluate', { expression: 'HTMLElement.prototype', objectGroup });
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: proto.result.objectId!, objectGroup });
  const answer = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId!,
    // The list holds the element prototypes too, on which isConnected throws: those are skipped.
    functionDeclaration:
      'function () { return this.filter((el) => { try { return !el.isConnected && Object.keys(el).some((k) => k.startsWith("__reactContainer$")); } catch { return false; } }).length; }',
    returnByValue: true,
    objectGroup,
  });
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup });
  if (answer.exceptionDetails) throw new Error(JSON.stringify(answer.exceptionDetails));
  return answer.result.value as number;
}

/** single-spa keeps each lifecycle's timeout guard (3-4 s) with the parcel's props: a root is free only after that. */
async function untilReleased(cdp: CDPSession, deadline = Date.now() + 20_000): Promise<number> {
  let count = await detachedReactRoots(cdp);
  while (count > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    count = await detachedReactRoots(cdp);
  }
  return count;
}

test('every area mounted and unmounted 30 times: unmounted React roots do not pile up', async () => {
  const page = await openPage(browser);
  await signUpAndLogin(page, '/experiences/new', { subscribed: true });
  await page.locator('main h1', { hasText: 'Play ball' }).waitFor();
  const cdp = await page.context().newCDPSession(page);

  for (let round = 0; round < 6; round += 1) await tour(page);
  const held = await untilReleased(cdp);
  console.log(`[parcel-leaks] 30 area mounts; detached React roots still in memory: ${held}`);
  // A leak keeps one root per mount (30 here). The browser itself may still point at the last detached element for a
  // while (the last hovered or focused node), so one or two are not a leak.
  expect(held).toBeLessThanOrEqual(2);
  await page.context().close();
}, 180_000);
