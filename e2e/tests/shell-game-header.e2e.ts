import { screenshot, useBrowser, waitForHeading } from '../support/browser';
import { signUpAndLogin } from './shell-accounts';

const { freshPage } = useBrowser();

const EXIT = 'Are you sure you want to leave? All progress will be lost.';

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`game screen logo asks before leaving: cancel stays, confirm goes home (${viewport.name})`, async () => {
    const page = await freshPage(viewport.width, viewport.height);
    await signUpAndLogin(page, '/game/single/5', { subscribed: true });
    await waitForHeading(page, 'Exhibition Game');
    const logo = page.getByRole('banner').getByRole('button', { name: 'Home' });
    await logo.click();
    const dialog = page.getByRole('alertdialog', { name: EXIT });
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    await screenshot(page, `shell-exit-confirm-${viewport.name}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/game/single/5');
    await logo.click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForFunction(() => window.location.pathname === '/experiences/new');
    await waitForHeading(page, 'Play ball');
  });
}

test('play screens hide the header', async () => {
  const page = await freshPage(1280, 800);
  await signUpAndLogin(page, '/game/draft-league/3/play', { subscribed: true });
  await waitForHeading(page, 'Draft League Game');
  expect(await page.getByRole('button', { name: 'Exit game' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Home' }).count()).toBe(0);
});
