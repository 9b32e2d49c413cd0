import type { Page } from 'playwright-core';
import { navigateInApp, screenshot, useBrowser, waitForHeading } from '../support/browser';
import { etDate, fillSignup, payOnLocalCheckout, uniqueUser, waitForToast } from './account-support';
import { mailedLink, signUpAndLogin } from './shell-accounts';

const { freshPage } = useBrowser();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const planDialog = (page: Page) => page.getByRole('dialog', { name: 'Choose your Baseball Max Plan' });

for (const [label, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 375, 812],
] as const) {
  test(`${label}: sign up → plan modal → yearly → local checkout → Pay → Active Plan with the trial end → the intended subscriber route`, async () => {
    const page = await freshPage(width, height);
    await page.goto('/signup');
    await waitForHeading(page, 'Sign Up');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('You need to enter first name').waitFor();
    await screenshot(page, `acct-signup-errors-${label}`);
    const user = uniqueUser();
    await fillSignup(page, user);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // The answer is the same for a known address: the account comes from the mailed link.
    await waitForHeading(page, 'Check your e-mail');
    await screenshot(page, `acct-signup-mail-sent-${label}`);
    await page.goto(await mailedLink(page.request, user.email));

    // Right after sign-up the shell opens the plan modal once, loaded from mfe-account.
    const first = planDialog(page);
    await first.getByRole('radio').first().waitFor({ timeout: 20_000 });
    expect(pathOf(page)).toBe('/');
    expect(await page.evaluate(() => window.localStorage.getItem('signUpJustCompleted'))).toBeNull();
    await first.getByRole('button', { name: 'Close' }).click();
    await first.waitFor({ state: 'detached' });

    // A subscriber-only route: the plan modal again, this time with the intended path stored.
    await navigateInApp(page, '/game/historical-league');
    const dialog = planDialog(page);
    const yearly = dialog.locator('[data-plan-interval="year"]');
    await yearly.waitFor({ timeout: 15_000 });
    await dialog.getByText('All plans renew at full price').waitFor();
    await dialog.getByText('Best value: Only $10 per month!').waitFor();
    const checkout = dialog.getByRole('button', { name: 'Checkout' });
    expect(await checkout.isDisabled()).toBe(true);
    await screenshot(page, `acct-plan-modal-${label}`);
    await yearly.click();
    expect(await yearly.getAttribute('aria-checked')).toBe('true');
    expect(await checkout.isEnabled()).toBe(true);
    await screenshot(page, `acct-plan-modal-chosen-${label}`);
    await checkout.click();

    await payOnLocalCheckout(page);

    // Back on /lobby (session_id dropped from the URL) with the Active Plan modal.
    await page.waitForURL((url) => url.pathname === '/lobby', { timeout: 20_000 });
    const active = page.getByRole('dialog', { name: 'Active Plan' });
    const trialEnd = etDate(new Date(Date.now() + 3 * 24 * 3600 * 1000));
    await active.getByText(`Your trial period ends on ${trialEnd}`).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).search).toBe('');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('authToken') ?? '{}') as { user: { isSubscribed: boolean; plan: { interval: string } } });
    expect(stored.user.isSubscribed).toBe(true);
    expect(stored.user.plan.interval).toBe('year');
    expect(await active.getByRole('button', { name: 'Manage' }).isEnabled()).toBe(true);
    await screenshot(page, `acct-active-plan-${label}`);

    // Closing goes to the stored intended path, which now opens.
    await active.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/game/historical-league', { timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(await planDialog(page).count()).toBe(0);
    expect(pathOf(page)).toBe('/game/historical-league');

    // The Subscription page shows the same plan.
    await navigateInApp(page, '/payment');
    await waitForHeading(page, 'Subscription');
    await page.getByText(`Your trial period ends on ${trialEnd}`).waitFor({ timeout: 15_000 });
    await screenshot(page, `acct-payment-${label}`);
  });
}

test('Cancel on the checkout page comes back to /lobby with Transaction Cancelled', async () => {
  const page = await freshPage(1280, 800);
  await signUpAndLogin(page, '/experiences/new', { subscribed: false });
  await waitForHeading(page, 'Play ball');
  await navigateInApp(page, '/game/historical-league');
  const dialog = planDialog(page);
  const monthly = dialog.locator('[data-plan-interval="month"]');
  await monthly.waitFor({ timeout: 15_000 });
  await monthly.click();
  await dialog.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout\/[^/]+$/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/lobby', { timeout: 20_000 });
  await waitForToast(page, 'Transaction Cancelled');
  expect(await page.getByRole('dialog', { name: 'Active Plan' }).count()).toBe(0);
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('authToken') ?? '{}') as { user: { isSubscribed: boolean } });
  expect(stored.user.isSubscribed).toBe(false);
  await screenshot(page, 'acct-checkout-cancelled-desktop');
});
