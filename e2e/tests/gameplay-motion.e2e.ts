import type { Page } from 'playwright-core';
import { screenshot, useBrowser, waitForHeading } from '../support/browser';
import { signUpAndLogin } from './shell-accounts';

// Issue 22 "the field comes alive": in a real browser the dice tumble and settle, a runner's element travels to his
// base, and under prefers-reduced-motion nothing animates. No sleeps: the page's own animation list tells when done.

const { freshPage } = useBrowser();

async function playScreen(page: Page): Promise<void> {
  await waitForHeading(page, 'Exhibition Game');
  await page.waitForFunction(() => [...document.querySelectorAll('select')].length >= 2 && [...document.querySelectorAll('select')].every((s) => (s as HTMLSelectElement).value !== ''), null, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Next: Lineup' }).click();
  await page.getByText('Lineup is valid').waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Play Ball' }).click();
  await page.getByRole('button', { name: 'Swing Away', exact: true }).waitFor({ timeout: 15_000 });
}

async function swing(page: Page): Promise<void> {
  const done = page.waitForResponse((r) => r.url().includes('_swing-away') && r.request().method() !== 'GET', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Swing Away', exact: true }).click();
  expect((await done).status()).toBe(200);
}

// Finite animations only: the shell has looping ones of its own (spinners, markers).
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState === 'finished'), null, { timeout: 10_000 });

/** Centre distance in CSS pixels between a runner's marker and the base it stands on. */
const offBase = (page: Page, base: number) =>
  page.evaluate((b) => {
    const centre = (el: Element | null) => {
      const r = el!.getBoundingClientRect();
      return [r.x + r.width / 2, r.y + r.height / 2];
    };
    const [rx, ry] = centre(document.querySelector(`[data-testid="runner-${b}"] circle`));
    const [bx, by] = centre(document.querySelector(`[data-testid="base-${b}"]`));
    return Math.hypot(rx! - bx!, ry! - by!);
  }, base);

test('motion: the dice tumble, then settle; a runner travels to his base (375x812, then 1280x800)', async () => {
  const page = await freshPage(375, 812);
  await signUpAndLogin(page, '/game/single', { subscribed: true });
  await playScreen(page);
  await swing(page);
  await page.getByTestId('dice').waitFor();
  expect(await page.getByTestId('dice').getAttribute('class')).toMatch(/\brolling\b/);
  // Until somebody reaches first (a single or a walk): each swing's animations finish on their own.
  for (let guard = 0; guard < 30 && (await page.getByTestId('runner-1').count()) === 0; guard++) {
    await settled(page);
    await swing(page);
  }
  await settled(page);
  expect(await offBase(page, 1)).toBeLessThan(8);
  await screenshot(page, 'gameplay-motion-phone', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'gameplay-motion-desktop');
}, 180_000);

test('prefers-reduced-motion: no tumble, no ball, runners placed at once', async () => {
  const page = await freshPage(375, 812);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUpAndLogin(page, '/game/single', { subscribed: true });
  await playScreen(page);
  await swing(page);
  await page.getByTestId('dice').waitFor();
  expect(await page.getByTestId('dice').getAttribute('class')).not.toMatch(/\brolling\b/);
  expect(await page.getByTestId('ball').count()).toBe(0);
  expect(await page.evaluate(() => document.querySelector('svg[data-motion]')?.getAttribute('data-motion'))).toBe('reduced');
}, 120_000);
