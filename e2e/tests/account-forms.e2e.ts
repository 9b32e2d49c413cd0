import type { Page } from 'playwright-core';
import { screenshot, useBrowser, waitForHeading } from '../support/browser';
import { PASSWORD, adminKey, subscribeViaApi, waitForToast } from './account-support';
import { loginAs, signUp } from './shell-accounts';

const { freshPage } = useBrowser();
const SIZES = [
  ['desktop', 1280, 800],
  ['phone', 375, 812],
] as const;

const pathOf = (page: Page) => new URL(page.url()).pathname;

for (const [label, width, height] of SIZES) {
  test(`${label}: login form errors, a wrong password, then a real login`, async () => {
    const page = await freshPage(width, height);
    const record = await signUp(page);
    await page.goto('/login');
    await waitForHeading(page, 'Login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('You need to enter email or username').waitFor();
    await page.getByText('You need to enter password').waitFor();
    await screenshot(page, `acct-login-errors-${label}`);

    await page.getByLabel('Email or username').fill(record.user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForToast(page, 'Invalid username/email or password');
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    await screenshot(page, `acct-login-wrong-password-${label}`);

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForFunction(() => window.location.pathname === '/', undefined, { timeout: 15_000 });
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('authToken') ?? '{}') as { user?: { id: number }; api_key?: { key: string } });
    expect(stored.user?.id).toBe(record.user.id);
    // A new session key: logging in ends the one signUp started.
    expect(stored.api_key?.key).not.toBe(record.api_key.key);
    // The shell follows the auth bus without a reload: the logged-in header icons are there.
    await page.getByTestId('header-icons').waitFor({ timeout: 10_000 });
  });

  test(`${label}: forgot password asks for an e-mail and confirms`, async () => {
    const page = await freshPage(width, height);
    await page.goto('/forgot-password');
    await waitForHeading(page, 'Forgot Password');
    await page.getByLabel('Email').fill('nobody@');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Invalid email address').waitFor();
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/you will receive an email for instruction and password reset link/).waitFor({ timeout: 10_000 });
    await screenshot(page, `acct-forgot-password-${label}`);
  });

  test(`${label}: profile update, its rules, and the reset confirmation`, async () => {
    const page = await freshPage(width, height);
    const record = await signUp(page, { firstName: 'Ada', lastName: 'Lovelace' });
    await loginAs(page, record, '/profile');
    await waitForHeading(page, 'My Profile');
    const first = page.getByLabel('First name');
    await first.waitFor({ timeout: 15_000 });
    await screenshot(page, `acct-profile-${label}`);

    const save = page.getByRole('button', { name: 'Save changes' });
    await save.click();
    await waitForToast(page, 'You have not updated any information');

    await page.getByLabel('Date of birth').fill(`01/01/${new Date().getFullYear() + 1}`);
    await save.click();
    await page.getByText('Only date till current year are allowed').waitFor();
    await page.getByLabel('Date of birth').fill('31/02/1990');
    await page.getByText('Invalid Date', { exact: true }).waitFor();
    await screenshot(page, `acct-profile-errors-${label}`);
    await page.getByLabel('Date of birth').fill('01/02/1990');

    await first.fill('Augusta');
    await page.getByRole('combobox', { name: 'Favorite teams' }).fill('New York Yankees');
    await page.getByRole('button', { name: 'Add team' }).click();
    await save.click();
    await waitForToast(page, 'Profile updated successfully!');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('authToken') ?? '{}') as { user: { firstName: string } });
    expect(stored.user.firstName).toBe('Augusta');

    await page.reload();
    await waitForHeading(page, 'My Profile');
    await page.getByLabel('First name').waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('First name').inputValue()).toBe('Augusta');
    await page.getByText('New York Yankees').first().waitFor();

    await page.getByRole('button', { name: 'Reset password by email' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('You will recieve an email for instruction and password reset link. Do you want to proceed?').waitFor();
    await screenshot(page, `acct-profile-reset-confirm-${label}`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await waitForToast(page, 'We have sent you an email with a link to reset your password.');
    expect(pathOf(page)).toBe('/profile');
  });

  test(`${label}: favorites list with remove confirmation`, async () => {
    const page = await freshPage(width, height);
    const record = await signUp(page);
    const auth = { Authorization: `Bearer ${record.api_key.key}` };
    for (const [playerId, year, position] of [
      ['ruthba01', 1927, 9],
      ['gehrilo01', 1927, 3],
    ] as const) {
      const added = await page.request.post('/api/favorites/players', { headers: auth, data: { playerId, year, position, playerType: 'B' } });
      expect(added.status()).toBe(201);
    }
    expect((await page.request.post('/api/favorites/teams', { headers: auth, data: { teamId: 'NYA', year: 1927 } })).status()).toBe(201);
    // /favorites is a subscriber route, and the shell checks the status with the server.
    await subscribeViaApi(page, record);
    await loginAs(page, record, '/favorites');
    await waitForHeading(page, 'Favorite Players and Teams');
    const ruth = page.getByRole('link', { name: 'Babe Ruth' });
    await ruth.waitFor({ timeout: 15_000 });
    await page.getByText(/Contact \d+ · Power \d+/).first().waitFor({ timeout: 15_000 });
    await screenshot(page, `acct-favorites-${label}`);
    await page.getByRole('button', { name: 'Remove Babe Ruth from favorites' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText("This will remove the Babe Ruth from your favorite's list.").waitFor();
    await screenshot(page, `acct-favorites-remove-${label}`);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await waitForToast(page, 'Player removed from favorites successfully!');
    const left = await page.request.get('/api/favorites/players?playerType=B&page=1', { headers: auth });
    expect(((await left.json()) as { data: { players: Array<{ playerId: string }> } }).data.players.map((p) => p.playerId)).toEqual(['gehrilo01']);
  });

  test(`${label}: notifications list, read and tournament read`, async () => {
    const page = await freshPage(width, height);
    const record = await signUp(page);
    const admin = { Authorization: `Bearer ${await adminKey(page.request)}` };
    const notify = (data: Record<string, unknown>) => page.request.post('/api/admin/notifications', { headers: admin, data: { userId: record.user.id, ...data } });
    expect((await notify({ title: 'Welcome to Diamond Dice', message: 'Your first exhibition game is one click away.' })).ok()).toBe(true);
    for (const round of [1, 2]) {
      const created = await notify({ type: 'tournament', title: `Round ${round} is ready`, message: 'Claim your team before the lock.', leagueId: '77', tournamentName: 'Spring Classic', link: '/tournament/summary/77' });
      expect(created.ok()).toBe(true);
    }
    // /notifications is a subscriber route.
    await subscribeViaApi(page, record);
    await loginAs(page, record, '/notifications');
    await waitForHeading(page, 'Notifications');
    await page.getByText('3 unread').waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid="header-icons"] a[href="/notifications"]')?.textContent?.includes('3'), undefined, { timeout: 15_000 });
    await screenshot(page, `acct-notifications-${label}`);

    const welcome = page.getByTestId('notification').filter({ hasText: 'Welcome to Diamond Dice' });
    await welcome.getByRole('button', { name: 'Mark as read' }).click();
    await page.getByText('2 unread').waitFor();
    const round1 = page.getByTestId('notification').filter({ hasText: 'Round 1 is ready' });
    await round1.getByRole('button', { name: 'Mark tournament as read' }).click();
    await page.getByText('You are all caught up.').waitFor();
    // The header badge follows the server's pushed count (realtime channel), without a reload.
    await page.waitForFunction(() => !/\d/.test(document.querySelector('[data-testid="header-icons"] a[href="/notifications"]')?.textContent ?? ''), undefined, { timeout: 15_000 });
    const unread = await page.request.get('/api/notifications', { headers: { Authorization: `Bearer ${record.api_key.key}` } });
    expect(((await unread.json()) as { data: { unreadCount: number } }).data.unreadCount).toBe(0);
  });
}
