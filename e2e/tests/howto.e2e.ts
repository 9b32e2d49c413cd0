import { cpSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot, useBrowser, waitForHeading } from '../support/browser';
import { readServerState } from '../support/server';
import { HOWTO_FLOWS } from '../../scripts/lib/howto-flows.mjs';
import { recordHowto, type HowToManifestFile } from '../../scripts/lib/howto-recorder.mjs';
import { signUpAndLogin } from './shell-accounts';

const { freshPage } = useBrowser();

/**
 * Two quick modes by default; HOWTO_E2E_MODES=all (or a comma list) records more, e.g. to check every flow after a
 * screen changed.
 */
const wanted = process.env.HOWTO_E2E_MODES ?? 'exhibition,stats';
const flows = wanted === 'all' ? HOWTO_FLOWS : HOWTO_FLOWS.filter((f) => wanted.split(',').includes(f.mode));

let manifest: HowToManifestFile;

/** No sideways scroll of the page itself. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/** The player shows a loaded frame, and then another one: it animates. */
async function expectAnimates(page: Page, mode: string) {
  const frame = page.getByTestId(`frame-${mode}`);
  await frame.waitFor({ timeout: 15_000 });
  await page.waitForFunction((m) => {
    const img = document.querySelector(`[data-testid="frame-${m}"]`) as HTMLImageElement | null;
    return !!img && img.complete && img.naturalWidth === 375;
  }, mode, { timeout: 15_000 });
  const first = await frame.getAttribute('data-frame');
  await page.waitForFunction(
    ([m, f]) => document.querySelector(`[data-testid="frame-${m}"]`)?.getAttribute('data-frame') !== f,
    [mode, first] as const,
    { timeout: 10_000 },
  );
}

test('the recorder writes frames and a manifest into the server data folder', async () => {
  const state = readServerState();
  // The e2e server's DATA_DIR (e2e/support/server.ts): its recordings folder is DATA_DIR/howto.
  const outDir = path.join(state.dataDir, 'pglite', 'howto');
  const lines: string[] = [];
  manifest = await recordHowto({ baseUrl: state.baseUrl, outDir, build: 'e2e-build', flows, log: (line) => lines.push(line) });
  console.log(lines.join('\n'));
  // HOWTO_E2E_KEEP=<folder outside the repo>: a copy of the frames to look at (the server's folder goes with it).
  if (process.env.HOWTO_E2E_KEEP) cpSync(outDir, process.env.HOWTO_E2E_KEEP, { recursive: true });
  expect(manifest.build).toBe('e2e-build');
  expect(manifest.modes.map((m) => m.mode)).toEqual(flows.map((f) => f.mode));
  const exhibition = manifest.modes.find((m) => m.mode === 'exhibition');
  if (exhibition) {
    // Teams, lineup, play screen, three Swing Away rolls, substitution: every step of the flow made its frame.
    expect(exhibition.frames.map((f) => f.file)).toEqual(['01.jpg', '02.jpg', '03.jpg', '04.jpg', '05.jpg', '06.jpg', '07.jpg']);
  }
  for (const mode of manifest.modes) {
    expect(mode.frames.length).toBeGreaterThanOrEqual(2);
    for (const frame of mode.frames) {
      const file = path.join(outDir, mode.mode, frame.file);
      expect(existsSync(file)).toBe(true);
      // Phone-sized JPEGs at quality 70 stay small.
      expect(statSync(file).size).toBeLessThan(150_000);
    }
  }
  // The API serves what was recorded.
  const page = await freshPage(375, 812);
  const served = (await (await page.request.get('/api/howto/manifest')).json()) as { data: HowToManifestFile };
  expect(served.data).toEqual(manifest);
  const image = await page.request.get(`/api/howto/media/${manifest.modes[0]!.mode}/01.jpg`);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect((await page.request.get('/api/howto/media/..%2F..%2F/PG_VERSION')).status()).toBe(404);
}, 300_000);

test('How To opens in a new window from the header icon and from the menu, and plays the recording (1280x800)', async () => {
  const page = await freshPage(1280, 800);
  await signUpAndLogin(page, '/dashboard', { subscribed: true });
  await page.getByTestId('header-icons').waitFor({ timeout: 15_000 });

  const opened = page.context().waitForEvent('page');
  await page.getByTestId('header-icons').getByRole('link', { name: 'How To Videos' }).click();
  const howto = await opened;
  await howto.setViewportSize({ width: 1280, height: 800 });
  await waitForHeading(howto, 'How To Videos');
  expect(page.url()).toMatch(/\/dashboard$/);
  const mode = manifest.modes[0]!.mode;
  await expectAnimates(howto, mode);
  expect(await howto.getByTestId(`caption-${mode}`).textContent()).toMatch(/^\d+\/\d+ /);
  // Head to head has no flow (it needs two players): its guide says no demonstration is recorded.
  await howto.getByTestId('no-recording-head-to-head').waitFor();
  expect(await fitsWidth(howto)).toBe(true);
  await screenshot(howto, 'howto-desktop', { fullPage: false });
  await howto.getByRole('link', { name: 'The dice and the cards' }).click();
  await howto.getByTestId('card-batter').waitFor();
  await screenshot(howto, 'howto-rules-desktop', { fullPage: false });
  await screenshot(howto, 'howto-full-desktop');

  const fromMenu = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('profile-menu').getByRole('link', { name: 'How To Videos', exact: true }).click();
  const second = await fromMenu;
  await waitForHeading(second, 'How To Videos');
  expect(page.url()).toMatch(/\/dashboard$/);
}, 120_000);

test('the How To page on a 375x812 phone', async () => {
  const page = await freshPage(375, 812);
  await signUpAndLogin(page, '/howToVideos', { subscribed: true });
  await waitForHeading(page, 'How To Videos');
  const mode = manifest.modes[0]!.mode;
  await page.getByTestId(`guide-${mode}`).scrollIntoViewIfNeeded();
  await expectAnimates(page, mode);
  expect(await fitsWidth(page)).toBe(true);
  await screenshot(page, 'howto-phone', { fullPage: false });
  await page.getByTestId(`player-${mode}`).scrollIntoViewIfNeeded();
  await screenshot(page, 'howto-player-phone', { fullPage: false });
  await page.getByTestId('example-roll').scrollIntoViewIfNeeded();
  await page.getByTestId('card-batter').scrollIntoViewIfNeeded();
  await screenshot(page, 'howto-rules-phone', { fullPage: false });
  await screenshot(page, 'howto-full-phone');
  expect(await fitsWidth(page)).toBe(true);
}, 120_000);
