import { screenshot, useBrowser, waitForHeading } from '../support/browser';
import { signUpAndLogin } from './shell-accounts';

const { freshPage } = useBrowser();


test('/lobby?session_id=error shows Transaction Cancelled and stays on /lobby', async () => {
  const page = await freshPage(1280, 800);
  await page.goto('/lobby?session_id=error');
  await waitForHeading(page, 'Lobby');
  const toast = page.getByText('Transaction Cancelled');
  await toast.waitFor({ state: 'visible', timeout: 10_000 });
  expect(new URL(page.url()).pathname).toBe('/lobby');
  expect(new URL(page.url()).search).toBe('');
  // Toasts appear top-center.
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.abs(box!.x + box!.width / 2 - 1280 / 2)).toBeLessThan(40);
  expect(box!.y).toBeLessThan(160);
});

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`lobby cards with locks for a non-subscriber (${viewport.name})`, async () => {
    const page = await freshPage(viewport.width, viewport.height);
    await signUpAndLogin(page, '/lobby', { subscribed: false });
    await waitForHeading(page, 'Lobby');
    const cards = page.getByTestId('lobby-card');
    expect(await cards.count()).toBe(8);
    expect(await page.getByRole('img', { name: 'Locked' }).count()).toBe(7);
    await screenshot(page, `shell-lobby-${viewport.name}`);
  });
}

test('any other session_id opens the Active Plan placeholder', async () => {
  const page = await freshPage(1280, 800);
  await signUpAndLogin(page, '/lobby?session_id=cs_test_123', { subscribed: false });
  await page.getByRole('dialog', { name: 'Active Plan' }).waitFor({ state: 'visible', timeout: 10_000 });
  expect(new URL(page.url()).pathname).toBe('/lobby');
});
