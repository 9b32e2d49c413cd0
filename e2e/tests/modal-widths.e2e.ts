import type { Locator, Page } from 'playwright-core';
import { navigateInApp, screenshot, useBrowser, waitForHeading } from '../support/browser';
import { loginAs, signUp, signUpAndLogin } from './shell-accounts';

// Guest modals are 480 or 500 px wide, the logged-in modal at least 768 px. Measured on the
// real dialog boxes: the guest modal is 480 px below the 768 px breakpoint and 500 px from it; the logged-in modals
// (plan selection and Active Plan) are 768 px where the screen is that wide; on a phone every modal fills the
// screen less the backdrop's 16 px margins.

const { freshPage } = useBrowser();
const MARGIN = 16;

interface Viewport {
  name: string;
  width: number;
  height: number;
  guest: number;
  loggedIn: number;
}

const VIEWPORTS: Viewport[] = [
  { name: 'desktop', width: 1280, height: 800, guest: 500, loggedIn: 768 },
  // Between the phone and the 768 px breakpoint: the guest modal's 480 px; the logged-in modal as wide as it can be.
  { name: 'small-tablet', width: 600, height: 800, guest: 480, loggedIn: 600 - 2 * MARGIN },
  { name: 'phone', width: 375, height: 812, guest: 375 - 2 * MARGIN, loggedIn: 375 - 2 * MARGIN },
];

/**
 * The dialog's width once `ready` (a control of its loaded body) shows: the account modals come from mfe-account,
 * and the shell's loading frame they replace is another element.
 */
async function widthOf(dialog: Locator, ready: Locator): Promise<number> {
  await ready.waitFor({ state: 'visible', timeout: 15_000 });
  return Math.round(await dialog.evaluate((el) => el.getBoundingClientRect().width));
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const viewport of VIEWPORTS) {
  test(`modal widths at ${viewport.width}x${viewport.height}: guest ${viewport.guest} px, plan and Active Plan ${viewport.loggedIn} px`, async () => {
    // The guest modal: a restricted (GOTD guest) user asks for a subscriber page.
    const guestPage = await freshPage(viewport.width, viewport.height);
    const record = await signUp(guestPage);
    await loginAs(guestPage, { ...record, isGotdGuestUser: true }, '/leaderboard');
    await waitForHeading(guestPage, 'Leaderboard');
    await navigateInApp(guestPage, '/stats-and-ratings/players/ruthba01');
    const guest = guestPage.getByRole('dialog', { name: 'Please subscribe in order to access this section' });
    const measured: Record<string, number> = { guest: await widthOf(guest, guest.getByRole('button', { name: 'Sign Up' })) };
    expect(await noSidewaysScroll(guestPage)).toBe(true);
    await screenshot(guestPage, `modal-guest-${viewport.name}`, { fullPage: false });

    // The logged-in modal: a non-subscriber asks for a subscriber page and gets the plan selection.
    const page = await freshPage(viewport.width, viewport.height);
    await signUpAndLogin(page, '/experiences/new', { subscribed: false });
    await waitForHeading(page, 'Play ball');
    await navigateInApp(page, '/game/historical-league');
    const plans = page.getByRole('dialog', { name: 'Choose your Baseball Max Plan' });
    measured.plans = await widthOf(plans, plans.getByRole('button', { name: 'Checkout' }));
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, `modal-plans-${viewport.name}`, { fullPage: false });
    await plans.getByRole('button', { name: 'Close' }).click();
    await plans.waitFor({ state: 'detached' });

    // The Active Plan modal after a checkout.
    await page.goto('/lobby?session_id=cs_test_123');
    const active = page.getByRole('dialog', { name: 'Active Plan' });
    measured.activePlan = await widthOf(active, active.getByRole('button', { name: 'Continue' }));
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, `modal-active-plan-${viewport.name}`, { fullPage: false });

    expect(measured).toEqual({ guest: viewport.guest, plans: viewport.loggedIn, activePlan: viewport.loggedIn });
  });
}
